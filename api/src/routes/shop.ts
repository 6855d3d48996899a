/**
 * The online-store routes (issue 20), HTTP only: the guest checkout and vale-presente (issue 25) (`public`) and the store's
 * webhooks (`signature`: the guard of the route table checks the HMAC of the raw body). The work
 * is the shop's (../shop/checkout, ../shop/webhook).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';
import type { ApiMetrics } from '../lib/metrics';
import { CHECKOUT_API_MSG, startCheckout } from '../shop/checkout';
import { startValePresenteCheckout, valePresenteOptions } from '../shop/valePresente';
import { keepJsonRaw, receiveWebhook, type WebhookTopic } from '../shop/webhook';
import { accessRoute, type RouteName } from './routeAccess';

/** The webhook entries of the route table and their topics (their paths are WEBHOOK_PATHS). */
const WEBHOOK_ROUTES = {
  ordersCreate: 'orders/create',
  ordersPaid: 'orders/paid',
  ordersCancelled: 'orders/cancelled',
  refundsCreate: 'refunds/create',
} as const satisfies Partial<Record<RouteName, WebhookTopic>>;

/**
 * Why a checkout was refused, as a short metrics label: the key of its CHECKOUT_API_MSG text
 * ('alreadyGiven', 'stale'…), else 'status_<code>' (a hold held elsewhere is 409, a hold limit 429).
 */
function refusalReason(error: unknown): string {
  if (!(error instanceof HttpError)) return 'error';
  const key = Object.entries(CHECKOUT_API_MSG).find(([, text]) => text === error.message)?.[0];
  return key ?? `status_${error.statusCode}`;
}

/** Runs one checkout and counts its answer in `checkouts_total` (lib/metrics). */
async function counted<T>(metrics: ApiMetrics, kind: 'gift' | 'vale_presente', start: () => Promise<T>): Promise<T> {
  try {
    const answer = await start();
    metrics.checkout(kind, 'started');
    return answer;
  } catch (error) {
    metrics.checkout(kind, refusalReason(error));
    throw error;
  }
}

/** Registers POST /shopify/checkout and the vale-presente calls (issue 25). */
export async function checkoutRoutes(app: FastifyInstance) {
  const { metrics } = app.ctx;
  accessRoute(app, 'checkout', (request, reply) => counted(metrics, 'gift', () => startCheckout(app, request, reply)));
  accessRoute(app, 'valePresenteOptions', async () => valePresenteOptions(app.ctx.config.shopify.giftCardVariants ?? [], app.ctx.store !== null));
  accessRoute(app, 'valePresenteCheckout', (request, reply) => counted(metrics, 'vale_presente', () => startValePresenteCheckout(app, request, reply)));
}

/** Registers the webhook routes in their own plugin scope, where JSON bodies stay raw bytes. */
export async function webhookRoutes(app: FastifyInstance) {
  keepJsonRaw(app);
  for (const [name, topic] of Object.entries(WEBHOOK_ROUTES) as Array<[keyof typeof WEBHOOK_ROUTES, WebhookTopic]>)
    accessRoute(app, name, (request) => receiveWebhook(app, topic, request));
}
