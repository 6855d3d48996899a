jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { eq } from 'drizzle-orm';
import { checkoutNote, fetchListBySlugResponseSchema, GIFT_BAG } from 'shared-contracts';
import { type CheckoutRequest } from 'shared-contracts/requests';
import * as s from '../db/schema';
import { PUBLIC_LIST_ID, PUBLIC_LIST_SLUG } from '../seed/fixtures';
import { createTestApp, headers, rowCount } from '../test/helpers';
import { createShopTestApp, serveRecorded, SHOP, type RecordedAnswer, type ShopTestContext } from '../test/shop';
import { CHECKOUT_API_MSG } from './checkout';
import { STORE_MSG } from '../onlineStore/port';

/*
 * Fixture list 1 (seed): item 1 'Manta Soft Essencial' (online, unsold, R$ 117,90), item 2 online
 * but sold, item 5 not online, kit 'Kit Cozinha Completa' anchored on item 7 with members 8 and 9
 * (all online). Online-store codes are read from the database, not assumed.
 */
let t: ShopTestContext;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(async () => {
  await t?.close();
});

const gid = (code: string | null) => `gid://shopify/ProductVariant/${code}`;
async function codeOf(itemId: number, column: 'codigoShopify' | 'codigo' = 'codigoShopify'): Promise<string> {
  const [row] = await t.db
    .select({ code: s.produtos[column] })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .where(eq(s.listaProdutos.id, itemId));
  return row!.code!;
}
async function itemBody(itemId: number, over: Partial<CheckoutRequest> = {}): Promise<CheckoutRequest> {
  return {
    productId: gid(await codeOf(itemId)),
    quantity: 1,
    listId: PUBLIC_LIST_ID,
    listProductId: itemId,
    note: checkoutNote(PUBLIC_LIST_ID, String(itemId)),
    giftProductId: GIFT_BAG.productId,
    giftQuantity: 1,
    ...over,
  } as CheckoutRequest;
}
async function kitBody(): Promise<CheckoutRequest> {
  return {
    isKit: true,
    items: await Promise.all([7, 8, 9].map(async (id) => ({ productId: gid(await codeOf(id)), quantity: 1 }))),
    listId: PUBLIC_LIST_ID,
    listProductId: 7,
    note: checkoutNote(PUBLIC_LIST_ID, '7'),
  };
}
const checkout = (payload: unknown) => t.app.inject({ method: 'POST', url: '/shopify/checkout', headers: headers(), payload: payload as object });
async function publicItems() {
  const res = await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` });
  const lista = fetchListBySlugResponseSchema.parse(res.json());
  return [...lista.produtosAvulsos!, ...lista.kits!.flatMap((k) => [k.anchor, ...k.members])];
}
/** The sandbox's cart behind a checkout address, read back through the Storefront `cart` query. */
async function cartOf(checkoutUrl: string) {
  const url = new URL(checkoutUrl);
  const id = `gid://shopify/Cart/${url.pathname.split('/').pop()}?key=${url.searchParams.get('key')}`;
  const res = await t.sandbox.inject({
    method: 'POST',
    url: `/api/${SHOP.apiVersion}/graphql.json`,
    headers: { 'content-type': 'application/json', 'shopify-storefront-private-token': SHOP.token },
    payload: {
      query: `query($id: ID!) { cart(id: $id) { note attributes { key value } cost { totalAmount { amount currencyCode } }
        lines(first: 10) { nodes { quantity attributes { key value } merchandise { ... on ProductVariant { id product { title } } } } } } }`,
      variables: { id },
    },
  });
  return res.json().data.cart;
}

describe('POST /shopify/checkout (§7) through the Shopify adapter and the sandbox store', () => {
  it('creates the cart: the item line with list attributes, the configured gift bag, the note; holds the item', async () => {
    const res = await checkout(await itemBody(1));
    expect(res.statusCode).toBe(200);
    const { checkoutUrl } = res.json();
    expect(checkoutUrl.startsWith(`${t.sandboxUrl}/cart/c/`)).toBe(true);

    const cart = await cartOf(checkoutUrl);
    // the product's code, which the store's staff look up; never the list item's id (§7 Checkout)
    const productCode = await codeOf(1, 'codigo');
    expect(productCode).not.toBe('1');
    expect(cart.note).toBe(`Lista #1 - item código ${productCode}`);
    expect(cart.attributes).toEqual(expect.arrayContaining([{ key: '_lista_id', value: '1' }, { key: '_lista_url', value: `http://site.test/lista/${PUBLIC_LIST_SLUG}` }]));
    const [item, bag] = cart.lines.nodes;
    expect(item.merchandise).toEqual({ id: gid(await codeOf(1)), product: { title: 'Manta Soft Essencial' } });
    expect(item.attributes).toEqual([{ key: '_lista_id', value: '1' }, { key: '_lista_produto_id', value: '1' }]);
    // the client's fixed gift id is never forwarded: the server's configured variant is in the cart
    expect(bag.merchandise).toEqual({ id: gid(SHOP.giftBagVariantId), product: { title: 'Embalagem de presente' } });
    expect(bag.quantity).toBe(1);
    expect(cart.cost.totalAmount).toEqual({ amount: '123.89', currencyCode: 'BRL' });

    const [hold] = await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, 1));
    expect(hold!.expiresAt.getTime()).toBe(t.clock.now.getTime() + 30 * 60_000);
    expect(hold!.cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
    const held = (await publicItems()).find((i) => i.id === 1)!;
    expect(held.reservadoAte).toBe(hold!.expiresAt.toISOString());
    expect(held.vendido).toBe(false);
  });

  it('answers 409 with the minutes left while the item is held, and frees it when the hold expires', async () => {
    const second = await checkout(await itemBody(1, { giftProductId: undefined, giftQuantity: undefined }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Alguém já está presenteando este item. Tente novamente em 30 minutos.');
    t.clock.advance(29 * 60_000 + 30_000);
    expect((await checkout(await itemBody(1))).json().message).toBe('Alguém já está presenteando este item. Tente novamente em 1 minuto.');
    t.clock.advance(30_000);
    expect((await publicItems()).find((i) => i.id === 1)!.reservadoAte).toBeNull();
    const again = await checkout(await itemBody(1));
    expect(again.statusCode).toBe(200);
  });

  it('of many simultaneous checkouts of a kit exactly one gets it; the kit holds anchor and members', async () => {
    const body = await kitBody();
    const answers = await Promise.all(Array.from({ length: 12 }, () => checkout(body)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(11);
    expect(refused[0]!.json().message).toBe('Alguém já está presenteando este kit. Tente novamente em 30 minutos.');
    const holds = await t.db.select().from(s.reservas).where(eq(s.reservas.listaId, 1));
    expect(holds.filter((h) => [7, 8, 9].includes(h.listaProdutoId)).map((h) => h.token)).toEqual(Array(3).fill(holds.find((h) => h.listaProdutoId === 7)!.token));
    const cart = await cartOf(answers.find((r) => r.statusCode === 200)!.json().checkoutUrl);
    expect(cart.lines.nodes.map((l: { attributes: Array<{ value: string }> }) => l.attributes[1]!.value)).toEqual(['7', '8', '9']);
  });

  it('validates the body with the §5 messages (400) and changes nothing', async () => {
    const before = await rowCount(t.db, s.reservas);
    const cases: Array<[unknown, string]> = [
      [{ ...(await kitBody()), items: [] }, 'Nenhum item do kit selecionado'],
      [{ ...(await kitBody()), items: [{ productId: '', quantity: 1 }] }, 'Item 1 inválido: sem código para resolver o productId'],
      [await itemBody(1, { listId: '1' as unknown as number }), 'Lista inválida.'],
      [await itemBody(1, { listProductId: 2_147_483_648 }), 'Item da lista inválido.'],
      [await itemBody(1, { productId: '123' }), 'Produto inválido: sem código da loja online.'],
      [await itemBody(1, { giftProductId: gid('1') as typeof GIFT_BAG.productId }), 'Embalagem de presente inválida.'],
      [[1, 2], 'Corpo da requisição inválido.'],
    ];
    for (const [payload, message] of cases) {
      const res = await checkout(payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await rowCount(t.db, s.reservas)).toBe(before);
  });

  it('re-derives every line on the server: unknown list or item 404; sold, offline, kit member, stale 409', async () => {
    const sold = await itemBody(2);
    const offline = { ...(await itemBody(1)), listProductId: 5 };
    const cases: Array<[CheckoutRequest, number, string]> = [
      [await itemBody(1, { listId: 999_999 }), 404, 'Lista não encontrada'],
      [await itemBody(1, { listProductId: 999_999 }), 404, CHECKOUT_API_MSG.itemNotFound],
      [sold, 409, CHECKOUT_API_MSG.alreadyGiven],
      [offline, 409, CHECKOUT_API_MSG.notOnline],
      [await itemBody(8), 409, CHECKOUT_API_MSG.inKit],
      [{ ...(await kitBody()), listProductId: 8 }, 404, CHECKOUT_API_MSG.kitNotFound],
      // the client names another product than the item's own: never forwarded, refused
      [{ ...(await itemBody(1)), listProductId: 6, productId: gid(await codeOf(1)) } as CheckoutRequest, 409, CHECKOUT_API_MSG.notOnline],
    ];
    for (const [payload, status, message] of cases) {
      const res = await checkout(payload);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
  });

  it("carries the giver's name to the store's checkout as a visible 'Presente de' attribute, besides the order's '_presenteador'", async () => {
    t.clock.advance(31 * 60_000);
    const res = await checkout(await itemBody(1, { giverName: 'Beatriz Lima' }));
    expect(res.statusCode).toBe(200);
    const cart = await cartOf(res.json().checkoutUrl);
    expect(cart.attributes).toEqual(expect.arrayContaining([{ key: '_presenteador', value: 'Beatriz Lima' }, { key: 'Presente de', value: 'Beatriz Lima' }]));
    const url = new URL(res.json().checkoutUrl);
    const page = await t.sandbox.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toMatch(/<input id="nome" name="nome"[^>]* value="Beatriz Lima"/);
  });

  it('refuses a stale product id (the list changed since the page was loaded)', async () => {
    t.clock.advance(31 * 60_000);
    const res = await checkout(await itemBody(1, { productId: gid('123456') }));
    expect([res.statusCode, res.json().message]).toEqual([409, CHECKOUT_API_MSG.stale]);
  });

  it('needs the XSRF header like every unsafe call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/shopify/checkout', payload: await itemBody(1) as object });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /shopify/checkout without a store', () => {
  it('answers 503 with a clear message when no store is configured', async () => {
    const plain = await createTestApp({ config: { shopify: { apiVersion: SHOP.apiVersion } } });
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/shopify/checkout', headers: headers(), payload: await itemBody(1) as object });
      expect([res.statusCode, res.json().message]).toEqual([503, CHECKOUT_API_MSG.noStore]);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /shopify/checkout when the store fails (recorded Shopify answers)', () => {
  let answer: RecordedAnswer = 'unauthorized';
  let recorded: Awaited<ReturnType<typeof serveRecorded>>;
  let failing: ShopTestContext;
  beforeAll(async () => {
    recorded = await serveRecorded(() => answer);
    failing = await createShopTestApp({ shopify: { storeDomain: recorded.domain } });
  });
  afterAll(async () => {
    await failing?.close();
    await recorded?.close();
  });
  const post = async () =>
    failing.app.inject({ method: 'POST', url: '/shopify/checkout', headers: headers(), payload: (await itemBody(1)) as object });

  it.each<[RecordedAnswer, number, keyof typeof STORE_MSG]>([
    ['unauthorized', 502, 'unauthorized'],
    ['user-errors', 502, 'unknown-product'],
    ['server-error', 502, 'unavailable'],
    ['throttled', 503, 'busy'],
    ['out-of-stock', 409, 'out-of-stock'],
    ['not-enough-stock', 409, 'out-of-stock'],
  ])('%s → %i with the pt-BR message, and the hold is released', async (recordedAnswer, status, failure) => {
    answer = recordedAnswer;
    const res = await post();
    expect([res.statusCode, res.json().message]).toEqual([status, STORE_MSG[failure]]);
    expect(await rowCount(failing.db, s.reservas)).toBe(0);
  });

  it('a cart without address answers checkoutUrl null and releases the hold', async () => {
    answer = 'no-checkout-url';
    const res = await post();
    expect([res.statusCode, res.json()]).toEqual([200, { checkoutUrl: null }]);
    expect(await rowCount(failing.db, s.reservas)).toBe(0);
  });
});
