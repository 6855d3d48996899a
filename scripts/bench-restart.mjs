#!/usr/bin/env node
/**
 * Restarts under load (docs/decisions/034): two API processes (production mode, ROLE=both, one
 * PostgreSQL database, the sandbox store) behind a small round-robin proxy that sends requests only
 * to backends whose GET /health/ready answers 200 (checked every 200 ms, as a load balancer's
 * probe does; it never retries a request). A load generator sends guest reads and checkouts
 * through the proxy while each API is stopped with SIGTERM and started again, in turn. Prints how
 * many requests got an answer from an API and how many were lost (a connection error, or the
 * proxy's own 502 when the backend failed mid-request or none was ready).
 *   scripts/with-postgres.sh node scripts/bench-restart.mjs [out.json]
 * Settings: RESTART_CONCURRENCY (guests at once, 20), DRAIN_MS of the APIs (2000).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BENCH_SLUG, browserHeaders } from './lib/apiLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('uso: scripts/with-postgres.sh node scripts/bench-restart.mjs [saída.json]');
  process.exit(2);
}
const out = process.argv[2];
const CONCURRENCY = Number(process.env.RESTART_CONCURRENCY ?? 20);
const DRAIN_MS = process.env.DRAIN_MS ?? '2000';
const ports = { a: 3391, b: 3392, proxy: 3390, store: 3393 };
const tsx = path.join(root, 'api/node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-restart-'));
const secret = () => randomBytes(24).toString('base64url');
const postgres = createRequire(path.join(root, 'api/package.json'))('postgres');
const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
const dbName = `lp_restart_${Date.now()}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const env = {
  ...process.env,
  DATABASE_URL: dbUrl.toString(),
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DRAIN_MS,
  RATE_LIMIT_FACTOR: '1000',
  GIFT_HOLDS_PER_ADDRESS: '100000',
  GIFT_HOLDS_PER_BROWSER: '100000',
  SHOPIFY_ADMIN_TOKEN: '',
  SHOPIFY_STORE_DOMAIN: `localhost:${ports.store}`,
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: secret(),
  SHOPIFY_WEBHOOK_SECRET: secret(),
  SHOPIFY_GIFT_BAG_VARIANT_ID: '7400000000599',
  SANDBOX_STORE_PORT: String(ports.store),
  SANDBOX_STORE_URL: `http://localhost:${ports.store}`,
  SANDBOX_STORE_CATALOGUE: path.join(dataDir, 'sandbox-store/catalogue.json'),
  SANDBOX_STORE_WEBHOOK_BASE_URL: `http://127.0.0.1:${ports.proxy}`,
  SITE_URL: 'http://localhost:8080',
};
delete env.API_MODE;

const children = new Map();
/** Starts API `name` on its port; resolves when its /health/ready answers 200. */
async function startApi(name) {
  const child = spawn(tsx, [path.join(root, 'api/src/server.ts')], { cwd: path.join(root, 'api'), env: { ...env, PORT: String(ports[name]) }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.set(name, child);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${ports[name]}/health/ready`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`API ${name} não ficou pronta`);
}

/** The proxy: round-robin over the ready backends, no retry; its own failures are 502 with x-proxy-error. */
function startProxy() {
  const backends = [ports.a, ports.b];
  const ready = new Set();
  const probe = setInterval(() => {
    for (const port of backends)
      fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(500) }).then(
        (r) => (r.ok ? ready.add(port) : ready.delete(port)),
        () => ready.delete(port),
      );
  }, 200);
  let next = 0;
  const server = http.createServer((req, res) => {
    const live = backends.filter((p) => ready.has(p));
    const fail = () => {
      if (!res.headersSent) res.writeHead(502, { 'x-proxy-error': '1' });
      res.end();
    };
    if (!live.length) return fail();
    const port = live[next++ % live.length];
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', fail);
    });
    upstream.on('error', fail);
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5000;
  return new Promise((resolve) => server.listen(ports.proxy, '127.0.0.1', () => resolve({ close: () => (clearInterval(probe), server.close()) })));
}

const tally = { answered: 0, lost: 0, byStatus: {}, lostDuring: [] };
let loading = true;
/** One guest: reads the list pages and, one time in four, starts a checkout of one of its gifts. */
async function guest(base, headers, gifts, id) {
  let n = 0;
  while (loading) {
    n++;
    const checkout = n % 4 === 0 && gifts.length > 0;
    const gift = gifts[(id * 7 + n) % Math.max(1, gifts.length)];
    const request = checkout
      ? fetch(`${base}/shopify/checkout`, { method: 'POST', headers, body: JSON.stringify(gift) })
      : fetch(`${base}${n % 2 ? '/lista/publica/index?page=1&limit=12' : `/lista/publica/slug/${BENCH_SLUG}`}`, { headers });
    try {
      const r = await request;
      await r.arrayBuffer();
      if (r.headers.get('x-proxy-error')) {
        tally.lost++;
        tally.lostDuring.push(phase);
      } else {
        tally.answered++;
        const key = `${checkout ? 'checkout' : 'read'} ${r.status}`;
        tally.byStatus[key] = (tally.byStatus[key] ?? 0) + 1;
      }
    } catch {
      tally.lost++;
      tally.lostDuring.push(phase);
    }
  }
}

let phase = 'start';
const timeline = [];
try {
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  for (const [label, script] of [['migrate', 'api/src/migrate.ts'], ['seed', 'api/src/seed/cli.ts']]) {
    const r = spawnSync(tsx, [path.join(root, script)], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`${label} falhou`);
  }
  await startApi('a');
  const store = spawn(tsx, [path.join(root, 'api/src/sandbox-store/server.ts')], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.set('store', store);
  await startApi('b');
  const proxy = await startProxy();
  const base = `http://127.0.0.1:${ports.proxy}`;
  await new Promise((r) => setTimeout(r, 500));
  const headers = await browserHeaders(base);
  const page = await (await fetch(`${base}/lista/publica/slug/${BENCH_SLUG}`, { headers })).json();
  const gifts = (page.produtosAvulsos ?? [])
    .filter((item) => !item.vendido && item.produto?.codigo_shopify && item.produto.isShopify_Ativo)
    .map((item) => ({ productId: `gid://shopify/ProductVariant/${item.produto.codigo_shopify}`, quantity: item.quantidade, listId: page.id, listProductId: item.id, note: `Lista #${page.id} - item código ${item.produto.codigo}` }));
  const started = Date.now();
  const guests = Array.from({ length: CONCURRENCY }, (_, i) => guest(base, headers, gifts, i));
  const at = (label) => timeline.push({ label, ms: Date.now() - started });
  await new Promise((r) => setTimeout(r, 3000));
  for (const name of ['a', 'b']) {
    phase = `restart ${name}`;
    at(`SIGTERM ${name}`);
    const child = children.get(name);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    at(`${name} exited`);
    await startApi(name);
    at(`${name} ready again`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  phase = 'after';
  await new Promise((r) => setTimeout(r, 2000));
  loading = false;
  await Promise.all(guests);
  proxy.close();
  const result = { concurrency: CONCURRENCY, drainMs: Number(DRAIN_MS), checkoutGifts: gifts.length, seconds: (Date.now() - started) / 1000, ...tally, timeline };
  console.log(
    `Reinícios sob carga: ${tally.answered} respostas da API, ${tally.lost} perdidas (${CONCURRENCY} convidados, DRAIN_MS=${DRAIN_MS}, ${result.seconds.toFixed(1)} s)\n` +
      `  por status: ${JSON.stringify(tally.byStatus)}\n  linha do tempo: ${timeline.map((t) => `${t.label} @${t.ms} ms`).join(', ')}`,
  );
  if (out) fs.writeFileSync(out, JSON.stringify(result, null, 2));
} finally {
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.all([...children.values()].map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
