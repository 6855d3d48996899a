/**
 * The sandbox store's carts and orders as data: their shapes, money in cents and Shopify's decimal
 * strings, and the REST bodies of an order and a refund as Shopify's webhooks carry them. The cart
 * store (./carts) and the orders (./orders) both build on it.
 */
import { lineDiscountCents, type CartDiscount } from './discounts';

export interface SandboxLine {
  id: string;
  variantId: string;
  title: string;
  /** Unit price in reais, decimal string. */
  price: string;
  image: string | null;
  quantity: number;
  attributes: Array<{ key: string; value: string }>;
  /** A gift card variant (decision 030): no shipping; paying issues a card per unit. */
  giftCard: boolean;
}

export interface SandboxOrder {
  id: number;
  name: string;
  email: string;
  nome: string;
  /** The id of the webhook sent when the cart was paid (orders/paid, or orders/create when pending). */
  webhookId: string;
  /** Whether the API has acknowledged that webhook (2xx). */
  delivered: boolean;
  /** The order as Shopify's REST webhooks carry it, kept current (financial_status, cancelled_at, updated_at, refunds). */
  payload: OrderPayload;
  /** Last change (the Admin API's `updatedAt`). */
  updatedAt: Date;
  cancelledAt: Date | null;
  refunds: SandboxRefund[];
}

export interface SandboxCart {
  token: string;
  key: string;
  createdAt: Date;
  lines: SandboxLine[];
  note: string | null;
  attributes: Array<{ key: string; value: string }>;
  /** The discount code the cart asked for (cartCreate's `discountCodes`) when the store could apply it (./discounts). */
  discount?: CartDiscount;
  order?: SandboxOrder;
}

/** Money in reais from a decimal string, rounded to cents. */
export const cents = (price: string) => Math.round(Number(price) * 100);

/** Cents back to Shopify's decimal string ('123.40'). */
export const decimal = (value: number) => (value / 100).toFixed(2);

/** Subtotal of the cart's lines before any discount, in cents. */
export function cartSubtotalCents(cart: SandboxCart): number {
  return cart.lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
}

/** What the cart's discount code takes off line `l`, in cents (0 without one). */
export const lineDiscount = (cart: SandboxCart, l: SandboxLine): number => lineDiscountCents(cart.discount, l.variantId, cents(l.price), l.quantity);

/** What the cart's discount code takes off in all, in cents. */
export const cartDiscountCents = (cart: SandboxCart): number => cart.lines.reduce((sum, l) => sum + lineDiscount(cart, l), 0);

/** Total of the cart: its lines less its discount, in cents. */
export function cartTotalCents(cart: SandboxCart): number {
  return cartSubtotalCents(cart) - cartDiscountCents(cart);
}

export interface Giver {
  nome: string;
  email: string;
}

/** A line of a REST order (`line_items`). */
export interface RestLineItem {
  id: number;
  admin_graphql_api_id: string;
  variant_id: number;
  title: string;
  name: string;
  quantity: number;
  current_quantity: number;
  price: string;
  total_discount: string;
  requires_shipping: boolean;
  gift_card: boolean;
  properties: Array<{ name: string; value: string }>;
}

/**
 * The order body of `cart` paid by `giver` as order `id` / `name`, at `now` (orders/paid;
 * `pending`: orders/create of a Pix or boleto). Line item ids follow the order's id (the sandbox
 * draws every id from one counter), all below 2^53 like Shopify's.
 */
export function orderPayload(cart: SandboxCart, giver: Giver, opts: { id: number; number: number; now: Date; shopDomain: string; pending?: boolean }) {
  const [firstName, ...rest] = giver.nome.split(/\s+/);
  const lastName = rest.join(' ') || null;
  const total = decimal(cartTotalCents(cart));
  const subtotal = decimal(cartSubtotalCents(cart));
  const discounts = cartDiscountCents(cart);
  const at = opts.now.toISOString();
  return {
    id: opts.id,
    admin_graphql_api_id: `gid://shopify/Order/${opts.id}`,
    name: `#${opts.number}`,
    order_number: opts.number,
    email: giver.email,
    contact_email: giver.email,
    created_at: at,
    processed_at: at,
    updated_at: at,
    cancelled_at: null as string | null,
    cancel_reason: null as string | null,
    currency: 'BRL',
    presentment_currency: 'BRL',
    financial_status: opts.pending ? 'pending' : 'paid',
    fulfillment_status: null,
    test: true,
    note: cart.note,
    note_attributes: cart.attributes.map((a) => ({ name: a.key, value: a.value })),
    cart_token: cart.token,
    subtotal_price: total,
    total_line_items_price: subtotal,
    total_discounts: decimal(discounts),
    discount_codes: cart.discount ? [{ code: cart.discount.code, amount: decimal(discounts), type: 'percentage' }] : [],
    total_tax: '0.00',
    total_price: total,
    customer: { id: opts.id + 1, email: giver.email, first_name: firstName ?? null, last_name: lastName },
    billing_address: { name: giver.nome, first_name: firstName ?? null, last_name: lastName },
    line_items: cart.lines.map((l, i): RestLineItem => ({
      id: opts.id + i + 1,
      admin_graphql_api_id: `gid://shopify/LineItem/${opts.id + i + 1}`,
      variant_id: Number(l.variantId),
      title: l.title,
      name: l.title,
      quantity: l.quantity,
      current_quantity: l.quantity,
      price: decimal(cents(l.price)),
      total_discount: decimal(lineDiscount(cart, l)),
      requires_shipping: !l.giftCard,
      gift_card: l.giftCard,
      properties: l.attributes.map((a) => ({ name: a.key, value: a.value })),
    })),
    refunds: [] as RestRefund[],
    source_name: 'web',
    shop_domain: opts.shopDomain,
  };
}

/** The REST JSON order of a sandbox order (what its webhooks carry). */
export type OrderPayload = ReturnType<typeof orderPayload>;

/** A refund of a sandbox order: which lines, how many units. */
export interface SandboxRefund {
  id: number;
  createdAt: Date;
  lines: Array<{ id: number; lineItemId: number; quantity: number }>;
}

/** The refunds/create body of `refund` (Shopify's REST refund: refund_line_items with their line_item). */
export function refundPayload(order: { id: number; line_items: RestLineItem[] }, refund: SandboxRefund) {
  const at = refund.createdAt.toISOString();
  const lines = refund.lines.map((r) => ({ r, line: order.line_items.find((l) => l.id === r.lineItemId)! }));
  // what the buyer paid for the units given back: the line's discount shared by its units
  const paidCents = (line: RestLineItem, quantity: number) => cents(line.price) * quantity - Math.round((cents(line.total_discount) * quantity) / line.quantity);
  const amount = decimal(lines.reduce((sum, { r, line }) => sum + paidCents(line, r.quantity), 0));
  return {
    id: refund.id,
    admin_graphql_api_id: `gid://shopify/Refund/${refund.id}`,
    order_id: order.id,
    created_at: at,
    processed_at: at,
    note: null,
    restock: false,
    user_id: null,
    duties: [],
    order_adjustments: [],
    refund_line_items: lines.map(({ r, line }) => ({
      id: r.id,
      line_item_id: line.id,
      quantity: r.quantity,
      location_id: null,
      restock_type: 'no_restock',
      subtotal: decimal(paidCents(line, r.quantity)),
      total_tax: '0.00',
      line_item: line,
    })),
    transactions: [{ id: refund.id + 1, order_id: order.id, kind: 'refund', gateway: 'bogus', status: 'success', amount, currency: 'BRL', test: true, created_at: at }],
  };
}

/** A REST refund (refunds/create, and an order's `refunds`). */
export type RestRefund = ReturnType<typeof refundPayload>;
