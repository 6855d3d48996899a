/**
 * Carts of the sandbox store, in this process's memory (they only live until paid or until the
 * process stops; at most MAX_CARTS, oldest dropped first). `createCart` answers like Shopify's
 * cartCreate: a variant that is not in the catalogue, or a bad quantity, is a userError.
 */
import { randomBytes } from 'node:crypto';
import type { Catalogue } from './catalogue';

export interface SandboxLine {
  id: string;
  variantId: string;
  title: string;
  /** Unit price in reais, decimal string. */
  price: string;
  image: string | null;
  quantity: number;
  attributes: Array<{ key: string; value: string }>;
}

export interface SandboxOrder {
  id: number;
  name: string;
  email: string;
  nome: string;
  webhookId: string;
  /** Whether the API has acknowledged the webhook (2xx). */
  delivered: boolean;
}

export interface SandboxCart {
  token: string;
  key: string;
  createdAt: Date;
  lines: SandboxLine[];
  note: string | null;
  attributes: Array<{ key: string; value: string }>;
  order?: SandboxOrder;
}

export interface CartUserError {
  code: 'INVALID' | 'LESS_THAN' | 'MERCHANDISE_NOT_FOUND' | 'NOTE_TOO_LONG';
  field: string[];
  message: string;
}

export interface CartCreateInput {
  lines?: Array<{ merchandiseId: string; quantity?: number | null; attributes?: Array<{ key: string; value: string }> | null }> | null;
  note?: string | null;
  attributes?: Array<{ key: string; value: string }> | null;
}

const MAX_CARTS = 5000;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;

/** Money in reais from a decimal string, rounded to cents. */
export const cents = (price: string) => Math.round(Number(price) * 100);
/** Cents back to Shopify's decimal string ('123.40'). */
export const decimal = (value: number) => (value / 100).toFixed(2);

/** Total of the cart's lines, in cents. */
export function cartTotalCents(cart: SandboxCart): number {
  return cart.lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
}

export class CartStore {
  private readonly carts = new Map<string, SandboxCart>();

  constructor(private readonly now: () => Date) {}

  /** Creates a cart from `input` against `catalogue`, or returns the userErrors (nothing created). */
  create(input: CartCreateInput, catalogue: Catalogue): { cart: SandboxCart } | { userErrors: CartUserError[] } {
    const userErrors: CartUserError[] = [];
    const lines: SandboxLine[] = [];
    (input.lines ?? []).forEach((line, i) => {
      const field = ['input', 'lines', String(i)];
      const variantId = VARIANT_GID.exec(line.merchandiseId)?.[1];
      const variant = variantId ? catalogue.variants[variantId] : undefined;
      if (!variantId || !variant) {
        userErrors.push({
          code: 'MERCHANDISE_NOT_FOUND',
          field: [...field, 'merchandiseId'],
          message: `The merchandise with id ${line.merchandiseId} does not exist.`,
        });
        return;
      }
      const quantity = line.quantity ?? 1;
      if (quantity < 1) {
        userErrors.push({ code: 'LESS_THAN', field: [...field, 'quantity'], message: 'The quantity must be greater than 0.' });
        return;
      }
      lines.push({
        id: `gid://shopify/CartLine/${randomBytes(8).toString('hex')}`,
        variantId,
        title: variant.title,
        price: variant.price,
        image: variant.image,
        quantity,
        attributes: (line.attributes ?? []).map((a) => ({ key: a.key, value: a.value })),
      });
    });
    if ((input.note ?? '').length > 5000) userErrors.push({ code: 'NOTE_TOO_LONG', field: ['input', 'note'], message: 'Note is too long.' });
    if (userErrors.length) return { userErrors };
    const cart: SandboxCart = {
      token: `c1-${randomBytes(16).toString('hex')}`,
      key: randomBytes(16).toString('hex'),
      createdAt: this.now(),
      lines,
      note: input.note ?? null,
      attributes: (input.attributes ?? []).map((a) => ({ key: a.key, value: a.value })),
    };
    this.carts.set(cart.token, cart);
    while (this.carts.size > MAX_CARTS) this.carts.delete(this.carts.keys().next().value!);
    return { cart };
  }

  /** The cart of `token` when `key` matches (the pair is the checkout address's secret). */
  find(token: string, key: string | undefined): SandboxCart | undefined {
    const cart = this.carts.get(token);
    return cart && key !== undefined && key === cart.key ? cart : undefined;
  }
}
