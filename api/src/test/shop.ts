/**
 * Test helpers of the gift path: an API test app whose online store is the sandbox store, listening
 * on a loopback port so that the real Shopify adapter (and its https→http loopback rewrite) talks
 * to it over HTTP; the sandbox's webhooks go into the API app through inject(). The API has the
 * sandbox's Admin API token (the reconciliation's tests call `runReconciliation` themselves), and a
 * test can lose the sandbox's webhooks on purpose (`dropWebhooks`).
 */
import type { FastifyInstance } from 'fastify';
import { sandboxOrdersOf } from '../sandbox-store/admin';
import { buildSandboxStore } from '../sandbox-store/app';
import type { Catalogue } from '../sandbox-store/catalogue';
import { buildCatalogue } from '../shop/sandboxCatalogue';
import type { SandboxOrders, WebhookTopic } from '../sandbox-store/orders';
import type { AppConfig, ShopifyConfig } from '../config';
import { createTestApp, type TestContext } from './helpers';

export const SHOP = {
  token: 'test-storefront-private-token',
  secret: 'test-webhook-secret',
  giftBagVariantId: '990001',
  /** The gift card product's variants (decision 030): R$ 50, 100, 200 and 500. */
  giftCardVariants: [
    { valor: 50, variantId: '990050' },
    { valor: 100, variantId: '990100' },
    { valor: 200, variantId: '990200' },
    { valor: 500, variantId: '990500' },
  ],
  apiVersion: '2026-04',
  adminToken: 'test-admin-api-token',
} as const;

/** A fetch that hands requests to a Fastify app's inject() (no socket). */
export function injectFetch(target: () => FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const res = await target().inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: init?.body as string | undefined,
    });
    return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, { status: res.statusCode, headers: res.headers as Record<string, string> });
  }) as typeof fetch;
}

export interface ShopTestContext extends TestContext {
  sandbox: FastifyInstance;
  /** The sandbox's address, e.g. http://127.0.0.1:40123. */
  sandboxUrl: string;
  catalogue: Catalogue;
  /** The sandbox's orders (cancel, refund, markPaid). */
  orders: SandboxOrders;
  /** Loses the sandbox's webhooks on purpose from now on: all (true), none (false), or those `drop` chooses. */
  dropWebhooks(drop: boolean | ((topic: WebhookTopic) => boolean)): void;
}

/**
 * A seeded API test app with the sandbox store as its online store. `shopify` overrides the store
 * configuration (e.g. another domain for a failing store); `config` the rest.
 */
export async function createShopTestApp(
  options: { shopify?: Partial<ShopifyConfig>; config?: Partial<AppConfig>; retryDelaysMs?: number[] } = {},
): Promise<ShopTestContext> {
  let api: FastifyInstance | undefined;
  let sandboxUrl = '';
  let catalogue: Catalogue = { currency: 'BRL', variants: {} };
  let dropping: (topic: WebhookTopic) => boolean = () => false;
  const sandbox = await buildSandboxStore({
    privateToken: SHOP.token,
    adminToken: SHOP.adminToken,
    webhookSecret: SHOP.secret,
    webhookBaseUrl: 'http://api.test',
    dropWebhooks: (topic) => dropping(topic),
    catalogue: () => catalogue,
    publicUrl: () => sandboxUrl,
    assetsUrl: 'http://assets.test',
    retryDelaysMs: options.retryDelaysMs ?? [],
    fetchImpl: injectFetch(() => api!),
  });
  sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const domain = new URL(sandboxUrl).host;
  const t = await createTestApp({
    config: {
      ...options.config,
      shopify: {
        storeDomain: domain,
        privateToken: SHOP.token,
        apiVersion: SHOP.apiVersion,
        giftBagVariantId: SHOP.giftBagVariantId,
        giftCardVariants: [...SHOP.giftCardVariants],
        webhookSecret: SHOP.secret,
        adminToken: SHOP.adminToken,
        ...options.shopify,
      },
    },
  });
  api = t.app;
  catalogue = await buildCatalogue(t.db, SHOP.giftBagVariantId, [...SHOP.giftCardVariants]);
  return {
    ...t,
    sandbox,
    sandboxUrl,
    catalogue,
    orders: sandboxOrdersOf(sandbox),
    dropWebhooks(drop) {
      dropping = typeof drop === 'function' ? drop : () => drop;
    },
    async close() {
      await sandbox.close();
      await t.close();
    },
  };
}

/** Names of the recorded Shopify answers in src/onlineStore/recorded. */
export type RecordedAnswer =
  | 'user-errors'
  | 'unauthorized'
  | 'throttled'
  | 'server-error'
  | 'graphql-error'
  | 'no-checkout-url'
  | 'not-enough-stock'
  | 'out-of-stock'
  | 'merchandise-not-applicable'
  | 'discount-warning';

/**
 * A loopback HTTP server that answers every request with recorded Shopify answer `answer()`; it
 * keeps the requests it got (path and headers) for assertions.
 */
export async function serveRecorded(answer: () => RecordedAnswer) {
  const http = await import('node:http');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const requests: Array<{ url: string; headers: Record<string, string | string[] | undefined>; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, '../onlineStore/recorded', `${answer()}.json`), 'utf8'));
      res.writeHead(recorded.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(recorded.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { domain: `127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The sandbox's cart behind checkout address `checkoutUrl`, as the Storefront API's `cart` query
 * answers it: attributes, and up to 5 lines with quantity, attributes and variant id.
 */
export async function sandboxCart(t: ShopTestContext, checkoutUrl: string) {
  const url = new URL(checkoutUrl);
  const res = await t.sandbox.inject({
    method: 'POST',
    url: `/api/${SHOP.apiVersion}/graphql.json`,
    headers: { 'shopify-storefront-private-token': SHOP.token },
    payload: {
      query: 'query($id: ID!) { cart(id: $id) { attributes { key value } lines(first: 5) { nodes { quantity attributes { key value } merchandise { ... on ProductVariant { id } } } } } }',
      variables: { id: `gid://shopify/Cart/${url.pathname.split('/').at(-1)}?key=${url.searchParams.get('key')}` },
    },
  });
  return res.json().data.cart as {
    attributes: Array<{ key: string; value: string }>;
    lines: { nodes: Array<{ quantity: number; attributes: Array<{ key: string; value: string }>; merchandise: { id: string } }> };
  };
}
