jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The report's summaries (migrations 0011 to 0014, decision 040 "Fast on a chain's volume") stay equal to a
 * computation from the source tables after every kind of write the product makes: gifts online,
 * at the till (through the till's own calls) and in gift cards; an order paid after its items
 * were recorded; refunds, a gift given again, undos, cards given back in part and whole; a list
 * moved to another branch and seller; a kit dissolved; an item, an order and a list deleted; and,
 * on PostgreSQL, two transactions giving to one list at the same moment. The report reads them:
 * a gift given a second ago counts, and periods that cut months agree with the lists' trackers.
 */
import { eq, sql } from 'drizzle-orm';
import { reportResponseSchema } from 'shared-contracts/reports';
import { receivedGiftsResponseSchema, registerStoreGiftResponseSchema } from 'shared-contracts/area-schemas';
import { queryRows, type Db } from '../db';
import * as s from '../db/schema';
import { DEMO_USERS } from '../seed/fixtures';
import { testEngine } from '../test/database';
import { headers, type TestContext } from '../test/helpers';
import { newItem, newKit, newList, startStaffApp } from '../test/staff';
import { wholeMonthsOf } from './report';

const SELLER = 9902;
const OTHER_SELLER = 9903;
const [A, B] = [1, 4];
const at = (iso: string) => new Date(iso);
let t: TestContext, sid: string;
let nextOrder = 0;

/**
 * Rows where a summary differs from what the source tables give now (relatorio_*_das_listas over
 * every list, rolled up as the rollups are): empty when they are exact. Rollup rows left at zero
 * by gifts that went away count as absent.
 */
async function mismatches(db: Db): Promise<string[]> {
  const rows = await queryRows<{ r: string }>(
    db,
    sql`with todas as (select array(select id from listas) as ids),
        p as (select f.* from todas, relatorio_presentes_das_listas(todas.ids) f),
        u as (select f.* from todas, relatorio_produtos_das_listas(todas.ids) f),
        pm as (select date_trunc('month', dia::timestamp)::date as mes, canal, filial_id, vendedor_id, sum(quantidade) as quantidade, sum(valor) as valor
                 from p group by 1, 2, 3, 4),
        lm as (select p.lista_id, l.filial_id as lista_filial, l.vendedor_id, l.status, l.created_at as criada_em,
                      array_agg(distinct to_char(p.dia, 'YYYY-MM') order by to_char(p.dia, 'YYYY-MM')) as meses
                 from p join listas l on l.id = p.lista_id group by 1, 2, 3, 4, 5),
        lf as (select p.lista_id, p.filial_id, l.vendedor_id, array_agg(distinct to_char(p.dia, 'YYYY-MM') order by to_char(p.dia, 'YYYY-MM')) as meses
                 from p join listas l on l.id = p.lista_id group by 1, 2, 3),
        ud as (select dia, ordem, sum(quantidade) as quantidade, sum(valor) as valor from u group by 1, 2),
        lc as (select filial_id, vendedor_id, status, count(*)::int as quantidade from listas group by 1, 2, 3),
        lcm as (select date_trunc('month', created_at at time zone 'America/Sao_Paulo')::date as mes, filial_id, vendedor_id, count(*)::int as quantidade
                  from listas group by 1, 2, 3),
        um as (select date_trunc('month', dia::timestamp)::date as mes, ordem, sum(quantidade) as quantidade, sum(valor) as valor from u group by 1, 2)
      select 'relatorio_presentes ' || row_to_json(x)::text as r from (
        select * from relatorio_presentes a full join p b using (lista_id, dia, canal, filial_id)
         where a.quantidade is null or b.quantidade is null
            or (a.lista_filial, a.vendedor_id, a.quantidade, a.valor) is distinct from (b.lista_filial, b.vendedor_id, b.quantidade, b.valor)) x
      union all
      select 'relatorio_produtos ' || row_to_json(x)::text from (
        select * from relatorio_produtos a full join u b using (lista_id, dia, ordem, filial_id)
         where (a.quantidade, a.valor) is distinct from (b.quantidade, b.valor)) x
      union all
      select 'relatorio_presentes_mes ' || row_to_json(x)::text from (
        select a.*, b.quantidade as esperado, b.valor as valor_esperado
          from (select * from relatorio_presentes_mes where quantidade <> 0 or valor <> 0) a
          full join pm b on (a.mes, a.canal, a.filial_id) = (b.mes, b.canal, b.filial_id) and a.vendedor_id is not distinct from b.vendedor_id
         where (a.quantidade, a.valor) is distinct from (b.quantidade, b.valor)) x
      union all
      select 'relatorio_listas ' || row_to_json(x)::text from (
        select * from (select r.*, array(select to_char(make_date(m / 12, m % 12 + 1, 1), 'YYYY-MM') from unnest(r.meses) m order by 1) as meses_texto
                         from relatorio_listas r) a
          full join lm b using (lista_id)
         where (a.lista_filial, a.vendedor_id, a.status, a.criada_em, a.meses_texto) is distinct from (b.lista_filial, b.vendedor_id, b.status, b.criada_em, b.meses)
            or (a.primeiro_mes, a.ultimo_mes) is distinct from (a.meses[1], a.meses[cardinality(a.meses)])) x
      union all
      select 'relatorio_listas_filiais ' || row_to_json(x)::text from (
        select * from (select r.*, array(select to_char(make_date(m / 12, m % 12 + 1, 1), 'YYYY-MM') from unnest(r.meses) m order by 1) as meses_texto
                         from relatorio_listas_filiais r) a
          full join lf b using (lista_id, filial_id)
         where (a.vendedor_id, a.meses_texto) is distinct from (b.vendedor_id, b.meses)
            or (a.primeiro_mes, a.ultimo_mes) is distinct from (a.meses[1], a.meses[cardinality(a.meses)])) x
      union all
      select 'relatorio_listas_contagem ' || row_to_json(x)::text from (
        select a.*, b.quantidade as esperado
          from (select * from relatorio_listas_contagem where quantidade <> 0) a
          full join lc b on (a.filial_id, a.status) = (b.filial_id, b.status) and a.vendedor_id is not distinct from b.vendedor_id
         where a.quantidade is distinct from b.quantidade) x
      union all
      select 'relatorio_listas_criadas_mes ' || row_to_json(x)::text from (
        select a.*, b.quantidade as esperado
          from (select * from relatorio_listas_criadas_mes where quantidade <> 0) a
          full join lcm b on (a.mes, a.filial_id) = (b.mes, b.filial_id) and a.vendedor_id is not distinct from b.vendedor_id
         where a.quantidade is distinct from b.quantidade) x
      union all
      select 'relatorio_produtos_mes ' || row_to_json(x)::text from (
        select a.*, b.quantidade as esperado, b.valor as valor_esperado
          from (select * from relatorio_produtos_mes where quantidade <> 0 or valor <> 0) a full join um b using (mes, ordem)
         where (a.quantidade, a.valor) is distinct from (b.quantidade, b.valor)) x
      union all
      select 'relatorio_produtos_dia ' || row_to_json(x)::text from (
        select a.*, b.quantidade as esperado, b.valor as valor_esperado
          from (select * from relatorio_produtos_dia where quantidade <> 0 or valor <> 0) a full join ud b using (dia, ordem)
         where (a.quantidade, a.valor) is distinct from (b.quantidade, b.valor)) x`,
  );
  return rows.map((row) => row.r);
}

/** How many rows the summaries hold (a check that `mismatches` compares something). */
async function summaryRows(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from relatorio_presentes) + (select count(*) from relatorio_produtos) + (select count(*) from relatorio_listas) + (select count(*) from relatorio_listas_filiais))::int as n`,
  );
  return row!.n;
}

async function order(db: Db, listaId: number, pagoEm: string | null, lines: Array<{ item: number; quantidade?: number; preco: number }>) {
  const [p] = await db
    .insert(s.pedidos)
    .values({ shopifyOrderId: `summary-${++nextOrder}`, nome: `#S${nextOrder}`, listaId, total: 1, moeda: 'BRL', situacao: pagoEm ? 'pago' : 'pendente', pagoEm: pagoEm ? at(pagoEm) : null })
    .returning();
  if (lines.length) {
    await db.insert(s.pedidoItens).values(lines.map((l) => ({ pedidoId: p!.id, listaProdutoId: l.item, titulo: 'x', quantidade: l.quantidade ?? 1, preco: l.preco })));
  }
  return p!.id;
}

async function vale(db: Db, listaId: number, pagoEm: string, valor: number, quantidade: number) {
  const pedidoId = await order(db, listaId, pagoEm, []);
  const [v] = await db
    .insert(s.valePresentes)
    .values({ pedidoId, listaId, linhaId: `v${pedidoId}`, variantId: 'gid://shopify/ProductVariant/1', valor, quantidade, pagoEm: at(pagoEm) })
    .returning();
  return v!;
}

const report = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/relatorios?${query}`, headers: headers(sid) });
  expect(res.statusCode).toBe(200);
  return reportResponseSchema.parse(res.json());
};

beforeAll(async () => {
  ({ t, sid } = await startStaffApp());
  await t.db.insert(s.vendedores).values([
    { codigo: SELLER, nome: 'Vendedora do Resumo' },
    { codigo: OTHER_SELLER, nome: 'Outra Vendedora' },
  ]);
});
afterAll(() => t?.close());

describe("the report's summaries", () => {
  let l1: number, l2: number, l3: number;

  it('hold the seeded gifts as the source tables give them', async () => {
    expect(await mismatches(t.db)).toEqual([]);
    expect(await summaryRows(t.db)).toBeGreaterThan(0);
  });

  it('follow gifts online, at the till and in gift cards, refunds, undos and cards given back', async () => {
    const list = (filialId: number, createdAt: string) => newList(t.db, { filialId, vendedorId: SELLER, createdAt: at(createdAt) });
    [l1, l2, l3] = [await list(A, '2032-02-01T12:00:00Z'), await list(B, '2032-02-10T12:00:00Z'), await list(A, '2032-02-15T12:00:00Z')];

    // online: a loose item and a kit in one order; an order paid after its items were recorded
    const x = await newItem(t.db, l1, 10, { quantidade: 2 });
    const kit = await newKit(t.db, l1, 2);
    const first = await order(t.db, l1, '2032-03-10T15:00:00Z', [
      { item: x.id, quantidade: 2, preco: 50 },
      { item: kit.anchor.id, preco: 30 },
      { item: kit.members[0]!.id, preco: 20 },
      { item: kit.members[1]!.id, preco: 10 },
    ]);
    const y = await newItem(t.db, l2, 11);
    const later = await order(t.db, l2, null, [{ item: y.id, preco: 80 }]);
    expect(await mismatches(t.db)).toEqual([]);
    await t.db.update(s.pedidos).set({ situacao: 'pago', pagoEm: at('2032-03-31T23:30:00-03:00') }).where(eq(s.pedidos.id, later));
    expect(await mismatches(t.db)).toEqual([]);

    // a refund of one kit item, then of the loose item, which is then given again
    await t.db.update(s.pedidoItens).set({ devolvidoEm: at('2032-03-12T12:00:00Z'), devolucaoMotivo: 'reembolso' }).where(eq(s.pedidoItens.listaProdutoId, kit.members[1]!.id));
    await t.db.update(s.pedidoItens).set({ devolvidoEm: at('2032-03-12T12:00:00Z'), devolucaoMotivo: 'reembolso' }).where(eq(s.pedidoItens.listaProdutoId, x.id));
    expect(await mismatches(t.db)).toEqual([]);
    await t.db.update(s.pedidoItens).set({ devolvidoEm: null, devolucaoMotivo: null }).where(eq(s.pedidoItens.listaProdutoId, x.id));
    // the owner's thanks change no figure (and compute nothing)
    await t.db.update(s.pedidoItens).set({ agradecidoEm: at('2032-03-13T12:00:00Z') }).where(eq(s.pedidoItens.pedidoId, first));
    expect(await mismatches(t.db)).toEqual([]);

    // the till, through its own calls: an item and a kit at branch B, one of them undone
    const bought = await newItem(t.db, l1, 15);
    const kit2 = await newKit(t.db, l3, 2);
    const register = async (listaId: number, listaProdutoId: number) => {
      const res = await t.app.inject({ method: 'POST', url: `/presentes-loja/listas/${listaId}`, headers: headers(sid), payload: { listaProdutoId, nome: 'Tia', filialId: B } });
      expect(res.statusCode).toBe(201);
      return registerStoreGiftResponseSchema.parse(res.json()).registro;
    };
    await register(l1, bought.id);
    const kitGift = await register(l3, kit2.anchor.id);
    expect(await mismatches(t.db)).toEqual([]);
    const undone = await t.app.inject({ method: 'POST', url: `/presentes-loja/${kitGift.id}/desfazer`, headers: headers(sid) });
    expect(undone.statusCode).toBe(200);
    expect(await mismatches(t.db)).toEqual([]);
    // a registration moved to another day (a correction by hand) moves its figures
    await t.db.update(s.presentesLoja).set({ registradoEm: at('2032-03-05T14:00:00Z') }).where(eq(s.presentesLoja.listaId, l1));
    expect(await mismatches(t.db)).toEqual([]);

    // gift cards: 3 of 50 with one given back, then a line given back whole
    const cards = await vale(t.db, l2, '2032-03-20T12:00:00Z', 50, 3);
    await t.db.update(s.valePresentes).set({ quantidadeDevolvida: 1 }).where(eq(s.valePresentes.id, cards.id));
    const whole = await vale(t.db, l3, '2032-03-21T12:00:00Z', 200, 1);
    expect(await mismatches(t.db)).toEqual([]);
    await t.db.update(s.valePresentes).set({ quantidadeDevolvida: 1, devolvidoEm: at('2032-03-22T12:00:00Z') }).where(eq(s.valePresentes.id, whole.id));
    expect(await mismatches(t.db)).toEqual([]);
  });

  it("follow a list's branch and seller, a kit dissolved, and deletes of an item, an order and a list", async () => {
    await t.db.update(s.listas).set({ filialId: B, vendedorId: OTHER_SELLER }).where(eq(s.listas.id, l1));
    expect(await mismatches(t.db)).toEqual([]);
    await t.db.update(s.listas).set({ vendedorId: SELLER }).where(eq(s.listas.id, l1));
    await t.db.update(s.listas).set({ status: 'arquivado' }).where(eq(s.listas.id, l2));
    expect(await mismatches(t.db)).toEqual([]);

    // the kit's items count one by one once the kit is gone
    const [kitRow] = await t.db.select({ id: s.kits.id }).from(s.kits).where(eq(s.kits.listaId, l1));
    await t.db.delete(s.kits).where(eq(s.kits.id, kitRow!.id));
    expect(await mismatches(t.db)).toEqual([]);

    // an item with its gift (its order line goes with it), then a whole order, then a whole list
    const [line] = await t.db.select().from(s.pedidoItens).innerJoin(s.listaProdutos, eq(s.listaProdutos.id, s.pedidoItens.listaProdutoId)).where(eq(s.listaProdutos.listaId, l1)).limit(1);
    await t.db.delete(s.listaProdutos).where(eq(s.listaProdutos.id, line!.lista_produtos.id));
    expect(await mismatches(t.db)).toEqual([]);
    await t.db.delete(s.pedidos).where(eq(s.pedidos.listaId, l2));
    expect(await mismatches(t.db)).toEqual([]);
    const doomed = await newList(t.db, { filialId: A, vendedorId: SELLER, createdAt: at('2032-02-01T12:00:00Z') });
    await order(t.db, doomed, '2032-03-15T12:00:00Z', [{ item: (await newItem(t.db, doomed, 20)).id, preco: 70 }]);
    await vale(t.db, doomed, '2032-03-15T13:00:00Z', 100, 1);
    expect(await mismatches(t.db)).toEqual([]);
    await t.db.delete(s.listas).where(eq(s.listas.id, doomed));
    expect(await mismatches(t.db)).toEqual([]);

    // one statement over several lists' rows
    await order(t.db, l3, '2032-03-25T12:00:00Z', [{ item: (await newItem(t.db, l3, 21)).id, preco: 5 }]);
    await t.db.execute(sql`update pedido_itens set preco = preco + 1 where lista_produto_id in (select id from lista_produtos where lista_id in (${l1}, ${l3}))`);
    expect(await mismatches(t.db)).toEqual([]);
  });

  it('count a gift given a second ago', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const query = `de=${today}&ate=${today}&vendedorId=${SELLER}`;
    const before = await report(query);
    const listaId = await newList(t.db, { filialId: A, vendedorId: SELLER });
    await order(t.db, listaId, new Date(Date.now() - 1000).toISOString(), [{ item: (await newItem(t.db, listaId, 30)).id, preco: 42.5 }]);
    const after = await report(query);
    expect(after.resumo.canais.online).toEqual({ quantidade: before.resumo.canais.online.quantidade + 1, valor: before.resumo.canais.online.valor + 42.5 });
    expect(after.resumo.listasCriadas).toBe(before.resumo.listasCriadas + 1);
    expect(await mismatches(t.db)).toEqual([]);
  });

  it('give, for periods that cut months, what the lists’ trackers give', async () => {
    // a list with gifts before and after a period, none in it, does not count in it
    const gap = await newList(t.db, { filialId: B, vendedorId: SELLER, createdAt: at('2032-01-02T12:00:00Z') });
    await order(t.db, gap, '2032-01-15T12:00:00Z', [{ item: (await newItem(t.db, gap, 50)).id, preco: 15 }]);
    await order(t.db, gap, '2032-05-15T12:00:00Z', [{ item: (await newItem(t.db, gap, 51)).id, preco: 25 }]);
    const rows = await t.db.select({ id: s.listas.id, status: s.listas.status, createdAt: s.listas.createdAt }).from(s.listas).where(eq(s.listas.vendedorId, SELLER));
    const lists = rows.map((l) => l.id);
    const gifts: Array<{ listaId: number; canal: string; day: string; valor: number }> = [];
    for (const id of lists) {
      const res = await t.app.inject({ method: 'GET', url: `/lista/${id}/presentes-recebidos`, headers: headers(sid) });
      for (const gift of receivedGiftsResponseSchema.parse(res.json()).presentes) {
        if (gift.canal === 'marcado') continue;
        gifts.push({ listaId: id, canal: gift.canal, day: new Date(gift.data).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }), valor: gift.valor });
      }
    }
    expect(gifts.length).toBeGreaterThan(3);
    const periods = [
      ['2032-03-10', '2032-03-31'],
      ['2032-03-05', '2032-04-02'],
      ['2032-02-15', '2032-03-20'],
      ['2032-03-01', '2032-03-31'],
      ['2032-03-31', '2032-03-31'],
      ['2032-02-01', '2032-04-30'],
      ['2032-01-10', '2032-05-20'],
    ] as const;
    for (const [de, ate] of periods) {
      const r = await report(`de=${de}&ate=${ate}&vendedorId=${SELLER}`);
      const inPeriod = gifts.filter((g) => g.day >= de && g.day <= ate);
      for (const canal of ['online', 'loja', 'vale_presente'] as const) {
        const mine = inPeriod.filter((g) => g.canal === canal);
        expect([de, ate, canal, r.resumo.canais[canal].quantidade]).toEqual([de, ate, canal, mine.length]);
        expect(r.resumo.canais[canal].valor).toBeCloseTo(mine.reduce((sum, g) => sum + g.valor, 0), 2);
      }
      const withGifts = new Set(inPeriod.map((g) => g.listaId)).size;
      const end = new Date(`${ate}T00:00:00-03:00`).getTime() + 86_400_000;
      const active = rows.filter((l) => l.status === 'ativo' && l.createdAt.getTime() < end && inPeriod.some((g) => g.listaId === l.id)).length;
      expect([de, ate, r.resumo.listasComPresente]).toEqual([de, ate, active]);
      const all = r.resumo.presentes.valor + r.resumo.valePresente;
      expect(r.resumo.mediaPorLista).toBeCloseTo(withGifts ? Math.round((all / withGifts) * 100) / 100 : 0, 2);
      expect(r.meses.reduce((sum, m) => sum + m.online + m.loja + m.vale_presente, 0)).toBeCloseTo(all, 2);
    }
  });

  (testEngine === 'postgres' ? it : it.skip)('stay exact when two transactions give to one list at the same moment (PostgreSQL)', async () => {
    const listaId = await newList(t.db, { filialId: A, vendedorId: SELLER });
    const items = [await newItem(t.db, listaId, 40), await newItem(t.db, listaId, 41)];
    // each transaction records its gift, then waits while holding it: the other's summary work must wait for its commit
    await Promise.all(
      items.map((item, i) =>
        t.db.transaction(async (tx) => {
          await order(tx as unknown as Db, listaId, `2032-05-0${i + 1}T12:00:00Z`, [{ item: item.id, preco: 10 + i }]);
          await tx.execute(sql`select pg_sleep(0.3)`);
        }),
      ),
    );
    expect(await mismatches(t.db)).toEqual([]);
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from relatorio_presentes where lista_id = ${listaId}`);
    expect(row!.n).toBe(2);
  });
});

describe('wholeMonthsOf', () => {
  it('gives the whole months inside a period, or none', () => {
    expect(wholeMonthsOf('2031-03-01', '2031-04-30')).toEqual({ from: '2031-03-01', to: '2031-05-01' });
    expect(wholeMonthsOf('2031-03-02', '2031-05-31')).toEqual({ from: '2031-04-01', to: '2031-06-01' });
    expect(wholeMonthsOf('2031-12-01', '2031-12-31')).toEqual({ from: '2031-12-01', to: '2032-01-01' });
    expect(wholeMonthsOf('2031-03-02', '2031-04-29')).toBeNull();
    expect(wholeMonthsOf('2031-03-10', '2031-03-10')).toBeNull();
  });
});
