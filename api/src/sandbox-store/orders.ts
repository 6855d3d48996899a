/**
 * The sandbox store's orders and their webhooks, as Shopify makes them:
 * - `orderPayload`: a paid (or pending) cart as the REST JSON order that Shopify's order webhooks
 *   carry (line_items with `properties` from the cart line attributes, `note_attributes` from the
 *   cart attributes, note, email, customer, billing name, total_price, currency);
 * - `deliverWebhook`: one delivery of any topic (orders/create, orders/paid, orders/cancelled,
 *   refunds/create), signed like Shopify (X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw
 *   body), retried with the same webhook id until the receiver answers 2xx or the retries run
 *   out; a delivery can be dropped on purpose (a test of the reconciliation loses a webhook);
 * - `SandboxOrders`: the orders of this process (paid, pending, cancelled, refunded), kept current
 *   for the Admin API (./admin.ts): each change moves `updatedAt` and sends its webhook.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { issueGiftCards, type IssuedGiftCard } from './giftCards';
import { orderPayload, refundPayload, type Giver, type RestLineItem, type SandboxCart, type SandboxOrder, type SandboxRefund } from './model';

/**
 * The API's webhook route of each topic (what a merchant registers in Shopify's admin). The
 * sandbox's own copy of the API's routes, as an outside system keeps it; the conformance test
 * (./copies.test.ts) checks that they agree.
 */
export const WEBHOOK_PATHS = {
  'orders/create': '/shopify/webhooks/orders-create',
  'orders/paid': '/shopify/webhooks/orders-paid',
  'orders/cancelled': '/shopify/webhooks/orders-cancelled',
  'refunds/create': '/shopify/webhooks/refunds-create',
} as const;
/** A webhook topic the sandbox sends. */
export type WebhookTopic = keyof typeof WEBHOOK_PATHS;

/** Where and how the sandbox sends its webhooks. */
export interface WebhookTarget {
  /** The address of each topic's route on the API. */
  urlOf: (topic: WebhookTopic) => string;
  secret: string;
  shopDomain: string;
  apiVersion: string;
  fetchImpl?: typeof fetch;
  log: FastifyBaseLogger;
  /** Waits between retries, in ms (SHOPIFY_RETRY_DELAYS_MS, or that schedule scaled down: `retryDelays`). */
  retryDelaysMs: number[];
  /** True to lose this delivery on purpose (as if Shopify had dropped it after its retries). */
  drop?: (topic: WebhookTopic) => boolean;
}

/**
 * The address of each topic from the API's address: `base` (http://localhost:3000) gives the
 * API's routes (WEBHOOK_PATHS); a legacy orders/paid address ending in that route gives the other
 * routes beside it; any other address receives every topic (the receiver reads X-Shopify-Topic).
 */
export function webhookUrls(address: { base?: string; ordersPaidUrl?: string }): (topic: WebhookTopic) => string {
  const paid = WEBHOOK_PATHS['orders/paid'];
  const base = address.base?.replace(/\/+$/, '') ?? (address.ordersPaidUrl?.endsWith(paid) ? address.ordersPaidUrl.slice(0, -paid.length) : undefined);
  if (base !== undefined) return (topic) => `${base}${WEBHOOK_PATHS[topic]}`;
  const single = address.ordersPaidUrl;
  if (!single) throw new Error('sandbox store: a webhook address is required (webhookBaseUrl or webhookUrl)');
  return () => single;
}

/**
 * Shopify's retry schedule of a failed delivery (shopify.dev, "Updates to webhook retry mechanism",
 * September 2024; before that it was 19 tries over 48 hours): 8 retries over 4 hours with an
 * exponential backoff, each with the original body, headers and X-Shopify-Webhook-Id. Shopify does
 * not publish the exact waits: each wait doubles the one before, from 56.25 s, so that the eighth
 * retry comes 4 hours after the first attempt (56.25 s × 255 = 14,344 s).
 */
export const SHOPIFY_RETRY_DELAYS_MS: readonly number[] = Array.from({ length: 8 }, (_, i) => 56_250 * 2 ** i);

/**
 * The retry waits of a sandbox: `delays` when given, else Shopify's schedule divided by `scale`
 * (e.g. 600: the 4 hours in 24 seconds, for a test that must see the retries; at least 1 ms each).
 */
export function retryDelays(options: { delays?: number[]; scale?: number }): number[] {
  if (options.delays) return options.delays;
  const scale = options.scale && options.scale > 0 ? options.scale : 1;
  return SHOPIFY_RETRY_DELAYS_MS.map((ms) => Math.max(1, Math.round(ms / scale)));
}

/** Shopify's time limit of one delivery: the receiver must answer within 5 seconds. */
export const DELIVERY_TIMEOUT_MS = 5000;

/** Signs `body` like Shopify: base64 HMAC-SHA256 with the webhook secret. */
export const shopifyHmac = (body: string, secret: string) => createHmac('sha256', secret).update(body, 'utf8').digest('base64');

/**
 * Sends webhook `topic` with `body` once and resolves whether the receiver took it (2xx); on
 * failure it keeps retrying in the background with the same webhook id and calls `onDelivered`
 * when a retry succeeds. A delivery that `target.drop` (or `drop`) chooses is never sent.
 */
export async function deliverWebhook(
  target: WebhookTarget,
  topic: WebhookTopic,
  body: object,
  opts: { webhookId?: string; onDelivered?: () => void; drop?: boolean } = {},
): Promise<boolean> {
  const webhookId = opts.webhookId ?? randomUUID();
  if (opts.drop || target.drop?.(topic)) {
    target.log.warn(`sandbox: webhook ${topic} ${webhookId} dropped on purpose`);
    return false;
  }
  const raw = JSON.stringify(body);
  const headers = {
    'Content-Type': 'application/json',
    'X-Shopify-Topic': topic,
    'X-Shopify-Hmac-Sha256': shopifyHmac(raw, target.secret),
    'X-Shopify-Shop-Domain': target.shopDomain,
    'X-Shopify-API-Version': target.apiVersion,
    'X-Shopify-Webhook-Id': webhookId,
    'X-Shopify-Event-Id': randomUUID(),
    'X-Shopify-Triggered-At': new Date().toISOString(),
  };
  const url = target.urlOf(topic);
  const attempt = async (n: number): Promise<boolean> => {
    try {
      const res = await (target.fetchImpl ?? fetch)(url, { method: 'POST', headers, body: raw, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return true;
      target.log.warn(`sandbox: webhook ${topic} ${webhookId} attempt ${n} answered ${res.status}`);
    } catch (error) {
      target.log.warn(`sandbox: webhook ${topic} ${webhookId} attempt ${n} failed: ${(error as Error).message}`);
    }
    return false;
  };
  if (await attempt(1)) return true;
  const retry = (i: number) => {
    const delay = target.retryDelaysMs[i];
    if (delay === undefined) return;
    setTimeout(() => {
      void attempt(i + 2).then((ok) => (ok ? opts.onDelivered?.() : retry(i + 1)));
    }, delay).unref();
  };
  retry(0);
  return false;
}

/** Why a change to a sandbox order was refused (the routes answer it in English, like Shopify's userErrors). */
export class SandboxOrderError extends Error {
  constructor(
    readonly status: 404 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** What a change sent: the webhook topic and whether the API took it. */
export interface OrderChange {
  order: SandboxOrder;
  topic: WebhookTopic;
  delivered: boolean;
}

const MAX_ORDERS = 5000;

/**
 * The sandbox's orders, in this process's memory (at most MAX_ORDERS, oldest dropped first). Each
 * change moves the order's `updatedAt` (and `updated_at` of its payload) to `now()`, then sends
 * its webhook; `drop` on a call loses that one delivery on purpose.
 */
export class SandboxOrders {
  private readonly byId = new Map<number, SandboxOrder>();
  /** The cart of each order (its lines say which are gift cards), dropped with the order. */
  private readonly carts = new Map<number, Pick<SandboxCart, 'lines'>>();
  private readonly cards: IssuedGiftCard[] = [];
  /** The order ids whose gift cards were issued (once per order). */
  private readonly cardsIssued = new Set<number>();
  private count = 0;
  private lastId = 0;

  constructor(
    private readonly deps: { now: () => Date; shopDomain: string; webhooks: WebhookTarget },
  ) {}

  /** Every order, oldest first. */
  list(): SandboxOrder[] {
    return [...this.byId.values()];
  }

  /** The gift cards issued by paid orders, newest first (decision 030; at most MAX_ORDERS). */
  giftCards(): IssuedGiftCard[] {
    return [...this.cards].reverse();
  }

  /** Issues the gift cards of a paid order, once. */
  private issueCards(order: SandboxOrder, cart: Pick<SandboxCart, 'lines'>) {
    if (this.cardsIssued.has(order.id)) return;
    this.cardsIssued.add(order.id);
    this.cards.push(...issueGiftCards(cart.lines, { name: order.name, email: order.email }, this.deps.now()));
    if (this.cards.length > MAX_ORDERS) this.cards.splice(0, this.cards.length - MAX_ORDERS);
  }

  /** The order of `id`, if this process made it. */
  find(id: number): SandboxOrder | undefined {
    return this.byId.get(id);
  }

  /**
   * Makes the order of `cart` for `giver` (once per cart): paid, with orders/paid sent; or
   * `pending` (Pix, boleto), with orders/create sent, until `markPaid`.
   */
  async pay(cart: SandboxCart, giver: Giver, opts: { pending?: boolean; drop?: boolean } = {}): Promise<OrderChange> {
    if (cart.order) throw new SandboxOrderError(422, 'Cart has already been checked out.');
    this.count += 1;
    const id = this.nextId();
    for (const _line of cart.lines) this.nextId(); // the line item ids: id + 1, id + 2, ...
    const now = this.deps.now();
    const number = 1000 + this.count;
    const payload = orderPayload(cart, giver, { id, number, now, shopDomain: this.deps.shopDomain, pending: opts.pending });
    const order: SandboxOrder = { id, name: `#${number}`, email: giver.email, nome: giver.nome, webhookId: randomUUID(), delivered: false, payload, updatedAt: now, cancelledAt: null, refunds: [] };
    cart.order = order;
    this.byId.set(id, order);
    this.carts.set(id, cart);
    if (!opts.pending) this.issueCards(order, cart);
    while (this.byId.size > MAX_ORDERS) {
      const oldest = this.byId.keys().next().value!;
      this.byId.delete(oldest);
      this.carts.delete(oldest);
    }
    const topic: WebhookTopic = opts.pending ? 'orders/create' : 'orders/paid';
    order.delivered = await deliverWebhook(this.deps.webhooks, topic, payload, { webhookId: order.webhookId, drop: opts.drop, onDelivered: () => (order.delivered = true) });
    return { order, topic, delivered: order.delivered };
  }

  /** A pending order is paid now: orders/paid. */
  async markPaid(id: number, opts: { drop?: boolean } = {}): Promise<OrderChange> {
    const order = this.changeable(id);
    if (order.payload.financial_status !== 'pending') throw new SandboxOrderError(422, 'Order is not pending.');
    order.payload.financial_status = 'paid';
    this.touch(order);
    const cart = this.carts.get(id);
    if (cart) this.issueCards(order, cart);
    const delivered = await deliverWebhook(this.deps.webhooks, 'orders/paid', order.payload, { drop: opts.drop });
    return { order, topic: 'orders/paid', delivered };
  }

  /** Cancels an order (as the staff do in Shopify's admin): orders/cancelled with the whole order and its `cancelled_at`. */
  async cancel(id: number, opts: { drop?: boolean; reason?: 'customer' | 'declined' | 'fraud' | 'inventory' | 'other' | 'staff' } = {}): Promise<OrderChange> {
    const order = this.changeable(id);
    const now = this.deps.now();
    order.cancelledAt = now;
    order.payload.cancelled_at = now.toISOString();
    order.payload.cancel_reason = opts.reason ?? 'customer';
    this.touch(order);
    const delivered = await deliverWebhook(this.deps.webhooks, 'orders/cancelled', order.payload, { drop: opts.drop });
    return { order, topic: 'orders/cancelled', delivered };
  }

  /**
   * Refunds `lines` (line item id and units; every unit not yet refunded when omitted) of a paid
   * order: refunds/create with the refunded lines, and the order's financial status becomes
   * partially_refunded or refunded.
   */
  async refund(id: number, lines?: Array<{ lineItemId: number; quantity?: number }>, opts: { drop?: boolean } = {}): Promise<OrderChange & { refund: SandboxRefund }> {
    const order = this.changeable(id, true);
    if (!['paid', 'partially_refunded'].includes(order.payload.financial_status)) throw new SandboxOrderError(422, 'Order has no payment to refund.');
    const asked = new Map<number, number>();
    const left = (line: RestLineItem) => line.quantity - refundedUnits(order, line.id) - (asked.get(line.id) ?? 0);
    const wanted = lines ?? order.payload.line_items.filter((l) => left(l) > 0).map((l) => ({ lineItemId: l.id, quantity: left(l) }));
    for (const want of wanted) {
      const line = order.payload.line_items.find((l) => l.id === want.lineItemId);
      if (!line) throw new SandboxOrderError(422, `Line item ${want.lineItemId} does not belong to the order.`);
      const quantity = want.quantity ?? left(line);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > left(line)) throw new SandboxOrderError(422, `Quantity of line item ${line.id} cannot be refunded.`);
      asked.set(line.id, (asked.get(line.id) ?? 0) + quantity);
    }
    if (!asked.size) throw new SandboxOrderError(422, 'Nothing to refund.');
    const refund: SandboxRefund = { id: this.nextId(), createdAt: this.deps.now(), lines: [...asked].map(([lineItemId, quantity]) => ({ id: this.nextId(), lineItemId, quantity })) };
    order.refunds.push(refund);
    asked.clear();
    const body = refundPayload(order.payload, refund);
    order.payload.refunds.push(body);
    for (const line of order.payload.line_items) line.current_quantity = left(line);
    order.payload.financial_status = order.payload.line_items.every((l) => left(l) === 0) ? 'refunded' : 'partially_refunded';
    this.touch(order);
    const delivered = await deliverWebhook(this.deps.webhooks, 'refunds/create', body, { drop: opts.drop });
    return { order, topic: 'refunds/create', delivered, refund };
  }

  /** Ids unique across restarts (the API records each order id once), below 2^53 like Shopify's. */
  private nextId(): number {
    this.lastId = Math.max(this.lastId + 1, Date.now() * 100);
    return this.lastId;
  }

  private changeable(id: number, allowCancelled = false): SandboxOrder {
    const order = this.byId.get(id);
    if (!order) throw new SandboxOrderError(404, 'Order not found.');
    if (order.cancelledAt && !allowCancelled) throw new SandboxOrderError(422, 'Order has already been cancelled.');
    return order;
  }

  private touch(order: SandboxOrder) {
    // Strictly later than the last change, so that the Admin API's updated_at filter sees it.
    const now = this.deps.now();
    order.updatedAt = now.getTime() > order.updatedAt.getTime() ? now : new Date(order.updatedAt.getTime() + 1);
    order.payload.updated_at = order.updatedAt.toISOString();
  }
}

/** Units of line `lineItemId` refunded so far. */
export const refundedUnits = (order: SandboxOrder, lineItemId: number) =>
  order.refunds.reduce((sum, r) => sum + r.lines.filter((l) => l.lineItemId === lineItemId).reduce((n, l) => n + l.quantity, 0), 0);
