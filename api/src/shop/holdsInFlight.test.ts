jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * A hold whose cart was never made (docs/decisions/036): the process that wrote it died before the
 * store answered. Simulated here by writing the hold as the checkout does (takeHold) and never
 * calling the store; ./holdFault.test.ts kills a real process at that point.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { checkoutNote, fetchListBySlugResponseSchema } from 'shared-contracts';
import * as s from '../db/schema';
import { sha256 } from '../lib/crypto';
import { guestHeaders, rowCount } from '../test/helpers';
import { createShopTestApp, type ShopTestContext } from '../test/shop';
import { HOLD_MSG, sweepExpiredHolds, takeHold } from './holds';

let t: ShopTestContext;
let items: Array<{ id: number; listaId: number; slug: string; variant: string | null; codigo: string; quantidade: number }>;
beforeAll(async () => {
  t = await createShopTestApp({ config: { giftHoldCartSeconds: 45, giftHolds: { perBrowser: 1, perAddress: 20, pendingOrderDays: 3 } } });
  items = await t.db
    .select({ id: s.listaProdutos.id, listaId: s.listaProdutos.listaId, slug: s.listas.slug, variant: s.produtos.codigoShopify, codigo: s.produtos.codigo, quantidade: s.listaProdutos.quantidade })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .innerJoin(s.listas, eq(s.listas.id, s.listaProdutos.listaId))
    .where(and(eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, 'publico'), eq(s.listaProdutos.vendido, false), isNull(s.listaProdutos.kitId), isNotNull(s.produtos.codigoShopify), eq(s.produtos.shopifyAtivo, true)))
    .orderBy(s.listaProdutos.id)
    .limit(8);
  expect(items.length).toBe(8);
});
afterAll(async () => t?.close());

type Item = (typeof items)[number];
const ADDRESS = '203.0.113.40';
const psidOf = (name: string) => `${name}-browser-`.padEnd(40, '0');
const checkout = (item: Item, guest: string) =>
  t.app.inject({
    method: 'POST',
    url: '/shopify/checkout',
    headers: guestHeaders(psidOf(guest)),
    remoteAddress: ADDRESS,
    payload: { productId: `gid://shopify/ProductVariant/${item.variant}`, quantity: item.quantidade, listId: item.listaId, listProductId: item.id, note: checkoutNote(item.listaId, item.codigo) },
  });
/** The hold a checkout of `guest` writes before it calls the store, as if its process died right after. */
const diedAfterHold = (item: Item, guest: string) =>
  takeHold(t.db, {
    itemIds: [item.id],
    listaId: item.listaId,
    token: `died-${guest}-${item.id}`,
    now: t.clock.now,
    minutes: 30,
    cartSeconds: 45,
    owner: { browserHash: sha256(`browser:${psidOf(guest)}`), addressHash: sha256(`address:${ADDRESS}`) },
    limits: { perBrowser: 1, perAddress: 20 },
  });
async function reservadoAte(item: Item) {
  const res = await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${item.slug}` });
  const lista = fetchListBySlugResponseSchema.parse(res.json());
  return lista.produtosAvulsos!.find((i) => i.id === item.id)!.reservadoAte;
}

it('is not shown as reserved, and the guest who tried takes it again at once', async () => {
  const [item] = items;
  expect(await diedAfterHold(item!, 'ana')).toMatchObject({ held: true });
  expect(await reservadoAte(item!)).toBeNull();
  const again = await checkout(item!, 'ana');
  expect(again.statusCode).toBe(200);
  // now with its cart: the full 30 minutes, shown to everyone
  const [hold] = await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, item!.id));
  expect(hold!.cartId).not.toBeNull();
  expect(hold!.expiresAt.getTime()).toBe(t.clock.now.getTime() + 30 * 60_000);
  expect(await reservadoAte(item!)).toBe(hold!.expiresAt.toISOString());
});

it("does not count against the browser's limit: three interruptions do not lock the guest out", async () => {
  for (const item of items.slice(1, 4)) expect(await diedAfterHold(item, 'bia')).toMatchObject({ held: true });
  // the limit is 1 gift per browser in this suite: the three dead attempts count for nothing
  expect((await checkout(items[4]!, 'bia')).statusCode).toBe(200);
  // a real checkout does count
  expect((await checkout(items[5]!, 'bia')).statusCode).toBe(429);
});

it('holds the gift against another guest only while the attempt could still be running (45 s)', async () => {
  const item = items[6]!;
  await diedAfterHold(item, 'caio');
  const early = await checkout(item, 'duda');
  expect([early.statusCode, early.json().message]).toEqual([409, HOLD_MSG.item(1)]);
  t.clock.advance(45_000);
  expect((await checkout(item, 'duda')).statusCode).toBe(200);
});

it('a store that answers after the attempt ran out and someone took the gift: 409, and the late attempt keeps nothing', async () => {
  const item = items[7]!;
  const store = t.app.ctx.store!;
  const createCart = store.createCart.bind(store);
  let quicker: unknown;
  store.createCart = async (request) => {
    // the store is slow: meanwhile the in-flight hold runs out and another guest's checkout takes it
    t.clock.advance(46_000);
    quicker = await takeHold(t.db, { itemIds: [item.id], listaId: item.listaId, token: 'quicker', now: t.clock.now, minutes: 30, cartSeconds: 45, owner: { browserHash: 'x', addressHash: 'y' }, limits: { perBrowser: 9, perAddress: 9 } });
    return createCart(request);
  };
  try {
    const late = await checkout(item, 'eva');
    expect(quicker).toMatchObject({ held: true });
    expect([late.statusCode, late.json().message]).toEqual([409, HOLD_MSG.item(30)]);
    const rows = await t.db.select({ token: s.reservas.token }).from(s.reservas).where(eq(s.reservas.listaProdutoId, item.id));
    expect(rows).toEqual([{ token: 'quicker' }]);
  } finally {
    store.createCart = createCart;
  }
});

it('the sweep deletes the holds that ran out, and only those', async () => {
  const running = await rowCount(t.db, s.reservas);
  t.clock.advance(31 * 60_000);
  const [extra] = items;
  await diedAfterHold(extra!, 'fred');
  const before = await rowCount(t.db, s.reservas);
  expect(before).toBeGreaterThan(1);
  expect(await sweepExpiredHolds(t.db, t.clock.now)).toBe(before - 1);
  expect(await t.db.select({ token: s.reservas.token }).from(s.reservas)).toEqual([{ token: `died-fred-${extra!.id}` }]);
  expect(running).toBeGreaterThan(0);
});
