/**
 * A paid sandbox cart as Shopify's orders/paid webhook carries it, and its delivery: the JSON order
 * (line_items with `properties` from the cart line attributes, `note_attributes` from the cart
 * attributes, note, email, customer, billing name, total_price, currency), signed like Shopify
 * (X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body), retried with the same webhook id
 * until the receiver answers 2xx or the retries run out.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGE_ATTRIBUTE } from '../shop/order';
import { cartTotalCents, cents, decimal, type SandboxCart } from './carts';

export interface Giver {
  nome: string;
  email: string;
  mensagem: string;
}

/** The orders/paid body of `cart` paid by `giver` as order `id` / `name`, at `now`. */
export function orderPayload(cart: SandboxCart, giver: Giver, opts: { id: number; number: number; now: Date; shopDomain: string }) {
  const [firstName, ...rest] = giver.nome.split(/\s+/);
  const lastName = rest.join(' ') || null;
  const total = decimal(cartTotalCents(cart));
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
    currency: 'BRL',
    presentment_currency: 'BRL',
    financial_status: 'paid',
    fulfillment_status: null,
    test: true,
    note: cart.note,
    note_attributes: [
      ...cart.attributes.map((a) => ({ name: a.key, value: a.value })),
      ...(giver.mensagem ? [{ name: MESSAGE_ATTRIBUTE, value: giver.mensagem }] : []),
    ],
    cart_token: cart.token,
    subtotal_price: total,
    total_line_items_price: total,
    total_discounts: '0.00',
    total_tax: '0.00',
    total_price: total,
    customer: { id: opts.id + 1, email: giver.email, first_name: firstName ?? null, last_name: lastName },
    billing_address: { name: giver.nome, first_name: firstName ?? null, last_name: lastName },
    line_items: cart.lines.map((l, i) => ({
      id: opts.id * 100 + i + 1,
      admin_graphql_api_id: `gid://shopify/LineItem/${opts.id * 100 + i + 1}`,
      variant_id: Number(l.variantId),
      title: l.title,
      name: l.title,
      quantity: l.quantity,
      price: decimal(cents(l.price)),
      total_discount: '0.00',
      requires_shipping: true,
      gift_card: false,
      properties: l.attributes.map((a) => ({ name: a.key, value: a.value })),
    })),
    source_name: 'web',
    shop_domain: opts.shopDomain,
  };
}

export interface WebhookTarget {
  url: string;
  secret: string;
  shopDomain: string;
  apiVersion: string;
  fetchImpl?: typeof fetch;
  log: FastifyBaseLogger;
  /** Waits between retries, in ms (Shopify retries over hours; the sandbox over minutes). */
  retryDelaysMs: number[];
}

/** Signs `body` like Shopify: base64 HMAC-SHA256 with the webhook secret. */
export const shopifyHmac = (body: string, secret: string) => createHmac('sha256', secret).update(body, 'utf8').digest('base64');

/**
 * Sends the orders/paid webhook of `order` once and resolves whether the receiver took it (2xx);
 * on failure it keeps retrying in the background with the same webhook id and calls `onDelivered`
 * when a retry succeeds.
 */
export async function deliverOrderPaid(target: WebhookTarget, order: object, webhookId: string = randomUUID(), onDelivered?: () => void): Promise<boolean> {
  const body = JSON.stringify(order);
  const headers = {
    'Content-Type': 'application/json',
    'X-Shopify-Topic': 'orders/paid',
    'X-Shopify-Hmac-Sha256': shopifyHmac(body, target.secret),
    'X-Shopify-Shop-Domain': target.shopDomain,
    'X-Shopify-API-Version': target.apiVersion,
    'X-Shopify-Webhook-Id': webhookId,
    'X-Shopify-Event-Id': randomUUID(),
    'X-Shopify-Triggered-At': new Date().toISOString(),
  };
  const attempt = async (n: number): Promise<boolean> => {
    try {
      const res = await (target.fetchImpl ?? fetch)(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return true;
      target.log.warn(`sandbox: webhook ${webhookId} attempt ${n} answered ${res.status}`);
    } catch (error) {
      target.log.warn(`sandbox: webhook ${webhookId} attempt ${n} failed: ${(error as Error).message}`);
    }
    return false;
  };
  if (await attempt(1)) return true;
  const retry = (i: number) => {
    const delay = target.retryDelaysMs[i];
    if (delay === undefined) return;
    setTimeout(() => {
      void attempt(i + 2).then((ok) => (ok ? onDelivered?.() : retry(i + 1)));
    }, delay).unref();
  };
  retry(0);
  return false;
}
