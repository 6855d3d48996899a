jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The chain's report (decision 040): the sums per channel, branch, seller and month over a known
 * fixture in March and April 2031 (a seller of its own isolates it from the demo data), with an
 * undone till registration, a refunded online gift, a given-back vale-presente and São Paulo's
 * day boundaries, none of which may count wrongly; and the figures agree with the lists' own
 * trackers (GET /lista/{id}/presentes-recebidos).
 */
import type { ReportResponse } from 'shared-contracts';
import { reportResponseSchema, REPORT_MSG } from 'shared-contracts/reports';
import { receivedGiftsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { DEMO_USERS } from '../seed/fixtures';
import { headers, type TestContext } from '../test/helpers';
import { newItem, newKit, newList, startStaffApp } from '../test/staff';
import { monthsOf } from './report';

const SELLER = 9901;
const [A, B] = [1, 4];
const at = (iso: string) => new Date(iso);
let t: TestContext, sid: string;
const lists: Record<'l1' | 'l2' | 'l3' | 'l4', number> = { l1: 0, l2: 0, l3: 0, l4: 0 };
let nextOrder = 0;

async function order(listaId: number, pagoEm: string, lines: Array<{ item: number; quantidade: number; preco: number; devolvido?: boolean }>) {
  const [p] = await t.db
    .insert(s.pedidos)
    .values({ shopifyOrderId: `report-${++nextOrder}`, nome: `#R${nextOrder}`, listaId, total: 1, moeda: 'BRL', situacao: 'pago', pagoEm: at(pagoEm) })
    .returning();
  for (const l of lines) {
    await t.db.insert(s.pedidoItens).values({
      pedidoId: p!.id,
      listaProdutoId: l.item,
      titulo: 'x',
      quantidade: l.quantidade,
      preco: l.preco,
      ...(l.devolvido ? { devolvidoEm: at('2031-03-20T12:00:00Z'), devolucaoMotivo: 'reembolso' } : {}),
    });
  }
  return p!.id;
}

async function till(listaId: number, filialId: number, registradoEm: string, valor: number, items: number[], over: Partial<typeof s.presentesLoja.$inferInsert> = {}) {
  const [p] = await t.db
    .insert(s.presentesLoja)
    .values({ listaId, listaProdutoId: items[0]!, presente: 'x', quantidade: 1, valor, nome: 'Tia', filialId, registradoPor: DEMO_USERS.superUser.codigo, registradoEm: at(registradoEm), ...over })
    .returning();
  await t.db.insert(s.presenteLojaItens).values(items.map((listaProdutoId) => ({ presenteId: p!.id, listaProdutoId, ativo: !over.desfeitoEm })));
}

async function vale(listaId: number, pagoEm: string, valor: number, quantidade: number, over: Partial<typeof s.valePresentes.$inferInsert> = {}) {
  const pedidoId = await order(listaId, pagoEm, []);
  await t.db.insert(s.valePresentes).values({ pedidoId, listaId, linhaId: `v${pedidoId}`, variantId: 'gid://shopify/ProductVariant/1', valor, quantidade, pagoEm: at(pagoEm), ...over });
}

beforeAll(async () => {
  ({ t, sid } = await startStaffApp());
  await t.db.insert(s.vendedores).values({ codigo: SELLER, nome: 'Vendedora do Teste' });
  const list = (filialId: number, createdAt: string, status = 'ativo') => newList(t.db, { filialId, vendedorId: SELLER, createdAt: at(createdAt), status });
  lists.l1 = await list(A, '2031-03-02T12:00:00Z');
  lists.l2 = await list(B, '2031-04-10T12:00:00Z');
  lists.l3 = await list(A, '2030-12-01T12:00:00Z', 'arquivado');
  lists.l4 = await list(A, '2031-05-05T12:00:00Z');

  // online: an item (2 × 50) and a kit (30 + 20) in one order; an item at 23:30 of 30 April in São Paulo (counts in April)
  const x = await newItem(t.db, lists.l1, 10, { quantidade: 2 });
  const kit = await newKit(t.db, lists.l1, 1);
  await order(lists.l1, '2031-03-10T15:00:00Z', [{ item: x.id, quantidade: 2, preco: 50 }, { item: kit.anchor.id, quantidade: 1, preco: 30 }, { item: kit.members[0]!.id, quantidade: 1, preco: 20 }]);
  const y = await newItem(t.db, lists.l1, 11);
  await order(lists.l1, '2031-05-01T02:30:00Z', [{ item: y.id, quantidade: 1, preco: 80 }]);
  // 1 May 00:00 in São Paulo: out of the period; a refunded line: never counts
  const z = await newItem(t.db, lists.l2, 12);
  await order(lists.l2, '2031-05-01T03:00:00Z', [{ item: z.id, quantidade: 1, preco: 999 }]);
  const refunded = await newItem(t.db, lists.l2, 13);
  await order(lists.l2, '2031-03-15T12:00:00Z', [{ item: refunded.id, quantidade: 1, preco: 500, devolvido: true }]);
  // an archived list's gift counts in the sums, not among the active lists with gifts
  const w = await newItem(t.db, lists.l3, 14);
  await order(lists.l3, '2031-03-20T12:00:00Z', [{ item: w.id, quantidade: 1, preco: 40 }]);

  // the till: list 1's item at branch B; a kit of 3 units on list 2 at B; an undone registration
  const bought = await newItem(t.db, lists.l1, 15);
  await till(lists.l1, B, '2031-04-05T14:00:00Z', 120, [bought.id]);
  const kit2 = await newKit(t.db, lists.l2, 2);
  await till(lists.l2, B, '2031-04-12T14:00:00Z', 90, [kit2.anchor.id, ...kit2.members.map((m) => m.id)], { kitId: kit2.kit.id });
  const undone = await newItem(t.db, lists.l2, 16);
  await till(lists.l2, B, '2031-04-13T14:00:00Z', 700, [undone.id], { desfeitoEm: at('2031-04-13T15:00:00Z'), desfeitoPor: DEMO_USERS.superUser.codigo });

  // vale-presente: 3 cards of 50, one refunded (100 held); a line given back whole
  await vale(lists.l2, '2031-04-20T12:00:00Z', 50, 3, { quantidadeDevolvida: 1 });
  await vale(lists.l2, '2031-04-21T12:00:00Z', 200, 1, { devolvidoEm: at('2031-04-22T12:00:00Z') });
});
afterAll(() => t?.close());

const report = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/relatorios?${query}`, headers: headers(sid) });
  expect(res.statusCode).toBe(200);
  return reportResponseSchema.parse(res.json());
};
const PERIOD = `de=2031-03-01&ate=2031-04-30&vendedorId=${SELLER}`;

describe('GET /relatorios', () => {
  let all: ReportResponse;
  beforeAll(async () => (all = await report(PERIOD)));

  it('sums each channel once, in São Paulo days, without what was undone, refunded or given back', () => {
    expect(all.resumo).toEqual({
      listasCriadas: 2,
      listasAtivas: 2,
      listasComPresente: 2,
      taxaListasComPresente: 1,
      presentes: { quantidade: 6, valor: 480 },
      valePresente: 100,
      // 580 over the three lists that received something
      mediaPorLista: 193.33,
      canais: { online: { quantidade: 4, valor: 270 }, loja: { quantidade: 2, valor: 210 }, vale_presente: { quantidade: 1, valor: 100 } },
    });
  });

  it('counts a till gift at the branch that registered it, the rest at the list’s branch', () => {
    const [a, b] = [all.filiais.find((f) => f.filialId === A)!, all.filiais.find((f) => f.filialId === B)!];
    expect(all.filiais).toHaveLength(2);
    expect(a).toMatchObject({ listasCriadas: 1, listasAtivas: 1, listasComPresente: 1, taxaListasComPresente: 1, presentes: { quantidade: 4, valor: 270 }, valePresente: 0, mediaPorLista: 135 });
    expect(b).toMatchObject({ listasCriadas: 1, listasAtivas: 1, listasComPresente: 1, presentes: { quantidade: 2, valor: 210 }, valePresente: 100, mediaPorLista: 155 });
    expect(b.canais.loja).toEqual({ quantidade: 2, valor: 210 });
  });

  it('gives the seller, every month of the period, and the products most given', () => {
    expect(all.vendedores).toEqual([
      {
        vendedorId: SELLER,
        nome: 'Vendedora do Teste',
        listasAbertas: 2,
        valor: 580,
        canais: { online: { quantidade: 4, valor: 270 }, loja: { quantidade: 2, valor: 210 }, vale_presente: { quantidade: 1, valor: 100 } },
      },
    ]);
    expect(all.meses).toEqual([
      { mes: '2031-03', online: 190, loja: 0, vale_presente: 0 },
      { mes: '2031-04', online: 80, loja: 210, vale_presente: 0 + 100 },
    ]);
    // the kit registered at the till: 90 shared by its 3 units; every unit's R$ adds up to the gifts' R$
    expect(all.produtos.reduce((sum, p) => sum + p.valor, 0)).toBeCloseTo(480, 2);
    expect(all.produtos[0]).toMatchObject({ ordem: 10, quantidade: 2, valor: 100 });
    expect(all.produtos.find((p) => p.ordem === 3)).toMatchObject({ quantidade: 2, valor: 50 }); // 20 online + 30 at the till
  });

  it('under a branch filter, keeps the gifts that count there and the lists of that branch', async () => {
    const b = await report(`${PERIOD}&filialId=${B}`);
    expect(b.resumo).toMatchObject({ listasCriadas: 1, listasAtivas: 1, listasComPresente: 1, presentes: { quantidade: 2, valor: 210 }, valePresente: 100, mediaPorLista: 155 });
    expect(b.filiais.map((f) => f.filialId)).toEqual([B]);
    expect(b.vendedores[0]).toMatchObject({ valor: 310, listasAbertas: 1 });
    expect(b.produtos.reduce((sum, p) => sum + p.quantidade, 0)).toBe(4); // the till's item and kit units
  });

  it('agrees with the lists’ own trackers', async () => {
    const sums = { online: [0, 0], loja: [0, 0], vale_presente: [0, 0] } as Record<string, [number, number]>;
    for (const id of Object.values(lists)) {
      const res = await t.app.inject({ method: 'GET', url: `/lista/${id}/presentes-recebidos`, headers: headers(sid) });
      for (const gift of receivedGiftsResponseSchema.parse(res.json()).presentes) {
        const day = new Date(gift.data).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
        if (gift.canal === 'marcado' || day < '2031-03-01' || day > '2031-04-30') continue;
        sums[gift.canal]![0] += 1;
        sums[gift.canal]![1] += gift.valor;
      }
    }
    for (const canal of ['online', 'loja', 'vale_presente'] as const) {
      expect([all.resumo.canais[canal].quantidade, all.resumo.canais[canal].valor]).toEqual(sums[canal]);
    }
  });

  it('answers 400 with a message in pt-BR for a bad period or id', async () => {
    for (const [query, message] of [
      ['de=2031-02-30&ate=2031-03-01', REPORT_MSG.from],
      ['de=2031-03-01&ate=31/03/2031', REPORT_MSG.to],
      ['de=2031-04-01&ate=2031-03-01', REPORT_MSG.order],
      ['de=2020-01-01&ate=2025-01-01', REPORT_MSG.tooLong],
      ['de=2031-01-01&ate=2031-01-31&filialId=0', REPORT_MSG.branch],
      ['de=2031-01-01&ate=2031-01-31&vendedorId=1e3', REPORT_MSG.seller],
      ['ate=2031-01-31', REPORT_MSG.from],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/relatorios?${query}`, headers: headers(sid) });
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
    // five years exactly is allowed
    expect((await t.app.inject({ method: 'GET', url: '/relatorios?de=2026-01-01&ate=2030-12-31', headers: headers(sid) })).statusCode).toBe(200);
  });
});

describe('monthsOf', () => {
  it('lists every month of a period, across years', () => {
    expect(monthsOf('2030-11-15', '2031-02-01')).toEqual(['2030-11', '2030-12', '2031-01', '2031-02']);
    expect(monthsOf('2031-03-01', '2031-03-31')).toEqual(['2031-03']);
  });
});
