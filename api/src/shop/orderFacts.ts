/**
 * What the API reads of an order of the online store, whichever way it arrives: an orders/create,
 * orders/paid or orders/cancelled webhook (Shopify's REST JSON order), a refunds/create webhook,
 * or the reconciliation's Admin GraphQL answer (./reconcile). The handlers of ./orderEvents take
 * only these shapes.
 *
 * Parsing never refuses an order for its shape (decision 020): Shopify retries a refused
 * webhook and then drops it. A field this API needs that is missing or unreadable makes that
 * field null (or that line unusable, so it gives nothing); only an order without an id cannot be
 * read at all (`parseWebhookOrder` answers null, and the webhook is acknowledged and logged).
 */
import { z } from 'zod';
import type { CartAttribute } from '../onlineStore/port';

/** Cart attribute and line property keys the API writes (a leading '_' keeps them off Shopify's checkout page). */
export const CART_KEYS = {
  listId: '_lista_id',
  listItemId: '_lista_produto_id',
  hold: '_reserva',
  listUrl: '_lista_url',
  giverName: '_presenteador',
  message: '_mensagem',
  /** On a gift card line (decision 030): the line is a vale-presente for the list of `_lista_id`. */
  valePresente: '_vale_presente',
  /**
   * The giver's name once more, without the leading '_': the store's checkout shows it back (and the
   * sandbox fills the buyer's name with it), so the guest does not type it twice.
   */
  giverShown: 'Presente de',
  /** On a gift card line of a cota (decision 043): the list item id of the gift it is given toward. */
  cota: '_cota',
  /** The owner's cart of the remaining gifts with the list's completion discount (decision 042): the list's id. */
  completion: '_desconto_conclusao',
} as const;

/**
 * The cart attributes of the giver's name typed in the review or vale-presente dialog: the hidden
 * one the order is read by (`_presenteador`) and the visible one the checkout shows; none without a name.
 */
export function giverAttributes(name: string | null | undefined): CartAttribute[] {
  return name ? [{ key: CART_KEYS.giverName, value: name }, { key: CART_KEYS.giverShown, value: name }] : [];
}

/** Shopify's line item properties of a gift card sent to a recipient (theme docs: "gift card recipient form"). */
export const GIFT_CARD_PROPERTIES = {
  recipientEmail: 'Recipient email',
  recipientName: 'Recipient name',
  message: 'Message',
  send: '__shopify_send_gift_card_to_recipient',
} as const;

/** One line of an order. Money in reais (the order's currency). */
export interface OrderLine {
  /** The store's line item id (refunds name it), or null. */
  lineId: string | null;
  /** The numeric product variant id (the online-store code), or null (a custom line). */
  variantId: string | null;
  title: string | null;
  quantity: number;
  /** Unit price. */
  price: number;
  /** The line properties (cart line attributes), name → text value. */
  properties: Record<string, string>;
}

/** An order as the handlers need it. */
export interface OrderFacts {
  /** The store's order id (digits). */
  id: string;
  /** Display name, e.g. '#1001' (falls back to '#{id}'). */
  name: string;
  /** A test order (Shopify's Bogus gateway, or a store in test mode). */
  test: boolean;
  /** Shopify's financial status in lower case ('pending', 'paid', 'refunded', ...), or null. */
  financialStatus: string | null;
  cancelledAt: Date | null;
  processedAt: Date | null;
  /** Order total in reais, 0 when unreadable. */
  total: number;
  currency: string;
  /** The order's note attributes (cart attributes), name → text value. */
  attributes: Record<string, string>;
  email: string | null;
  /** The buyer's name (billing, else customer), or null. */
  buyerName: string | null;
  lines: OrderLine[];
  /** The discount codes the order used (REST `discount_codes[].code`, Admin `discountCodes`), at most 20. */
  discountCodes: string[];
}

/** A refund: which lines of which order went back (refunds/create, or an Admin order's refunds). */
export interface RefundFacts {
  /** The refund id (digits), or null. */
  id: string | null;
  orderId: string;
  /** Refunded line item ids with the quantity refunded. */
  lines: Array<{ lineId: string; quantity: number }>;
  /** Whether a refunded line's properties name a list (the order is a gift order). */
  claimsList: boolean;
}

/**
 * Control characters (NUL and the other C0 ones but tab and line breaks, DEL) are dropped from the
 * order's texts, not refused: the order is paid, and a refused webhook is retried and dropped.
 */
export const withoutControl = (v: string) => v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/** A text of at most `max` characters without control characters, trimmed; null when empty or not a text. */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = withoutControl(String(value)).trim().slice(0, max);
  return text ? text : null;
}

/** Shopify's numeric ids (REST numbers, some above 2^53, strings, or `gid://shopify/Type/123`) as digits, else null. */
export function digitsId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const match = /^(?:gid:\/\/shopify\/[A-Za-z]+\/)?(\d{1,20})(?:\?.*)?$/.exec(value.trim());
  return match && !/^0+$/.test(match[1]!) ? match[1]! : null;
}

/** A money amount (decimal text or number) in reais, else null. */
export function money(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,12}(\.\d{1,4})?$/.test(text)) return null;
  return Math.round(Number(text) * 100) / 100;
}

/** A date (ISO text) or null. */
export function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Name/value pairs (REST `properties`, `note_attributes`) or key/value pairs (GraphQL `customAttributes`) as a record. */
export function pairsOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(value)) return out;
  for (const pair of value.slice(0, 250)) {
    if (!pair || typeof pair !== 'object') continue;
    const { name, key, value: v } = pair as { name?: unknown; key?: unknown; value?: unknown };
    const k = cleanText(name ?? key, 255);
    const text = cleanText(v, 2000);
    if (k && text !== null && !(k in out)) out[k] = text;
  }
  return out;
}

const record = z.record(z.string(), z.unknown());
const asRecord = (value: unknown): Record<string, unknown> | null => {
  const parsed = record.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const joinName = (...parts: unknown[]) => cleanText(parts.filter((p) => typeof p === 'string' && p.trim()).join(' '), 255);

/** The lines of a REST order (`line_items`): unreadable lines are dropped, at most 500. */
function restLines(value: unknown): OrderLine[] {
  if (!Array.isArray(value)) return [];
  const lines: OrderLine[] = [];
  for (const raw of value.slice(0, 500)) {
    const line = asRecord(raw);
    if (!line) continue;
    const quantity = typeof line.quantity === 'number' && Number.isInteger(line.quantity) && line.quantity >= 0 ? Math.min(line.quantity, 100_000) : 0;
    lines.push({
      lineId: digitsId(line.id),
      variantId: digitsId(line.variant_id),
      title: cleanText(line.title ?? line.name, 500),
      quantity,
      price: money(line.price) ?? 0,
      properties: pairsOf(line.properties),
    });
  }
  return lines;
}

/**
 * An order of a webhook body (Shopify's REST JSON), or null when it has no readable id. Unknown
 * fields are ignored; missing or null ones become null, 0 or empty.
 */
export function parseWebhookOrder(json: unknown): OrderFacts | null {
  const order = asRecord(json);
  const id = order ? digitsId(order.id) : null;
  if (!order || !id) return null;
  const billing = asRecord(order.billing_address);
  const customer = asRecord(order.customer);
  const currency = typeof order.currency === 'string' && /^[A-Z]{3}$/.test(order.currency) ? order.currency : 'BRL';
  return {
    id,
    name: cleanText(order.name, 100) ?? `#${id}`,
    test: order.test === true,
    financialStatus: typeof order.financial_status === 'string' ? order.financial_status.toLowerCase().slice(0, 40) : null,
    cancelledAt: dateOf(order.cancelled_at),
    processedAt: dateOf(order.processed_at),
    total: money(order.total_price) ?? 0,
    currency,
    attributes: pairsOf(order.note_attributes),
    email: cleanText(order.email, 320) ?? cleanText(order.contact_email, 320) ?? cleanText(customer?.email, 320),
    buyerName: cleanText(billing?.name, 255) ?? joinName(billing?.first_name, billing?.last_name) ?? joinName(customer?.first_name, customer?.last_name),
    lines: restLines(order.line_items),
    discountCodes: discountCodesOf(Array.isArray(order.discount_codes) ? order.discount_codes.map((c) => asRecord(c)?.code) : []),
  };
}

/** Discount codes read from an order (texts of at most 255 characters), at most 20. */
export const discountCodesOf = (values: unknown[]): string[] => values.slice(0, 20).flatMap((v) => cleanText(v, 255) ?? []);

/** A refunds/create body, or null when it names no order. */
export function parseWebhookRefund(json: unknown): RefundFacts | null {
  const refund = asRecord(json);
  const orderId = refund ? digitsId(refund.order_id) : null;
  if (!refund || !orderId) return null;
  const lines: RefundFacts['lines'] = [];
  let claimsList = false;
  if (Array.isArray(refund.refund_line_items)) {
    for (const raw of refund.refund_line_items.slice(0, 500)) {
      const item = asRecord(raw);
      const lineItem = asRecord(item?.line_item);
      if (lineItem && CART_KEYS.listId in pairsOf(lineItem.properties)) claimsList = true;
      const lineId = item ? (digitsId(item.line_item_id) ?? digitsId(lineItem?.id)) : null;
      const quantity = item && typeof item.quantity === 'number' && Number.isInteger(item.quantity) && item.quantity > 0 ? item.quantity : 0;
      if (lineId && quantity > 0) lines.push({ lineId, quantity });
    }
  }
  return { id: digitsId(refund.id), orderId, lines, claimsList };
}

/** True when Shopify's financial status says the order has been paid (even if refunded since). */
export const isPaidStatus = (status: string | null) =>
  status !== null && ['paid', 'partially_paid', 'partially_refunded', 'refunded'].includes(status);
