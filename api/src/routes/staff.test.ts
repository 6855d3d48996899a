jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { BRANCH_NAMES, messageResponseSchema, verifyMagicLinkResponseSchema } from 'shared-contracts';
import { branchesResponseSchema, cliForResponseSchema, createListResponseSchema, fetchListResponseSchema, sellerResponseSchema, staffListsResponseSchema, staffMetricsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import {
  ARCHIVED_LIST_SLUG,
  DEMO_CUSTOMERS,
  GUESTS_ONLY_LIST_SLUG,
  PRIVATE_LIST_SLUG,
  PUBLIC_LIST_ID,
  PUBLIC_LIST_SLUG,
  PUBLIC_LIST_TITLE,
} from '../seed/fixtures';
import { headers, type TestContext } from '../test/helpers';
import { startStaffApp, newList } from '../test/staff';
import { WELCOME_LINK_TTL_MS } from '../auth/signIn';

let t: TestContext, sid: string;
beforeAll(async () => ({ t, sid } = await startStaffApp()));
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: headers(sid) });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: headers(sid), payload });

async function staffLists(query: string) {
  const res = await get(`/lista${query}`);
  expect(res.statusCode).toBe(200);
  return staffListsResponseSchema.parse(res.json());
}
const listId = async (slug: string) => (await t.db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.slug, slug)))[0]!.id;

const form = (over: Record<string, unknown> = {}) => ({
  codigoCliFor: DEMO_CUSTOMERS.maria.codigo,
  clientName: DEMO_CUSTOMERS.maria.nome,
  clientEmail: DEMO_CUSTOMERS.maria.email,
  vendedorId: 201,
  vendedorName: 'Rita Fernandes',
  titulo: 'Formatura da Ana Lúcia',
  categoriaId: 5,
  filialId: 4,
  dataEvento: '2031-05-20',
  localEvento: 'Clube Macapá, Macapá - AP',
  descricao: 'Venha celebrar!',
  ...over,
});

describe('GET /lista', () => {
  it('lists active lists of every privacy, 50 per page, with meta, customer and progress', async () => {
    const body = await staffLists('');
    const ativas = await t.db.$count(s.listas, eq(s.listas.status, 'ativo'));
    expect(body.meta).toEqual({ totalItems: ativas, itemsPerPage: 50, currentPage: 1, totalPages: Math.ceil(ativas / 50) });
    expect(body.items).toHaveLength(Math.min(50, ativas));
    expect(body.items.every((l) => l.status === 'ativo')).toBe(true);
    const all = (await staffLists('?limit=100&page=1')).items.concat((await staffLists('?limit=100&page=2')).items);
    const slugs = all.map((l) => l.slug);
    expect(slugs).toEqual(expect.arrayContaining([PUBLIC_LIST_SLUG, PRIVATE_LIST_SLUG, GUESTS_ONLY_LIST_SLUG]));
    expect(slugs).not.toContain(ARCHIVED_LIST_SLUG);
    const one = all.find((l) => l.id === PUBLIC_LIST_ID)!;
    expect(one.cli_for).toEqual({ Codigo: DEMO_CUSTOMERS.maria.codigo, Nome: DEMO_CUSTOMERS.maria.nome, Email: DEMO_CUSTOMERS.maria.email });
    const [items] = await t.db
      .select({ n: count(), v: sql<number>`count(*) filter (where ${s.listaProdutos.vendido})`.mapWith(Number) })
      .from(s.listaProdutos)
      .where(eq(s.listaProdutos.listaId, PUBLIC_LIST_ID));
    expect(one.progress).toMatchObject({ total: items!.n, vendidos: items!.v });
  });

  it('pages without overlap', async () => {
    const p1 = await staffLists('?limit=10&page=1');
    const p2 = await staffLists('?limit=10&page=2');
    expect(p2.meta).toMatchObject({ itemsPerPage: 10, currentPage: 2, totalPages: Math.ceil(p1.meta.totalItems / 10) });
    expect(p2.items).toHaveLength(10);
    const ids1 = new Set(p1.items.map((l) => l.id));
    expect(p2.items.some((l) => ids1.has(l.id))).toBe(false);
  });

  it('searches the title ignoring accents and case', async () => {
    const body = await staffLists(`?search=${encodeURIComponent('CASAMENTO maria E JOAO')}`);
    expect(body.items.map((l) => l.titulo)).toContain(PUBLIC_LIST_TITLE);
    expect(body.items.every((l) => l.titulo.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes('casamento maria e joao'))).toBe(true);
  });

  it('searches the list id when the text is a number, private lists included', async () => {
    const privateId = await listId(PRIVATE_LIST_SLUG);
    const body = await staffLists(`?search=${privateId}`);
    expect(body.items.map((l) => l.id)).toContain(privateId);
    expect(body.items[0]!.id).toBe(privateId);
    expect(body.items.every((l) => String(l.id).startsWith(String(privateId)) || l.titulo.includes(String(privateId)))).toBe(true);
    expect((await staffLists('?search=999999')).items).toEqual([]);
  });

  it("a numeric search ranks the exact id first, then ids starting with the digits, then titles ('1' showed #82, #52, #12 before #1)", async () => {
    const all = await t.db
      .select({ id: s.listas.id, titulo: s.listas.titulo, createdAt: s.listas.createdAt })
      .from(s.listas)
      .where(eq(s.listas.status, 'ativo'))
      .orderBy(desc(s.listas.createdAt), desc(s.listas.id));
    const prefixed = all.filter((l) => l.id !== 1 && String(l.id).startsWith('1')).map((l) => l.id);
    const titled = all.filter((l) => !String(l.id).startsWith('1') && l.titulo.includes('1')).map((l) => l.id);
    expect(all.some((l) => l.id === 1)).toBe(true);
    expect(prefixed.length).toBeGreaterThan(10);
    const expected = [1, ...prefixed, ...titled];

    const whole = await staffLists('?search=1&limit=100');
    expect(whole.items.map((l) => l.id)).toEqual(expected.slice(0, 100));
    expect(whole.meta).toMatchObject({ totalItems: expected.length, totalPages: Math.ceil(expected.length / 100) });
    // pages cut the same ranking, without overlap or gap
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 7); page++) {
      const body = await staffLists(`?search=1&limit=7&page=${page}`);
      expect(body.meta).toMatchObject({ totalItems: expected.length, currentPage: page, totalPages: Math.ceil(expected.length / 7) });
      paged.push(...body.items.map((l) => l.id));
    }
    expect(paged).toEqual(expected);
    // '12': #12 first, then #120...#129; a text that is not a whole number keeps the newest first
    const twelve = (await staffLists('?search=12&limit=100')).items.map((l) => l.id);
    expect(twelve[0]).toBe(12);
    expect(twelve.slice(1).filter((id) => String(id).startsWith('12'))).toEqual(all.filter((l) => l.id !== 12 && String(l.id).startsWith('12')).map((l) => l.id));
    expect(twelve.slice(1, 1 + all.filter((l) => l.id !== 12 && String(l.id).startsWith('12')).length).every((id) => String(id).startsWith('12'))).toBe(true);
  });

  it('filters by status, category, branch and event day', async () => {
    const archived = await staffLists('?status=arquivado&limit=100');
    expect(archived.meta.totalItems).toBe(await t.db.$count(s.listas, eq(s.listas.status, 'arquivado')));
    expect(archived.items.every((l) => l.status === 'arquivado')).toBe(true);
    expect(archived.items.map((l) => l.slug)).toContain(ARCHIVED_LIST_SLUG);

    const byCategory = await staffLists('?categoryId=1&limit=100');
    expect(byCategory.meta.totalItems).toBe(await t.db.$count(s.listas, and(eq(s.listas.status, 'ativo'), eq(s.listas.categoriaId, 1))));
    expect(byCategory.items.every((l) => l.categoriaId === 1)).toBe(true);

    const byBranch = await staffLists('?filialId=6&limit=100');
    expect(byBranch.meta.totalItems).toBe(await t.db.$count(s.listas, and(eq(s.listas.status, 'ativo'), eq(s.listas.filialId, 6))));
    expect(byBranch.items.every((l) => l.filialId === 6 && l.filial?.id === 6)).toBe(true);

    const [l1] = await t.db.select({ d: s.listas.dataEvento }).from(s.listas).where(eq(s.listas.id, PUBLIC_LIST_ID));
    const day = l1!.d.toISOString().slice(0, 10);
    const byDay = await staffLists(`?dataEvento=${day}`);
    const start = new Date(`${day}T00:00:00Z`);
    const expected = await t.db.$count(
      s.listas,
      and(eq(s.listas.status, 'ativo'), gte(s.listas.dataEvento, start), lt(s.listas.dataEvento, new Date(start.getTime() + 86_400_000))),
    );
    expect(byDay.meta.totalItems).toBe(expected);
    expect(byDay.items.map((l) => l.id)).toContain(PUBLIC_LIST_ID);
    expect(byDay.items.every((l) => l.dataEvento.startsWith(day))).toBe(true);
  });

  it('rejects bad filters with 400', async () => {
    for (const [q, message] of [
      ['?status=todos', 'Selecione um status válido'],
      ['?page=0', 'Página inválida'],
      ['?limit=500', 'Limite máximo é 100'],
      ['?filialId=abc', 'Valor numérico inválido'],
      ['?dataEvento=2024-13-45', 'Data inválida'],
    ] as const) {
      const res = await get(`/lista${q}`);
      expect([q, res.statusCode, res.json().message]).toEqual([q, 400, message]);
    }
  });
});

describe('PATCH /lista/status/:id', () => {
  it('archives and restores a list', async () => {
    const id = await newList(t.db);
    const archive = await send('PATCH', `/lista/status/${id}`, { status: 'arquivado' });
    expect(archive.statusCode).toBe(200);
    expect(messageResponseSchema.parse(archive.json()).message).toBe('Lista arquivada com sucesso');
    expect((await staffLists(`?status=arquivado&search=${id}`)).items.map((l) => l.id)).toContain(id);
    expect((await staffLists(`?search=${id}`)).items.map((l) => l.id)).not.toContain(id);
    const restore = await send('PATCH', `/lista/status/${id}`, { status: 'ativo' });
    expect(restore.json()).toEqual({ message: 'Lista restaurada com sucesso' });
    const [row] = await t.db.select({ status: s.listas.status }).from(s.listas).where(eq(s.listas.id, id));
    expect(row!.status).toBe('ativo');
  });

  it('answers 400 for a bad status or id and 404 for an unknown list', async () => {
    expect((await send('PATCH', `/lista/status/${PUBLIC_LIST_ID}`, { status: 'apagado' })).json().message).toBe('Selecione um status válido');
    const bad = await send('PATCH', '/lista/status/abc', { status: 'ativo' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'ID inválido']);
    const missing = await send('PATCH', '/lista/status/999999', { status: 'ativo' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Lista não encontrada']);
  });
});

describe('GET /lista/funcionario/metricas and /filial', () => {
  it('counts lists and gifts as the database does', async () => {
    const res = await get('/lista/funcionario/metricas');
    expect(res.statusCode).toBe(200);
    const body = staffMetricsResponseSchema.parse(res.json());
    expect(body).toEqual({
      listas: { total: await t.db.$count(s.listas), ativas: await t.db.$count(s.listas, eq(s.listas.status, 'ativo')) },
      presentes: { total: await t.db.$count(s.listaProdutos), vendidos: await t.db.$count(s.listaProdutos, eq(s.listaProdutos.vendido, true)) },
    });
    expect(body.listas.ativas).toBeLessThan(body.listas.total);
    expect(body.presentes.vendidos).toBeGreaterThan(0);
  });

  it('lists the four branches with address and contact', async () => {
    const res = await get('/filial');
    const body = branchesResponseSchema.parse(res.json());
    expect(body.map((b) => [b.id, b.nome, b.ordemFilial])).toEqual([1, 4, 6, 10].map((id) => [id, BRANCH_NAMES[id], id]));
    expect(body.every((b) => b.endereco && b.contato)).toBe(true);
  });
});

describe('GET /lista/:id', () => {
  it('returns the whole list with customer, seller, branch, category, progress, items and kits', async () => {
    const res = await get(`/lista/${PUBLIC_LIST_ID}`);
    expect(res.statusCode).toBe(200);
    const l = fetchListResponseSchema.parse(res.json());
    expect(l.cli_for).toEqual({ Codigo: DEMO_CUSTOMERS.maria.codigo, Nome: DEMO_CUSTOMERS.maria.nome, Email: DEMO_CUSTOMERS.maria.email });
    expect(l.vendedor).toEqual({ Nome: 'Rita Fernandes' });
    expect(l.categorias?.nome).toBe('Casamento');
    expect(l.filial).toMatchObject({ id: 1, nome: BRANCH_NAMES[1] });
    const n = await t.db.$count(s.listaProdutos, eq(s.listaProdutos.listaId, PUBLIC_LIST_ID));
    expect(l.produtos).toHaveLength(n);
    expect(l.progress?.total).toBe(n);
    expect(l.progresso).toMatchObject({ total: n, vendidos: l.progress!.vendidos });
    expect(l.kits?.map((k) => k.kitNome)).toEqual(['Kit Cozinha Completa']);
    expect((l.produtosAvulsos?.length ?? 0) + l.kits!.reduce((a, k) => a + 1 + k.members.length, 0)).toBe(n);
  });

  it('opens private and archived lists and answers 404 / 400 otherwise', async () => {
    for (const slug of [PRIVATE_LIST_SLUG, ARCHIVED_LIST_SLUG]) {
      const res = await get(`/lista/${await listId(slug)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().slug).toBe(slug);
    }
    expect((await get('/lista/999999')).statusCode).toBe(404);
    expect((await get('/lista/0')).json().message).toBe('ID inválido');
  });
});

describe('POST /lista', () => {
  it('creates an active public list with a slug from the title', async () => {
    const res = await send('POST', '/lista', form());
    expect(res.statusCode).toBe(201);
    const { lista } = createListResponseSchema.parse(res.json());
    expect(lista).toMatchObject({
      slug: 'formatura-da-ana-lucia',
      titulo: 'Formatura da Ana Lúcia',
      privacidade: 'publico',
      status: 'ativo',
      categoriaId: 5,
      filialId: 4,
      vendedorId: 201,
      dataEvento: '2031-05-20T00:00:00.000Z',
      localEvento: 'Clube Macapá, Macapá - AP',
      descricao: 'Venha celebrar!',
      mae: null,
      pai: null,
      cli_for: { Codigo: DEMO_CUSTOMERS.maria.codigo },
      progress: { total: 0, vendidos: 0 },
    });
    const staff = await staffLists(`?search=${lista.id}`);
    expect(staff.items.map((l) => l.id)).toContain(lista.id);
  });

  it('suffixes -2, -3 when the slug is taken', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 2; i++) slugs.push((await send('POST', '/lista', form({ titulo: 'Chá de Panela Único' }))).json().lista.slug);
    slugs.push((await send('POST', '/lista', form({ titulo: PUBLIC_LIST_TITLE }))).json().lista.slug);
    expect(slugs).toEqual(['cha-de-panela-unico', 'cha-de-panela-unico-2', `${PUBLIC_LIST_SLUG}-2`]);
    const third = await send('POST', '/lista', form({ titulo: 'chá DE panela único!' }));
    expect(third.json().lista.slug).toBe('cha-de-panela-unico-3');
  });

  it('keeps the given privacy, converts numeric strings and keeps mother/father only for Chá de Bebê', async () => {
    const baby = await send('POST', '/lista', form({ titulo: 'Chá do Theo', categoriaId: '1', codigoCliFor: '5002', privacidade: 'privado', mae: 'Ana', pai: 'Rui' }));
    expect(baby.statusCode).toBe(201);
    expect(baby.json().lista).toMatchObject({ privacidade: 'privado', categoriaId: 1, mae: 'Ana', pai: 'Rui', cli_for: { Codigo: 5002 } });
    const other = await send('POST', '/lista', form({ titulo: 'Bodas do Rui', categoriaId: 6, mae: 'Ana', pai: 'Rui' }));
    expect(other.json().lista).toMatchObject({ mae: null, pai: null });
  });

  it("does not change the customer's e-mail through clientEmail", async () => {
    const res = await send('POST', '/lista', form({ titulo: 'Outra lista da Maria', clientEmail: 'outro@example.com' }));
    expect(res.statusCode).toBe(201);
    const [c] = await t.db.select({ email: s.cliFor.email }).from(s.cliFor).where(eq(s.cliFor.codigo, DEMO_CUSTOMERS.maria.codigo));
    expect(c!.email).toBe(DEMO_CUSTOMERS.maria.email);
  });

  it.each([
    ['codigoCliFor', { codigoCliFor: '' }, 'Código do cliente é obrigatório'],
    ['vendedorId', { vendedorId: 0 }, 'Código do vendedor é obrigatório'],
    ['titulo (empty)', { titulo: '  ' }, 'Título é obrigatório'],
    ['titulo (long)', { titulo: 'x'.repeat(101) }, 'Título muito longo'],
    ['categoriaId', { categoriaId: null }, 'Categoria obrigatória'],
    ['filialId', { filialId: 'abc' }, 'Filial obrigatória'],
    ['dataEvento', { dataEvento: '' }, 'Data do evento é obrigatória'],
    ['localEvento', { localEvento: '' }, 'Local do evento é obrigatório'],
    ['privacidade', { privacidade: 'secreta' }, 'Selecione uma privacidade válida'],
    ['clientEmail', { clientEmail: 'nao-e-email' }, 'Email inválido'],
    ['customer exists', { codigoCliFor: 99999 }, 'Cliente não encontrado'],
    ['seller exists', { vendedorId: 999 }, 'Vendedor não encontrado'],
    ['category exists', { categoriaId: 999 }, 'Categoria não encontrada'],
    ['branch exists', { filialId: 2 }, 'Filial não encontrada'],
  ])('refuses %s with 400 and its message, creating nothing', async (_f, over, message) => {
    const before = await t.db.$count(s.listas);
    const res = await send('POST', '/lista', form(over));
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await t.db.$count(s.listas)).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/lista', headers: { ...headers(sid), 'content-type': 'application/json' }, payload: '[1]' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /lista/:id', () => {
  it('updates the fields, keeps slug, privacy and images when left out', async () => {
    const id = await newList(t.db, { privacidade: 'apenas_convidados', imagemCapa: '/static/capa.jpg', slug: 'slug-estavel' });
    const { clientName: _n, clientEmail: _e, vendedorName: _v, ...body } = form({ titulo: 'Título Novo', categoriaId: 1, mae: 'Mãe', descricao: '' });
    const res = await send('PUT', `/lista/${id}`, body);
    expect(res.statusCode).toBe(200);
    expect(messageResponseSchema.parse(res.json()).message).toBe('Lista atualizada com sucesso!');
    const l = fetchListResponseSchema.parse((await get(`/lista/${id}`)).json());
    expect(l).toMatchObject({
      slug: 'slug-estavel',
      titulo: 'Título Novo',
      privacidade: 'apenas_convidados',
      imagemCapa: '/static/capa.jpg',
      categoriaId: 1,
      filialId: 4,
      mae: 'Mãe',
      descricao: null,
      dataEvento: '2031-05-20T00:00:00.000Z',
    });
    await send('PUT', `/lista/${id}`, { ...body, privacidade: 'privado' });
    expect((await get(`/lista/${id}`)).json().privacidade).toBe('privado');
  });

  it('validates like create and answers 404 for an unknown list', async () => {
    const id = await newList(t.db);
    const bad = await send('PUT', `/lista/${id}`, form({ titulo: '' }));
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Título é obrigatório']);
    const missing = await send('PUT', '/lista/999999', form());
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Lista não encontrada']);
  });
});

describe('customer and seller lookups', () => {
  it('finds a customer and a seller', async () => {
    const c = await get(`/cli_for/${DEMO_CUSTOMERS.joao.codigo}`);
    expect(cliForResponseSchema.parse(c.json())).toEqual({ Codigo: 5002, Nome: DEMO_CUSTOMERS.joao.nome, Email: DEMO_CUSTOMERS.joao.email });
    expect(sellerResponseSchema.parse((await get('/funcionarios/202')).json())).toEqual({ Nome: 'Marcos Lima' });
  });

  it.each([
    ['/cli_for/0', 400, 'Código deve ser maior que 0'],
    ['/cli_for/abc', 400, 'Código deve ser maior que 0'],
    ['/cli_for/-3', 400, 'Código deve ser maior que 0'],
    ['/cli_for/99999', 404, 'Cliente não encontrado'],
    ['/funcionarios/0', 400, 'Código deve ser maior que 0'],
    ['/funcionarios/999', 404, 'Vendedor não encontrado'],
  ])('%s → %i', async (url, status, message) => {
    const res = await get(url);
    expect([res.statusCode, res.json().message]).toEqual([status, message]);
  });
});

describe('PATCH /cli_for/:codigo/email', () => {
  it('updates the e-mail (lower case) and revokes unused sign-in links', async () => {
    const old = (await t.db.select().from(s.cliFor).where(eq(s.cliFor.codigo, 5003)))[0]!;
    await t.app.inject({ method: 'POST', url: '/auth/request-magic-link', headers: headers(), payload: { email: old.email } });
    await t.app.ctx.background.idle(); // the link is mailed after the answer
    const [mail] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, old.email!)).orderBy(desc(s.mailOutbox.id)).limit(1);
    const link = new URL(mail!.link!);
    const res = await send('PATCH', '/cli_for/5003/email', { email: 'Novo.Email@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail do cliente atualizado' });
    expect((await get('/cli_for/5003')).json().Email).toBe('novo.email@example.com');
    const verify = await t.app.inject({
      method: 'POST', url: '/auth/verify-magic-link', headers: headers(),
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    });
    expect(verify.statusCode).toBe(401);
  });

  it('refuses an e-mail of another customer (409), a bad e-mail (400), an unknown customer (404)', async () => {
    const taken = await send('PATCH', '/cli_for/5004/email', { email: DEMO_CUSTOMERS.maria.email.toUpperCase() });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Este e-mail já pertence a outro cliente.']);
    const bad = await send('PATCH', '/cli_for/5004/email', { email: 'x@' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Email inválido']);
    expect((await send('PATCH', '/cli_for/99999/email', { email: 'ninguem@example.com' })).statusCode).toBe(404);
    const same = await send('PATCH', `/cli_for/${DEMO_CUSTOMERS.maria.codigo}/email`, { email: DEMO_CUSTOMERS.maria.email });
    expect(same.statusCode).toBe(200);
  });
});

describe('POST /mail/welcome', () => {
  const latestMail = async (to: string) =>
    (await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, to)).orderBy(desc(s.mailOutbox.id)).limit(1))[0];

  it('puts a welcome mail with a one-time sign-in link in the outbox', async () => {
    const res = await send('POST', '/mail/welcome', { to: DEMO_CUSTOMERS.joao.email.toUpperCase(), name: 'João Santos' });
    expect(res.statusCode).toBe(200);
    expect(messageResponseSchema.parse(res.json()).message).toBe('Acesso enviado para o e-mail do cliente.');
    const mail = (await latestMail(DEMO_CUSTOMERS.joao.email))!;
    expect(mail.subject).toBe('Seu acesso à Lista de Presentes');
    expect(mail.text).toContain('Olá, João!');
    const link = new URL(mail.link!);
    expect(mail.text).toContain(mail.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://site.test/auth/magic');
    const payload = { email: link.searchParams.get('email'), token: link.searchParams.get('token') };
    const verify = await t.app.inject({ method: 'POST', url: '/auth/verify-magic-link', headers: headers(), payload });
    expect(verify.statusCode).toBe(200);
    expect(verifyMagicLinkResponseSchema.parse(verify.json()).usuario).toMatchObject({ usuarioTipo: 'cliente', codigoCliente: 5002 });
    const again = await t.app.inject({ method: 'POST', url: '/auth/verify-magic-link', headers: headers(), payload });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an e-mail that is no customer (404) or a bad body (400), sending nothing', async () => {
    const before = await t.db.$count(s.mailOutbox);
    const unknown = await send('POST', '/mail/welcome', { to: 'ninguem@example.com', name: 'Ninguém' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Cliente não encontrado']);
    const bad = await send('POST', '/mail/welcome', { to: 'x', name: 'X' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Email inválido']);
    const noName = await send('POST', '/mail/welcome', { to: DEMO_CUSTOMERS.maria.email, name: '' });
    expect([noName.statusCode, noName.json().message]).toEqual([400, 'Nome é obrigatório']);
    expect(await t.db.$count(s.mailOutbox)).toBe(before);
  });

  it('the welcome link expires after 72 hours', async () => {
    await send('POST', '/mail/welcome', { to: DEMO_CUSTOMERS.maria.email, name: 'Maria' });
    const link = new URL((await latestMail(DEMO_CUSTOMERS.maria.email))!.link!);
    t.clock.advance(WELCOME_LINK_TTL_MS + 60_000);
    const verify = await t.app.inject({
      method: 'POST', url: '/auth/verify-magic-link', headers: headers(),
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    });
    expect(verify.statusCode).toBe(401);
  });
});
