/**
 * The online-store routes (decision 020), HTTP only: the guest checkout and vale-presente (decision 030) (`public`) and the store's
 * webhooks (`signature`: the guard of the route table checks the HMAC of the raw body). The work
 * is the shop's (../shop/checkout, ../shop/webhook).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkoutRequestSchema, cotaCheckoutRequestSchema, valePresenteCheckoutRequestSchema } from 'shared-contracts/requests';
import type { AppContext } from '../context';
import { HttpError, parseBody } from '../lib/errors';
import type { ApiMetrics } from '../lib/metrics';
import { addressOf } from '../lib/rateLimit';
import { xsrfBindingOf } from '../lib/xsrf';
import { CHECKOUT_API_MSG, startCheckout, type CheckoutCaller } from '../shop/checkout';
import { startCotaCheckout } from '../shop/cotaCheckout';
import { startValePresenteCheckout, valePresenteOptions } from '../shop/valePresenteCheckout';
import { receiveWebhook, type WebhookTopic } from '../shop/webhook';
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
async function counted<T>(metrics: ApiMetrics, kind: 'gift' | 'vale_presente' | 'cota', start: () => Promise<T>): Promise<T> {
  try {
    const answer = await start();
    metrics.checkout(kind, 'started');
    return answer;
  } catch (error) {
    metrics.checkout(kind, refusalReason(error));
    throw error;
  }
}

/**
 * The checkout's caller as plain values: its address, its browser's session-bound token, the
 * address the store is told, the request's logger, and the count against the address's checkout
 * limit (made when the checkout asks, beside its first read).
 */
function callerOf(ctx: AppContext, request: FastifyRequest): CheckoutCaller {
  const address = addressOf(request);
  return {
    address,
    browser: xsrfBindingOf(request) ?? null,
    ip: request.ip,
    log: request.log,
    countLimit: () => ctx.limits.checkoutPerAddress.hit(request, address),
  };
}

/** Registers POST /shopify/checkout and the vale-presente calls (decision 030). */
export async function checkoutRoutes(app: FastifyInstance) {
  const { ctx } = app;
  accessRoute(app, 'checkout', (request) =>
    counted(ctx.metrics, 'gift', () => startCheckout(ctx, parseBody(checkoutRequestSchema, request.body), callerOf(ctx, request))),
  );
  accessRoute(app, 'valePresenteOptions', async () => valePresenteOptions(ctx.config.shopify.giftCardVariants ?? [], ctx.store !== null, ctx.config.cotas));
  accessRoute(app, 'valePresenteCheckout', (request) =>
    counted(ctx.metrics, 'vale_presente', () => startValePresenteCheckout(ctx, parseBody(valePresenteCheckoutRequestSchema, request.body), callerOf(ctx, request))),
  );
  accessRoute(app, 'cotaCheckout', (request) =>
    counted(ctx.metrics, 'cota', () => startCotaCheckout(ctx, parseBody(cotaCheckoutRequestSchema, request.body), callerOf(ctx, request))),
  );
}

/**
 * Makes JSON bodies raw bytes in the plugin scope of `app` (the webhook routes): the HMAC is over
 * exactly what Shopify sent; the rest of the API keeps its parsed JSON.
 */
function keepJsonRaw(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
}

/** Registers the webhook routes in their own plugin scope, where JSON bodies stay raw bytes. */
export async function webhookRoutes(app: FastifyInstance) {
  keepJsonRaw(app);
  for (const [name, topic] of Object.entries(WEBHOOK_ROUTES) as Array<[keyof typeof WEBHOOK_ROUTES, WebhookTopic]>)
    accessRoute(app, name, (request) =>
      receiveWebhook(
        app.ctx,
        topic,
        {
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          sentTopic: request.headers['x-shopify-topic'],
          webhookId: request.headers['x-shopify-webhook-id'],
        },
        request.log,
      ),
    );
}
