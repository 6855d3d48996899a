jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));

import net from 'node:net';
import type { Log } from '../lib/log';
import { buildSandboxStore } from '../sandbox-store/app';
import { GIFT_BAG_TITLE } from '../sandbox-store/catalogue';
import { serveRecorded, SHOP, type RecordedAnswer } from '../test/shop';
import { BUYER_IP_HEADER, loopbackAwareFetch, createShopifyStore } from './shopify';
import { STORE_MSG, StoreError, type CartRequest } from './port';

/** The recorded answers of ./recorded, including those about stock and warnings. */
type Recorded = RecordedAnswer | 'not-enough-stock' | 'out-of-stock' | 'merchandise-not-applicable' | 'discount-warning';

const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn(), debug: jest.fn() } satisfies Log;
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
    await f('https://localhost:3200/api/2026-04/graphql.json');
    await f('https://127.0.0.1:40000/x');
    await f('https://[::1]:4000/x');
    await f('https://loja.myshopify.com/api/2026-04/graphql.json');
    await f('https://localhost.evil.example/x');
    expect(seen).toEqual([
      'http://localhost:3200/api/2026-04/graphql.json',
      'http://127.0.0.1:40000/x',
      'http://[::1]:4000/x',
      'https://loja.myshopify.com/api/2026-04/graphql.json',
      'https://localhost.evil.example/x',
    ]);
  });

  it('speaks plain http to any host when told to (the sandbox store on a container network)', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (url: string) => (seen.push(url), new Response('{}'))) as unknown as typeof fetch;
    await loopbackAwareFetch(fetchImpl, true)('https://store:3200/api/2026-04/graphql.json');
    expect(seen).toEqual(['http://store:3200/api/2026-04/graphql.json']);
  });
});

describe('Shopify adapter against the sandbox store', () => {
  it('creates a cart with cartCreate and returns its checkout address', async () => {
    let base = '';
    const sandbox = await buildSandboxStore({
      privateToken: SHOP.token,
      webhookSecret: SHOP.secret,
      webhookUrl: 'http://api.test/hook',
      catalogue: () => ({
        currency: 'BRL',
        variants: {
          '111': { title: 'Jogo de Toalhas', price: '89.90', image: null, stock: 2 },
          '222': { title: 'Faqueiro Inox', price: '249.90', image: null, stock: 0 },
          '5': { title: GIFT_BAG_TITLE, price: '5.99', image: null, stock: null },
        },
      }),
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

      // more than the stock: the store makes the cart short and warns (2024-10+) → 'out-of-stock', not sent to checkout
      const short = await store(domain)
        .createCart({ ...request, lines: [{ ...request.lines[0]!, quantity: 3 }] })
        .catch((e) => e);
      expect(short).toBeInstanceOf(StoreError);
      expect([short.failure, short.message]).toEqual(['out-of-stock', STORE_MSG['out-of-stock']]);
      expect(short.detail).toMatch(/^MERCHANDISE_NOT_ENOUGH_STOCK gid:\/\/shopify\/CartLine\//);
      const soldOut = await store(domain)
        .createCart({ ...request, lines: [request.lines[0]!, { ...request.lines[0]!, merchandiseId: 'gid://shopify/ProductVariant/222', quantity: 1 }] })
        .catch((e) => e);
      expect([soldOut.failure, soldOut.detail]).toEqual(['out-of-stock', expect.stringMatching(/^MERCHANDISE_OUT_OF_STOCK /)]);

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
  let answer: Recorded = 'user-errors';
  let server: Awaited<ReturnType<typeof serveRecorded>>;
  beforeAll(async () => {
    server = await serveRecorded(() => answer as RecordedAnswer);
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
    expect(body.query).toMatch(/warnings\s*\{\s*code\s+message\s+target\s*\}/);
    expect(body.query).not.toContain('checkoutCreate');
    expect(body.variables.input).toEqual(request);
    // no buyer address given: no Buyer-IP header
    expect(sent.headers['shopify-storefront-buyer-ip']).toBeUndefined();
  });

  it("sends the guest's address as Shopify-Storefront-Buyer-IP (IPv4 and IPv6), never anything else", async () => {
    answer = 'no-checkout-url';
    const sentIp = async (buyerIp: string) => {
      await store(server.domain).createCart({ ...request, buyerIp });
      const sent = server.requests.at(-1)!;
      expect(JSON.parse(sent.body).variables.input).toEqual(request); // the address is not part of the cart
      return sent.headers[BUYER_IP_HEADER.toLowerCase()];
    };
    expect(await sentIp('203.0.113.7')).toBe('203.0.113.7');
    expect(await sentIp('2001:db8::1')).toBe('2001:db8::1');
    expect(await sentIp(' 198.51.100.20 ')).toBe('198.51.100.20');
    // not an address (a forged value, an injection attempt): left out, the cart is still made
    for (const bad of ['', 'localhost', '203.0.113.7, 10.0.0.1', '1.2.3.4\r\nX-Evil: 1']) expect(await sentIp(bad)).toBeUndefined();
    // the private token is still the configured one
    expect(server.requests.at(-1)!.headers['shopify-storefront-private-token']).toBe(SHOP.token);
  });

  it.each<[Recorded, StoreError['failure']]>([
    ['user-errors', 'unknown-product'],
    ['merchandise-not-applicable', 'unknown-product'],
    ['not-enough-stock', 'out-of-stock'],
    ['out-of-stock', 'out-of-stock'],
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

  it('keeps a cart whose only warnings are not about stock (e.g. a discount code)', async () => {
    answer = 'discount-warning';
    await expect(store(server.domain).createCart(request)).resolves.toEqual({
      cartId: 'gid://shopify/Cart/hWN1pK2XqL7sT0vE4mG8bYe5?key=5d0a3c8f1e6b9274',
      checkoutUrl: 'https://loja.myshopify.com/cart/c/hWN1pK2XqL7sT0vE4mG8bYe5?key=5d0a3c8f1e6b9274',
    });
  });

  it('reads a stock warning into the log detail: code, line and message', async () => {
    answer = 'out-of-stock';
    const error = await store(server.domain).createCart(request).catch((e) => e);
    expect(error.detail).toBe(
      "MERCHANDISE_OUT_OF_STOCK gid://shopify/CartLine/0f3a9b2c-7d4e-4a18-b6c5-91e2d0a7f4b8?cart=hWN1pK2XqL7sT0vE4mG8bYd4: The product 'Jogo de Toalhas Premium' is already sold out.",
    );
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
