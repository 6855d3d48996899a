jest.mock('fastify', () => require('./test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('./test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The security suite, part two: the threats against giving that decision 020 answers (the hold
 * flood, the forged line, the cancelled gift that stayed given, the oracle on private lists),
 * reproduced as an attacker would, against the real adapter and the sandbox store. Part one (the
 * findings that decisions 014 to 016 answer) is ./security.test.ts.
 */
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { checkoutNote } from 'shared-contracts';
import { MSG } from './lib/errors';
import * as s from './db/schema';
import { shopifyHmac } from './sandbox-store/orders';
import { GUESTS_ONLY_LIST_SLUG, PRIVATE_LIST_SLUG } from './seed/fixtures';
import { guestHeaders } from './test/helpers';
import { createShopTestApp, SHOP, type ShopTestContext } from './test/shop';
import { HOLD_LIMIT_MSG } from './shop/holds';
import { WEBHOOK_PATHS } from './shop/webhook';

const browser = guestHeaders;

/** Unsold loose items with an online variant, of the active lists of privacy `privacidade`. */
async function onlineItems(t: ShopTestContext, privacidade: string) {
  return t.db
    .select({ id: s.listaProdutos.id, listaId: s.listaProdutos.listaId, variant: s.produtos.codigoShopify, codigo: s.produtos.codigo, quantidade: s.listaProdutos.quantidade, slug: s.listas.slug })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .innerJoin(s.listas, eq(s.listas.id, s.listaProdutos.listaId))
    .where(and(eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, privacidade), eq(s.listaProdutos.vendido, false), isNull(s.listaProdutos.kitId), isNotNull(s.produtos.codigoShopify)))
    .orderBy(s.listaProdutos.id);
}
type Item = Awaited<ReturnType<typeof onlineItems>>[number];
const bodyOf = (item: Item, over: Record<string, unknown> = {}) => ({
  productId: `gid://shopify/ProductVariant/${item.variant}`,
  quantity: item.quantidade,
  listId: item.listaId,
  listProductId: item.id,
  note: checkoutNote(item.listaId, item.codigo),
  ...over,
});

describe('one client could hold every online gift (hold flood, decision 020)', () => {
  let t: ShopTestContext;
  let items: Item[];
  let used = 0;
  beforeAll(async () => {
    t = await createShopTestApp({ config: { rateLimitFactor: 1, giftHolds: { perBrowser: 3, perAddress: 20, pendingOrderDays: 3 } } });
    items = await onlineItems(t, 'publico');
    expect(items.length).toBeGreaterThanOrEqual(40);
  });
  afterAll(async () => t?.close());
  const checkout = (item: Item, headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/shopify/checkout', headers, remoteAddress, payload: bodyOf(item) });

  it('one browser holds at most 3 gifts; the 4th is a 429 that says how many minutes to wait', async () => {
    const guest = browser('flood-browser-0000000000000000000001');
    for (const item of items.slice(0, 3)) expect((await checkout(item, guest)).statusCode).toBe(200);
    const fourth = await checkout(items[3]!, guest);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(HOLD_LIMIT_MSG(30));
    expect(fourth.headers['retry-after']).toBe('1800');
    const [held] = await t.db.select({ id: s.reservas.listaProdutoId }).from(s.reservas).where(eq(s.reservas.listaProdutoId, items[3]!.id));
    expect(held).toBeUndefined();
  });

  it('fresh browsers on one address hold at most 20 gifts together (room for a wedding party behind CGNAT), and X-Forwarded-For changes nothing', async () => {
    const address = '198.51.100.20';
    const statuses: number[] = [];
    // until two refusals; items the store cannot sell online (sold out) answer 409 and are skipped
    for (const [i, item] of items.slice(4).entries()) {
      const res = await checkout(item, browser(`cgnat-browser-${String(i).padStart(22, '0')}`, { 'x-forwarded-for': `10.0.${i}.1` }), address);
      statuses.push(res.statusCode);
      if (statuses.filter((st) => st === 429).length === 2) break;
    }
    const firstRefusal = statuses.indexOf(429);
    expect(statuses.filter((st) => st === 200)).toHaveLength(20);
    expect(statuses.slice(firstRefusal).filter((st) => st === 200)).toEqual([]);
    expect(statuses.filter((st) => st === 429)).toHaveLength(2);
    used = 4 + statuses.length;
    // another address is not affected
    expect([200, 409]).toContain((await checkout(items[used]!, browser('other-address-browser-0000000000001'), '192.0.2.44')).statusCode);
    expect(await t.db.select({ id: s.reservas.listaProdutoId }).from(s.reservas).where(eq(s.reservas.listaProdutoId, items[used]!.id))).toHaveLength(1);
    used += 1;
  });

  it('a hold whose checkout became an order (awaiting payment) no longer counts', async () => {
    const guest = browser('pending-browser-00000000000000000001');
    const address = '203.0.113.99';
    const mine: Item[] = [];
    // four items this guest can hold (sold-out ones answer 409 and are skipped)
    for (const item of items.slice(used)) {
      if (mine.length === 3) break;
      used += 1;
      if ((await checkout(item, guest, address)).statusCode === 200) mine.push(item);
    }
    mine.push(items[used]!);
    expect((await checkout(mine[3]!, guest, address)).statusCode).toBe(429);
    const [hold] = await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, mine[0]!.id));
    const order = {
      id: 6_100_000_000_001,
      name: '#7001',
      financial_status: 'pending',
      note_attributes: [{ name: '_lista_id', value: String(mine[0]!.listaId) }, { name: '_reserva', value: hold!.token }],
      line_items: [{ id: 1, variant_id: Number(mine[0]!.variant), quantity: mine[0]!.quantidade, title: 'x', price: '1.00', properties: [{ name: '_lista_id', value: String(mine[0]!.listaId) }, { name: '_lista_produto_id', value: String(mine[0]!.id) }] }],
    };
    const body = JSON.stringify(order);
    const res = await t.app.inject({ method: 'POST', url: WEBHOOK_PATHS['orders/create'], headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/create', 'x-shopify-webhook-id': 'pending-1', 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) }, payload: body });
    expect(res.statusCode).toBe(200);
    expect((await checkout(mine[3]!, guest, address)).statusCode).toBe(200);
  });

  it('starting checkouts is rate-limited per address (60 in 10 minutes)', async () => {
    const address = '203.0.113.150';
    const statuses: number[] = [];
    // a body the server refuses after the limit check (an item that is not on the list)
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/shopify/checkout', headers: browser(`rate-browser-${String(i).padStart(22, '0')}`), remoteAddress: address, payload: bodyOf(items[0]!, { listProductId: 2_000_000_000 }) });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((st) => st === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('no oracle (decision 020): checkout was an oracle for private lists', () => {
  let t: ShopTestContext;
  beforeAll(async () => {
    t = await createShopTestApp();
  });
  afterAll(async () => t?.close());
  const checkout = (payload: object) => t.app.inject({ method: 'POST', url: '/shopify/checkout', headers: browser('oracle-browser-000000000000000000001'), payload });

  it('for a privado or apenas_convidados list, without its slug or with another, every item gets the answer of a list that does not exist', async () => {
    const [missing] = [await checkout({ ...bodyOf({ id: 1, listaId: 2_000_000_000, variant: '1', codigo: '1', quantidade: 1, slug: '' }) })];
    expect(missing.statusCode).toBe(404);
    const expected = [missing.statusCode, missing.json()];
    expect(expected[1].message).toBe(MSG.listNotFound);
    for (const slug of [PRIVATE_LIST_SLUG, GUESTS_ONLY_LIST_SLUG]) {
      const [lista] = await t.db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.slug, slug));
      const rows = await t.db.select({ id: s.listaProdutos.id, vendido: s.listaProdutos.vendido }).from(s.listaProdutos).where(eq(s.listaProdutos.listaId, lista!.id));
      const probes = [...rows.map((r) => r.id), 1, 999_999];
      for (const itemId of probes) {
        for (const over of [{}, { listSlug: 'casamento-maria-e-joao' }, { listSlug: `${slug}x` }]) {
          const res = await checkout({ productId: 'gid://shopify/ProductVariant/1', quantity: 1, listId: lista!.id, listProductId: itemId, note: checkoutNote(lista!.id, String(itemId)), ...over });
          expect([res.statusCode, res.json()]).toEqual(expected);
        }
      }
      // with its own slug the guest who has the link goes on (here: the product id is stale, 409)
      const withSlug = await checkout({ productId: 'gid://shopify/ProductVariant/1', quantity: 1, listId: lista!.id, listProductId: rows.find((r) => !r.vendido)!.id, note: 'x', listSlug: slug });
      expect(withSlug.statusCode).not.toBe(404);
    }
  });

  it('an archived list is answered as a missing one, with or without its slug', async () => {
    const [archived] = await t.db.select({ id: s.listas.id, slug: s.listas.slug }).from(s.listas).where(ne(s.listas.status, 'ativo')).limit(1);
    const [item] = await t.db.select({ id: s.listaProdutos.id }).from(s.listaProdutos).where(eq(s.listaProdutos.listaId, archived!.id)).limit(1);
    for (const over of [{}, { listSlug: archived!.slug }]) {
      const res = await checkout({ productId: 'gid://shopify/ProductVariant/1', quantity: 1, listId: archived!.id, listProductId: item?.id ?? 1, note: 'x', ...over });
      expect([res.statusCode, res.json().message]).toEqual([404, MSG.listNotFound]);
    }
  });
});

describe('forged lines and cancellations (decision 020): anyone could "give" any gift by buying the cheapest product; a cancelled gift stayed given', () => {
  let t: ShopTestContext;
  beforeAll(async () => {
    t = await createShopTestApp();
  });
  afterAll(async () => t?.close());
  const send = (topic: keyof typeof WEBHOOK_PATHS, payload: object) => {
    const body = JSON.stringify(payload);
    return t.app.inject({ method: 'POST', url: WEBHOOK_PATHS[topic], headers: { 'content-type': 'application/json', 'x-shopify-topic': topic, 'x-shopify-webhook-id': `${topic}-${Math.random()}`, 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) }, payload: body });
  };
  const soldOf = async (ids: number[]) => (await t.db.select({ v: s.listaProdutos.vendido }).from(s.listaProdutos).where(inArray(s.listaProdutos.id, ids))).map((r) => r.v);

  it("a signed order for a private list's gift whose line is a R$ 1,00 product gives nothing; a cancellation gives a real gift back", async () => {
    const [victim] = await onlineItems(t, 'privado');
    const line = (variant: number, price: string) => ({ id: 11, variant_id: variant, quantity: victim!.quantidade, title: 'Qualquer', price, properties: [{ name: '_lista_id', value: String(victim!.listaId) }, { name: '_lista_produto_id', value: String(victim!.id) }] });
    const forged = { id: 6_200_000_000_001, name: '#8001', financial_status: 'paid', total_price: '1.00', currency: 'BRL', note_attributes: [], line_items: [line(7400000000599, '1.00')] };
    expect((await send('orders/paid', forged)).statusCode).toBe(200);
    expect(await soldOf([victim!.id])).toEqual([false]);

    const real = { ...forged, id: 6_200_000_000_002, name: '#8002', line_items: [line(Number(victim!.variant), '99.90')] };
    await send('orders/paid', real);
    expect(await soldOf([victim!.id])).toEqual([true]);
    await send('orders/cancelled', { ...real, cancelled_at: '2026-11-22T09:00:00Z' });
    expect(await soldOf([victim!.id])).toEqual([false]);
  });
});
