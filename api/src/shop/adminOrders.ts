/**
 * What the reconciliation (./reconcile) asks the store's Admin GraphQL API, and how an Admin order
 * becomes the OrderFacts and RefundFacts that the order handlers (./orderEvents) take.
 *
 * Two queries, because Shopify refuses any single query whose requested cost is over 1000 points
 * (a connection costs 2 + first × one node, an object 1, scalars and enums 0; nested connections
 * multiply): one page of 50 orders with their line items and refunds would cost tens of
 * thousands.
 * - ORDERS_UPDATED (cost 102): 50 orders updated since the cursor, oldest update first, with what
 *   tells whether an order is a gift order (its cart attributes name a list: every checkout of this
 *   API writes `_lista_id` there) and whether it changed since last seen.
 * - ORDER_DETAIL (cost 803): one gift order whole: up to ORDER_LINES line items (a kit of at most
 *   KIT_ITEMS_MAX items plus the gift bag, with room to spare) and its first ORDER_REFUNDS refunds.
 *   Refunds beyond those are still seen through the lines' `currentQuantity` (units ordered minus
 *   refunded or removed): such lines become a refund without id.
 *
 * Field names as in Shopify's Admin GraphQL reference (2026-04). Admin ids are gids
 * (`gid://shopify/LineItem/123`) where the REST webhooks have numbers; `digitsId` makes both the
 * same digits, so a line refunded by webhook and by the reconciliation is the same line.
 */
import { KIT_ITEMS_MAX } from 'shared-contracts';
import { CART_KEYS, cleanText, dateOf, digitsId, discountCodesOf, money, pairsOf, type OrderFacts, type OrderLine, type RefundFacts } from './orderFacts';

/** Orders of one page of ORDERS_UPDATED. */
export const ORDERS_PAGE = 50;
/** Line items read of one order (a kit of at most KIT_ITEMS_MAX items, the gift bag, one spare). */
export const ORDER_LINES = KIT_ITEMS_MAX + 2;
/** Refunds read of one order. */
export const ORDER_REFUNDS = 5;

/** The orders updated since `$query`'s date, oldest update first (search syntax: `updated_at:>='2026-01-01T00:00:00Z'`). */
export const ORDERS_UPDATED = `#graphql
query OrdersUpdated($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      legacyResourceId
      updatedAt
      displayFinancialStatus
      cancelledAt
      customAttributes { key value }
    }
  }
}`;

/** One order with what the handlers need. */
export const ORDER_DETAIL = `#graphql
query OrderDetail($id: ID!) {
  order(id: $id) {
    id
    legacyResourceId
    name
    test
    displayFinancialStatus
    cancelledAt
    processedAt
    updatedAt
    totalPriceSet { shopMoney { amount currencyCode } }
    customAttributes { key value }
    discountCodes
    email
    billingAddress { name }
    customer { firstName lastName }
    lineItems(first: ${ORDER_LINES}) {
      pageInfo { hasNextPage }
      nodes {
        id
        title
        quantity
        currentQuantity
        variant { legacyResourceId }
        originalUnitPriceSet { shopMoney { amount } }
        customAttributes { key value }
      }
    }
    refunds(first: ${ORDER_REFUNDS}) {
      id
      refundLineItems(first: ${ORDER_LINES}) {
        nodes { quantity lineItem { id } }
      }
    }
  }
}`;

/** One order of an ORDERS_UPDATED page, as read (nothing trusted). */
export interface UpdatedOrderNode {
  id?: unknown;
  legacyResourceId?: unknown;
  updatedAt?: unknown;
  displayFinancialStatus?: unknown;
  cancelledAt?: unknown;
  customAttributes?: unknown;
}

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const nodesOf = (connection: unknown): unknown[] => {
  const nodes = record(connection)?.nodes;
  return Array.isArray(nodes) ? nodes : [];
};
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? Math.min(value, 100_000) : 0);

/** The order id (digits) of an Admin order node: legacyResourceId, else the gid. */
export const adminOrderId = (node: { id?: unknown; legacyResourceId?: unknown }): string | null => digitsId(node.legacyResourceId) ?? digitsId(node.id);

/** True when an order's cart attributes name a list (every checkout of this API writes `_lista_id`). */
export const namesList = (node: UpdatedOrderNode): boolean => CART_KEYS.listId in pairsOf(node.customAttributes);

/**
 * What says that an order changed since it was last seen: its update time, financial status and
 * cancellation (Shopify's times are whole seconds; two changes within one second differ by these).
 */
export const orderFingerprint = (node: UpdatedOrderNode): string =>
  [typeof node.updatedAt === 'string' ? node.updatedAt : '', typeof node.displayFinancialStatus === 'string' ? node.displayFinancialStatus : '', typeof node.cancelledAt === 'string' ? node.cancelledAt : ''].join('|');

/** An Admin order converted: the order, its refunds, and whether some lines could not be read (more than ORDER_LINES). */
export interface AdminOrder {
  order: OrderFacts;
  refunds: RefundFacts[];
  truncated: boolean;
}

/**
 * The OrderFacts and RefundFacts of an ORDER_DETAIL `order`, or null without a readable id. Like
 * the webhook parser it never refuses for shape: a missing field is null, 0 or empty, an
 * unreadable line gives nothing. Financial statuses are lower-cased (PARTIALLY_REFUNDED →
 * 'partially_refunded', as in the REST webhooks).
 */
export function adminOrderFacts(json: unknown): AdminOrder | null {
  const node = record(json);
  const id = node ? adminOrderId(node) : null;
  if (!node || !id) return null;
  const shopMoney = record(record(node.totalPriceSet)?.shopMoney);
  const customer = record(node.customer);
  const currency = typeof shopMoney?.currencyCode === 'string' && /^[A-Z]{3}$/.test(shopMoney.currencyCode) ? shopMoney.currencyCode : 'BRL';
  const customerName = [customer?.firstName, customer?.lastName].filter((p) => typeof p === 'string' && p.trim()).join(' ');

  const lines: OrderLine[] = [];
  const unrefunded = new Map<string, number>();
  for (const raw of nodesOf(node.lineItems).slice(0, 500)) {
    const line = record(raw);
    if (!line) continue;
    const lineId = digitsId(line.id);
    const quantity = count(line.quantity);
    lines.push({
      lineId,
      variantId: digitsId(record(line.variant)?.legacyResourceId) ?? digitsId(record(line.variant)?.id),
      title: cleanText(line.title ?? line.name, 500),
      quantity,
      price: money(record(record(line.originalUnitPriceSet)?.shopMoney)?.amount) ?? 0,
      properties: pairsOf(line.customAttributes),
    });
    if (lineId && typeof line.currentQuantity === 'number' && line.currentQuantity < quantity) unrefunded.set(lineId, quantity - count(line.currentQuantity));
  }
  const order: OrderFacts = {
    id,
    name: cleanText(node.name, 100) ?? `#${id}`,
    test: node.test === true,
    financialStatus: typeof node.displayFinancialStatus === 'string' ? node.displayFinancialStatus.toLowerCase().slice(0, 40) : null,
    cancelledAt: dateOf(node.cancelledAt),
    processedAt: dateOf(node.processedAt),
    total: money(shopMoney?.amount) ?? 0,
    currency,
    attributes: pairsOf(node.customAttributes),
    email: cleanText(node.email, 320),
    buyerName: cleanText(record(node.billingAddress)?.name, 255) ?? cleanText(customerName, 255),
    lines,
    discountCodes: discountCodesOf(Array.isArray(node.discountCodes) ? node.discountCodes : []),
  };

  const listLine = new Set(lines.filter((l) => l.lineId && CART_KEYS.listId in l.properties).map((l) => l.lineId!));
  const refunds: RefundFacts[] = [];
  const refundedUnits = new Map<string, number>();
  for (const raw of Array.isArray(node.refunds) ? node.refunds.slice(0, 250) : []) {
    const refund = record(raw);
    if (!refund) continue;
    const refundLines: RefundFacts['lines'] = [];
    for (const rawLine of nodesOf(refund.refundLineItems)) {
      const item = record(rawLine);
      const lineId = digitsId(record(item?.lineItem)?.id);
      const quantity = count(item?.quantity);
      if (!lineId || quantity < 1) continue;
      refundLines.push({ lineId, quantity });
      refundedUnits.set(lineId, (refundedUnits.get(lineId) ?? 0) + quantity);
    }
    refunds.push({ id: digitsId(refund.id), orderId: id, lines: refundLines, claimsList: refundLines.some((l) => listLine.has(l.lineId)) });
  }
  // Units refunded (or removed) that the refunds read do not account for: a refund beyond ORDER_REFUNDS.
  const unseen = [...unrefunded].filter(([lineId, units]) => units > (refundedUnits.get(lineId) ?? 0)).map(([lineId, units]) => ({ lineId, quantity: units - (refundedUnits.get(lineId) ?? 0) }));
  if (unseen.length) refunds.push({ id: null, orderId: id, lines: unseen, claimsList: unseen.some((l) => listLine.has(l.lineId)) });

  return { order, refunds, truncated: record(record(node.lineItems)?.pageInfo)?.hasNextPage === true };
}
