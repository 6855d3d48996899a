jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));

import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { DEFAULT_SHOPIFY_API_VERSION } from '../config';
import { ORDER_DETAIL, ORDERS_UPDATED } from '../shop/adminOrders';
import { parseWebhookOrder, parseWebhookRefund } from '../shop/orderFacts';
import { ADMIN_UNAUTHORIZED_BODY, MAX_QUERY_COST, requestedQueryCost, sandboxOrdersOf } from './admin';
import { buildSandboxStore, type SandboxStoreOptions } from './app';
import type { Catalogue } from './catalogue';
import { webhookUrls } from './orders';

const TOKEN = 'sandbox-test-token';
const ADMIN = 'sandbox-admin-token';
const SECRET = 'sandbox-test-secret';
const catalogue: Catalogue = {
  currency: 'BRL',
  variants: {
    '111': { title: 'Jogo de Toalhas Premium', price: '89.90', image: null, stock: null },
    '599': { title: 'Embalagem de presente', price: '5.99', image: null, stock: null },
  },
};
const CART_CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { code } } }`;
const input = {
  lines: [
    { merchandiseId: 'gid://shopify/ProductVariant/111', quantity: 2, attributes: [{ key: '_lista_id', value: '1' }, { key: '_lista_produto_id', value: '4' }] },
    { merchandiseId: 'gid://shopify/ProductVariant/599', quantity: 1, attributes: [{ key: '_lista_id', value: '1' }] },
  ],
  attributes: [{ key: '_lista_id', value: '1' }],
};

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

async function sandbox(extra: Partial<SandboxStoreOptions> = {}) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return new Response('{}', { status: 200 });
  }) as unknown as typeof fetch;
  const app = await buildSandboxStore({
    privateToken: TOKEN,
    adminToken: ADMIN,
    webhookSecret: SECRET,
    webhookBaseUrl: 'http://api.test',
    catalogue: () => catalogue,
    publicUrl: 'http://localhost:3200',
    assetsUrl: 'http://assets.test',
    retryDelaysMs: [],
    fetchImpl,
    ...extra,
  });
  return { app, sent };
}

/** Makes a cart at the Storefront API and pays it at the checkout page; answers the order id. */
async function paidOrder(app: FastifyInstance, nome = 'Ana Paula Souza'): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: `/api/${DEFAULT_SHOPIFY_API_VERSION}/graphql.json`,
    headers: { 'content-type': 'application/json', 'shopify-storefront-private-token': TOKEN },
    payload: { query: CART_CREATE, variables: { input } },
  });
  const url = new URL(created.json().data.cartCreate.cart.checkoutUrl);
  const res = await app.inject({
    method: 'POST',
    url: `${url.pathname}/pagar${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ nome, email: 'ana@example.com' }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return sandboxOrdersOf(app).list().at(-1)!.id;
}

const admin = (app: FastifyInstance, query: string, variables: object = {}, token: string | null = ADMIN, version = DEFAULT_SHOPIFY_API_VERSION) =>
  app.inject({
    method: 'POST',
    url: `/admin/api/${version}/graphql.json`,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-shopify-access-token': token }) },
    payload: { query, variables },
  });
const staff = (app: FastifyInstance, url: string, payload: object = {}, token: string | null = ADMIN) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-shopify-access-token': token }) }, payload });

const page = (app: FastifyInstance, vars: { first?: number; after?: string | null; query?: string } = {}) =>
  admin(app, ORDERS_UPDATED, { first: 50, after: null, query: "updated_at:>='2000-01-01T00:00:00Z'", ...vars });

describe('sandbox store: Admin GraphQL API', () => {
  it('requires the Admin access token (401 with Shopify\'s body), and a known API version', async () => {
    const { app } = await sandbox();
    for (const token of [null, 'wrong', `${ADMIN}x`, TOKEN]) {
      const res = await admin(app, ORDERS_UPDATED, { first: 1, query: '' }, token);
      expect([res.statusCode, res.json()]).toEqual([401, ADMIN_UNAUTHORIZED_BODY]);
    }
    expect((await admin(app, ORDERS_UPDATED, { first: 1, query: '' }, ADMIN, '2026-1')).statusCode).toBe(404);
    // a sandbox started without an Admin token refuses every call
    const { app: closed } = await sandbox({ adminToken: undefined });
    expect((await admin(closed, ORDERS_UPDATED, { first: 1, query: '' }, '')).statusCode).toBe(401);
    expect((await staff(closed, '/sandbox/orders/1/cancel', {}, '')).statusCode).toBe(401);
  });

  it('answers the reconciliation\'s queries with Shopify\'s shapes: gids, whole-second dates, upper-case statuses, money bags', async () => {
    const { app } = await sandbox();
    const id = await paidOrder(app);
    const listed = (await page(app)).json();
    expect(listed.errors).toBeUndefined();
    expect(listed.data.orders.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    expect(listed.data.orders.nodes).toEqual([
      {
        id: `gid://shopify/Order/${id}`,
        legacyResourceId: String(id),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        displayFinancialStatus: 'PAID',
        cancelledAt: null,
        customAttributes: [{ key: '_lista_id', value: '1' }],
      },
    ]);
    const detail = (await admin(app, ORDER_DETAIL, { id: `gid://shopify/Order/${id}` })).json();
    expect(detail.errors).toBeUndefined();
    const order = detail.data.order;
    expect(order).toMatchObject({
      name: '#1001',
      test: true,
      displayFinancialStatus: 'PAID',
      totalPriceSet: { shopMoney: { amount: '185.79', currencyCode: 'BRL' } },
      email: 'ana@example.com',
      billingAddress: { name: 'Ana Paula Souza' },
      customer: { firstName: 'Ana', lastName: 'Paula Souza' },
      refunds: [],
    });
    expect(order.lineItems.pageInfo).toEqual({ hasNextPage: false });
    expect(order.lineItems.nodes).toEqual([
      {
        id: `gid://shopify/LineItem/${id + 1}`,
        title: 'Jogo de Toalhas Premium',
        quantity: 2,
        currentQuantity: 2,
        variant: { legacyResourceId: '111' },
        originalUnitPriceSet: { shopMoney: { amount: '89.90' } },
        customAttributes: [{ key: '_lista_id', value: '1' }, { key: '_lista_produto_id', value: '4' }],
      },
      expect.objectContaining({ id: `gid://shopify/LineItem/${id + 2}`, variant: { legacyResourceId: '599' } }),
    ]);
    // every id fits in a JSON number, so the webhook's numbers and the Admin gids name the same lines
    expect(Number.isSafeInteger(id + 2)).toBe(true);
    expect((await admin(app, ORDER_DETAIL, { id: 'gid://shopify/Order/1' })).json().data.order).toBeNull();
  });

  it('costs each query by Shopify\'s rules, refuses one over 1000 points (MAX_COST_EXCEEDED), and reports the cost', async () => {
    const { app } = await sandbox();
    await paidOrder(app);
    expect(requestedQueryCost(parse(ORDERS_UPDATED), { first: 50 })).toBe(102);
    expect(requestedQueryCost(parse(ORDER_DETAIL))).toBeLessThanOrEqual(MAX_QUERY_COST);
    expect((await page(app)).json().extensions.cost).toMatchObject({ requestedQueryCost: 102, throttleStatus: { restoreRate: expect.any(Number) } });
    // One page of 50 whole orders (the first idea, decision 022) would cost tens of thousands of points.
    const whole = `query($cursor: String) { orders(first: 50, after: $cursor, sortKey: UPDATED_AT, query: "updated_at:>='2026-01-01'") { pageInfo { hasNextPage endCursor } nodes {
      legacyResourceId id name test displayFinancialStatus cancelledAt processedAt updatedAt totalPriceSet { shopMoney { amount currencyCode } } customAttributes { key value } email billingAddress { name } customer { firstName lastName }
      lineItems(first: 100) { nodes { id quantity title variant { legacyResourceId } originalUnitPriceSet { shopMoney { amount } } customAttributes { key value } } }
      refunds { id refundLineItems(first: 100) { nodes { lineItem { id } quantity } } } } } }`;
    const refused = (await admin(app, whole)).json();
    expect(refused.data).toBeUndefined();
    expect(refused.errors[0].extensions).toEqual({ code: 'MAX_COST_EXCEEDED', cost: expect.any(Number), maxCost: 1000 });
    expect(refused.errors[0].extensions.cost).toBe(35_552);
  });

  it('validates queries against the schema and the paging arguments like Shopify', async () => {
    const { app } = await sandbox();
    expect((await admin(app, '{ orders(first: 1) { nodes { webUrl } } }')).json().errors[0].message).toBe('Cannot query field "webUrl" on type "Order".');
    expect((await admin(app, '{ orders { nodes { id } } }')).json().errors[0].message).toBe('you must provide one of first or last');
    expect((await admin(app, '{ orders(first: 251) { nodes { id } } }')).json().errors[0].message).toMatch(/between 0 and 250/);
  });

  it('pages orders by update time with first/after, and filters with updated_at', async () => {
    let clock = new Date('2026-11-20T12:00:00Z');
    const { app } = await sandbox({ now: () => clock });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await paidOrder(app));
      clock = new Date(clock.getTime() + 60_000);
    }
    // the first order is changed last: it moves to the end of the UPDATED_AT order
    await staff(app, `/sandbox/orders/${ids[0]}/cancel`);
    const first = (await page(app, { first: 2 })).json().data.orders;
    expect(first.nodes.map((n: { legacyResourceId: string }) => Number(n.legacyResourceId))).toEqual([ids[1], ids[2]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await page(app, { first: 2, after: first.pageInfo.endCursor })).json().data.orders;
    expect(second.nodes.map((n: { legacyResourceId: string }) => Number(n.legacyResourceId))).toEqual([ids[0]]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const recent = (await page(app, { query: "updated_at:>='2026-11-20T12:02:00Z'" })).json().data.orders.nodes;
    expect(recent.map((n: { legacyResourceId: string }) => Number(n.legacyResourceId))).toEqual([ids[2], ids[0]]);
  });
});

describe('sandbox store: cancellations, refunds and webhooks', () => {
  it('sends each topic to its route on the API, signed; a cancellation carries the whole order with cancelled_at', async () => {
    const { app, sent } = await sandbox();
    const id = await paidOrder(app);
    expect(sent.map((s) => [s.url, s.headers['X-Shopify-Topic']])).toEqual([['http://api.test/shopify/webhooks/orders-paid', 'orders/paid']]);
    expect((await staff(app, `/sandbox/orders/${id}/cancel`, {}, null)).statusCode).toBe(401);
    const res = await staff(app, `/sandbox/orders/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ topic: 'orders/cancelled', delivered: true, order: { id, cancelled_at: expect.any(String) } });
    expect(JSON.stringify(res.json())).not.toContain('ana@example.com');
    const hook = sent.at(-1)!;
    expect([hook.url, hook.headers['X-Shopify-Topic']]).toEqual(['http://api.test/shopify/webhooks/orders-cancelled', 'orders/cancelled']);
    expect(hook.headers['X-Shopify-Hmac-Sha256']).toBe(createHmac('sha256', SECRET).update(hook.body).digest('base64'));
    const body = JSON.parse(hook.body);
    expect(body).toMatchObject({ id, cancelled_at: expect.any(String), cancel_reason: 'customer', financial_status: 'paid' });
    expect(parseWebhookOrder(body)!.cancelledAt).toBeInstanceOf(Date);
    expect(parseWebhookOrder(body)!.lines.map((l) => l.lineId)).toEqual([String(id + 1), String(id + 2)]);
    // Admin shows it too
    const node = (await page(app)).json().data.orders.nodes[0];
    expect(node.cancelledAt).toBe(body.cancelled_at.replace(/\.\d{3}Z$/, 'Z'));
    expect((await staff(app, `/sandbox/orders/${id}/cancel`)).json()).toEqual({ errors: 'Order has already been cancelled.' });
    expect((await staff(app, '/sandbox/orders/42/cancel')).statusCode).toBe(404);
  });

  it('refunds some lines: refunds/create like Shopify, the status partially refunded, then refunded', async () => {
    const { app, sent } = await sandbox();
    const id = await paidOrder(app);
    const res = await staff(app, `/sandbox/orders/${id}/refund`, { lines: [{ line_item_id: id + 1, quantity: 2 }] });
    expect(res.statusCode).toBe(200);
    const hook = sent.at(-1)!;
    expect([hook.url, hook.headers['X-Shopify-Topic']]).toEqual(['http://api.test/shopify/webhooks/refunds-create', 'refunds/create']);
    const body = JSON.parse(hook.body);
    expect(body).toMatchObject({
      id: res.json().refund.id,
      order_id: id,
      refund_line_items: [{ id: expect.any(Number), line_item_id: id + 1, quantity: 2, line_item: { id: id + 1, variant_id: 111, properties: [{ name: '_lista_id', value: '1' }, { name: '_lista_produto_id', value: '4' }] } }],
    });
    expect(parseWebhookRefund(body)).toEqual({ id: String(body.id), orderId: String(id), lines: [{ lineId: String(id + 1), quantity: 2 }], claimsList: true });
    const detail = (await admin(app, ORDER_DETAIL, { id: `gid://shopify/Order/${id}` })).json().data.order;
    expect(detail.displayFinancialStatus).toBe('PARTIALLY_REFUNDED');
    expect(detail.lineItems.nodes.map((l: { currentQuantity: number }) => l.currentQuantity)).toEqual([0, 1]);
    expect(detail.refunds).toEqual([{ id: `gid://shopify/Refund/${body.id}`, refundLineItems: { nodes: [{ quantity: 2, lineItem: { id: `gid://shopify/LineItem/${id + 1}` } }] } }]);
    // too many units, a foreign line: refused; the rest of the order: refunded
    expect((await staff(app, `/sandbox/orders/${id}/refund`, { lines: [{ line_item_id: id + 1, quantity: 1 }] })).statusCode).toBe(422);
    expect((await staff(app, `/sandbox/orders/${id}/refund`, { lines: [{ line_item_id: 5, quantity: 1 }] })).statusCode).toBe(422);
    await staff(app, `/sandbox/orders/${id}/refund`);
    expect((await page(app)).json().data.orders.nodes[0].displayFinancialStatus).toBe('REFUNDED');
    expect((await staff(app, `/sandbox/orders/${id}/refund`)).statusCode).toBe(422);
  });

  it('loses a delivery on purpose: per call ({ drop: true }) or through the dropWebhooks option', async () => {
    let dropping = true;
    const { app, sent } = await sandbox({ dropWebhooks: (topic) => dropping && topic === 'orders/paid' });
    const id = await paidOrder(app);
    expect(sent).toEqual([]);
    expect(sandboxOrdersOf(app).find(id)!.delivered).toBe(false);
    dropping = false;
    const res = await staff(app, `/sandbox/orders/${id}/cancel`, { drop: true });
    expect(res.json()).toMatchObject({ topic: 'orders/cancelled', delivered: false });
    expect(sent).toEqual([]);
    // the Admin API still has the order as it is
    expect((await page(app)).json().data.orders.nodes[0].cancelledAt).not.toBeNull();
  });

  it('a pending payment (Pix, boleto) sends orders/create, and orders/paid once paid', async () => {
    const { app, sent } = await sandbox();
    const orders = sandboxOrdersOf(app);
    const cart = { token: 'c1-pix', key: 'k', createdAt: new Date(), note: null, attributes: input.attributes, lines: [{ id: 'gid://shopify/CartLine/1', variantId: '111', title: 'Jogo de Toalhas Premium', price: '89.90', image: null, quantity: 1, attributes: input.lines[0]!.attributes, giftCard: false }] };
    const created = await orders.pay(cart, { nome: 'Bia Lima', email: 'bia@example.com' }, { pending: true });
    expect([created.topic, sent.at(-1)!.url]).toEqual(['orders/create', 'http://api.test/shopify/webhooks/orders-create']);
    expect(JSON.parse(sent.at(-1)!.body).financial_status).toBe('pending');
    expect((await page(app)).json().data.orders.nodes[0].displayFinancialStatus).toBe('PENDING');
    expect((await staff(app, `/sandbox/orders/${created.order.id}/refund`)).statusCode).toBe(422);
    const paid = await staff(app, `/sandbox/orders/${created.order.id}/paid`);
    expect(paid.json()).toMatchObject({ topic: 'orders/paid', delivered: true, order: { financial_status: 'paid' } });
    expect([sent.at(-1)!.headers['X-Shopify-Topic'], sent.at(-1)!.url]).toEqual(['orders/paid', 'http://api.test/shopify/webhooks/orders-paid']);
    expect((await staff(app, `/sandbox/orders/${created.order.id}/paid`)).statusCode).toBe(422);
    await expect(orders.pay(cart, { nome: 'Bia Lima', email: 'bia@example.com' })).rejects.toThrow('already');
  });

  it('derives every topic\'s address from the API\'s address, or from the first orders/paid address', () => {
    const base = webhookUrls({ base: 'http://localhost:3000/' });
    expect(base('refunds/create')).toBe('http://localhost:3000/shopify/webhooks/refunds-create');
    const legacy = webhookUrls({ ordersPaidUrl: 'http://api.test/shopify/webhooks/orders-paid' });
    expect([legacy('orders/paid'), legacy('orders/cancelled'), legacy('orders/create')]).toEqual([
      'http://api.test/shopify/webhooks/orders-paid',
      'http://api.test/shopify/webhooks/orders-cancelled',
      'http://api.test/shopify/webhooks/orders-create',
    ]);
    expect(webhookUrls({ ordersPaidUrl: 'http://api.test/hook' })('refunds/create')).toBe('http://api.test/hook');
  });
});
