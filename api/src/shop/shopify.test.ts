jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));

import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { buildSandboxStore } from '../sandbox-store/app';
import { GIFT_BAG_TITLE } from '../sandbox-store/catalogue';
import { serveRecorded, SHOP, type RecordedAnswer } from '../test/shop';
import { loopbackAwareFetch, createShopifyStore } from './shopify';
import { STORE_MSG, StoreError, type CartRequest } from './store';

const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
const request: CartRequest = {
  lines: [{ merchandiseId: 'gid://shopify/ProductVariant/111', quantity: 2, attributes: [{ key: '_lista_produto_id', value: '9' }] }],
  note: 'Lista #1 - item código 9',
  attributes: [{ key: '_lista_id', value: '1' }],
};
const store = (storeDomain: string) => createShopifyStore({ storeDomain, apiVersion: SHOP.apiVersion, privateToken: SHOP.token, log, retries: 0 });

describe('loopbackAwareFetch', () => {
  it('speaks plain http only to loopback hosts', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (url: string) => (seen.push(url), new Response('{}'))) as unknown as typeof fetch;
    const f = loopbackAwareFetch(fetchImpl);
    await f('https://localhost:3200/api/2026-10/graphql.json');
    await f('https://127.0.0.1:40000/x');
    await f('https://[::1]:4000/x');
    await f('https://loja.myshopify.com/api/2026-10/graphql.json');
    await f('https://localhost.evil.example/x');
    expect(seen).toEqual([
      'http://localhost:3200/api/2026-10/graphql.json',
      'http://127.0.0.1:40000/x',
      'http://[::1]:4000/x',
      'https://loja.myshopify.com/api/2026-10/graphql.json',
      'https://localhost.evil.example/x',
    ]);
  });
});

describe('Shopify adapter against the sandbox store', () => {
  it('creates a cart with cartCreate and returns its checkout address', async () => {
    let base = '';
    const sandbox = await buildSandboxStore({
      privateToken: SHOP.token,
      webhookSecret: SHOP.secret,
      webhookUrl: 'http://api.test/hook',
      catalogue: () => ({ currency: 'BRL', variants: { '111': { title: 'Jogo de Toalhas', price: '89.90', image: null }, '5': { title: GIFT_BAG_TITLE, price: '5.99', image: null } } }),
      publicUrl: () => base,
      assetsUrl: 'http://assets.test',
    });
    base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    try {
      const domain = new URL(base).host;
      const cart = await store(domain).createCart(request);
      expect(cart.cartId).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]+\?key=/);
      expect(cart.checkoutUrl).toMatch(new RegExp(`^${base}/cart/c/c1-`));
      const page = await (await fetch(cart.checkoutUrl!)).text();
      expect(page).toContain('Jogo de Toalhas');
      expect(page).toContain('R$\u00a0179,80');
      expect(page).toContain('Lista #1 - item código 9');

      // an unknown variant is a userError of the store → 'unknown-product'
      const unknown = await store(domain)
        .createCart({ ...request, lines: [{ ...request.lines[0]!, merchandiseId: 'gid://shopify/ProductVariant/404' }] })
        .catch((e) => e);
      expect(unknown).toBeInstanceOf(StoreError);
      expect([unknown.failure, unknown.message]).toEqual(['unknown-product', STORE_MSG['unknown-product']]);

      // a wrong token is refused like Shopify does (401) → 'unauthorized'
      const wrong = await createShopifyStore({ storeDomain: domain, apiVersion: SHOP.apiVersion, privateToken: 'wrong', log, retries: 0 })
        .createCart(request)
        .catch((e) => e);
      expect([wrong.failure, wrong.message]).toEqual(['unauthorized', STORE_MSG.unauthorized]);
    } finally {
      await sandbox.close();
    }
  });
});

describe('Shopify adapter against recorded Shopify answers', () => {
  let answer: RecordedAnswer = 'user-errors';
  let server: Awaited<ReturnType<typeof serveRecorded>>;
  beforeAll(async () => {
    server = await serveRecorded(() => answer);
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends cartCreate with the private token at the pinned version', async () => {
    answer = 'no-checkout-url';
    await store(server.domain).createCart(request);
    const sent = server.requests.at(-1)!;
    expect(sent.url).toBe(`/api/${SHOP.apiVersion}/graphql.json`);
    expect(sent.headers['shopify-storefront-private-token']).toBe(SHOP.token);
    expect(sent.headers['x-shopify-storefront-access-token']).toBeUndefined();
    const body = JSON.parse(sent.body);
    expect(body.query).toContain('cartCreate(input: $input)');
    expect(body.query).not.toContain('checkoutCreate');
    expect(body.variables.input).toEqual(request);
  });

  it.each<[RecordedAnswer, StoreError['failure']]>([
    ['user-errors', 'unknown-product'],
    ['unauthorized', 'unauthorized'],
    ['throttled', 'busy'],
    ['server-error', 'unavailable'],
    ['graphql-error', 'invalid-answer'],
  ])('maps %s to %s with its pt-BR message', async (recorded, failure) => {
    answer = recorded;
    const error = await store(server.domain).createCart(request).catch((e) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect([error.failure, error.message]).toEqual([failure, STORE_MSG[failure]]);
  });

  it('returns a cart without checkout address as null (§8 Checkout criado, mas sem URL)', async () => {
    answer = 'no-checkout-url';
    await expect(store(server.domain).createCart(request)).resolves.toEqual({ cartId: 'gid://shopify/Cart/c1-0f6e1c3a8d2b4f57?key=5c1b7d2e9a', checkoutUrl: null });
  });

  it('maps a network failure (nobody listening) to network', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await store(`127.0.0.1:${port}`).createCart(request).catch((e) => e);
    expect([error.failure, error.message]).toEqual(['network', STORE_MSG.network]);
  });

  it('never logs the token', async () => {
    answer = 'server-error';
    await store(server.domain).createCart(request).catch(() => undefined);
    const logged = JSON.stringify([(log.warn as jest.Mock).mock.calls, (log.info as jest.Mock).mock.calls, (log.error as jest.Mock).mock.calls]);
    expect(logged).not.toContain(SHOP.token);
  });
});
