jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { count, eq, sql } from 'drizzle-orm';
import { customerDashboardResponseSchema, customerListResponseSchema, customerListUpdateResponseSchema, customerListsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { ARCHIVED_LIST_SLUG, DEMO_CUSTOMERS, PUBLIC_LIST_ID } from '../seed/fixtures';
import { headers, type TestContext } from '../test/helpers';
import { startDemoApp, type DemoSessions } from '../test/signin';

const MARIA = DEMO_CUSTOMERS.maria;
const JOAO = DEMO_CUSTOMERS.joao;
const qs = (c: { codigo: number; email: string }, extra = '') => `codigo=${c.codigo}&email=${encodeURIComponent(c.email)}${extra}`;
const oneUrl = (id: number, c: { codigo: number; email: string }) => `/cliente/listas/${id}/${c.codigo}/${encodeURIComponent(c.email)}`;

let t: TestContext, sid: DemoSessions, archivedId: number, joaoListId: number;
beforeAll(async () => ({ t, sid, archivedId, joaoListId } = await startDemoApp()), 60_000);
afterAll(() => t?.close());

const get = (url: string, session?: string) => t.app.inject({ method: 'GET', url, headers: headers(session) });
const patch = (id: number, payload: object, session?: string) =>
  t.app.inject({ method: 'PATCH', url: `/cliente/listas/${id}`, headers: headers(session), payload });

async function listRow(id: number) {
  const [row] = await t.db.select().from(s.listas).where(eq(s.listas.id, id));
  return row!;
}

/** Sold and total items of a list, straight from the database. */
async function dbProgress(listaId: number) {
  const [row] = await t.db
    .select({ total: count(), vendidos: sql<number>`count(*) filter (where ${s.listaProdutos.vendido})`.mapWith(Number) })
    .from(s.listaProdutos)
    .where(eq(s.listaProdutos.listaId, listaId));
  return row!;
}

describe('GET /cliente/listas/dashboard', () => {
  it('401 when anonymous', async () => {
    const res = await get(`/cliente/listas/dashboard?${qs(MARIA)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão não encontrada ou expirada.');
  });

  it("gives the owner's counters, as computed from the database", async () => {
    const res = await get(`/cliente/listas/dashboard?${qs(MARIA)}`, sid.maria);
    expect(res.statusCode).toBe(200);
    const body = customerDashboardResponseSchema.parse(res.json());
    const lists = await t.db.select().from(s.listas).where(eq(s.listas.cliForCodigo, MARIA.codigo));
    expect(body).toEqual({
      listasAtivas: lists.filter((l) => l.status === 'ativo').length,
      listasPublicas: lists.filter((l) => l.status === 'ativo' && l.privacidade === 'publico').length,
      // counted as the list views' cards: customerDashboard.test.ts
      presentesRecebidos: expect.any(Number),
      unidadesRecebidas: expect.any(Number),
      // the seed's vale-presente of Maria's lists are the demo's two cotas on the public list (R$ 200 + R$ 100,
      // decision 043); the totals are tested in shop/valePresente.test.ts
      valePresente: { quantidade: 2, total: 300 },
    });
    expect(body.unidadesRecebidas).toBeGreaterThanOrEqual(body.presentesRecebidos);
    // Seed fixtures: 3 active lists (1 public, 1 private, 1 guests only) and 1 archived public one.
    expect(body.listasAtivas).toBe(3);
    expect(body.listasPublicas).toBe(1);
    expect(body.presentesRecebidos).toBeGreaterThan(0);
  });

  it('accepts the e-mail in another case', async () => {
    const res = await get(`/cliente/listas/dashboard?${qs({ codigo: MARIA.codigo, email: MARIA.email.toUpperCase() })}`, sid.maria);
    expect(res.statusCode).toBe(200);
  });

  it('403 for another customer carrying the owner credentials, for staff, and for mismatched credentials', async () => {
    for (const session of [sid.joao, sid.su, sid.full, sid.viewer]) {
      const res = await get(`/cliente/listas/dashboard?${qs(MARIA)}`, session);
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('listasAtivas');
    }
    const otherCode = await get(`/cliente/listas/dashboard?${qs({ codigo: JOAO.codigo, email: MARIA.email })}`, sid.maria);
    expect(otherCode.statusCode).toBe(403);
    expect(otherCode.json().message).toBe('Credenciais do cliente não conferem com a sessão.');
    const otherEmail = await get(`/cliente/listas/dashboard?${qs({ codigo: MARIA.codigo, email: JOAO.email })}`, sid.maria);
    expect(otherEmail.statusCode).toBe(403);
  });

  it('400 without credentials', async () => {
    const res = await get('/cliente/listas/dashboard', sid.maria);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Credenciais do cliente ausentes');
  });
});

describe('GET /cliente/listas', () => {
  it('401 when anonymous', async () => {
    expect((await get(`/cliente/listas?${qs(MARIA)}`)).statusCode).toBe(401);
  });

  it('returns every list of the owner (todos by default), newest event first, with progress from the database', async () => {
    const res = await get(`/cliente/listas?${qs(MARIA)}`, sid.maria);
    expect(res.statusCode).toBe(200);
    const lists = customerListsResponseSchema.parse(res.json());
    const own = await t.db.select().from(s.listas).where(eq(s.listas.cliForCodigo, MARIA.codigo));
    expect(lists.map((l) => l.id).sort((a, b) => a - b)).toEqual(own.map((l) => l.id).sort((a, b) => a - b));
    const dates = lists.map((l) => Date.parse(l.dataEvento));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const l of lists) {
      const p = await dbProgress(l.id);
      expect(l.progress).toMatchObject({ vendidos: p.vendidos, total: p.total, disponiveis: p.total - p.vendidos });
      expect(l.progresso).toEqual({
        vendidos: p.vendidos,
        total: p.total,
        percent: p.total ? Math.round((p.vendidos / p.total) * 100) : 0,
        label: `${p.vendidos} de ${p.total} itens presenteados`,
      });
      expect(l.cli_for).toEqual({ Codigo: MARIA.codigo, Nome: MARIA.nome, Email: MARIA.email });
      expect(l.produtos).toBeUndefined();
    }
    const first = lists.find((l) => l.id === PUBLIC_LIST_ID)!;
    expect(first.categorias?.nome).toBe('Casamento');
    expect(first.filial?.nome).toBeTruthy();
  });

  it('filters by status', async () => {
    const active = customerListsResponseSchema.parse((await get(`/cliente/listas?${qs(MARIA, '&status=ativo')}`, sid.maria)).json());
    expect(active).toHaveLength(3);
    expect(active.every((l) => l.status === 'ativo')).toBe(true);
    const archived = customerListsResponseSchema.parse((await get(`/cliente/listas?${qs(MARIA, '&status=arquivado')}`, sid.maria)).json());
    expect(archived.map((l) => l.id)).toEqual([archivedId]);
    const bad = await get(`/cliente/listas?${qs(MARIA, '&status=apagado')}`, sid.maria);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Selecione um status válido');
  });

  it('403 for another customer, staff and mismatched credentials', async () => {
    for (const session of [sid.joao, sid.su, sid.viewer]) {
      const res = await get(`/cliente/listas?${qs(MARIA)}`, session);
      expect(res.statusCode).toBe(403);
      expect(Array.isArray(res.json())).toBe(false);
    }
    expect((await get(`/cliente/listas?${qs(JOAO)}`, sid.maria)).statusCode).toBe(403);
  });
});

describe('GET /cliente/listas/:id/:codigo/:email', () => {
  it('401 when anonymous', async () => {
    expect((await get(oneUrl(PUBLIC_LIST_ID, MARIA))).statusCode).toBe(401);
  });

  it('returns the owner list with every item in produtos, kits and progresso', async () => {
    const res = await get(oneUrl(PUBLIC_LIST_ID, MARIA), sid.maria);
    expect(res.statusCode).toBe(200);
    const lista = customerListResponseSchema.parse(res.json());
    const p = await dbProgress(PUBLIC_LIST_ID);
    expect(lista.id).toBe(PUBLIC_LIST_ID);
    expect(lista.produtos).toHaveLength(p.total);
    expect(lista.produtos!.filter((i) => i.vendido)).toHaveLength(p.vendidos);
    expect(lista.progresso).toEqual({
      vendidos: p.vendidos,
      total: p.total,
      percent: Math.round((p.vendidos / p.total) * 100),
      label: `${p.vendidos} de ${p.total} itens presenteados`,
    });
    expect(lista.kits!.map((k) => k.kitNome)).toEqual(['Kit Cozinha Completa']);
    const inKits = lista.kits!.reduce((n, k) => n + 1 + k.members.length, 0);
    expect(lista.produtosAvulsos!.length + inKits).toBe(p.total);
    const item = lista.produtos![0]!;
    expect(item.produto.precos.length).toBeGreaterThan(0);
    expect(item.estoquePorFilial.map((e) => e.ordemFilial)).toEqual([1, 4, 6, 10]);
  });

  it('shows an archived list to its owner', async () => {
    const res = await get(oneUrl(archivedId, MARIA), sid.maria);
    expect(res.statusCode).toBe(200);
    expect(customerListResponseSchema.parse(res.json()).status).toBe('arquivado');
  });

  it("404 for an unknown list, 403 (without content) for another customer's list", async () => {
    const missing = await get(oneUrl(999_999, MARIA), sid.maria);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Lista não encontrada');
    const other = await get(oneUrl(joaoListId, MARIA), sid.maria);
    expect(other.statusCode).toBe(403);
    const title = (await listRow(joaoListId)).titulo;
    expect(other.body).not.toContain(title);
    expect(other.json()).not.toHaveProperty('produtos');
  });

  it('403 for another customer with the owner credentials, for staff and for mismatched credentials', async () => {
    for (const session of [sid.joao, sid.su, sid.full]) {
      expect((await get(oneUrl(PUBLIC_LIST_ID, MARIA), session)).statusCode).toBe(403);
    }
    expect((await get(oneUrl(joaoListId, JOAO), sid.maria)).statusCode).toBe(403);
  });
});

describe('PATCH /cliente/listas/:id', () => {
  const creds = { codigo: MARIA.codigo, email: MARIA.email };

  it('401 when anonymous, changing nothing', async () => {
    const before = await listRow(PUBLIC_LIST_ID);
    const res = await patch(PUBLIC_LIST_ID, { ...creds, titulo: 'Anônimo' });
    expect(res.statusCode).toBe(401);
    expect((await listRow(PUBLIC_LIST_ID)).titulo).toBe(before.titulo);
  });

  it('updates title and description of an active own list', async () => {
    const before = await listRow(PUBLIC_LIST_ID);
    const res = await patch(PUBLIC_LIST_ID, { ...creds, titulo: '  Nosso Casamento  ', descricao: 'Venha celebrar conosco!' }, sid.maria);
    expect(res.statusCode).toBe(200);
    expect(customerListUpdateResponseSchema.parse(res.json())).toEqual({ message: 'Lista atualizada com sucesso!' });
    const after = await listRow(PUBLIC_LIST_ID);
    expect(after).toMatchObject({ titulo: 'Nosso Casamento', descricao: 'Venha celebrar conosco!', slug: before.slug });
    const view = customerListResponseSchema.parse((await get(oneUrl(PUBLIC_LIST_ID, MARIA), sid.maria)).json());
    expect(view.titulo).toBe('Nosso Casamento');
  });

  it('validates the title (§5 Customer edit)', async () => {
    const cases: Array<[object, string]> = [
      [{ ...creds, titulo: '' }, 'Título é obrigatório'],
      [{ ...creds, titulo: '    ' }, 'Título é obrigatório'],
      [{ ...creds }, 'Título é obrigatório'],
      [{ ...creds, titulo: 'x'.repeat(101) }, 'Título muito longo'],
    ];
    const before = await listRow(PUBLIC_LIST_ID);
    for (const [payload, message] of cases) {
      const res = await patch(PUBLIC_LIST_ID, payload, sid.maria);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await patch(PUBLIC_LIST_ID, { ...creds, titulo: 'x'.repeat(100) }, sid.maria)).statusCode).toBe(200);
    await patch(PUBLIC_LIST_ID, { ...creds, titulo: before.titulo }, sid.maria);
  });

  it('refuses Unicode bidirectional controls in the title and description, changing nothing', async () => {
    const before = await listRow(PUBLIC_LIST_ID);
    // U+202E (right-to-left override) would show 'Casamento gnitset' reversed to a guest
    for (const payload of [
      { ...creds, titulo: 'Casamento \u202Egnitset' },
      { ...creds, titulo: 'Casamento', descricao: 'Venha \u2067celebrar\u2069 conosco' },
    ]) {
      const res = await patch(PUBLIC_LIST_ID, payload, sid.maria);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('O texto contém caracteres inválidos.');
    }
    expect(await listRow(PUBLIC_LIST_ID)).toEqual(before);
    // right-to-left letters themselves are text, not controls
    expect((await patch(PUBLIC_LIST_ID, { ...creds, titulo: 'Casamento שלום' }, sid.maria)).statusCode).toBe(200);
    await patch(PUBLIC_LIST_ID, { ...creds, titulo: before.titulo, descricao: before.descricao }, sid.maria);
  });

  it('refuses an archived list (409), changing nothing', async () => {
    const before = await listRow(archivedId);
    const res = await patch(archivedId, { ...creds, titulo: 'Outro título' }, sid.maria);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Apenas listas ativas podem ser editadas.');
    expect((await listRow(archivedId)).titulo).toBe(before.titulo);
  });

  it('refuses other customers, staff and mismatched credentials (403), changing nothing', async () => {
    const before = await listRow(PUBLIC_LIST_ID);
    const attempts: Array<[number, object, string]> = [
      [PUBLIC_LIST_ID, { codigo: JOAO.codigo, email: JOAO.email, titulo: 'Do João' }, sid.joao],
      [PUBLIC_LIST_ID, { ...creds, titulo: 'Do João' }, sid.joao],
      [PUBLIC_LIST_ID, { ...creds, titulo: 'Da equipe' }, sid.su],
      [PUBLIC_LIST_ID, { ...creds, titulo: 'Da equipe' }, sid.full],
      [joaoListId, { ...creds, titulo: 'Da Maria' }, sid.maria],
      [joaoListId, { codigo: JOAO.codigo, email: JOAO.email, titulo: 'Da Maria' }, sid.maria],
    ];
    for (const [id, payload, session] of attempts) expect((await patch(id, payload, session)).statusCode).toBe(403);
    expect(await listRow(PUBLIC_LIST_ID)).toMatchObject({ titulo: before.titulo, descricao: before.descricao });
    expect((await listRow(joaoListId)).titulo).not.toBe('Da Maria');
  });

  it('404 for an unknown list', async () => {
    const res = await patch(999_999, { ...creds, titulo: 'Nada' }, sid.maria);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Lista não encontrada');
  });
});
