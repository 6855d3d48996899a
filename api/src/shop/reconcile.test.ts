jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutNote } from 'shared-contracts';
import type { AppConfig } from '../config';
import * as s from '../db/schema';
import { shopifyHmac } from '../sandbox-store/orders';
import { headers, rowCount } from '../test/helpers';
import { createShopTestApp, SHOP, type ShopTestContext } from '../test/shop';
import { RECONCILE_TASK, reconciliationJob, runReconciliation, type ReconcileOptions } from './reconcile';
import { WEBHOOK_PATHS } from './webhook';

let t: ShopTestContext;
beforeAll(async () => {
  // Dropped webhooks leave holds behind until the job runs: room for them from one test browser.
  t = await createShopTestApp({ config: { giftHolds: { perBrowser: 50, perAddress: 50, pendingOrderDays: 3 } } });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => t.dropWebhooks(false));

/** Log lines of the job (to prove what it logs). */
const logged: Array<{ level: string; args: unknown[] }> = [];
const log = (() => {
  const logger: Record<string, unknown> = { level: 'debug' };
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace']) logger[level] = (...args: unknown[]) => logged.push({ level, args });
  logger.child = () => logger;
  return logger as unknown as ReconcileOptions['log'];
})();

const run = (owner = 'api-a', over: Partial<ReconcileOptions> = {}) =>
  runReconciliation({ db: t.db, config: t.app.ctx.config, mailer: t.app.ctx.mailer, now: () => t.clock.now, log, owner, ...over });

/** Loose online items of public active lists not given yet, in id order. */
async function availableItems(): Promise<Array<{ id: number; listaId: number }>> {
  return t.db
    .select({ id: s.listaProdutos.id, listaId: s.listaProdutos.listaId })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .innerJoin(s.listas, eq(s.listas.id, s.listaProdutos.listaId))
    .where(
      and(
        eq(s.listas.status, 'ativo'),
        eq(s.listas.privacidade, 'publico'),
        eq(s.listaProdutos.vendido, false),
        isNull(s.listaProdutos.kitId),
        isNotNull(s.produtos.codigoShopify),
        eq(s.produtos.shopifyAtivo, true),
      ),
    )
    .orderBy(s.listaProdutos.id);
}

const tried = new Set<number>();
/** A guest gives a loose online item at the sandbox store: checkout through the API, then pays; answers the item, its list and the sandbox order id. */
async function give(): Promise<{ itemId: number; listaId: number; orderId: number }> {
  for (const { id: itemId, listaId } of await availableItems()) {
    if (tried.has(itemId)) continue;
    tried.add(itemId);
    const [row] = await t.db
      .select({ code: s.produtos.codigoShopify, quantidade: s.listaProdutos.quantidade })
      .from(s.listaProdutos)
      .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
      .where(eq(s.listaProdutos.id, itemId));
    const created = await t.app.inject({
      method: 'POST',
      url: '/shopify/checkout',
      headers: headers(),
      payload: { productId: `gid://shopify/ProductVariant/${row!.code}`, quantity: row!.quantidade, listId: listaId, listProductId: itemId, note: checkoutNote(listaId, String(itemId)), giverName: 'Beatriz Lima' },
    });
    if (created.statusCode !== 200) continue; // sold out at the store, or held: the next one
    const url = new URL(created.json().checkoutUrl);
    const paid = await t.sandbox.inject({
      method: 'POST',
      url: `${url.pathname}/pagar${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ nome: 'Beatriz Lima', email: 'bia.lima@example.com' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return { itemId, listaId, orderId: t.orders.list().at(-1)!.id };
  }
  throw new Error('no online item left to give');
}

/** The e-mail of list `listaId`'s owner. */
const ownerEmail = async (listaId: number) =>
  (await t.db.select({ email: s.cliFor.email }).from(s.listas).innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo)).where(eq(s.listas.id, listaId)))[0]!.email!;

const isSold = async (itemId: number) => (await t.db.select({ v: s.listaProdutos.vendido }).from(s.listaProdutos).where(eq(s.listaProdutos.id, itemId)))[0]!.v;
const orderRow = async (orderId: number) => (await t.db.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, String(orderId))))[0];

/** Everything the job may change. */
async function fingerprint() {
  const [sold] = await t.db.select({ n: count() }).from(s.listaProdutos).where(eq(s.listaProdutos.vendido, true));
  return {
    sold: sold!.n,
    orders: await t.db.select().from(s.pedidos).orderBy(s.pedidos.id),
    orderItems: await t.db.select().from(s.pedidoItens).orderBy(s.pedidoItens.pedidoId, s.pedidoItens.listaProdutoId),
    mails: await rowCount(t.db, s.mailOutbox),
    holds: await t.db.select().from(s.reservas).orderBy(s.reservas.token),
  };
}

describe('reconciliation with the Admin API: a webhook that Shopify dropped is caught', () => {
  it('(a) a payment whose webhook was lost: the gift stays available until the job runs, then it is given and the owner mailed', async () => {
    t.dropWebhooks(true);
    const { itemId, listaId, orderId } = await give();
    expect(await isSold(itemId)).toBe(false);
    expect(await orderRow(orderId)).toBeUndefined();
    const mailsBefore = await rowCount(t.db, s.mailOutbox);

    const result = await run();
    expect(result).toMatchObject({ status: 'done', orders: 1, applied: 1, caught: 1, failed: 0 });
    expect(await isSold(itemId)).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ situacao: 'pago', compradorNome: 'Beatriz Lima', compradorEmail: 'bia.lima@example.com', listaId });
    expect(await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, itemId))).toEqual([]);
    const mails = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, await ownerEmail(listaId))).orderBy(s.mailOutbox.id);
    expect(await rowCount(t.db, s.mailOutbox)).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toMatch(/^Você ganhou um presente: /);
    expect(mails.at(-1)!.text).toContain('Quem presenteou: Beatriz Lima');

    // the lease row keeps the owner, the cursor and the run
    const [task] = await t.db.select().from(s.tarefas).where(eq(s.tarefas.nome, RECONCILE_TASK));
    expect(task).toMatchObject({ dono: 'api-a', ultimaExecucao: t.clock.now });
    expect(JSON.parse(task!.cursor!)).toMatchObject({ since: expect.any(String), seen: { [String(orderId)]: expect.any(String) } });
    // logs: counts and order ids, never the token nor the giver
    const text = JSON.stringify(logged);
    expect(text).toContain(String(orderId));
    for (const secret of [SHOP.adminToken, 'bia.lima@example.com', 'Beatriz']) expect(text).not.toContain(secret);
  });

  it('(d) running the job again changes nothing', async () => {
    const before = await fingerprint();
    const again = await run();
    expect(again).toMatchObject({ status: 'done', applied: 0, caught: 0, failed: 0 });
    expect(again.unchanged).toBe(again.orders);
    t.clock.advance(10 * 60_000);
    expect(await run()).toMatchObject({ status: 'done', caught: 0 });
    expect(await fingerprint()).toEqual(before);
  });

  it('(d) an order whose webhook arrived is applied by the job without any change', async () => {
    const { itemId, orderId } = await give();
    expect(await isSold(itemId)).toBe(true);
    const before = await fingerprint();
    expect(await run()).toMatchObject({ status: 'done', applied: 1, caught: 0 });
    expect(await fingerprint()).toEqual(before);
    expect((await orderRow(orderId))!.situacao).toBe('pago');
  });

  it('(b) a cancellation whose webhook was lost: the job makes the gift available again', async () => {
    const { itemId, orderId } = await give();
    expect(await isSold(itemId)).toBe(true);
    t.dropWebhooks(true);
    const cancelled = await t.orders.cancel(orderId);
    expect(cancelled.delivered).toBe(false);
    expect(await isSold(itemId)).toBe(true);

    t.clock.advance(10 * 60_000);
    expect(await run()).toMatchObject({ status: 'done', caught: 1, failed: 0 });
    expect(await isSold(itemId)).toBe(false);
    expect(await orderRow(orderId)).toMatchObject({ situacao: 'cancelado', canceladoEm: expect.any(Date) });
    const [item] = await t.db.select().from(s.pedidoItens).where(eq(s.pedidoItens.listaProdutoId, itemId));
    expect(item!.devolucaoMotivo).toBe('Pedido cancelado');
    expect(await run()).toMatchObject({ caught: 0 });
  });

  it('(c) a refund whose webhook was lost: the job makes the refunded gift available again; the late webhook changes nothing', async () => {
    const { itemId, orderId } = await give();
    const order = t.orders.find(orderId)!;
    const giftLine = order.payload.line_items.find((l) => l.properties.some((p) => p.name === '_lista_produto_id'))!;
    t.dropWebhooks(true);
    const { refund } = await t.orders.refund(orderId, [{ lineItemId: giftLine.id }]);
    expect(await isSold(itemId)).toBe(true);

    t.clock.advance(10 * 60_000);
    expect(await run()).toMatchObject({ status: 'done', caught: 1, failed: 0 });
    expect(await isSold(itemId)).toBe(false);
    const row = (await orderRow(orderId))!;
    expect([row.reembolsos, row.linhasReembolsadas]).toEqual([[String(refund.id)], [String(giftLine.id)]]);

    // Shopify delivers the refund after all (a late retry): it is the same refund, nothing changes
    const before = await fingerprint();
    const body = JSON.stringify(order.payload.refunds.at(-1));
    const late = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATHS['refunds/create'],
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'refunds/create', 'x-shopify-webhook-id': 'late-refund', 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) },
      payload: body,
    });
    expect(late.statusCode).toBe(200);
    const after = await fingerprint();
    expect({ ...after, orders: after.orders.map((o) => ({ ...o, updatedAt: null })) }).toEqual({ ...before, orders: before.orders.map((o) => ({ ...o, updatedAt: null })) });
  });

  it('(e) two processes at once: only one takes the lease and does the work; the other takes over once it expires', async () => {
    t.dropWebhooks(true);
    const { itemId } = await give();
    t.clock.advance(30 * 60_000); // api-a's lease has run out
    const [b, c] = await Promise.all([run('api-b'), run('api-c')]);
    const [winner, loser] = b.status === 'done' ? [b, c] : [c, b];
    expect([winner.status, loser.status]).toEqual(['done', 'not-leader']);
    expect(loser).toMatchObject({ orders: 0, applied: 0 });
    expect(winner).toMatchObject({ caught: 1 });
    expect(await isSold(itemId)).toBe(true);
    const owner = b === winner ? 'api-b' : 'api-c';
    const other = owner === 'api-b' ? 'api-c' : 'api-b';
    expect((await t.db.select().from(s.tarefas).where(eq(s.tarefas.nome, RECONCILE_TASK)))[0]!.dono).toBe(owner);

    // the holder keeps it run after run; the other gets it only when the holder stops renewing
    t.clock.advance(10 * 60_000);
    expect((await run(other)).status).toBe('not-leader');
    expect((await run(owner)).status).toBe('done');
    t.clock.advance(12 * 60_000);
    expect((await run(other)).status).toBe('done');
    expect((await run(owner)).status).toBe('not-leader');
  });

  it('waits and asks again when Shopify answers THROTTLED', async () => {
    t.clock.advance(30 * 60_000);
    const waits: number[] = [];
    let calls = 0;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls += 1;
      if (calls === 1) {
        const throttled = { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }], extensions: { cost: { requestedQueryCost: 102, actualQueryCost: null, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 2, restoreRate: 50 } } } };
        return new Response(JSON.stringify(throttled), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return fetch(url, init);
    }) as typeof fetch;
    const result = await run('api-a', { fetchImpl, sleep: async (ms) => void waits.push(ms) });
    expect(result.status).toBe('done');
    expect(waits).toEqual([2000]);
  });
});

describe('reconciliation: the Admin token', () => {
  it('(f) without a token the job is off (one log line at start), and the store refuses a wrong token (the cursor stays)', async () => {
    const config = t.app.ctx.config;
    const withToken = (adminToken: string | undefined): AppConfig => ({ ...config, shopify: { ...config.shopify, adminToken } });
    t.clock.advance(30 * 60_000);
    const cursor = (await t.db.select().from(s.tarefas).where(eq(s.tarefas.nome, RECONCILE_TASK)))[0]!.cursor;

    expect(await run('api-a', { config: withToken(undefined) })).toMatchObject({ status: 'off', orders: 0 });
    const refused = await run('api-a', { config: withToken('wrong-token') });
    expect(refused).toMatchObject({ status: 'failed', orders: 0, applied: 0 });
    expect((await t.db.select().from(s.tarefas).where(eq(s.tarefas.nome, RECONCILE_TASK)))[0]!.cursor).toBe(cursor);
    expect(JSON.stringify(logged)).toContain('HTTP 401');
    expect(JSON.stringify(logged)).not.toContain('wrong-token');

    const lines: string[] = [];
    const app = { ctx: { ...t.app.ctx, config: withToken(undefined) }, log: { info: (_details: object, m: string) => lines.push(m) } } as unknown as FastifyInstance;
    expect(reconciliationJob(app.ctx, app.log)).toBeNull();
    expect(lines).toEqual(['Reconciliation off: SHOPIFY_ADMIN_TOKEN (and a store) not configured']);
  });

  it('as a job (docs/decisions/033): one run, then the lease is released, so another process can run at once', async () => {
    t.clock.advance(30 * 60_000);
    const infos: unknown[][] = [];
    const quiet = () => undefined;
    const app = { ctx: t.app.ctx, log: { info: (...a: unknown[]) => infos.push(a), debug: quiet, warn: quiet, error: quiet, child: () => app.log } } as unknown as FastifyInstance;
    const job = reconciliationJob(app.ctx, app.log, 'api-job')!;
    await job();
    expect(infos.find((a) => a[1] === 'reconciliation done')![0]).toMatchObject({ orders: expect.any(Number), applied: expect.any(Number), failed: 0 });
    const [row] = await t.db.select().from(s.tarefas).where(inArray(s.tarefas.dono, ['api-job']));
    expect(row).toMatchObject({ ate: null });
    // without the release, the lease of a run would keep 'api-other' out until it expired
    expect((await run('api-other')).status).toBe('done');
  });
});
