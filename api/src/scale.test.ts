/**
 * Two API processes on one PostgreSQL server (docs/architecture.md: the API scales out on PostgreSQL): a
 * session created through one is valid on the other, concurrent writes through both lose
 * nothing, and a gift's hold is exclusive across processes (it is a database row, not process
 * memory). Runs only when TEST_DATABASE_URL names a PostgreSQL server (scripts/with-postgres.sh);
 * the processes are real `api/src/server.ts` servers on loopback, whose online store is a sandbox
 * store started by the test.
 */
jest.mock('fastify', () => require('./test/native').nativeRequire('fastify'));

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutNote, toProductGid, type Lista } from 'shared-contracts';
import { openDatabase, type Database } from './db';
import * as s from './db/schema';
import { seed } from './seed';
import { DEMO_USERS } from './seed/fixtures';
import { buildSandboxStore } from './sandbox-store/app';
import type { Catalogue } from './sandbox-store/catalogue';
import { buildCatalogue } from './shop/sandboxCatalogue';
import { PUBLIC_LIST_SLUG } from './seed/fixtures';
import { createServerDatabase, testEngine } from './test/database';
import { headers } from './test/helpers';
import { SHOP } from './test/shop';
const onPostgres = testEngine === 'postgres' ? describe : describe.skip;

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

/** Starts `api/src/server.ts` on `port` against `databaseUrl` and waits for /health. */
async function startApi(databaseUrl: string, port: number, dataDir: string, storeDomain: string): Promise<ApiProcess> {
  const root = path.resolve(__dirname, '..');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHOPIFY_STORE_DOMAIN: storeDomain,
      SHOPIFY_STOREFRONT_PRIVATE_TOKEN: SHOP.token,
      SHOPIFY_API_VERSION: SHOP.apiVersion,
      SHOPIFY_GIFT_BAG_VARIANT_ID: SHOP.giftBagVariantId,
      SHOPIFY_WEBHOOK_SECRET: SHOP.secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child, output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`API on port ${port} did not start:\n${output.join('')}`);
}

/** A call as a browser makes it: session cookie and an XSRF token bound to it (test/helpers). */
function call(api: ApiProcess, method: string, url: string, sid?: string, body?: unknown, extra: Record<string, string> = {}) {
  return fetch(`${api.url}${url}`, {
    method,
    headers: { ...headers(sid), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The value of cookie `name` set by an answer. */
function cookieOf(res: Response, name: string): string {
  const value = res.headers.getSetCookie().map((c) => new RegExp(`^${name}=([^;]+)`).exec(c)?.[1]).find(Boolean);
  if (!value) throw new Error(`no ${name} cookie (${res.status})`);
  return decodeURIComponent(value);
}

/** The session id set by a login answer. */
const sessionOf = (res: Response): string => cookieOf(res, 'sid');

onPostgres('two API processes on one PostgreSQL server', () => {
  let database: Database;
  let dropDatabase: () => Promise<void>;
  let sandbox: FastifyInstance;
  let a: ApiProcess;
  let b: ApiProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-scale-'));

  beforeAll(async () => {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = created.drop;
    database = await openDatabase({ databaseUrl: created.url });
    await seed(database.db, { images: false });
    let sandboxUrl = '';
    let catalogue: Catalogue = { currency: 'BRL', variants: {} };
    sandbox = await buildSandboxStore({
      privateToken: SHOP.token,
      webhookSecret: SHOP.secret,
      webhookUrl: 'http://127.0.0.1:9/shopify/webhooks/orders-paid',
      catalogue: () => catalogue,
      publicUrl: () => sandboxUrl,
      assetsUrl: 'http://assets.test',
      retryDelaysMs: [],
    });
    sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    catalogue = await buildCatalogue(database.db, SHOP.giftBagVariantId);
    const storeDomain = new URL(sandboxUrl).host;
    [a, b] = await Promise.all([
      freePort().then((port) => startApi(created.url, port, dataDir, storeDomain)),
      freePort().then((port) => startApi(created.url, port, dataDir, storeDomain)),
    ]);
  }, 90_000);

  afterAll(async () => {
    for (const api of [a, b]) api?.child.kill('SIGTERM');
    await Promise.all([a, b].map((api) => api && new Promise((r) => (api.child.exitCode !== null ? r(null) : api.child.once('exit', r)))));
    await sandbox?.close();
    await database?.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session created through one process is valid on the other, and a logout through either ends it', async () => {
    const login = await call(a, 'POST', '/auth/login', undefined, { id: DEMO_USERS.fullStaff.codigo, senha: DEMO_USERS.fullStaff.senha });
    expect(login.status).toBe(200);
    const sid = sessionOf(login);

    const me = await call(b, 'GET', '/auth/me', sid);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { usuario: { id: number } }).usuario.id).toBe(DEMO_USERS.fullStaff.codigo);

    expect((await call(b, 'POST', '/auth/logout', sid)).status).toBe(200);
    expect((await call(a, 'GET', '/auth/me', sid)).status).toBe(401);
  });

  it('an XSRF token handed out by one process is accepted by the other, and only for its session', async () => {
    const login = await call(a, 'POST', '/auth/login', undefined, { id: DEMO_USERS.viewOnlyStaff.codigo, senha: DEMO_USERS.viewOnlyStaff.senha });
    const sid = sessionOf(login);
    const token = cookieOf(login, 'XSRF-TOKEN');
    const other = sessionOf(await call(b, 'POST', '/auth/login', undefined, { id: DEMO_USERS.superUser.codigo, senha: DEMO_USERS.superUser.senha }));
    const withToken = (session: string) => ({ cookie: `sid=${session}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token });
    expect((await fetch(`${b.url}/auth/logout`, { method: 'POST', headers: withToken(other) })).status).toBe(403);
    expect((await fetch(`${b.url}/auth/logout`, { method: 'POST', headers: withToken(sid) })).status).toBe(200);
    expect((await call(a, 'GET', '/auth/me', sid)).status).toBe(401);
  });

  it('the rate limits count the calls of both processes together', async () => {
    const wrong = (api: ApiProcess, i: number) => call(api, 'POST', '/auth/login', undefined, { id: 4321, senha: `errada-${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong(i % 2 ? a : b, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('concurrent writes through both processes lose nothing', async () => {
    const sid = sessionOf(await call(b, 'POST', '/auth/login', undefined, { id: DEMO_USERS.fullStaff.codigo, senha: DEMO_USERS.fullStaff.senha }));
    const [template] = await database.db.select().from(s.listas).where(eq(s.listas.id, 5));
    const form = {
      codigoCliFor: template!.cliForCodigo,
      vendedorId: template!.vendedorId,
      categoriaId: template!.categoriaId,
      filialId: template!.filialId,
      dataEvento: '2031-05-20',
      localEvento: 'Salão de Festas, Macapá - AP',
      privacidade: 'publico',
    };
    // The same title everywhere: both processes race for the same slugs.
    const titulo = `Escala Concorrente ${Date.now()}`;
    const creations = Array.from({ length: 24 }, (_, i) => call(i % 2 ? a : b, 'POST', '/lista', sid, { ...form, titulo }));

    // Meanwhile, each item of list 5 gets its own new quantity, half through each process.
    const items = await database.db.select({ id: s.listaProdutos.id }).from(s.listaProdutos).where(eq(s.listaProdutos.listaId, 5));
    const unsold = await database.db
      .select({ id: s.listaProdutos.id })
      .from(s.listaProdutos)
      .where(inArray(s.listaProdutos.id, items.map((i) => i.id)));
    await database.db.update(s.listaProdutos).set({ vendido: false }).where(inArray(s.listaProdutos.id, unsold.map((i) => i.id)));
    const updates = unsold.map((item, i) => call(i % 2 ? b : a, 'PATCH', `/lista-produtos/${item.id}`, sid, { quantidade: 10 + i }));

    const answers = await Promise.all([...creations, ...updates]);
    expect(answers.map((r) => r.status)).toEqual([...creations.map(() => 201), ...updates.map(() => 200)]);

    const created = await database.db.select({ slug: s.listas.slug }).from(s.listas).where(like(s.listas.titulo, titulo));
    expect(created).toHaveLength(24);
    expect(new Set(created.map((l) => l.slug)).size).toBe(24);
    const after = await database.db
      .select({ id: s.listaProdutos.id, quantidade: s.listaProdutos.quantidade })
      .from(s.listaProdutos)
      .where(inArray(s.listaProdutos.id, unsold.map((i) => i.id)));
    expect(new Map(after.map((r) => [r.id, r.quantidade]))).toEqual(new Map(unsold.map((item, i) => [item.id, 10 + i])));
    for (const api of [a, b]) expect(api.output.join('')).not.toMatch(/unexpected error/);
  }, 60_000);

  it('a gift is held by exactly one of many simultaneous checkouts through both processes', async () => {
    const page = await fetch(`${a.url}/lista/publica/slug/${PUBLIC_LIST_SLUG}`);
    const lista = (await page.json()) as Lista;
    const gift = (lista.produtosAvulsos ?? []).find(
      (i) => !i.vendido && !i.reservadoAte && i.produto.isShopify_Ativo && toProductGid(i.produto.codigo_shopify) && i.estoquePorFilial.some((e) => e.quantidade > 0),
    )!;
    expect(gift).toBeDefined();
    const body = {
      productId: toProductGid(gift.produto.codigo_shopify),
      quantity: gift.quantidade,
      listId: lista.id,
      listProductId: gift.id,
      note: checkoutNote(lista.id, gift.produto.codigo),
    };
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => call(i % 2 ? a : b, 'POST', '/shopify/checkout', undefined, body)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(15).fill(409)]);
    const won = await answers.find((r) => r.status === 200)!.json();
    expect((won as { checkoutUrl: string }).checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const held = await database.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, gift.id));
    expect(held).toHaveLength(1);
  }, 60_000);
});
