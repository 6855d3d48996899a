jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * One lock order for a gift (docs/decisions/035, lib/transaction): a guest's checkout racing a
 * late payment (orders/paid of another guest, whose hold ran out) for the same gift, RACES times,
 * each on a fresh gift. Before, the checkout locked the hold and then the item while the payment
 * locked the item and then deleted the hold: deadlocks, answered 500. Now: no 500, no deadlock in
 * the log, the gift given once, by the payment. On PostgreSQL only (PGlite runs one statement at a
 * time: it cannot deadlock).
 */
import { eq, inArray } from 'drizzle-orm';
import * as s from '../db/schema';
import { shopifyHmac } from '../sandbox-store/orders';
import { testEngine } from '../test/database';
import { headers } from '../test/helpers';
import { transactionRetries } from '../lib/transaction';
import { createShopTestApp, SHOP, type ShopTestContext } from '../test/shop';
import { CART_KEYS } from './orderFacts';
import { WEBHOOK_PATHS } from './webhook';

const RACES = Number(process.env.LOCK_ORDER_RACES ?? 1000);
/** Race n starts the payment (n mod 41) - 20 ms after the checkout (before it, when negative). */
const offsetMs = (n: number) => (n % 41) - 20;
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const onPostgres = testEngine === 'postgres' ? describe : describe.skip;

onPostgres('a checkout racing a late payment for the same gift', () => {
  let t: ShopTestContext;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createShopTestApp({ config: { giftHolds: { perBrowser: 100_000, perAddress: 100_000, pendingOrderDays: 3 } } });
    // every error the app logs (a deadlock answered 500 would be one)
    t.app.log.error = ((...args: unknown[]) => void logged.push(JSON.stringify(args).slice(0, 300))) as never;
  }, 60_000);
  afterAll(async () => t?.close());

  it(`${RACES} races: never a 500 nor a deadlock; the payment gives the gift, once`, async () => {
    // a gift sold online in list 1: its product, copied into RACES fresh items
    const [model] = await t.db
      .select({ ordemProdServ: s.listaProdutos.ordemProdServ, codigoShopify: s.produtos.codigoShopify, nome: s.produtos.nome })
      .from(s.listaProdutos)
      .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
      .where(eq(s.listaProdutos.listaId, 1))
      .limit(1);
    const fresh = await t.db
      .insert(s.listaProdutos)
      .values(Array.from({ length: RACES }, () => ({ listaId: 1, ordemProdServ: model!.ordemProdServ, quantidade: 1 })))
      .returning({ id: s.listaProdutos.id });
    // the paying guest's hold on each gift, run out (a late payment): the checkout takes that row over
    const past = new Date(Date.now() - 60 * 60_000);
    await t.db.insert(s.reservas).values(
      fresh.map(({ id }, n) => ({ listaProdutoId: id, listaId: 1, token: `late-${n}`, browserHash: 'b', addressHash: 'a', expiresAt: past, createdAt: past })),
    );
    const statuses: Record<string, number> = {};
    const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);
    for (const [n, { id }] of fresh.entries()) {
      const orderId = 7_700_000_000_000 + n;
      const paid = JSON.stringify({
        id: orderId,
        name: `#R${n}`,
        email: 'bia@example.com',
        total_price: '10.00',
        currency: 'BRL',
        financial_status: 'paid',
        test: false,
        processed_at: '2026-11-20T15:00:00-03:00',
        note_attributes: [{ name: '_lista_id', value: '1' }],
        customer: { id: 2, email: 'bia@example.com', first_name: 'Bia', last_name: 'Lima' },
        billing_address: { name: 'Bia Lima', first_name: 'Bia', last_name: 'Lima' },
        line_items: [
          {
            id: orderId * 10 + 1,
            variant_id: Number(model!.codigoShopify),
            title: model!.nome,
            quantity: 1,
            price: '10.00',
            properties: [
              { name: CART_KEYS.listId, value: '1' },
              { name: CART_KEYS.listItemId, value: String(id) },
            ],
          },
        ],
      });
      const [checkout, payment] = await Promise.all([
        after(-offsetMs(n)).then(() => t.app.inject({
          method: 'POST',
          url: '/shopify/checkout',
          headers: headers(),
          payload: { productId: `gid://shopify/ProductVariant/${model!.codigoShopify}`, quantity: 1, listId: 1, listProductId: id, note: `Lista #1 - item ${id}` },
        })),
        // the payment lands anywhere in the checkout's few milliseconds, from before it to after it
        after(offsetMs(n)).then(() => t.app.inject({
          method: 'POST',
          url: WEBHOOK_PATHS['orders/paid'],
          headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/paid', 'x-shopify-webhook-id': `race-${n}`, 'x-shopify-hmac-sha256': shopifyHmac(paid, SHOP.secret) },
          payload: paid,
        })),
      ]);
      count(`checkout ${checkout.statusCode}`);
      count(`payment ${payment.statusCode}`);
    }
    expect(logged.filter((l) => /deadlock|40P01/i.test(l))).toEqual([]);
    // the lock order alone: not even a deadlock that a retry hid
    expect(transactionRetries.count).toBe(0);
    expect(Object.keys(statuses).filter((k) => /\s5\d\d$/.test(k))).toEqual([]);
    expect(statuses[`payment 200`]).toBe(RACES);
    // every gift given (by the payment), and no hold left on a given gift
    const ids = fresh.map((f) => f.id);
    const unsold = await t.db.select({ id: s.listaProdutos.id }).from(s.listaProdutos).where(inArray(s.listaProdutos.id, ids)).then((rows) => rows);
    expect(unsold.length).toBe(RACES);
    const given = await t.db.select({ id: s.listaProdutos.id }).from(s.listaProdutos).where(eq(s.listaProdutos.vendido, true));
    expect(ids.every((i) => given.some((g) => g.id === i))).toBe(true);
    expect(await t.db.select().from(s.reservas).where(inArray(s.reservas.listaProdutoId, ids))).toEqual([]);
    process.stdout.write(`lock order: ${RACES} races ${JSON.stringify(statuses)}, retries ${transactionRetries.count}\n`);
  }, 600_000);
});
