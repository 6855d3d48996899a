jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The customer dashboard's gift counters against the owner's own screens: 'Presentes Recebidos'
 * counts what the list view's 'Presentes Já Adquiridos' cards count (a kit once, its units apart),
 * and 'Vale-presente recebido' is there only for a customer whose list accepts vale-presente or
 * received one.
 */
import { eq } from 'drizzle-orm';
import { isGiftAcquired, type Gift } from 'shared-contracts';
import { customerDashboardResponseSchema, customerListResponseSchema, customerListsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { DEMO_CUSTOMERS } from '../seed/fixtures';
import { headers, type TestContext } from '../test/helpers';
import { startDemoApp, type DemoSessions } from '../test/signin';
import { newItem, newKit, newList } from '../test/staff';

const MARIA = DEMO_CUSTOMERS.maria;
const JOAO = DEMO_CUSTOMERS.joao;
type Customer = { codigo: number; email: string };
const creds = (c: Customer) => `codigo=${c.codigo}&email=${encodeURIComponent(c.email)}`;

let t: TestContext, sid: DemoSessions;
beforeAll(async () => ({ t, sid } = await startDemoApp()), 60_000);
afterAll(() => t?.close());

const get = (url: string, session: string) => t.app.inject({ method: 'GET', url, headers: headers(session) });
const dashboard = async (c: Customer, session: string) =>
  customerDashboardResponseSchema.parse((await get(`/cliente/listas/dashboard?${creds(c)}`, session)).json());

/** The acquired gifts and their units of every list of `c`, as the owner's list view shows them. */
async function acquiredOnListViews(c: Customer, session: string) {
  const lists = customerListsResponseSchema.parse((await get(`/cliente/listas?${creds(c)}`, session)).json());
  let presentes = 0;
  let unidades = 0;
  for (const { id } of lists) {
    const lista = customerListResponseSchema.parse((await get(`/cliente/listas/${id}/${c.codigo}/${encodeURIComponent(c.email)}`, session)).json());
    const gifts: Gift[] = [...(lista.produtosAvulsos ?? []).map((item): Gift => ({ kind: 'item', item })), ...(lista.kits ?? []).map((kit): Gift => ({ kind: 'kit', kit }))];
    for (const gift of gifts.filter(isGiftAcquired)) {
      presentes += 1;
      unidades += gift.kind === 'item' ? gift.item.quantidade : 1;
    }
  }
  return { presentes, unidades };
}

describe("the dashboard's 'Presentes Recebidos'", () => {
  it("counts the list views' acquired cards: a sold kit once, a loose item once with its units apart", async () => {
    const before = await dashboard(MARIA, sid.maria);
    const listaId = await newList(t.db, { cliForCodigo: MARIA.codigo });
    await newKit(t.db, listaId, 2, { anchor: true, members: true }); // one gift, three sold items
    await newKit(t.db, listaId, 1, { anchor: true }); // a member unsold: not received yet
    await newItem(t.db, listaId, 1, { vendido: true, quantidade: 3 }); // one gift of 3 units
    await newItem(t.db, listaId, 1, { vendido: false });

    const after = await dashboard(MARIA, sid.maria);
    expect(after.presentesRecebidos - before.presentesRecebidos).toBe(2);
    expect(after.unidadesRecebidas - before.unidadesRecebidas).toBe(4);
    expect({ presentes: after.presentesRecebidos, unidades: after.unidadesRecebidas }).toEqual(await acquiredOnListViews(MARIA, sid.maria));
  });
});

describe("the dashboard's 'Vale-presente recebido'", () => {
  it('is null when no active list accepts vale-presente and none was received; there once a list accepts one or one arrived', async () => {
    const joaoLists = await t.db.select({ id: s.listas.id, status: s.listas.status }).from(s.listas).where(eq(s.listas.cliForCodigo, JOAO.codigo));
    await t.db.update(s.listas).set({ aceitaValePresente: false }).where(eq(s.listas.cliForCodigo, JOAO.codigo));
    expect((await dashboard(JOAO, sid.joao)).valePresente).toBeNull();

    // an archived list that accepts it cannot receive one: still null
    const archived = await newList(t.db, { cliForCodigo: JOAO.codigo, status: 'arquivado', aceitaValePresente: true });
    expect((await dashboard(JOAO, sid.joao)).valePresente).toBeNull();

    // one received (on the archived list), though no list accepts one now
    const [pedido] = await t.db
      .insert(s.pedidos)
      .values({ shopifyOrderId: 'dashboard-vale', nome: '#7001', listaId: archived, total: 50, moeda: 'BRL', situacao: 'pago', pagoEm: t.clock.now })
      .returning();
    await t.db.insert(s.valePresentes).values({ pedidoId: pedido!.id, listaId: archived, linhaId: 'l1', variantId: 'v50', valor: 50, quantidade: 1, pagoEm: t.clock.now });
    expect((await dashboard(JOAO, sid.joao)).valePresente).toEqual({ quantidade: 1, total: 50 });
    await t.db.delete(s.valePresentes).where(eq(s.valePresentes.pedidoId, pedido!.id));

    // an active list that accepts it
    const active = joaoLists.find((l) => l.status === 'ativo')!;
    await t.db.update(s.listas).set({ aceitaValePresente: true }).where(eq(s.listas.id, active.id));
    expect((await dashboard(JOAO, sid.joao)).valePresente).toEqual({ quantidade: 0, total: 0 });
  });
});
