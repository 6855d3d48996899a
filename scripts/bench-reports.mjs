#!/usr/bin/env node
/**
 * The chain's report on a chain's volume (`pnpm bench --reports`, decision 040): on the PostgreSQL
 * server of TEST_DATABASE_URL (scripts/with-postgres.sh starts a throwaway one), a database of its
 * own migrated and seeded with the demo data (SEED_DEMO=1 api/src/migrate.ts), filled by
 * `pnpm db:fill-chain` (its options pass through: --lists 20000 …), then one API process (ROLE=web)
 * on loopback, signed in as staff 1000 through POST /auth/login as a browser does, and GET
 * /relatorios for:
 *   (a) the latest whole month (São Paulo), all branches;  (b) the same month, one branch;
 *   (c) the same month, one seller;  (d) the 12 latest whole months;  (e) the last 3 years to today.
 * Each call: 2 warm-ups, then BENCH_REPORT_CALLS (20) sequential calls; median and p95. Writes the
 * figures as JSON to <out.json>; drops the database after, unless BENCH_REPORTS_DATABASE_URL names
 * an already filled one (then it is used as it is, neither filled nor dropped).
 *
 *   TEST_DATABASE_URL=... bench-reports.mjs <out.json> [fill options]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { browserHeaders, median, percentile } from './lib/apiLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [out, ...fillArgs] = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL;
const givenUrl = process.env.BENCH_REPORTS_DATABASE_URL;
if (!out || (!serverUrl && !givenUrl)) {
  console.error('uso: TEST_DATABASE_URL=... bench-reports.mjs <saída.json> [opções de db:fill-chain]');
  process.exit(2);
}
const CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 20);
const WARMUPS = 2;
const STAFF = { id: 1000, senha: 'admin123' };
const port = Number(process.env.BENCH_API_PORT ?? 3391);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-reports-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHOPIFY_ADMIN_TOKEN: '', ROLE: 'web' };
const tsx = path.join(root, 'api/node_modules/.bin/tsx');
const postgres = createRequire(path.join(root, 'api/package.json'))('postgres');

/** 'YYYY-MM-DD' of São Paulo's calendar for `date`. */
const spDay = (date) => date.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const addMonths = (day, n) => {
  const [y, m] = day.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
};
const lastDayOf = (firstDay) => new Date(Date.parse(`${addMonths(firstDay, 1)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Runs `args` with tsx in api/ under `env`, its output shown; throws when it fails. */
function runTsx(label, args, extraEnv) {
  const started = performance.now();
  const run = spawnSync(tsx, args, { cwd: path.join(root, 'api'), env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`${label} falhou`);
  return (performance.now() - started) / 1000;
}

let admin = null;
let dbName = null;
let api;
try {
  let databaseUrl = givenUrl;
  const result = { date: new Date().toISOString(), fillArgs, calls: CALLS, warmups: WARMUPS };
  if (!databaseUrl) {
    admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    dbName = `lp_bench_reports_${Date.now()}`;
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${dbName}`;
    databaseUrl = dbUrl.toString();
    result.migrateSeconds = runTsx('db:migrate', ['src/migrate.ts'], { DATABASE_URL: databaseUrl, SEED_DEMO: '1' });
    console.log('\npnpm db:fill-chain:');
    result.fillSeconds = runTsx('db:fill-chain', ['src/reports/fillChain.ts', ...fillArgs], { DATABASE_URL: databaseUrl });
  }
  env.DATABASE_URL = databaseUrl;

  const db = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  let branch, seller;
  try {
    const [sizes] = await db`select (select count(*) from filiais)::int as filiais, (select count(*) from vendedores)::int as vendedores,
      (select count(*) from listas)::int as listas, (select count(*) from lista_produtos)::int as itens, (select count(*) from pedidos)::int as pedidos,
      (select count(*) from pedido_itens)::int as pedido_itens, (select count(*) from presentes_loja)::int as presentes_loja,
      (select count(*) from vale_presentes)::int as vale_presentes, pg_database_size(current_database())::bigint as bytes`;
    result.sizes = { ...sizes, bytes: Number(sizes.bytes) };
    // the branch and the seller with the most lists (a busy one, as a manager would look at)
    [{ id: branch }] = await db`select filial_id as id from listas group by 1 order by count(*) desc, 1 limit 1`;
    [{ id: seller }] = await db`select vendedor_id as id from listas where vendedor_id is not null group by 1 order by count(*) desc, 1 limit 1`;
  } finally {
    await db.end();
  }

  api = spawn(tsx, [path.join(root, 'api/src/server.ts')], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    // the first start on a filled database may apply a migration that builds indexes or a summary
    if (i > 6000) throw new Error('API não respondeu');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  // staff 1000 signs in as the browser does: pre-session and XSRF cookies, the token echoed
  const headers = await browserHeaders(base);
  const login = await fetch(`${base}/auth/login`, { method: 'POST', headers, body: JSON.stringify({ id: STAFF.id, senha: STAFF.senha }) });
  if (!login.ok) throw new Error(`login ${STAFF.id}: ${login.status} ${await login.text()}`);
  const cookies = new Map();
  for (const pair of [...headers.cookie.split('; '), ...login.headers.getSetCookie().map((c) => c.split(';')[0])]) {
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const session = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

  const today = spDay(new Date());
  const month = addMonths(today, -1);
  const threeYearsAgo = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
  const nextDay = (day) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const calls = [
    { name: '(a) mês, todas as filiais', query: `de=${month}&ate=${lastDayOf(month)}` },
    { name: '(b) mês, uma filial', query: `de=${month}&ate=${lastDayOf(month)}&filialId=${branch}` },
    { name: '(c) mês, um vendedor', query: `de=${month}&ate=${lastDayOf(month)}&vendedorId=${seller}` },
    { name: '(d) 12 meses, todas', query: `de=${addMonths(today, -12)}&ate=${lastDayOf(month)}` },
    { name: '(e) 3 anos, todas', query: `de=${nextDay(threeYearsAgo)}&ate=${today}` },
  ];
  result.reports = [];
  for (const call of calls) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < WARMUPS + CALLS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/relatorios?${call.query}`, { headers: session });
      const body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /relatorios?${call.query}: ${res.status} ${Buffer.from(body).toString()}`);
      if (i >= WARMUPS) times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    const r = { ...call, medianMs: median(times), p95Ms: percentile(times, 95), minMs: Math.min(...times), maxMs: Math.max(...times), bytes };
    result.reports.push(r);
    console.log(`  ${r.name.padEnd(28)} mediana ${r.medianMs.toFixed(0).padStart(6)} ms, p95 ${r.p95Ms.toFixed(0).padStart(6)} ms  (GET /relatorios?${r.query})`);
  }
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
} finally {
  api?.kill('SIGTERM');
  if (api) await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  if (admin) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
