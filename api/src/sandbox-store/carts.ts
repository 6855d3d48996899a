/**
 * Carts of the sandbox store, in this process's memory (they only live until paid or until the
 * process stops; at most MAX_CARTS, oldest dropped first). `create` answers like Shopify's
 * cartCreate (API 2024-10 and later): a variant that is not in the catalogue, or a bad quantity,
 * is a userError and no cart is made; a line asking for more than the variant's stock still makes
 * the cart, with the line cut to the stock (0 when sold out) and a warning whose target is the
 * line (MERCHANDISE_NOT_ENOUGH_STOCK, MERCHANDISE_OUT_OF_STOCK).
 */
import { randomBytes } from 'node:crypto';
import type { Catalogue } from './catalogue';
import type { SandboxCartErrorCode, SandboxCartWarningCode } from './graphqlSchema';
import { RECIPIENT_PROPERTIES, validRecipient } from './giftCards';
import type { SandboxCart, SandboxLine } from './model';

/** A userError of cartCreate, with a code of Shopify's CartErrorCode. */
export interface CartUserError {
  code: SandboxCartErrorCode;
  field: string[];
  message: string;
}

/** A warning of cartCreate, with a code of Shopify's CartWarningCode; `target` is the cart line id. */
export interface CartWarning {
  code: SandboxCartWarningCode;
  message: string;
  target: string;
}

export interface CartCreateInput {
  lines?: Array<{ merchandiseId: string; quantity?: number | null; attributes?: Array<{ key: string; value: string }> | null }> | null;
  note?: string | null;
  attributes?: Array<{ key: string; value: string }> | null;
  /** Codes the buyer asks for (the sandbox app applies the first usable one, ./discounts). */
  discountCodes?: string[] | null;
}

const MAX_CARTS = 5000;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;

export class CartStore {
  private readonly carts = new Map<string, SandboxCart>();

  constructor(private readonly now: () => Date) {}

  /**
   * Creates a cart from `input` against `catalogue` and returns it with its stock warnings (lines
   * cut to the stock left for their variant, in line order), or returns the userErrors (nothing
   * created). A variant without `stock` in the catalogue is not tracked (never short).
   */
  create(input: CartCreateInput, catalogue: Catalogue): { cart: SandboxCart; warnings: CartWarning[] } | { userErrors: CartUserError[] } {
    const userErrors: CartUserError[] = [];
    const warnings: CartWarning[] = [];
    const lines: SandboxLine[] = [];
    const stockLeft = new Map<string, number>();
    (input.lines ?? []).forEach((line, i) => {
      const field = ['input', 'lines', String(i)];
      const variantId = VARIANT_GID.exec(line.merchandiseId)?.[1];
      const variant = variantId ? catalogue.variants[variantId] : undefined;
      if (!variantId || !variant) {
        // What Shopify answers for a variant it does not have (recorded: src/onlineStore/recorded/user-errors.json).
        userErrors.push({
          code: 'INVALID',
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
      const attributes = line.attributes ?? [];
      const recipient = attributes.find((a) => a.key === RECIPIENT_PROPERTIES.email)?.value ?? null;
      if (variant.giftCard && attributes.some((a) => a.key === RECIPIENT_PROPERTIES.send) && !validRecipient(recipient)) {
        // A gift card sent to a recipient needs a valid recipient e-mail.
        userErrors.push({ code: 'INVALID', field: [...field, 'attributes'], message: 'Recipient email is invalid.' });
        return;
      }
      const id = `gid://shopify/CartLine/${randomBytes(8).toString('hex')}`;
      let granted = quantity;
      if (typeof variant.stock === 'number') {
        const left = stockLeft.get(variantId) ?? Math.max(0, variant.stock);
        granted = Math.min(quantity, left);
        stockLeft.set(variantId, left - granted);
        if (granted === 0) {
          warnings.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message: `The product '${variant.title}' is already sold out.`, target: id });
        } else if (granted < quantity) {
          const items = granted === 1 ? '1 item was' : `${granted} items were`;
          warnings.push({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: `Only ${items} added to your cart due to availability.`, target: id });
        }
      }
      lines.push({
        id,
        variantId,
        title: variant.title,
        price: variant.price,
        image: variant.image,
        quantity: granted,
        attributes: attributes.map((a) => ({ key: a.key, value: a.value })),
        giftCard: variant.giftCard === true,
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
    return { cart, warnings };
  }

  /** The cart of `token` when `key` matches (the pair is the checkout address's secret). */
  find(token: string, key: string | undefined): SandboxCart | undefined {
    const cart = this.carts.get(token);
    return cart && key !== undefined && key === cart.key ? cart : undefined;
  }
}
