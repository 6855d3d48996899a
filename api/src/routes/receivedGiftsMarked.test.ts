jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The owner's tracker and the gifts the staff mark sold by hand ('Marcado pela loja'): no order
 * and no till registration stands for them, yet the list view shows them acquired, so the tracker
 * lists them too (what is known: the gift, its value, the day it was marked), the owner may thank
 * them, and unmarking takes them out.
 */
import { eq } from 'drizzle-orm';
import { isGiftAcquired, unitPrice, type Gift } from 'shared-contracts';
import { customerListResponseSchema, receivedGiftsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { DEMO_CUSTOMERS } from '../seed/fixtures';
import { headers, type TestContext } from '../test/helpers';
import { newItem, newKit, newList, sessionFor, startStaffApp } from '../test/staff';

const MARIA = DEMO_CUSTOMERS.maria;

let t: TestContext, sid: string;
beforeAll(async () => ({ t, sid } = await startStaffApp()));
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, session: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(session), ...(payload ? { payload } : {}) });

describe("the tracker's 'Marcado pela loja'", () => {
  it('lists an item and a kit the staff marked sold by hand, beside an online gift; the owner thanks them; unmarking takes them out', async () => {
    const listaId = await newList(t.db, { cliForCodigo: MARIA.codigo });
    const loose = await newItem(t.db, listaId, 1, { quantidade: 2 });
    const { anchor, members } = await newKit(t.db, listaId, 1);
    const partial = await newKit(t.db, listaId, 1); // its anchor marked, its member not: not received yet
    const online = await newItem(t.db, listaId, 4, { vendido: true });
    const [pedido] = await t.db
      .insert(s.pedidos)
      .values({ shopifyOrderId: 'marked-test-order', nome: '#6001', listaId, compradorNome: 'Primo Léo', total: 10, moeda: 'BRL', situacao: 'pago', pagoEm: new Date(t.clock.now.getTime() - 60_000) })
      .returning();
    await t.db.insert(s.pedidoItens).values({ pedidoId: pedido!.id, listaProdutoId: online.id, titulo: 'Item', quantidade: 1, preco: 10 });

    // the staff mark the loose item, the kit's anchor and its member sold by hand
    for (const url of [`/lista-produtos/${loose.id}/vendido`, `/lista-produtos/anchor/${anchor.id}/vendido`, `/lista-produtos/${members[0]!.id}/vendido`, `/lista-produtos/anchor/${partial.anchor.id}/vendido`]) {
      expect((await send('PATCH', url, sid, { vendido: true })).statusCode).toBe(200);
    }

    const maria = await sessionFor(t, 'cliente', MARIA.codigo);
    const tracker = async (session = maria, url = `/cliente/listas/${listaId}/presentes-recebidos`) => receivedGiftsResponseSchema.parse((await send('GET', url, session)).json()).presentes;
    const lista = customerListResponseSchema.parse((await send('GET', `/cliente/listas/${listaId}/${MARIA.codigo}/${encodeURIComponent(MARIA.email)}`, maria)).json());
    const itemOf = (id: number) => lista.produtos!.find((i) => i.id === id)!;
    const rows = await tracker();
    expect(rows).toEqual([
      expect.objectContaining({ canal: 'online', id: pedido!.id, listaProdutoId: online.id, pedido: '#6001' }),
      {
        canal: 'marcado',
        id: loose.id,
        listaProdutoId: loose.id,
        presente: itemOf(loose.id).produto.nome,
        quantidade: 2,
        valor: Math.round(unitPrice(itemOf(loose.id)) * 2 * 100) / 100,
        nome: null,
        email: null,
        mensagem: null,
        loja: null,
        pedido: null,
        data: t.clock.now.toISOString(),
        agradecido: false,
      },
      expect.objectContaining({ canal: 'marcado', id: anchor.id, listaProdutoId: anchor.id, presente: 'Kit Teste', quantidade: 1, pedido: null, data: t.clock.now.toISOString() }),
    ]);
    // as many rows as the list view's 'Presentes Já Adquiridos' cards
    const gifts: Gift[] = [...lista.produtosAvulsos!.map((item): Gift => ({ kind: 'item', item })), ...lista.kits!.map((kit): Gift => ({ kind: 'kit', kit }))];
    expect(rows).toHaveLength(gifts.filter(isGiftAcquired).length);
    // the staff read the same rows
    expect(await tracker(sid, `/lista/${listaId}/presentes-recebidos`)).toEqual(rows);

    // the owner thanks the kit: both its items keep it
    const thank = (id: number, agradecido: boolean) => send('PATCH', `/cliente/listas/${listaId}/presentes-recebidos/agradecimento`, maria, { canal: 'marcado', id, agradecido });
    expect((await thank(anchor.id, true)).statusCode).toBe(200);
    expect((await tracker()).map((r) => [r.canal, r.agradecido])).toEqual([['online', false], ['marcado', false], ['marcado', true]]);
    const thanked = await t.db.select({ id: s.listaProdutos.id, at: s.listaProdutos.agradecidoEm }).from(s.listaProdutos).where(eq(s.listaProdutos.kitId, anchor.kitId!));
    expect(thanked.every((r) => r.at !== null)).toBe(true);
    // an item of another list, or one not sold: 404
    expect((await thank(anchor.id + 1000, true)).statusCode).toBe(404);
    const unsold = await newItem(t.db, listaId, 5);
    expect((await thank(unsold.id, true)).statusCode).toBe(404);

    // unmarked: out of the tracker; marked again: a new gift, not thanked
    expect((await thank(loose.id, true)).statusCode).toBe(200);
    expect((await send('PATCH', `/lista-produtos/${loose.id}/vendido`, sid, { vendido: false })).statusCode).toBe(200);
    expect((await tracker()).map((r) => r.listaProdutoId)).toEqual([online.id, anchor.id]);
    expect((await send('PATCH', `/lista-produtos/${loose.id}/vendido`, sid, { vendido: true })).statusCode).toBe(200);
    expect((await tracker()).find((r) => r.id === loose.id)).toEqual(expect.objectContaining({ canal: 'marcado', agradecido: false }));
  });

  it('does not list an item given online or at the till as marked by hand', async () => {
    const listaId = await newList(t.db, { cliForCodigo: MARIA.codigo });
    const item = await newItem(t.db, listaId, 1);
    const registered = await send('POST', `/presentes-loja/listas/${listaId}`, sid, { listaProdutoId: item.id, nome: 'Tia Rosa', filialId: 4 });
    expect(registered.statusCode).toBe(201);
    const maria = await sessionFor(t, 'cliente', MARIA.codigo);
    const rows = receivedGiftsResponseSchema.parse((await send('GET', `/cliente/listas/${listaId}/presentes-recebidos`, maria)).json()).presentes;
    expect(rows.map((r) => r.canal)).toEqual(['loja']);
  });
});
