jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));

/**
 * The adapter's GraphQL documents, and the sandbox store's answers to them, against Shopify's
 * published Storefront schema of the pinned API version (decision 021).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildSchema, isEnumType, parse, validate, type GraphQLEnumType } from 'graphql';
import { DEFAULT_SHOPIFY_API_VERSION } from '../config';
import { buildSandboxStore } from '../sandbox-store/app';
import { GIFT_BAG_TITLE, type Catalogue } from '../sandbox-store/catalogue';
import { storefrontSchema as sandboxSchema, STOREFRONT_SDL } from '../sandbox-store/graphqlSchema';
import { injectFetch, SHOP } from '../test/shop';
import { answerProblems, publishedStorefront, schemaSubsetProblems } from '../test/storefrontConformance';
import { CART_CREATE, createShopifyStore, STOCK_WARNING_CODES, STOREFRONT_DOCUMENTS, UNKNOWN_PRODUCT_CODES } from './shopify';
import { StoreError, type CartRequest } from './port';

const published = publishedStorefront();
const enumValues = (name: string) => (published.schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name);

describe('the pinned Storefront API version', () => {
  it("is the version of the published schema that the tests check against (@shopify/hydrogen-react's SFAPI_VERSION)", () => {
    expect(published.version).toMatch(/^\d{4}-(01|04|07|10)$/);
    expect(DEFAULT_SHOPIFY_API_VERSION).toBe(published.version);
    expect(SHOP.apiVersion).toBe(published.version);
    // the generated types of the same package say the same version
    const types = fs.readFileSync(path.join(path.dirname(require.resolve('@shopify/hydrogen-react/package.json')), 'dist/types/storefront-api-types.d.ts'), 'utf8');
    expect(types).toContain(`Based on Storefront API ${published.version}`);
  });
});

describe("the adapter's documents", () => {
  it.each(Object.entries(STOREFRONT_DOCUMENTS))('%s is valid against the published schema, and the sandbox serves it', (_name, document) => {
    expect(validate(published.schema, parse(document)).map((e) => e.message)).toEqual([]);
    expect(validate(sandboxSchema, parse(document)).map((e) => e.message)).toEqual([]);
  });

  it('reads only codes that exist: userError codes of CartErrorCode, stock warnings of CartWarningCode', () => {
    const errorCodes = enumValues('CartErrorCode');
    for (const code of UNKNOWN_PRODUCT_CODES) expect([code, errorCodes.includes(code)]).toEqual([code, true]);
    expect(errorCodes).toContain('INVALID'); // an unknown variant: INVALID on …merchandiseId
    // the codes the adapter used to read, that Shopify never sends as userErrors
    for (const never of ['MERCHANDISE_NOT_FOUND', 'MERCHANDISE_OUT_OF_STOCK', 'PRODUCT_IS_NOT_PUBLISHED']) expect(errorCodes).not.toContain(never);
    // every stock warning of the published enum, and only those
    expect([...STOCK_WARNING_CODES].sort()).toEqual(enumValues('CartWarningCode').filter((c) => /STOCK/.test(c)).sort());
  });

  it('the recorded Shopify answers conform to the published schema for CART_CREATE', () => {
    const dir = path.join(__dirname, 'recorded');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    let checked = 0;
    for (const file of files) {
      const { body } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (!body?.data) continue;
      checked += 1;
      expect([file, answerProblems(published.schema, CART_CREATE, body.data)]).toEqual([file, []]);
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});

describe("the sandbox store's schema", () => {
  it('is a faithful subset of the published schema: types, fields, arguments, interfaces, unions and enum values', () => {
    expect(schemaSubsetProblems(sandboxSchema, published.schema)).toEqual([]);
  });

  it('the check catches what the sandbox used to have (a code Shopify lacks, a String code, a wrong line type, a wrong root)', () => {
    const old = buildSchema(
      STOREFRONT_SDL.replace('schema { query: QueryRoot mutation: Mutation }', 'schema { query: Query mutation: Mutation }')
        .replace('type QueryRoot {', 'type Query {')
        .replace('enum CartErrorCode { INVALID LESS_THAN NOTE_TOO_LONG }', 'enum CartErrorCode { INVALID LESS_THAN MERCHANDISE_NOT_FOUND NOTE_TOO_LONG }')
        .replace('type CartWarning { code: CartWarningCode! ', 'type CartWarning { code: String! ')
        .replace('node: BaseCartLine!', 'node: CartLine!')
        .replace('input CartLineInput { merchandiseId: ID! quantity: Int = 1', 'input CartLineInput { merchandiseId: ID! quantity: Int = 2'),
    );
    expect(schemaSubsetProblems(old, published.schema).sort()).toEqual(
      [
        'root type Query is QueryRoot in the published schema',
        'type Query does not exist',
        'enum CartErrorCode has no value MERCHANDISE_NOT_FOUND',
        'field CartWarning.code is String!, published as CartWarningCode!',
        'field BaseCartLineEdge.node is CartLine!, published as BaseCartLine!',
        'input field CartLineInput.quantity is Int = 2, published as Int = 1',
      ].sort(),
    );
  });
});

describe('the answer checker', () => {
  const good = {
    cartCreate: {
      cart: { id: 'gid://shopify/Cart/c1?key=k', checkoutUrl: 'https://loja.myshopify.com/cart/c/c1?key=k' },
      userErrors: [],
      warnings: [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 1 item was added to your cart due to availability.', target: 'gid://shopify/CartLine/1' }],
    },
  };
  const problems = (data: unknown) => answerProblems(published.schema, CART_CREATE, data);

  it('passes a conforming answer and a null cartCreate (nullable)', () => {
    expect(problems(good)).toEqual([]);
    expect(problems({ cartCreate: null })).toEqual([]);
  });

  it('fails on an enum value Shopify lacks, a missing or null non-null field, a wrong JSON type, a key nobody asked for', () => {
    const userError = (e: object) => ({ cartCreate: { ...good.cartCreate, cart: null, userErrors: [e] } });
    expect(problems(userError({ code: 'MERCHANDISE_NOT_FOUND', field: ['input'], message: 'x' }))).toEqual([
      'data.cartCreate.userErrors[0].code: "MERCHANDISE_NOT_FOUND" is not a value of enum CartErrorCode',
    ]);
    expect(problems(userError({ code: 'INVALID', field: 'input.lines', message: 'x' }))).toEqual(['data.cartCreate.userErrors[0].field: a list expected, got "input.lines"']);
    expect(problems(userError({ code: null, field: null }))).toEqual(['data.cartCreate.userErrors[0].message: missing']);
    expect(problems({ cartCreate: { ...good.cartCreate, warnings: null } })).toEqual(['data.cartCreate.warnings: null, but [CartWarning!]! is non-null']);
    expect(problems({ cartCreate: { ...good.cartCreate, warnings: [{ code: 'LOW_STOCK', message: 'x', target: 7 }] } })).toEqual([
      'data.cartCreate.warnings[0].code: "LOW_STOCK" is not a value of enum CartWarningCode',
      'data.cartCreate.warnings[0].target: ID must be a string, got 7',
    ]);
    expect(problems({ cartCreate: { ...good.cartCreate, cart: { id: 'x', checkoutUrl: 'y', webUrl: 'z' } } })).toEqual(['data.cartCreate.cart.webUrl: not asked for']);
  });

  it('types an abstract value by its __typename and says when it cannot', () => {
    const doc = '{ cart(id: "x") { lines(first: 1) { nodes { __typename quantity merchandise { ... on ProductVariant { id } } } } } }';
    const line = (merchandise: object) => ({ cart: { lines: { nodes: [{ __typename: 'CartLine', quantity: 1, merchandise }] } } });
    expect(answerProblems(published.schema, doc, line({ id: 'gid://shopify/ProductVariant/1' }))).toEqual([
      'data.cart.lines.nodes[0].merchandise: a fragment on ProductVariant needs __typename in the answer',
      'data.cart.lines.nodes[0].merchandise.id: not asked for',
    ]);
    expect(answerProblems(published.schema, doc, line({ __typename: 'Product', id: 'x' }))).toEqual(['data.cart.lines.nodes[0].merchandise: __typename Product is not a type of Merchandise']);
  });
});

describe("the sandbox store's answers conform to the published schema", () => {
  const catalogue: Catalogue = {
    currency: 'BRL',
    variants: {
      '111': { title: 'Jogo de Toalhas Premium', price: '89.90', image: '/static/seed/products/prod-1.jpg', stock: 5 },
      '333': { title: 'Panela de Ferro', price: '199.90', image: null, stock: 0 },
      '599': { title: GIFT_BAG_TITLE, price: '5.99', image: null, stock: null },
    },
  };
  const log = { warn: jest.fn(), info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
  let sandbox: FastifyInstance;
  /** Every answer the sandbox gave to the adapter, as parsed JSON. */
  const answers: Array<{ data?: { cartCreate?: Record<string, unknown> }; errors?: unknown }> = [];
  beforeAll(async () => {
    sandbox = await buildSandboxStore({
      privateToken: SHOP.token,
      webhookSecret: SHOP.secret,
      webhookUrl: 'http://api.test/hook',
      catalogue: () => catalogue,
      publicUrl: 'http://localhost:3200',
      assetsUrl: 'http://assets.test',
    });
  });
  afterAll(async () => {
    await sandbox.close();
  });
  const inner = injectFetch(() => sandbox);
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    const res = await inner(url, init);
    answers.push(await res.clone().json());
    return res;
  }) as typeof fetch;
  // the real adapter, speaking to the sandbox
  const store = createShopifyStore({ storeDomain: 'localhost:3200', apiVersion: SHOP.apiVersion, privateToken: SHOP.token, log, retries: 0, fetchImpl });
  const line = (id: string, quantity: number) => ({ merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity, attributes: [{ key: '_lista_produto_id', value: '9' }] });
  const request = (...lines: CartRequest['lines']): CartRequest => ({ lines, note: 'Lista #1 - item código 9', attributes: [{ key: '_lista_id', value: '1' }], buyerIp: '203.0.113.7' });

  /** The adapter's outcome and the sandbox's answer, checked against the published schema. */
  async function send(req: CartRequest) {
    const outcome = await store.createCart(req).catch((e: unknown) => e);
    const answer = answers.at(-1)!;
    expect(answer.errors).toBeUndefined();
    expect(answerProblems(published.schema, CART_CREATE, answer.data)).toEqual([]);
    return { outcome, payload: answer.data!.cartCreate! };
  }

  it('a normal cart: a cart, no userErrors, no warnings', async () => {
    const { outcome, payload } = await send(request(line('111', 2), line('599', 1)));
    expect(outcome).toEqual({ cartId: expect.stringMatching(/^gid:\/\/shopify\/Cart\//), checkoutUrl: expect.stringMatching(/^http:\/\/localhost:3200\/cart\/c\//) });
    expect([payload.userErrors, payload.warnings]).toEqual([[], []]);
  });

  it("an unknown variant: the userError INVALID on the line's merchandiseId, no cart", async () => {
    const { outcome, payload } = await send(request(line('404', 1)));
    expect((outcome as StoreError).failure).toBe('unknown-product');
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([{ code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'], message: expect.any(String) }]);
  });

  it('a quantity above the stock: a cart and the warning MERCHANDISE_NOT_ENOUGH_STOCK', async () => {
    const { outcome, payload } = await send(request(line('111', 6)));
    expect((outcome as StoreError).failure).toBe('out-of-stock');
    expect(payload.cart).not.toBeNull();
    expect(payload.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: expect.any(String), target: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//) }]);
  });

  it('a sold-out variant: a cart and the warning MERCHANDISE_OUT_OF_STOCK', async () => {
    const { outcome, payload } = await send(request(line('111', 1), line('333', 1)));
    expect((outcome as StoreError).failure).toBe('out-of-stock');
    expect((payload.warnings as Array<{ code: string }>).map((w) => w.code)).toEqual(['MERCHANDISE_OUT_OF_STOCK']);
  });

  it('a quantity below 1: the userError LESS_THAN', async () => {
    const { outcome, payload } = await send(request(line('111', 0)));
    expect((outcome as StoreError).failure).toBe('rejected');
    expect((payload.userErrors as Array<{ code: string }>).map((e) => e.code)).toEqual(['LESS_THAN']);
  });

  it("the sandbox's whole cart (lines, merchandise, costs, attributes) and the cart query conform too", async () => {
    const full = `mutation Full($input: CartInput) {
      cartCreate(input: $input) {
        cart {
          id checkoutUrl createdAt note totalQuantity
          attributes { key value }
          cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
          lines(first: 10) {
            edges { cursor node { __typename id quantity } }
            nodes {
              __typename id quantity attributes { key value }
              cost { amountPerQuantity { amount currencyCode } subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
              merchandise { __typename ... on ProductVariant { id title price { amount currencyCode } image { url altText } product { title } } }
            }
          }
        }
        userErrors { code field message }
        warnings { code message target }
      }
    }`;
    expect(validate(published.schema, parse(full)).map((e) => e.message)).toEqual([]);
    const post = (query: string, variables: object) =>
      sandbox.inject({
        method: 'POST',
        url: `/api/${SHOP.apiVersion}/graphql.json`,
        headers: { 'content-type': 'application/json', 'shopify-storefront-private-token': SHOP.token },
        payload: { query, variables },
      });
    const { buyerIp: _ip, ...input } = request(line('111', 7), line('333', 2), line('599', 1));
    const created = (await post(full, { input })).json();
    expect(created.errors).toBeUndefined();
    expect(answerProblems(published.schema, full, created.data)).toEqual([]);
    expect(created.data.cartCreate.cart.lines.nodes.map((n: { quantity: number }) => n.quantity)).toEqual([5, 0, 1]);

    const again = `query Again($id: ID!) { cart(id: $id) { id totalQuantity lines(first: 5) { nodes { __typename quantity merchandise { __typename ... on ProductVariant { id } } } } } }`;
    expect(validate(published.schema, parse(again)).map((e) => e.message)).toEqual([]);
    const read = (await post(again, { id: created.data.cartCreate.cart.id })).json();
    expect(read.errors).toBeUndefined();
    expect(answerProblems(published.schema, again, read.data)).toEqual([]);
    expect(read.data.cart.totalQuantity).toBe(6);
  });

  it('sandbox enums hold only values of the published enums', () => {
    for (const name of ['CartErrorCode', 'CartWarningCode', 'CurrencyCode']) {
      const mine = sandboxSchema.getType(name);
      expect(isEnumType(mine)).toBe(true);
      const values = enumValues(name);
      for (const v of (mine as GraphQLEnumType).getValues()) expect([name, v.name, values.includes(v.name)]).toEqual([name, v.name, true]);
    }
  });
});
