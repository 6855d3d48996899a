jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));

import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHOPIFY_API_VERSION } from '../config';
import { buildSandboxStore, UNAUTHORIZED_BODY } from './app';
import { GIFT_BAG_TITLE, type Catalogue } from './catalogue';
import { retryDelays, SHOPIFY_RETRY_DELAYS_MS } from './orders';

const TOKEN = 'sandbox-test-token';
const SECRET = 'sandbox-test-secret';
const catalogue: Catalogue = {
  currency: 'BRL',
  variants: {
    '111': { title: 'Jogo de Toalhas Premium', price: '89.90', image: '/static/seed/products/prod-1.jpg', stock: 5 },
    '222': { title: 'Faqueiro Inox', price: '249.90', image: null, stock: 1 },
    '333': { title: 'Panela de Ferro', price: '199.90', image: null, stock: 0 },
    '599': { title: GIFT_BAG_TITLE, price: '5.99', image: null, stock: null },
  },
};
const CART_CREATE = `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl cost { totalAmount { amount currencyCode } } } userErrors { code field message } } }`;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

async function sandbox(answers: number[] = [200]) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return new Response('{}', { status: answers[Math.min(sent.length - 1, answers.length - 1)] });
  }) as unknown as typeof fetch;
  const app = await buildSandboxStore({
    privateToken: TOKEN,
    webhookSecret: SECRET,
    webhookUrl: 'http://api.test/shopify/webhooks/orders-paid',
    catalogue: () => catalogue,
    publicUrl: 'http://localhost:3200',
    assetsUrl: 'http://assets.test',
    retryDelaysMs: [5, 5, 5],
    fetchImpl,
  });
  return { app, sent };
}

const gql = (app: FastifyInstance, query: string, variables: object, token: string | null = TOKEN, version = DEFAULT_SHOPIFY_API_VERSION) =>
  app.inject({
    method: 'POST',
    url: `/api/${version}/graphql.json`,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'shopify-storefront-private-token': token }) },
    payload: { query, variables },
  });

const input = {
  lines: [
    { merchandiseId: 'gid://shopify/ProductVariant/111', quantity: 2, attributes: [{ key: '_lista_id', value: '1' }, { key: '_lista_produto_id', value: '4' }] },
    { merchandiseId: 'gid://shopify/ProductVariant/599', quantity: 1, attributes: [{ key: '_lista_id', value: '1' }] },
  ],
  note: 'Lista #1 - item código 4',
  attributes: [{ key: '_lista_id', value: '1' }, { key: '_lista_url', value: 'http://localhost:8080/lista/casamento' }],
};

async function newCart(app: FastifyInstance) {
  const res = await gql(app, CART_CREATE, { input });
  const url = new URL(res.json().data.cartCreate.cart.checkoutUrl);
  return { view: `${url.pathname}${url.search}`, pay: `${url.pathname}/pagar${url.search}`, answer: res.json() };
}
const pay = (app: FastifyInstance, url: string, form: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

describe('sandbox store: Storefront protocol', () => {
  it('answers cartCreate like Shopify: a cart with its checkout address and BRL total', async () => {
    const { app } = await sandbox();
    const { answer } = await newCart(app);
    expect(answer.data.cartCreate.userErrors).toEqual([]);
    expect(answer.data.cartCreate.cart.checkoutUrl).toMatch(/^http:\/\/localhost:3200\/cart\/c\/c1-[0-9a-f]{32}\?key=[0-9a-f]{32}$/);
    expect(answer.data.cartCreate.cart.cost.totalAmount).toEqual({ amount: '185.79', currencyCode: 'BRL' });
  });

  it('refuses a missing or wrong private token (401, recorded shape) and an unknown API version (404)', async () => {
    const { app } = await sandbox();
    for (const token of [null, 'wrong', `${TOKEN}x`]) {
      const res = await gql(app, CART_CREATE, { input }, token);
      expect([res.statusCode, res.json()]).toEqual([401, UNAUTHORIZED_BODY]);
    }
    expect((await gql(app, CART_CREATE, { input }, TOKEN, '2026-1')).statusCode).toBe(404);
  });

  it('validates the query against the Storefront schema and the lines against the catalogue', async () => {
    const { app } = await sandbox();
    const badField = await gql(app, 'mutation { cartCreate(input: {}) { cart { webUrl } } }', {});
    expect(badField.json().errors[0].message).toBe('Cannot query field "webUrl" on type "Cart".');
    const unknown = await gql(app, CART_CREATE, { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/404', quantity: 1 }] } });
    // Shopify's answer to a variant it does not have: INVALID on the line's merchandiseId
    expect(unknown.json().data.cartCreate).toEqual({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'], message: 'The merchandise with id gid://shopify/ProductVariant/404 does not exist.' }],
    });
    const zero = await gql(app, CART_CREATE, { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/111', quantity: 0 }] } });
    expect(zero.json().data.cartCreate.userErrors[0].code).toBe('LESS_THAN');
  });

  it('answers a line above the stock like Shopify since 2024-10: the cart is made, the line cut to the stock, a warning on the line', async () => {
    const { app } = await sandbox();
    const query = `mutation($input: CartInput!) { cartCreate(input: $input) {
      cart { totalQuantity lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } }
      userErrors { code } warnings { code message target } } }`;
    const line = (id: string, quantity: number) => ({ merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity });
    const res = await gql(app, query, { input: { lines: [line('111', 2), line('222', 3), line('333', 1), line('111', 4), line('599', 9)] } });
    const { cart, userErrors, warnings } = res.json().data.cartCreate;
    expect(userErrors).toEqual([]);
    const nodes = cart.lines.nodes as Array<{ id: string; quantity: number; merchandise: { id: string } }>;
    // 111 has 5: the first line takes 2, the second the 3 left; the gift bag's stock is not tracked
    expect(nodes.map((n) => [n.merchandise.id.split('/').pop(), n.quantity])).toEqual([['111', 2], ['222', 1], ['333', 0], ['111', 3], ['599', 9]]);
    expect(cart.totalQuantity).toBe(15);
    expect(warnings).toEqual([
      { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 1 item was added to your cart due to availability.', target: nodes[1]!.id },
      { code: 'MERCHANDISE_OUT_OF_STOCK', message: "The product 'Panela de Ferro' is already sold out.", target: nodes[2]!.id },
      { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 3 items were added to your cart due to availability.', target: nodes[3]!.id },
    ]);
    // within the stock: no warning
    const fine = await gql(app, query, { input: { lines: [line('111', 5)] } });
    expect(fine.json().data.cartCreate.warnings).toEqual([]);
  });

  it("types the codes with Shopify's enums (CartErrorCode, CartWarningCode), not String", async () => {
    const { app } = await sandbox();
    const res = await gql(app, '{ __type(name: "CartWarning") { fields { name type { kind ofType { kind name } } } } }', {});
    const code = res.json().data.__type.fields.find((f: { name: string }) => f.name === 'code');
    expect(code.type).toEqual({ kind: 'NON_NULL', ofType: { kind: 'ENUM', name: 'CartWarningCode' } });
    const values = await gql(app, '{ e: __type(name: "CartErrorCode") { enumValues { name } } }', {});
    expect(values.json().data.e.enumValues.map((v: { name: string }) => v.name)).not.toContain('MERCHANDISE_NOT_FOUND');
  });
});

describe('sandbox store: checkout page and payment', () => {
  it('shows the lines, the gift bag, the note, the total and the giver form', async () => {
    const { app } = await sandbox();
    const { view } = await newCart(app);
    const page = (await app.inject({ method: 'GET', url: view })).body;
    expect(page).toContain('<html lang="pt-BR">');
    for (const text of ['Jogo de Toalhas Premium', 'Quantidade: 2', 'R$\u00a0179,80', GIFT_BAG_TITLE, 'R$\u00a05,99', 'Lista #1 - item código 4', 'R$\u00a0185,79', 'Nome completo', 'E-mail', 'Pagar']) {
      expect(page).toContain(text);
    }
    expect(page).toContain('src="http://assets.test/static/seed/products/prod-1.jpg"');
    expect((await app.inject({ method: 'GET', url: view.replace(/key=\w+/, 'key=wrong') })).statusCode).toBe(404);
  });

  it("shows back the cart's visible attributes and fills the buyer's name from 'Presente de', so the guest does not type it twice", async () => {
    const { app } = await sandbox();
    const attributes = [...input.attributes, { key: '_presenteador', value: 'Beatriz <Lima>' }, { key: 'Presente de', value: 'Beatriz <Lima>' }];
    const res = await gql(app, CART_CREATE, { input: { ...input, attributes } });
    const url = new URL(res.json().data.cartCreate.cart.checkoutUrl);
    const page = (await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body;
    expect(page).toContain('<strong>Presente de:</strong> <span data-testid="checkout-attribute">Beatriz &lt;Lima&gt;</span>');
    expect(page).toMatch(/<input id="nome" name="nome"[^>]* value="Beatriz &lt;Lima&gt;"/);
    // attributes with a leading '_' stay hidden, as on Shopify's checkout
    expect(page).not.toContain('_presenteador');
    expect(page).not.toContain('_lista_url');
  });

  it('sends orders/paid exactly as Shopify does, signed with the secret', async () => {
    const { app, sent } = await sandbox();
    const { view, pay: action } = await newCart(app);
    const res = await pay(app, action, { nome: 'Ana Paula Souza', email: 'ana@example.com' });
    expect([res.statusCode, res.headers.location]).toEqual([303, view]);
    expect(sent).toHaveLength(1);
    const [hook] = sent;
    expect(hook!.url).toBe('http://api.test/shopify/webhooks/orders-paid');
    expect(hook!.headers['X-Shopify-Topic']).toBe('orders/paid');
    expect(hook!.headers['X-Shopify-Hmac-Sha256']).toBe(createHmac('sha256', SECRET).update(hook!.body).digest('base64'));
    expect(hook!.headers['X-Shopify-Webhook-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hook!.headers['X-Shopify-Shop-Domain']).toBeTruthy();
    expect(hook!.headers['X-Shopify-API-Version']).toMatch(/^\d{4}-\d{2}$/);
    const order = JSON.parse(hook!.body);
    expect(order).toMatchObject({
      name: '#1001',
      email: 'ana@example.com',
      currency: 'BRL',
      financial_status: 'paid',
      total_price: '185.79',
      note: 'Lista #1 - item código 4',
      customer: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Paula Souza' },
      billing_address: { name: 'Ana Paula Souza' },
    });
    // the cart attributes, as Shopify turns them into note_attributes (the guest's message travels there too)
    expect(order.note_attributes).toEqual([
      { name: '_lista_id', value: '1' },
      { name: '_lista_url', value: 'http://localhost:8080/lista/casamento' },
    ]);
    expect(order.line_items.map((l: { title: string; quantity: number; price: string; properties: unknown }) => [l.title, l.quantity, l.price, l.properties])).toEqual([
      ['Jogo de Toalhas Premium', 2, '89.90', [{ name: '_lista_id', value: '1' }, { name: '_lista_produto_id', value: '4' }]],
      [GIFT_BAG_TITLE, 1, '5.99', [{ name: '_lista_id', value: '1' }]],
    ]);
    const confirmation = (await app.inject({ method: 'GET', url: view })).body;
    expect(confirmation).toContain('Pagamento aprovado!');
    expect(confirmation).toContain('href="http://localhost:8080/lista/casamento"');
    // paying again shows the same order and sends nothing
    expect((await pay(app, action, { nome: 'Outra', email: 'o@example.com' })).statusCode).toBe(303);
    expect(sent).toHaveLength(1);
  });

  it('retries a failed webhook with the same id until the API takes it', async () => {
    const { app, sent } = await sandbox([500, 503, 200]);
    const { view, pay: action } = await newCart(app);
    await pay(app, action, { nome: 'Ana', email: 'ana@example.com' });
    expect((await app.inject({ method: 'GET', url: view })).body).toContain('será reenviado automaticamente');
    for (let i = 0; i < 100 && sent.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.headers['X-Shopify-Webhook-Id'])).size).toBe(1);
    // a retry is the same delivery: its body, its trigger time and its event id
    expect(new Set(sent.map((s) => s.headers['X-Shopify-Triggered-At'])).size).toBe(1);
    expect(new Set(sent.map((s) => s.headers['X-Shopify-Event-Id'])).size).toBe(1);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    expect((await app.inject({ method: 'GET', url: view })).body).not.toContain('será reenviado automaticamente');
  });

  it("retries by default on Shopify's documented schedule (8 retries over 4 hours, doubling), which a test divides", () => {
    expect(SHOPIFY_RETRY_DELAYS_MS).toHaveLength(8);
    expect(SHOPIFY_RETRY_DELAYS_MS.slice(1).every((ms, i) => ms === 2 * SHOPIFY_RETRY_DELAYS_MS[i]!)).toBe(true);
    const total = SHOPIFY_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(Math.abs(total - 4 * 3_600_000)).toBeLessThan(60_000);
    expect(retryDelays({})).toEqual(SHOPIFY_RETRY_DELAYS_MS);
    expect(retryDelays({ scale: 600 })).toEqual(SHOPIFY_RETRY_DELAYS_MS.map((ms) => Math.round(ms / 600)));
    expect(retryDelays({ delays: [5], scale: 600 })).toEqual([5]);
  });

  it('places a Pix payment awaiting payment: orders/create with financial_status pending', async () => {
    const { app, sent } = await sandbox();
    const { pay: action } = await newCart(app);
    const res = await pay(app, action, { nome: 'Ana', email: 'ana@example.com', metodo: 'pix' });
    expect(res.statusCode).toBe(303);
    expect(sent.map((s) => [s.url, s.headers['X-Shopify-Topic']])).toEqual([['http://api.test/shopify/webhooks/orders-create', 'orders/create']]);
    expect(JSON.parse(sent[0]!.body).financial_status).toBe('pending');
  });

  it('asks for the name and a valid e-mail before paying (422), keeping what was typed', async () => {
    const { app, sent } = await sandbox();
    const { pay: action } = await newCart(app);
    const res = await pay(app, action, { nome: ' ', email: 'ana@', mensagem: 'Oi' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Informe seu nome.');
    expect(res.body).toContain('Informe um e-mail válido.');
    expect(res.body).toContain('value="ana@"');
    expect(res.body).toContain('aria-invalid="true"');
    expect(sent).toHaveLength(0);
  });
});
