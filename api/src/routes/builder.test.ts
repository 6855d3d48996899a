jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { eq } from 'drizzle-orm';
import { type ListProductItem } from 'shared-contracts';
import { createKitResponseSchema, listItemResponseSchema, listItemsResponseSchema, sizesColoursResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { colourCode, sizeCode } from '../seed/catalogue';
import { DEMO_PRODUCTS } from '../seed/fixtures';
import { headers, type TestContext } from '../test/helpers';
import { demoProduct, fingerprint, newItem, newKit, newList, startStaffApp } from '../test/staff';
import { BUILDER_MSG } from './builder';

let t: TestContext, sid: string;
let tee: Awaited<ReturnType<typeof demoProduct>>;
let sandal: Awaited<ReturnType<typeof demoProduct>>;
let towel: Awaited<ReturnType<typeof demoProduct>>;
let cups: number, lamp: number;
beforeAll(async () => {
  ({ t, sid } = await startStaffApp());
  tee = await demoProduct(t.db, DEMO_PRODUCTS.kidsTee.codigo);
  sandal = await demoProduct(t.db, DEMO_PRODUCTS.sandal.codigo);
  towel = await demoProduct(t.db, DEMO_PRODUCTS.bathTowel.codigo);
  cups = (await demoProduct(t.db, DEMO_PRODUCTS.cups.codigo)).ordem;
  lamp = (await demoProduct(t.db, DEMO_PRODUCTS.inactiveLamp.codigo)).ordem;
});
afterAll(() => t?.close());

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: headers(sid), ...(payload !== undefined ? { payload: payload as object } : {}) });
async function items(listId: number) {
  const res = await req('GET', `/lista-produtos/${listId}`);
  expect(res.statusCode).toBe(200);
  return listItemsResponseSchema.parse(res.json());
}
const row = async (id: number) => (await t.db.select().from(s.listaProdutos).where(eq(s.listaProdutos.id, id)))[0]!;

/** Expects `status` with `message`, and that nothing staff calls write has changed. */
async function expectRefused(call: () => Promise<{ statusCode: number; json: () => { message: string } }>, status: number, message: string) {
  const before = await fingerprint(t.db);
  const res = await call();
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
  expect(await fingerprint(t.db)).toBe(before);
}

describe('POST /lista-produtos (add a product without variants)', () => {
  it('adds the product to the list (201) and answers the item', async () => {
    const listId = await newList(t.db);
    const res = await req('POST', '/lista-produtos', { listaId: listId, ordemProdServ: cups, quantidade: 2, descricao: '  Para o café da tarde  ' });
    expect(res.statusCode).toBe(201);
    const { listaProduto } = listItemResponseSchema.parse(res.json());
    expect(listaProduto).toMatchObject({ listaId: listId, ordemProdServ: cups, quantidade: 2, descricao: 'Para o café da tarde', variavel: false, vendido: false, grade: null });
    expect(listaProduto.produto).toMatchObject({ nome: DEMO_PRODUCTS.cups.nome, precos: [{ Preco: DEMO_PRODUCTS.cups.preco }] });
    expect((await items(listId)).items.map((i) => i.id)).toContain(listaProduto.id);
  });

  it('stores an empty description as none; digits strings are accepted', async () => {
    const listId = await newList(t.db);
    const res = await req('POST', '/lista-produtos', { listaId: String(listId), ordemProdServ: String(cups), quantidade: '3', descricao: '   ' });
    expect(res.statusCode).toBe(201);
    expect(await row(res.json().listaProduto.id)).toMatchObject({ quantidade: 3, descricao: null });
  });

  it.each([
    ['no product', { quantidade: 1 }, 'Selecione um produto'],
    ['quantity 0', { ordemProdServ: 1, quantidade: 0 }, 'Quantidade mínima é 1'],
    ['a fractional quantity', { ordemProdServ: 1, quantidade: 1.5 }, 'Quantidade mínima é 1'],
    ['an exponent quantity', { ordemProdServ: 1, quantidade: '1e3' }, 'Quantidade mínima é 1'],
    ['a huge quantity', { ordemProdServ: 1, quantidade: 100000 }, 'Quantidade máxima é 999'],
    ['a description over 500 characters', { ordemProdServ: 1, quantidade: 1, descricao: 'x'.repeat(501) }, 'Descrição deve ter no máximo 500 caracteres'],
    ['a product id beyond int4', { ordemProdServ: 2147483648, quantidade: 1 }, 'Selecione um produto'],
  ])('refuses %s (400, nothing changed)', async (_label, body, message) => {
    const listId = await newList(t.db);
    await expectRefused(() => req('POST', '/lista-produtos', { listaId: listId, ...body }), 400, message);
  });

  it('refuses a bad list id, an unknown or archived list, an inactive or unknown product, a body that is not an object', async () => {
    const listId = await newList(t.db);
    const archived = await newList(t.db, { status: 'arquivado' });
    await expectRefused(() => req('POST', '/lista-produtos', { listaId: 'abc', ordemProdServ: cups, quantidade: 1 }), 400, 'Lista inválida');
    await expectRefused(() => req('POST', '/lista-produtos', { listaId: 999999, ordemProdServ: cups, quantidade: 1 }), 404, 'Lista não encontrada');
    await expectRefused(() => req('POST', '/lista-produtos', { listaId: archived, ordemProdServ: cups, quantidade: 1 }), 409, BUILDER_MSG.archivedList);
    await expectRefused(() => req('POST', '/lista-produtos', { listaId: listId, ordemProdServ: lamp, quantidade: 1 }), 404, 'Produto não encontrado ou inativo.');
    await expectRefused(() => req('POST', '/lista-produtos', { listaId: listId, ordemProdServ: 999999, quantidade: 1 }), 404, 'Produto não encontrado ou inativo.');
    await expectRefused(() => req('POST', '/lista-produtos', [1, 2]), 400, 'Corpo da requisição inválido.');
  });
});

describe('POST /lista-produtos/add (add a product variant)', () => {
  const add = (listaId: number, ordemProdServ: number, variant: Record<string, unknown>) =>
    req('POST', '/lista-produtos/add', { listaId, ordemProdServ, quantidade: 1, descricao: null, variavel: true, ...variant });

  it('points the item at the variant of that size and colour', async () => {
    const listId = await newList(t.db);
    const res = await add(listId, tee.ordem, { tamanhoCodigo: sizeCode('6 anos'), corCodigo: colourCode('Azul Marinho') });
    expect(res.statusCode).toBe(201);
    const { listaProduto } = listItemResponseSchema.parse(res.json());
    expect(listaProduto.variavel).toBe(true);
    expect(listaProduto.grade).toMatchObject({ Tamanhos: { Codigo: sizeCode('6 anos'), Nome: '6 anos' }, Cores: { Codigo: colourCode('Azul Marinho'), Nome: 'Azul Marinho' } });
    const variant = tee.grades.find((g) => g.tamanhoCodigo === sizeCode('6 anos') && g.corCodigo === colourCode('Azul Marinho'))!;
    expect(await row(listaProduto.id)).toMatchObject({ ordemProdServGrade: variant.ordem, variavel: true });
  });

  it('takes a size alone or a colour alone for products whose variants have only that ("" is none)', async () => {
    const listId = await newList(t.db);
    const bySize = await add(listId, sandal.ordem, { tamanhoCodigo: sizeCode('37'), corCodigo: '' });
    expect(bySize.statusCode).toBe(201);
    expect(bySize.json().listaProduto.grade).toMatchObject({ Tamanhos: { Nome: '37' }, Cores: null });
    const byColour = await add(listId, towel.ordem, { corCodigo: String(colourCode('Bege')) });
    expect(byColour.statusCode).toBe(201);
    expect(byColour.json().listaProduto.grade).toMatchObject({ Tamanhos: null, Cores: { Nome: 'Bege' } });
  });

  it('answers 404 with a pt-BR message when the product has no such variant (nothing changed)', async () => {
    const listId = await newList(t.db);
    const msg = BUILDER_MSG.variantNotFound;
    await expectRefused(() => add(listId, tee.ordem, { tamanhoCodigo: sizeCode('44'), corCodigo: colourCode('Branco') }), 404, msg);
    // the shirt's variants have a size and a colour: a size alone names none of them
    await expectRefused(() => add(listId, tee.ordem, { tamanhoCodigo: sizeCode('6 anos'), corCodigo: null }), 404, msg);
    await expectRefused(() => add(listId, cups, { corCodigo: colourCode('Branco') }), 404, msg);
  });

  it.each([
    ['neither size nor colour', { tamanhoCodigo: null, corCodigo: null }, 'Selecione Tamanho ou Cor'],
    ['both empty', { tamanhoCodigo: '', corCodigo: '' }, 'Selecione Tamanho ou Cor'],
    ['a negative size', { tamanhoCodigo: -1 }, 'Tamanho inválido'],
    ['a size that is not a number', { tamanhoCodigo: 'M' }, 'Tamanho inválido'],
    ['a fractional colour', { corCodigo: 2.5 }, 'Cor inválida'],
    ['variavel false', { tamanhoCodigo: 1, variavel: false }, 'variavel deve ser verdadeiro'],
  ])('refuses %s (400, nothing changed)', async (_label, variant, message) => {
    const listId = await newList(t.db);
    await expectRefused(() => add(listId, tee.ordem, variant), 400, message);
  });
});

describe('PATCH /lista-produtos/variante/:itemId (edit a variable item)', () => {
  const variantOf = (size: string, colour: string) => tee.grades.find((g) => g.tamanhoCodigo === sizeCode(size) && g.corCodigo === colourCode(colour))!;
  const variableItem = async (over: Partial<typeof s.listaProdutos.$inferInsert> = {}) =>
    newItem(t.db, await newList(t.db), tee.ordem, { variavel: true, ordemProdServGrade: variantOf('4 anos', 'Branco').ordem, descricao: 'Antes', ...over });
  const edit = (id: number | string, body: Record<string, unknown>) =>
    req('PATCH', `/lista-produtos/variante/${id}`, { variavel: true, quantidade: 1, tamanhoCodigo: sizeCode('4 anos'), corCodigo: colourCode('Branco'), ...body });

  it('changes the size, colour and quantity; a description left out is kept', async () => {
    const item = await variableItem();
    const res = await edit(item.id, { quantidade: 3, tamanhoCodigo: sizeCode('8 anos'), corCodigo: colourCode('Amarelo') });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Item atualizado com sucesso!');
    const { listaProduto } = listItemResponseSchema.parse(res.json());
    expect(listaProduto.grade).toMatchObject({ Tamanhos: { Nome: '8 anos' }, Cores: { Nome: 'Amarelo' } });
    expect(await row(item.id)).toMatchObject({ quantidade: 3, descricao: 'Antes', ordemProdServGrade: variantOf('8 anos', 'Amarelo').ordem, variavel: true });
    await edit(item.id, { descricao: '' });
    expect((await row(item.id)).descricao).toBeNull();
  });

  it('refuses a sold item (409), an unknown item (404), a bad id, a missing variant, an archived list; nothing changes', async () => {
    const sold = await variableItem({ vendido: true });
    await expectRefused(() => edit(sold.id, { quantidade: 2 }), 409, 'Item vendido não pode ser editado.');
    await expectRefused(() => edit(2147483647, {}), 404, 'Item não encontrado');
    for (const id of ['1e3', '0', '-4', '2147483648', '0x10']) await expectRefused(() => edit(id, {}), 400, 'ID inválido');
    const item = await variableItem();
    await expectRefused(() => edit(item.id, { tamanhoCodigo: sizeCode('RN') }), 404, BUILDER_MSG.variantNotFound);
    await expectRefused(() => edit(item.id, { quantidade: 0 }), 400, 'Quantidade deve ser maior que 0');
    await expectRefused(() => edit(item.id, { tamanhoCodigo: null, corCodigo: null }), 400, 'Selecione Tamanho ou Cor');
    await expectRefused(() => edit(item.id, { descricao: 'x'.repeat(501) }), 400, 'Descrição deve ter no máximo 500 caracteres');
    await t.db.update(s.listas).set({ status: 'arquivado' }).where(eq(s.listas.id, item.listaId));
    await expectRefused(() => edit(item.id, { quantidade: 2 }), 409, BUILDER_MSG.archivedList);
  });
});

describe('POST /lista-produtos/kit (Criar Kit, Adicionar Item)', () => {
  const save = (anchorItemId: number | string, kitItems: unknown) => req('POST', '/lista-produtos/kit', { anchorItemId, items: kitItems });
  const kitOf = async (listId: number, anchorId: number) => (await items(listId)).kits.find((k) => k.anchor.id === anchorId);

  it('creates the kit around the anchor with its members (one with a variant), then adds to it', async () => {
    const listId = await newList(t.db);
    const anchor = await newItem(t.db, listId, cups);
    const res = await save(anchor.id, [
      { ordemProdServ: tee.ordem, quantidade: 2, descricao: 'Tamanho para 6 anos', variavel: true, tamanhoCodigo: sizeCode('6 anos'), corCodigo: colourCode('Branco') },
      { ordemProdServ: cups, quantidade: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const body = createKitResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: 'Kit criado com sucesso!', created: true });
    expect(body.items).toHaveLength(2);
    const kit = (await kitOf(listId, anchor.id))!;
    expect(kit).toMatchObject({ kitId: body.kitId, kitNome: `Kit ${DEMO_PRODUCTS.cups.nome}` });
    expect(kit.members.map((m: ListProductItem) => [m.produto.nome, m.quantidade, m.variavel, m.grade?.Tamanhos?.Nome ?? null])).toEqual([
      [DEMO_PRODUCTS.kidsTee.nome, 2, true, '6 anos'],
      [DEMO_PRODUCTS.cups.nome, 1, false, null],
    ]);
    expect((await items(listId)).items.map((i) => i.id)).not.toContain(anchor.id);

    const more = await save(anchor.id, [{ ordemProdServ: towel.ordem, quantidade: 1, variavel: true, corCodigo: colourCode('Cinza') }]);
    expect(more.statusCode).toBe(200);
    expect(createKitResponseSchema.parse(more.json())).toMatchObject({ message: 'Item adicionado ao kit!', created: false, kitId: body.kitId });
    expect((await kitOf(listId, anchor.id))!.members).toHaveLength(3);
    expect(await t.db.$count(s.kits, eq(s.kits.anchorItemId, anchor.id))).toBe(1);
  });

  it('makes one kit when two saves around the same item arrive at once', async () => {
    const listId = await newList(t.db);
    const anchor = await newItem(t.db, listId, cups);
    const results = await Promise.all([save(anchor.id, [{ ordemProdServ: cups, quantidade: 1 }]), save(anchor.id, [{ ordemProdServ: cups, quantidade: 2 }])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await t.db.$count(s.kits, eq(s.kits.anchorItemId, anchor.id))).toBe(1);
    expect((await kitOf(listId, anchor.id))!.members).toHaveLength(2);
  });

  it.each([
    ['no products', [], 'Adicione ao menos 1 produto ao kit'],
    ['products that are not a list', 'x', 'Adicione ao menos 1 produto ao kit'],
    ['a product without id', [{ quantidade: 1 }], 'Selecione um produto'],
    ['quantity 0', [{ ordemProdServ: 1, quantidade: 0 }], 'Mínimo 1'],
    ['quantity as text', [{ ordemProdServ: 1, quantidade: 'dois' }], 'Mínimo 1'],
    ['a description over 500 characters', [{ ordemProdServ: 1, quantidade: 1, descricao: 'x'.repeat(501) }], 'Descrição deve ter no máximo 500 caracteres'],
    ['variants on without size or colour', [{ ordemProdServ: 1, quantidade: 1, variavel: true }], 'Selecione Tamanho ou Cor'],
    ['a negative colour', [{ ordemProdServ: 1, quantidade: 1, variavel: true, corCodigo: -2 }], 'Cor inválida'],
    ['more than 50 products', Array.from({ length: 51 }, () => ({ ordemProdServ: 1, quantidade: 1 })), 'No máximo 50 produtos por vez'],
  ])('refuses %s (400, nothing changed)', async (_label, kitItems, message) => {
    const anchor = await newItem(t.db, await newList(t.db), cups);
    await expectRefused(() => save(anchor.id, kitItems), 400, message);
  });

  it('refuses a sold, unknown or member anchor, an archived list, an inactive product or a missing variant; writes nothing', async () => {
    const listId = await newList(t.db);
    const sold = await newItem(t.db, listId, cups, { vendido: true });
    await expectRefused(() => save(sold.id, [{ ordemProdServ: cups, quantidade: 1 }]), 409, BUILDER_MSG.soldAnchor);
    await expectRefused(() => save(2147483647, [{ ordemProdServ: cups, quantidade: 1 }]), 404, 'Item não encontrado');
    await expectRefused(() => save('1e3', [{ ordemProdServ: cups, quantidade: 1 }]), 400, 'Item âncora inválido');
    const { members } = await newKit(t.db, listId, 1);
    await expectRefused(() => save(members[0]!.id, [{ ordemProdServ: cups, quantidade: 1 }]), 409, BUILDER_MSG.memberAnchor);
    const anchor = await newItem(t.db, listId, cups);
    await expectRefused(() => save(anchor.id, [{ ordemProdServ: cups, quantidade: 1 }, { ordemProdServ: lamp, quantidade: 1 }]), 404, 'Produto não encontrado ou inativo.');
    await expectRefused(
      () => save(anchor.id, [{ ordemProdServ: cups, quantidade: 1 }, { ordemProdServ: tee.ordem, quantidade: 1, variavel: true, tamanhoCodigo: sizeCode('44') }]),
      404,
      BUILDER_MSG.variantNotFound,
    );
    const archived = await newItem(t.db, await newList(t.db, { status: 'arquivado' }), cups);
    await expectRefused(() => save(archived.id, [{ ordemProdServ: cups, quantidade: 1 }]), 409, BUILDER_MSG.archivedList);
  });

  it("adds to an existing kit whose anchor is unsold even when members are sold, never to a sold anchor's kit", async () => {
    const listId = await newList(t.db);
    const { anchor } = await newKit(t.db, listId, 2, { members: true });
    expect((await save(anchor.id, [{ ordemProdServ: cups, quantidade: 1 }])).statusCode).toBe(200);
    await t.db.update(s.listaProdutos).set({ vendido: true }).where(eq(s.listaProdutos.id, anchor.id));
    await expectRefused(() => save(anchor.id, [{ ordemProdServ: cups, quantidade: 1 }]), 409, BUILDER_MSG.soldAnchor);
  });
});

describe('GET /tamanhos and GET /cores', () => {
  async function names(url: string) {
    const res = await req('GET', url);
    expect(res.statusCode).toBe(200);
    return sizesColoursResponseSchema.parse(res.json()).map((r) => r.Nome);
  }

  it('answers {Codigo, Nome} rows of the active sizes by name, in natural order, at most 50 by default', async () => {
    const res = await req('GET', '/tamanhos');
    const rows = sizesColoursResponseSchema.parse(res.json());
    expect(rows.length).toBe(await t.db.$count(s.tamanhos, eq(s.tamanhos.ativo, true)));
    expect((await names('/tamanhos?take=5&skip=3')).length).toBe(5);
    await t.db.insert(s.tamanhos).values(Array.from({ length: 20 }, (_, i) => ({ codigo: 900 + i, nome: `Extra ${i}` })));
    expect((await names('/tamanhos')).length).toBe(50);
    expect(rows[0]).toEqual({ Codigo: sizeCode('1 ano'), Nome: '1 ano' });
    const list = rows.map((r) => r.Nome);
    expect(list.slice(0, 4)).toEqual(['1 ano', '2 anos', '3 anos', '4 anos']);
    expect(list.indexOf('10 anos')).toBeGreaterThan(list.indexOf('9 anos'));
    expect(list).not.toContain('11 anos'); // inactive
    expect(list.indexOf('33')).toBeLessThan(list.indexOf('44'));
  });

  it('searches ignoring accents and case, includes inactive ones on request, pages and sorts', async () => {
    expect(await names('/tamanhos?q=UNICO')).toEqual(['Único']);
    expect(await names('/tamanhos?q=xgg')).toEqual([]);
    expect(await names('/tamanhos?q=xgg&onlyActive=false')).toEqual(['XGG']);
    expect(await names('/cores?q=azul')).toEqual(['Azul', 'Azul Bebê', 'Azul Marinho']);
    expect(await names('/cores?q=azul&sort=desc')).toEqual(['Azul Marinho', 'Azul Bebê', 'Azul']);
    expect(await names('/cores?q=azul&skip=1&take=1&orderBy=nome&sort=asc')).toEqual(['Azul Bebê']);
    expect(await names('/cores?q=neon')).toEqual([]);
    expect(await names('/cores?q=%25')).toEqual([]); // LIKE wildcards are literal
    const all = await names('/cores?take=100&onlyActive=false');
    expect(all.length).toBe(await t.db.$count(s.cores));
  });

  it.each([
    ['take 101', '/tamanhos?take=101', 'take deve estar entre 1 e 100'],
    ['take 0', '/cores?take=0', 'take deve estar entre 1 e 100'],
    ['a negative skip', '/tamanhos?skip=-1', 'skip inválido'],
    ['another order', '/cores?orderBy=codigo', 'Ordenação inválida'],
    ['another direction', '/cores?sort=up', 'Ordenação inválida'],
    ['onlyActive not a boolean', '/cores?onlyActive=sim', 'onlyActive deve ser true ou false'],
    ['a search over 100 characters', `/tamanhos?q=${'a'.repeat(101)}`, 'Busca muito longa'],
  ])('refuses %s (400)', async (_label, url, message) => {
    const res = await req('GET', url);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
  });
});
