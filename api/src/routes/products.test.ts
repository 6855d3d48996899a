jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { and, asc, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { messageResponseSchema } from 'shared-contracts';
import { listItemResponseSchema, listItemsResponseSchema, productLookupResponseSchema, setItemSoldResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { PUBLIC_LIST_ID } from '../seed/fixtures';
import { headers, type TestContext } from '../test/helpers';
import { startStaffApp, newItem, newKit, newList } from '../test/staff';

let t: TestContext, sid: string;
beforeAll(async () => ({ t, sid } = await startStaffApp()));
afterAll(() => t?.close());

const req = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(sid), ...(payload ? { payload } : {}) });
async function items(listId: number, query = '') {
  const res = await req('GET', `/lista-produtos/${listId}${query}`);
  expect(res.statusCode).toBe(200);
  return listItemsResponseSchema.parse(res.json());
}
const row = async (id: number) => (await t.db.select().from(s.listaProdutos).where(eq(s.listaProdutos.id, id)))[0];

describe('GET /lista-produtos/:listId', () => {
  it('returns loose items, kits with anchor and members, stats and the list', async () => {
    const body = await items(PUBLIC_LIST_ID);
    const total = await t.db.$count(s.listaProdutos, eq(s.listaProdutos.listaId, PUBLIC_LIST_ID));
    expect(body.stats).toEqual({ total });
    expect(body.lista).toMatchObject({ id: PUBLIC_LIST_ID, progress: { total } });
    expect(body.kits).toHaveLength(1);
    const kit = body.kits[0]!;
    expect(kit.kitNome).toBe('Kit Cozinha Completa');
    expect(kit.members).toHaveLength(2);
    expect(kit.members.every((m) => m.kitId === kit.kitId)).toBe(true);
    expect(body.items.every((i) => i.kitId == null)).toBe(true);
    const ids = [...body.items.map((i) => i.id), kit.anchor.id, ...kit.members.map((m) => m.id)];
    expect(new Set(ids).size).toBe(total);
    expect(body.items[0]!.produto.precos[0]!.Preco).toBeGreaterThan(0);
  });

  it('filters rows by status; a kit keeps its anchor and only the matching members', async () => {
    const listId = await newList(t.db);
    await newItem(t.db, listId, 10, { vendido: true });
    await newItem(t.db, listId, 11);
    const { anchor, members } = await newKit(t.db, listId, 2);
    await t.db.update(s.listaProdutos).set({ vendido: true }).where(eq(s.listaProdutos.id, members[1]!.id));

    const sold = await items(listId, '?status=vendido');
    expect(sold.items.map((i) => i.ordemProdServ)).toEqual([10]);
    expect(sold.kits).toHaveLength(1);
    expect(sold.kits[0]!.anchor.id).toBe(anchor.id);
    expect(sold.kits[0]!.members.map((m) => m.id)).toEqual([members[1]!.id]);
    expect(sold.stats.total).toBe(5);

    const available = await items(listId, '?status=disponivel');
    expect(available.items.map((i) => i.ordemProdServ)).toEqual([11]);
    expect(available.kits[0]!.members.map((m) => m.id)).toEqual([members[0]!.id]);

    await t.db.update(s.listaProdutos).set({ vendido: true }).where(inArray(s.listaProdutos.id, [anchor.id, members[0]!.id]));
    expect((await items(listId, '?status=disponivel')).kits).toEqual([]);
  });

  it('searches the product name ignoring accents and case', async () => {
    const [product] = await t.db.select().from(s.produtos).where(like(s.produtos.nome, 'Mamadeira Anticólica%')).orderBy(asc(s.produtos.ordem)).limit(1);
    const listId = await newList(t.db);
    await newItem(t.db, listId, product!.ordem);
    await newItem(t.db, listId, 1);
    for (const search of ['anticolica', 'ANTICÓLICA', 'mamadeira anti']) {
      const body = await items(listId, `?search=${encodeURIComponent(search)}`);
      expect(body.items.map((i) => i.produto.nome)).toEqual([product!.nome]);
    }
    expect((await items(listId, '?search=inexistente')).items).toEqual([]);
  });

  it('answers 404 for an unknown list and 400 for a bad status or id', async () => {
    const missing = await req('GET', '/lista-produtos/999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Lista não encontrada']);
    expect((await req('GET', `/lista-produtos/${PUBLIC_LIST_ID}?status=outro`)).json().message).toBe('Status inválido');
    expect((await req('GET', '/lista-produtos/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /lista-produtos/:id', () => {
  it('updates quantity and description of an unsold item', async () => {
    const item = await newItem(t.db, PUBLIC_LIST_ID, 12, { descricao: 'antes' });
    const res = await req('PATCH', `/lista-produtos/${item.id}`, { quantidade: 3, descricao: 'Cor clara' });
    expect(res.statusCode).toBe(200);
    expect(listItemResponseSchema.parse(res.json()).listaProduto).toMatchObject({ id: item.id, quantidade: 3, descricao: 'Cor clara', listaId: PUBLIC_LIST_ID });
    await req('PATCH', `/lista-produtos/${item.id}`, { quantidade: 2 });
    expect(await row(item.id)).toMatchObject({ quantidade: 2, descricao: 'Cor clara' });
  });

  it('refuses a sold item (409), a bad quantity (400) and an unknown item (404)', async () => {
    const sold = await newItem(t.db, PUBLIC_LIST_ID, 12, { vendido: true, quantidade: 1 });
    const res = await req('PATCH', `/lista-produtos/${sold.id}`, { quantidade: 5 });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Item vendido não pode ser editado.']);
    expect((await row(sold.id))!.quantidade).toBe(1);
    const item = await newItem(t.db, PUBLIC_LIST_ID, 12);
    const bad = await req('PATCH', `/lista-produtos/${item.id}`, { quantidade: 0 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Quantidade deve ser maior que 0']);
    expect((await req('PATCH', '/lista-produtos/999999', { quantidade: 1 })).statusCode).toBe(404);
  });
});

describe('PATCH /lista-produtos/:id/vendido', () => {
  it('toggles the sold state', async () => {
    const item = await newItem(t.db, PUBLIC_LIST_ID, 13);
    const on = await req('PATCH', `/lista-produtos/${item.id}/vendido`, { vendido: true });
    expect(setItemSoldResponseSchema.parse(on.json()).listaProduto).toMatchObject({ id: item.id, vendido: true });
    expect(on.json().message).toBe('Marcado como vendido');
    const off = await req('PATCH', `/lista-produtos/${item.id}/vendido`, { vendido: false });
    expect(off.json().message).toBe('Marcado como disponível');
    expect((await row(item.id))!.vendido).toBe(false);
    const bad = await req('PATCH', `/lista-produtos/${item.id}/vendido`, { vendido: 'sim' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'vendido deve ser verdadeiro ou falso']);
  });
});

describe('DELETE /lista-produtos/:id/:listaId/produto/:ordemProdServ', () => {
  it('removes an unsold loose item', async () => {
    const item = await newItem(t.db, PUBLIC_LIST_ID, 14);
    const res = await req('DELETE', `/lista-produtos/${item.id}/${PUBLIC_LIST_ID}/produto/14`);
    expect(res.statusCode).toBe(200);
    expect(messageResponseSchema.parse(res.json()).message).toBe('Item removido com sucesso');
    expect(await row(item.id)).toBeUndefined();
  });

  it('answers 404 when the triple does not match, 409 for sold items and kit anchors', async () => {
    const item = await newItem(t.db, PUBLIC_LIST_ID, 14);
    for (const url of [`/lista-produtos/${item.id}/2/produto/14`, `/lista-produtos/${item.id}/${PUBLIC_LIST_ID}/produto/15`, '/lista-produtos/999999/1/produto/14']) {
      const res = await req('DELETE', url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, 'Item não encontrado']);
    }
    expect(await row(item.id)).toBeDefined();
    const sold = await newItem(t.db, PUBLIC_LIST_ID, 14, { vendido: true });
    const refused = await req('DELETE', `/lista-produtos/${sold.id}/${PUBLIC_LIST_ID}/produto/14`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Item vendido não pode ser removido.']);
    expect(await row(sold.id)).toBeDefined();
    const { anchor } = await newKit(t.db, PUBLIC_LIST_ID);
    const anchorRes = await req('DELETE', `/lista-produtos/${anchor.id}/${PUBLIC_LIST_ID}/produto/${anchor.ordemProdServ}`);
    expect(anchorRes.statusCode).toBe(409);
    expect(await row(anchor.id)).toBeDefined();
  });
});

describe('kits', () => {
  it('the anchor sold toggle changes the anchor only', async () => {
    const { anchor, members } = await newKit(t.db, PUBLIC_LIST_ID, 2);
    const res = await req('PATCH', `/lista-produtos/anchor/${anchor.id}/vendido`, { vendido: true });
    expect(res.statusCode).toBe(200);
    expect(messageResponseSchema.parse(res.json()).message).toBe('Marcado kit como vendido');
    expect(setItemSoldResponseSchema.parse(res.json()).listaProduto).toMatchObject({ id: anchor.id, vendido: true });
    for (const m of members) expect((await row(m.id))!.vendido).toBe(false);
    const off = await req('PATCH', `/lista-produtos/anchor/${anchor.id}/vendido`, { vendido: false });
    expect(off.json().message).toBe('Marcado kit como disponível');
    expect((await row(anchor.id))!.vendido).toBe(false);
    const notAnchor = await req('PATCH', `/lista-produtos/anchor/${members[0]!.id}/vendido`, { vendido: true });
    expect([notAnchor.statusCode, notAnchor.json().message]).toEqual([404, 'Kit não encontrado']);
  });

  it('unlinks a member, which becomes a loose item', async () => {
    const listId = await newList(t.db);
    const { anchor, members } = await newKit(t.db, listId, 2);
    const res = await req('PATCH', `/lista-produtos/${members[0]!.id}/unlink-kit`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Item do kit removido com sucesso' });
    const body = await items(listId);
    expect(body.items.map((i) => i.id)).toEqual([members[0]!.id]);
    expect(body.kits[0]!.members.map((m) => m.id)).toEqual([members[1]!.id]);
    const again = await req('PATCH', `/lista-produtos/${members[0]!.id}/unlink-kit`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'O item não faz parte de um kit.']);
    const anchorRes = await req('PATCH', `/lista-produtos/${anchor.id}/unlink-kit`);
    expect([anchorRes.statusCode, anchorRes.json().message]).toEqual([409, 'O item âncora não pode ser desvinculado: use Remover Kit.']);
    await t.db.update(s.listaProdutos).set({ vendido: true }).where(eq(s.listaProdutos.id, members[1]!.id));
    expect((await req('PATCH', `/lista-produtos/${members[1]!.id}/unlink-kit`)).statusCode).toBe(409);
    expect((await row(members[1]!.id))!.kitId).toBe(anchor.kitId);
  });

  it('removes a kit with its anchor and members', async () => {
    const listId = await newList(t.db);
    const loose = await newItem(t.db, listId, 20);
    const { kit, anchor, members } = await newKit(t.db, listId, 2);
    const res = await req('DELETE', `/lista-produtos/anchor/${anchor.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Kit removido com sucesso' });
    for (const id of [anchor.id, ...members.map((m) => m.id)]) expect(await row(id)).toBeUndefined();
    expect(await t.db.$count(s.kits, eq(s.kits.id, kit.id))).toBe(0);
    expect(await row(loose.id)).toBeDefined();
    const body = await items(listId);
    expect([body.kits, body.items.map((i) => i.id)]).toEqual([[], [loose.id]]);
  });

  it('refuses to remove a kit with a sold item (409, nothing deleted) and an unknown kit (404)', async () => {
    const { kit, anchor, members } = await newKit(t.db, PUBLIC_LIST_ID, 2, { members: true });
    const res = await req('DELETE', `/lista-produtos/anchor/${anchor.id}`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Kit com item vendido não pode ser removido.']);
    for (const id of [anchor.id, ...members.map((m) => m.id)]) expect(await row(id)).toBeDefined();
    expect(await t.db.$count(s.kits, eq(s.kits.id, kit.id))).toBe(1);
    expect((await req('DELETE', '/lista-produtos/anchor/999999')).statusCode).toBe(404);
  });
});

describe('GET /produtos/:codigo', () => {
  it('returns an active product with its first price', async () => {
    const [p] = await t.db.select().from(s.produtos).where(eq(s.produtos.ativo, true)).orderBy(asc(s.produtos.ordem)).limit(1);
    const [preco] = await t.db.select().from(s.produtoPrecos).where(eq(s.produtoPrecos.produtoOrdem, p!.ordem)).orderBy(asc(s.produtoPrecos.id)).limit(1);
    const res = await req('GET', `/produtos/${p!.codigo}`);
    expect(res.statusCode).toBe(200);
    expect(productLookupResponseSchema.parse(res.json())).toMatchObject({ ordem: p!.ordem, nome: p!.nome, fotoUrl: p!.fotoUrl, preco: Number(preco!.preco) });
  });

  it('lists the size and colour codes of the product\'s variants, each pair once', async () => {
    const [withGrade] = await t.db
      .select({ ordem: s.produtos.ordem, codigo: s.produtos.codigo })
      .from(s.produtos)
      .innerJoin(s.grade, eq(s.grade.produtoOrdem, s.produtos.ordem))
      .where(and(eq(s.produtos.ativo, true), isNotNull(s.grade.tamanhoCodigo), isNotNull(s.grade.corCodigo)))
      .limit(1);
    const rows = await t.db.select({ tamanhoCodigo: s.grade.tamanhoCodigo, corCodigo: s.grade.corCodigo }).from(s.grade).where(eq(s.grade.produtoOrdem, withGrade!.ordem));
    const expected = [...new Map(rows.map((r) => [`${r.tamanhoCodigo}/${r.corCodigo}`, r])).values()];
    const res = await req('GET', `/produtos/${withGrade!.codigo}`);
    const { variantes } = productLookupResponseSchema.parse(res.json());
    expect(variantes).toHaveLength(expected.length);
    expect(variantes).toEqual(expect.arrayContaining(expected));
    expect(expected.length).toBeGreaterThan(1);
  });

  it('answers 404 for an inactive or unknown product', async () => {
    const [inactive] = await t.db.select().from(s.produtos).where(eq(s.produtos.ativo, false)).limit(1);
    for (const codigo of [inactive!.codigo, 'nao-existe']) {
      const res = await req('GET', `/produtos/${codigo}`);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Produto não encontrado ou inativo.']);
    }
  });
});
