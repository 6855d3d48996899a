jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { and, eq, sql } from 'drizzle-orm';
import {
  fetchCategoriesResponseSchema,
  fetchListBySlugResponseSchema,
  fetchPublicListsIndexResponseSchema,
  fetchPublicListsResponseSchema,
  fetchShareListResponseSchema,
  type ListCard,
} from 'shared-contracts';
import * as s from '../db/schema';
import {
  ARCHIVED_LIST_SLUG,
  CATEGORY_NAMES,
  DEMO_PRODUCTS,
  GUESTS_ONLY_LIST_SLUG,
  PRIVATE_LIST_SLUG,
  PUBLIC_LIST_ID,
  PUBLIC_LIST_SLUG,
  PUBLIC_LIST_TITLE,
} from '../seed/fixtures';
import { createTestApp, type TestContext } from '../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function getPublic(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/lista/publica${query}` });
  expect(res.statusCode).toBe(200);
  return fetchPublicListsResponseSchema.parse(res.json());
}

async function allPublic(query = ''): Promise<ListCard[]> {
  const all: ListCard[] = [];
  for (let page = 1; ; page++) {
    const body = await getPublic(`?limit=100&page=${page}${query}`);
    all.push(...body.items);
    if (page >= body.meta.totalPages) return all;
  }
}

describe('GET /health', () => {
  it('answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('live answers while the process runs; ready fails while draining and on a database behind the build (docs/decisions/032)', async () => {
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/health/ready' })).json()).toEqual({ status: 'ok' });
    const { lifecycle } = t.app.ctx;
    lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ url: '/health/ready' });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'indisponível', reason: 'draining' }]);
      expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      lifecycle.draining = false;
    }
    const shipped = lifecycle.migrations;
    lifecycle.migrations = shipped + 1;
    try {
      const behind = await t.app.inject({ url: '/health/ready' });
      expect([behind.statusCode, behind.json()]).toEqual([503, { status: 'indisponível', reason: `database at migration ${shipped} of ${shipped + 1}` }]);
    } finally {
      lifecycle.migrations = shipped;
    }
  });
});

describe('GET /lista/publica', () => {
  it('lists only active public lists, with the card shape and meta', async () => {
    const body = await getPublic('');
    const [{ n }] = (await t.db.$count(s.listas, and(eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, 'publico'))).then(
      (n) => [{ n }],
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(50);
    expect(body.meta).toEqual({ totalItems: n, totalPages: Math.ceil(n / 50), currentPage: 1 });
    expect(body.items).toHaveLength(50);
    const all = await allPublic();
    expect(all).toHaveLength(n);
    const rows = await t.db.select({ slug: s.listas.slug, status: s.listas.status, privacidade: s.listas.privacidade }).from(s.listas);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const card of all) {
      expect(bySlug.get(card.slug)).toMatchObject({ status: 'ativo', privacidade: 'publico' });
      expect(card.privacidade).toBe('publico');
    }
    const slugs = all.map((c) => c.slug);
    expect(slugs).toContain(PUBLIC_LIST_SLUG);
    expect(slugs).not.toContain(ARCHIVED_LIST_SLUG);
    expect(slugs).not.toContain(PRIVATE_LIST_SLUG);
    expect(slugs).not.toContain(GUESTS_ONLY_LIST_SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    // never the customer's e-mail
    expect(JSON.stringify(all)).not.toContain('@example.com');
  });

  it('orders upcoming events first (soonest first), then past ones (most recent first)', async () => {
    const all = await allPublic();
    const today = Math.floor(t.clock.now.getTime() / 86_400_000) * 86_400_000;
    const times = all.map((c) => Date.parse(c.dataEvento));
    const firstPast = times.findIndex((x) => x < today);
    expect(firstPast).toBeGreaterThan(0);
    const upcoming = times.slice(0, firstPast);
    const past = times.slice(firstPast);
    expect(upcoming.every((x) => x >= today)).toBe(true);
    expect(past.every((x) => x < today)).toBe(true);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(past).toEqual([...past].sort((a, b) => b - a));
  });

  it('computes the progress of the known list', async () => {
    const card = (await getPublic('?search=Maria%20e%20Jo%C3%A3o')).items.find((c) => c.slug === PUBLIC_LIST_SLUG)!;
    const items = await t.db.select().from(s.listaProdutos).where(eq(s.listaProdutos.listaId, PUBLIC_LIST_ID));
    const sold = items.filter((i) => i.vendido).length;
    expect(card.progress).toEqual({
      vendidos: sold,
      total: items.length,
      ratio: sold / items.length,
      percentageLabel: `${Math.round((sold / items.length) * 100)}%`,
      disponiveis: items.length - sold,
    });
    expect(card.categorias?.nome).toBe('Casamento');
    expect(card.filial?.nome).toBe('Visual Fashion Shop');
    expect(card.titulo).toBe(PUBLIC_LIST_TITLE);
  });

  it('paginates', async () => {
    const p1 = await getPublic('?limit=10&page=1');
    const p2 = await getPublic('?limit=10&page=2');
    expect(p1.items).toHaveLength(10);
    expect(p2.meta.currentPage).toBe(2);
    expect(p2.meta.totalPages).toBe(Math.ceil(p1.meta.totalItems / 10));
    const ids1 = p1.items.map((i) => i.id);
    expect(p2.items.some((i) => ids1.includes(i.id))).toBe(false);
    const beyond = await getPublic(`?limit=10&page=${p1.meta.totalPages + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.meta.totalItems).toBe(p1.meta.totalItems);
  });

  it('searches case- and accent-insensitively on the title', async () => {
    for (const q of ['joao', 'JOÃO', 'Joao', 'maria e jo']) {
      const body = await getPublic(`?search=${encodeURIComponent(q)}`);
      expect(body.items.map((i) => i.slug)).toContain(PUBLIC_LIST_SLUG);
    }
    const bebe = await getPublic(`?search=${encodeURIComponent('cha de bebe')}`);
    expect(bebe.items.length).toBeGreaterThan(0);
    expect(bebe.items.every((i) => i.titulo.startsWith('Chá de Bebê'))).toBe(true);
    const none = await getPublic('?search=zzzz%25nada');
    expect(none.items).toEqual([]);
    expect(none.meta).toEqual({ totalItems: 0, totalPages: 0, currentPage: 1 });
  });

  it('filters by category', async () => {
    const cats = fetchCategoriesResponseSchema.parse((await t.app.inject({ url: '/lista_categoria' })).json());
    const casamento = cats.find((c) => c.nome === 'Casamento')!;
    const body = await allPublic(`&categoryId=${casamento.id}`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((c) => c.categorias?.nome === 'Casamento')).toBe(true);
    expect(body.map((c) => c.slug)).toContain(PUBLIC_LIST_SLUG);
  });

  it('filters by event day (UTC)', async () => {
    const [l] = await t.db.select().from(s.listas).where(eq(s.listas.slug, PUBLIC_LIST_SLUG));
    const day = l!.dataEvento.toISOString().slice(0, 10);
    const body = await getPublic(`?dataEvento=${day}`);
    expect(body.items.map((i) => i.slug)).toContain(PUBLIC_LIST_SLUG);
    expect(body.items.every((i) => i.dataEvento.startsWith(day))).toBe(true);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const other = await getPublic(`?dataEvento=${next}`);
    expect(other.items.map((i) => i.slug)).not.toContain(PUBLIC_LIST_SLUG);
  });

  it.each([
    ['?dataEvento=2024-13-45', 'Data inválida'],
    ['?dataEvento=31/12/2024', 'Data inválida (use AAAA-MM-DD)'],
    ['?page=0', 'Página inválida'],
    ['?page=abc', 'Página inválida'],
    ['?limit=500', 'Limite máximo é 100'],
    ['?categoryId=-3', 'Valor numérico inválido'],
  ])('rejects %s with 400 and a pt-BR message', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/lista/publica${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /lista/publica/index', () => {
  it('answers the home page (page 1, limit 30) with the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lista/publica/index?page=1&limit=30' });
    expect(res.statusCode).toBe(200);
    const body = fetchPublicListsIndexResponseSchema.parse(res.json());
    expect(body.items).toHaveLength(30);
    const same = await getPublic('?page=1&limit=30');
    expect(body.items.map((i) => i.id)).toEqual(same.items.map((i) => i.id));
  });

  it('rejects a bad limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lista/publica/index?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Limite inválido');
  });
});

describe('GET /lista_categoria', () => {
  it('lists the categories sorted by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lista_categoria' });
    expect(res.statusCode).toBe(200);
    const cats = fetchCategoriesResponseSchema.parse(res.json());
    expect(cats.map((c) => c.nome)).toEqual([...CATEGORY_NAMES].sort((a, b) => a.localeCompare(b)));
    expect(cats.map((c) => c.nome)).toEqual(expect.arrayContaining(['Chá de Bebê', 'Casamento', 'Aniversário']));
  });
});

describe('GET /lista/publica/slug/:slug', () => {
  it('returns the whole known list with loose items and kits', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` });
    expect(res.statusCode).toBe(200);
    const lista = fetchListBySlugResponseSchema.parse(res.json());
    expect(lista.titulo).toBe(PUBLIC_LIST_TITLE);
    expect(lista.status).toBe('ativo');
    expect(lista.categorias).toEqual({ id: lista.categoriaId, nome: 'Casamento' });
    expect(lista.filial).toMatchObject({ id: 1, nome: 'Visual Fashion Shop' });
    expect(lista.filial?.endereco).toMatch(/Macapá - AP/);
    expect(lista.vendedor?.Nome).toBeTruthy();
    expect(lista.cli_for).toBeUndefined();
    expect(res.body).not.toContain('maria.silva@example.com');

    const avulsos = lista.produtosAvulsos!;
    const kits = lista.kits!;
    expect(avulsos.length).toBeGreaterThanOrEqual(5);
    expect(kits).toHaveLength(1);
    const kit = kits[0]!;
    expect(kit.kitNome).toBe('Kit Cozinha Completa');
    expect(kit.members.length).toBeGreaterThanOrEqual(1);
    expect(kit.online).toBe(true);
    const all = [...avulsos, kit.anchor, ...kit.members];
    expect(lista.progress).toEqual(
      expect.objectContaining({ total: all.length, vendidos: all.filter((i) => i.vendido).length }),
    );
    expect(avulsos.some((i) => i.vendido)).toBe(true);
    // sold out: every branch at 0
    expect(avulsos.some((i) => !i.vendido && i.estoquePorFilial.every((e) => e.quantidade <= 0))).toBe(true);
    // online-store code
    expect(avulsos.some((i) => i.produto.codigo_shopify && i.produto.isShopify_Ativo)).toBe(true);
    for (const item of all) {
      expect(item.listaId).toBe(lista.id);
      expect(item.produto.precos[0]!.Preco).toBeGreaterThan(0);
      expect(item.estoquePorFilial.map((e) => e.ordemFilial)).toEqual([1, 4, 6, 10]);
      expect(item.produto.estoque.map((e) => e.Qtde_Estoque_Atual)).toEqual(item.estoquePorFilial.map((e) => e.quantidade));
    }
    expect(avulsos.every((i) => i.kitId == null)).toBe(true);
    expect(kit.members.every((m) => m.kitId === kit.kitId)).toBe(true);
  });

  it('matches the stock and price stored for an item', async () => {
    const lista = fetchListBySlugResponseSchema.parse(
      (await t.app.inject({ url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` })).json(),
    );
    const item = lista.produtosAvulsos![0]!;
    const stock = await t.db.select().from(s.estoque).where(eq(s.estoque.produtoOrdem, item.ordemProdServ));
    for (const row of stock) {
      expect(item.estoquePorFilial.find((e) => e.ordemFilial === row.filialId)?.quantidade).toBe(row.quantidade);
    }
    const [price] = await t.db.select().from(s.produtoPrecos).where(eq(s.produtoPrecos.produtoOrdem, item.ordemProdServ));
    expect(item.produto.precos[0]!.Preco).toBe(Number(price!.preco));
  });

  it('sends only the branches with a stock record: none for a product without any (§4)', async () => {
    const [frame] = await t.db.select({ ordem: s.produtos.ordem }).from(s.produtos).where(eq(s.produtos.codigo, DEMO_PRODUCTS.pictureFrame.codigo));
    const [row] = await t.db.insert(s.listaProdutos).values({ listaId: PUBLIC_LIST_ID, ordemProdServ: frame!.ordem }).returning({ id: s.listaProdutos.id });
    try {
      const lista = fetchListBySlugResponseSchema.parse((await t.app.inject({ url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` })).json());
      const item = lista.produtosAvulsos!.find((i) => i.id === row!.id)!;
      expect(item.estoquePorFilial).toEqual([]);
      expect(item.produto.estoque).toEqual([]);
    } finally {
      await t.db.delete(s.listaProdutos).where(eq(s.listaProdutos.id, row!.id));
    }
  });

  it('returns a private active list by slug (any privacy)', async () => {
    const res = await t.app.inject({ url: `/lista/publica/slug/${PRIVATE_LIST_SLUG}` });
    expect(res.statusCode).toBe(200);
    const lista = fetchListBySlugResponseSchema.parse(res.json());
    expect(lista.privacidade).toBe('privado');
    expect(lista.mae).toBe('Maria Silva');
  });

  it('never returns an archived list', async () => {
    const res = await t.app.inject({ url: `/lista/publica/slug/${ARCHIVED_LIST_SLUG}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Lista não encontrada');
  });

  it('answers 404 for an unknown slug and 400 for a too-long one', async () => {
    const missing = await t.app.inject({ url: '/lista/publica/slug/nao-existe-esta-lista' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Lista não encontrada');
    const long = await t.app.inject({ url: `/lista/publica/slug/${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Slug inválido' });
  });
});

describe('GET /lista/publica/share/:id (§2 share link)', () => {
  const idOf = async (slug: string) => (await t.db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.slug, slug)))[0]!.id;

  it('resolves a public, active list id to its slug', async () => {
    const res = await t.app.inject({ url: `/lista/publica/share/${PUBLIC_LIST_ID}` });
    expect(res.statusCode).toBe(200);
    expect(fetchShareListResponseSchema.parse(res.json())).toEqual({ slug: PUBLIC_LIST_SLUG });
  });

  it('answers the same 404 for a private, guests-only, archived or missing list', async () => {
    const [{ max }] = (await t.db.select({ max: sql<number>`max(${s.listas.id})`.mapWith(Number) }).from(s.listas)) as [{ max: number }];
    const ids = [await idOf(PRIVATE_LIST_SLUG), await idOf(GUESTS_ONLY_LIST_SLUG), await idOf(ARCHIVED_LIST_SLUG), max + 1, 2147483647];
    const answers = await Promise.all(ids.map((id) => t.app.inject({ url: `/lista/publica/share/${id}` })));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Lista não encontrada' });
  });

  it('only a public, active list resolves, whichever id is counted', async () => {
    const rows = await t.db.select({ id: s.listas.id, status: s.listas.status, privacidade: s.listas.privacidade }).from(s.listas);
    const sample = rows.filter((_, i) => i % 7 === 0);
    for (const row of sample) {
      const res = await t.app.inject({ url: `/lista/publica/share/${row.id}` });
      expect(res.statusCode).toBe(row.status === 'ativo' && row.privacidade === 'publico' ? 200 : 404);
    }
  });

  it('answers 400 for an id that is not a strict positive integer', async () => {
    for (const id of ['0', '-1', '1e3', '0x10', 'abc', '2147483648', '%207']) {
      const res = await t.app.inject({ url: `/lista/publica/share/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Lista inválida');
    }
  });
});

describe('framework errors and static files', () => {
  it('answers 404 in pt-BR for an unknown route', async () => {
    const res = await t.app.inject({ url: '/nao/existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Rota não encontrada.' });
  });

  it('serves the fallback images with CORS and long cache', async () => {
    for (const file of ['cover-placeholder.svg', 'default-user.svg', 'no-image.svg']) {
      const res = await t.app.inject({
        url: `/static/fallback/${file}`,
        headers: { origin: 'http://localhost:8080' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['cache-control']).toContain('max-age=2592000');
    }
  });

  it('does not allow an unknown origin', async () => {
    const res = await t.app.inject({ url: '/health', headers: { origin: 'http://evil.test' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('compression (guests on phones)', () => {
  it('sends the public listing brotli- or gzip-compressed as the client accepts, and plain otherwise', async () => {
    const zlib = await import('node:zlib');
    const plain = await t.app.inject({ method: 'GET', url: '/lista/publica?page=1&limit=50' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ method: 'GET', url: '/lista/publica?page=1&limit=50', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await t.app.inject({ method: 'GET', url: '/lista/publica?page=1&limit=50', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
