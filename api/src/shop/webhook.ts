/**
 * The store's webhooks (decision 020): Shopify (or the sandbox store) tells the API what happened to
 * an order. Server to server: the routes (routes/shop.ts) are `signature` in the route table, whose
 * guard checks the HMAC below and exempts them from the XSRF check (route config `xsrfExempt`).
 *
 * | route | topic | handler (./orderEvents) |
 * |---|---|---|
 * | POST /shopify/webhooks/orders-create | orders/create | orderCreated (unpaid orders keep their holds) |
 * | POST /shopify/webhooks/orders-paid | orders/paid | orderPaid |
 * | POST /shopify/webhooks/orders-cancelled | orders/cancelled | orderCancelled |
 * | POST /shopify/webhooks/refunds-create | refunds/create | refundCreated |
 *
 * Only a bad signature is refused: the HMAC (header X-Shopify-Hmac-Sha256, base64 HMAC-SHA256 of
 * the raw body with SHOPIFY_WEBHOOK_SECRET) is checked in constant time on the raw bytes, 401 and
 * nothing changed when it is missing or wrong, or when no secret is configured. Anything else is
 * acknowledged (200), since Shopify retries a refused delivery 8 times over 4 hours, drops it,
 * and removes a subscription that keeps failing: a topic that does not match the route, a body
 * that cannot be read, an order that names no list. What cannot be read is logged without
 * personal data (the webhook id, the topic, the reason). A webhook id already processed
 * (X-Shopify-Webhook-Id, Shopify retries) changes nothing; the handlers are idempotent by the
 * order's state besides, so the reconciliation (./reconcile) can replay them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db';
import * as s from '../db/schema';
import type { Log } from '../lib/log';
import { inTransaction } from '../lib/transaction';
import { parseWebhookOrder, parseWebhookRefund } from './orderFacts';
import { orderCancelled, orderCreated, orderEventContext, orderPaid, refundCreated, type EventOutcome, type OrderEventContext } from './orderEvents';

export const WEBHOOK_PATHS = {
  'orders/create': '/shopify/webhooks/orders-create',
  'orders/paid': '/shopify/webhooks/orders-paid',
  'orders/cancelled': '/shopify/webhooks/orders-cancelled',
  'refunds/create': '/shopify/webhooks/refunds-create',
} as const;
export type WebhookTopic = keyof typeof WEBHOOK_PATHS;
/** The orders/paid route (the tests' default). */
export const WEBHOOK_PATH = WEBHOOK_PATHS['orders/paid'];

export const WEBHOOK_MSG = {
  badSignature: 'Assinatura do webhook inválida.',
  received: 'Webhook recebido.',
  duplicate: 'Webhook já processado.',
} as const;

/** True when `signature` (base64) is the HMAC-SHA256 of `raw` with `secret`; constant time. */
export function verifyShopifyHmac(raw: Buffer, signature: string | undefined, secret: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const webhookIdSchema = z.string().trim().min(1).max(200);

/** Runs the handler of `topic` for the parsed body; null when the body cannot be read. */
function handlerOf(topic: WebhookTopic, json: unknown): ((tx: Db, ctx: OrderEventContext) => Promise<EventOutcome>) | null {
  if (topic === 'refunds/create') {
    const refund = parseWebhookRefund(json);
    return refund ? (tx, ctx) => refundCreated(tx, ctx, refund) : null;
  }
  const order = parseWebhookOrder(json);
  if (!order) return null;
  const handle = topic === 'orders/create' ? orderCreated : topic === 'orders/paid' ? orderPaid : orderCancelled;
  return (tx, ctx) => handle(tx, ctx, order);
}

/**
 * Processes one delivery in one transaction: records the webhook id (a repeated id changes
 * nothing), then runs the handler; the mails go out once committed.
 */
export async function processWebhook(ctx: OrderEventContext, topic: WebhookTopic, webhookId: string | null, handle: (tx: Db, ctx: OrderEventContext) => Promise<EventOutcome>): Promise<string> {
  // run again on a deadlock or serialization failure (lib/transaction) rather than answer 500
  const result = await inTransaction(ctx.db, async (tx) => {
    if (webhookId) {
      const fresh = await tx
        .insert(s.webhooksRecebidos)
        .values({ webhookId, topic, receivedAt: ctx.now })
        .onConflictDoNothing()
        .returning({ id: s.webhooksRecebidos.webhookId });
      if (fresh.length === 0) return { outcome: 'duplicate webhook id', deliver: [] } satisfies EventOutcome;
    }
    return handle(tx, ctx);
  });
  result.deliver.forEach((send) => send());
  return result.outcome;
}

/** One delivery as the route read it: the raw body and the headers Shopify sends with it. */
export interface WebhookDelivery {
  /** The exact bytes Shopify sent (the HMAC is over them). */
  body: Buffer;
  /** X-Shopify-Topic. */
  sentTopic: string | string[] | undefined;
  /** X-Shopify-Webhook-Id (its retries carry the same). */
  webhookId: string | string[] | undefined;
}

/**
 * Handles one delivery of `topic` whose signature the route's guard (`signature`, routes/
 * routeAccess.ts) has checked: acknowledges what cannot be read, else processes it.
 */
export async function receiveWebhook(ctx: AppContext, topic: WebhookTopic, delivery: WebhookDelivery, log: Log): Promise<{ message: string }> {
  const raw = delivery.body;
  const parsedId = webhookIdSchema.safeParse(header(delivery.webhookId));
  const webhookId = parsedId.success ? parsedId.data : null;
  const sentTopic = header(delivery.sentTopic);
  const acknowledge = (reason: string) => {
    ctx.metrics.webhook(topic, 'ignored');
    log.warn({ topic, sentTopic: sentTopic?.slice(0, 60), webhookId, reason }, 'webhook: acknowledged without effect');
    return { message: WEBHOOK_MSG.received };
  };
  if (sentTopic !== topic) return acknowledge('topic does not match the route');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return acknowledge('body is not JSON');
  }
  const handle = handlerOf(topic, json);
  if (!handle) return acknowledge('no readable order id');
  const outcome = await processWebhook(orderEventContext(ctx.db, ctx.config, ctx.mailer, ctx.now()), topic, webhookId, handle).catch((error) => {
    ctx.metrics.webhook(topic, 'failed');
    throw error;
  });
  ctx.metrics.webhook(topic, outcome === 'duplicate webhook id' ? 'duplicate' : 'applied');
  log.info({ topic, webhookId, outcome }, 'webhook processed');
  return { message: outcome === 'duplicate webhook id' ? WEBHOOK_MSG.duplicate : WEBHOOK_MSG.received };
}
