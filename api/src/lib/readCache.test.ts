jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetchListBySlugResponseSchema, fetchPublicListsResponseSchema } from 'shared-contracts';
import { buildApp } from '../app';
import * as s from '../db/schema';
import { PUBLIC_LIST_ID, PUBLIC_LIST_SLUG } from '../seed/fixtures';
import { createTestApp, type TestContext } from '../test/helpers';
import { createReadCache } from './readCache';

let t: TestContext;
/** A second API process on the same database, with its own cache. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ db: t.db, now: () => t.clock.now, config: { dataDir: '/tmp/lista-api-test-data', host: '127.0.0.1', mode: 'demo' } });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const listPage = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` });
  expect(res.statusCode).toBe(200);
  return fetchListBySlugResponseSchema.parse(res.json());
};
const publicIds = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/lista/publica?limit=100' });
  return fetchPublicListsResponseSchema.parse(res.json()).items.map((l) => l.id);
};
const version = async () => (await t.db.select({ v: s.versaoDados.versao }).from(s.versaoDados))[0]!.v;

describe('the guests’ reads cache (decision 026)', () => {
  it('shows a write committed by another process at the next request', async () => {
    const before = await listPage(t.app);
    const item = before.produtosAvulsos!.find((i) => !i.vendido)!;
    await listPage(other); // both processes hold the page now
    await t.db.update(s.listaProdutos).set({ vendido: true }).where(eq(s.listaProdutos.id, item.id));
    for (const app of [t.app, other]) expect((await listPage(app)).produtosAvulsos!.find((i) => i.id === item.id)!.vendido).toBe(true);

    expect(await publicIds(other)).toContain(PUBLIC_LIST_ID);
    await t.db.update(s.listas).set({ status: 'arquivado' }).where(eq(s.listas.id, PUBLIC_LIST_ID));
    expect(await publicIds(other)).not.toContain(PUBLIC_LIST_ID);
    await t.db.update(s.listas).set({ status: 'ativo' }).where(eq(s.listas.id, PUBLIC_LIST_ID));
    expect(await publicIds(t.app)).toContain(PUBLIC_LIST_ID);
  });

  it('drops a running hold from the page when it ends, with no write in between', async () => {
    const item = (await listPage(t.app)).produtosAvulsos!.find((i) => !i.vendido && !i.reservadoAte)!;
    const ends = new Date(t.clock.now.getTime() + 30 * 60_000);
    await t.db.insert(s.reservas).values({ listaProdutoId: item.id, listaId: item.listaId, token: 'hold-test', cartId: 'gid://shopify/Cart/hold-test', expiresAt: ends });
    expect((await listPage(t.app)).produtosAvulsos!.find((i) => i.id === item.id)!.reservadoAte).toBe(ends.toISOString());
    const versionWhileHeld = await version();
    t.clock.advance(30 * 60_000 + 1);
    expect((await listPage(t.app)).produtosAvulsos!.find((i) => i.id === item.id)!.reservadoAte).toBeNull();
    expect(await version()).toBe(versionWhileHeld);
    await t.db.delete(s.reservas).where(eq(s.reservas.listaProdutoId, item.id));
  });

  it('grows the version once per writing transaction, and not on reads', async () => {
    const start = await version();
    await listPage(t.app);
    expect(await version()).toBe(start);
    await t.db.transaction(async (tx) => {
      await tx.update(s.categorias).set({ nome: 'Casamento' }).where(eq(s.categorias.nome, 'Casamento'));
      await tx.update(s.filiais).set({ nome: s.filiais.nome });
    });
    expect(await version()).toBe(start + 1);
  });

  it('loads once for concurrent misses, again after a write, and keeps nothing of a failed load', async () => {
    const cache = createReadCache(t.db, () => t.clock.now);
    let loads = 0;
    const loader = async () => ({ value: { n: ++loads } });
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.read('k', loader)));
    expect(new Set(bodies.map((b) => b.body))).toEqual(new Set(['{"n":1}']));
    expect((await cache.read('k', loader)).body).toBe('{"n":1}');
    await t.db.update(s.categorias).set({ nome: 'Casamento' }).where(eq(s.categorias.nome, 'Casamento'));
    expect((await cache.read('k', loader)).body).toBe('{"n":2}');

    await t.db.update(s.categorias).set({ nome: 'Casamento' }).where(eq(s.categorias.nome, 'Casamento'));
    await expect(cache.read('k', async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect((await cache.read('k', loader)).body).toBe('{"n":3}');
    expect(cache.loads).toBe(4);
  });

  it('answers the same JSON compressed as the client accepts, with Vary', async () => {
    const url = '/lista/publica?limit=50';
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
