#!/usr/bin/env node
/**
 * Benchmark (`pnpm bench`): starts the stack from the production builds (build first with
 * `pnpm build`), then measures and prints, and writes to bench-results/latest.json:
 *  - JS bytes (gzip level 9 of each JS response) downloaded on a first, cold load of /, /listas and
 *    /lista/{slug} in Chromium, and which remotes each load touched;
 *  - the API's latency (median, p95) and throughput for GET /lista/publica under a bounded load
 *    on loopback (fixed concurrency and request count, 3 rounds; medians across rounds), on the
 *    embedded PGlite and, when a server is available, the same load on PostgreSQL;
 *  - the JS bytes each signed-in area adds when first opened: a customer signs in by magic link and
 *    lands on /cliente/dashboard; a staff user signs in and lands on /funcionario/dashboard; the
 *    same staff user then opens the kit builder of list 1 from there (client-side navigation, as a
 *    link does), which loads the kits area (bytes of the area's own remote, and of the whole visit);
 *  - the JS bytes the giving path adds to a guest's visit of /lista/{slug}: after the cold load,
 *    'Presentear' on the first single gift (until the purchase review dialog shows) and, in
 *    another cold visit, on the first kit (until /lista/kit shows its stores);
 * Exits 1 if a guest route loads code of the customer, staff or kit remotes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ports, startStack } from './stack.mjs';
import { CONCURRENCY, REQUESTS, ROUNDS, describeLoad, measurePublicLists, median } from './lib/apiLoad.mjs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

process.env.DATA_DIR ??= path.join(root, '.stack/data-bench');
const SLUG = process.env.BENCH_SLUG ?? 'casamento-maria-e-joao';
const BUDGET_KB = 250;

const originNames = Object.fromEntries(Object.entries(ports).map(([name, p]) => [`http://localhost:${p}`, name]));

/** Records every JS response of `page` (raw and gzip-9 bytes, origin). */
function recordScripts(page) {
  const scripts = [];
  page.on('response', async (res) => {
    const url = res.url();
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !url.endsWith('.js')) return;
    try {
      const body = await res.body();
      scripts.push({ url, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, origin: new URL(url).origin });
    } catch {
      /* redirected or aborted */
    }
  });
  return scripts;
}

/** Sums recorded scripts per app of the stack. */
function summarize(route, scripts) {
  const byApp = {};
  for (const s of scripts) {
    const app = originNames[s.origin] ?? s.origin;
    byApp[app] = (byApp[app] ?? 0) + s.gzip;
  }
  return {
    route,
    jsGzipBytes: scripts.reduce((n, s) => n + s.gzip, 0),
    jsRawBytes: scripts.reduce((n, s) => n + s.raw, 0),
    files: scripts.length,
    byApp,
    remotesLoaded: Object.keys(byApp).filter((a) => ['public', 'cliente', 'funcionario', 'kits'].includes(a)),
  };
}

async function measureRoute(browser, route) {
  const context = await browser.newContext(); // cold cache each time
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`http://localhost:${ports.shell}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return summarize(route, scripts);
}

const API = `http://localhost:${ports.api}`;
const CUSTOMER_EMAIL = 'maria.silva@example.com';
const STAFF = { id: 1001, senha: 'gestor123' };

/** A fresh magic link for the demo customer, requested from the API and read from its dev outbox. */
async function magicLink() {
  const xsrf = 'bench-xsrf-token';
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const after = Date.now();
  await fetch(`${API}/auth/request-magic-link`, { method: 'POST', headers, body: JSON.stringify({ email: CUSTOMER_EMAIL }) });
  for (let i = 0; i < 50; i++) {
    const mails = await (await fetch(`${API}/dev/outbox.json?to=${encodeURIComponent(CUSTOMER_EMAIL)}`)).json();
    const fresh = mails.find((m) => Date.parse(m.createdAt) >= after - 1000);
    const link = fresh && /https?:\/\/[^\s"<>]+\/auth\/magic\?[^\s"<>]+/.exec(fresh.text)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no magic link in the outbox');
}

/** The kit builder opened from the staff dashboard: list 1's first item (unsold, loose in the seed). */
const KIT_BUILDER = '/funcionario/lista/1/kit/1';

/**
 * Cold load of a signed-in area: signs in (customer by magic link, staff by the login form) and
 * waits for the area's dashboard (the kits area: then opens the kit builder in the page, as a link
 * does); returns the bytes of that whole first visit.
 */
async function measureArea(browser, area) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  if (area === 'cliente') {
    await page.goto(await magicLink());
    await page.waitForURL(/\/cliente\/dashboard$/);
  } else {
    await page.goto(`http://localhost:${ports.shell}/login/funcionario`);
    await page.getByLabel('Codigo').fill(String(STAFF.id));
    await page.getByLabel('Senha', { exact: true }).fill(STAFF.senha);
    await page.getByRole('button', { name: 'Acessar Sistema' }).click();
    await page.waitForURL(/\/funcionario\/dashboard$/);
  }
  if (area === 'kits') {
    await page.waitForLoadState('networkidle');
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, KIT_BUILDER);
    await page.getByRole('heading', { name: 'Criar Kit' }).waitFor();
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return summarize({ cliente: '/cliente/dashboard', funcionario: '/funcionario/dashboard', kits: KIT_BUILDER }[area], scripts);
}

/**
 * JS of a cold visit of /lista/{slug}, then what one 'Presentear' click adds: on the first single
 * gift ('item', until the review dialog shows) or on the first kit ('kit', until /lista/kit shows).
 */
async function measureGiving(browser, kind) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`http://localhost:${ports.shell}/lista/${SLUG}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const firstVisit = scripts.length;
  if (kind === 'item') {
    await page.getByTestId('presentear').first().click();
    await page.getByRole('dialog', { name: 'Revise o seu presente' }).waitFor();
  } else {
    await page.getByRole('button', { name: /^Presentear: Kit/ }).first().click();
    await page.waitForURL(/\/lista\/kit$/);
    await page.getByText('Compre na Loja Física').waitFor();
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return { visit: summarize(`/lista/${SLUG}`, scripts.slice(0, firstVisit)), added: summarize(`Presentear (${kind})`, scripts.slice(firstVisit)) };
}

/**
 * The same API load on a PostgreSQL server (scripts/bench-pg.mjs): the server of TEST_DATABASE_URL,
 * else a throwaway one started by scripts/with-postgres.sh; null when neither is available.
 */
function postgresRun() {
  const out = path.join(os.tmpdir(), `lp-bench-pg-${process.pid}.json`);
  const script = [process.execPath, path.join(root, 'scripts/bench-pg.mjs'), out];
  const hasServer = fs.existsSync('/usr/lib/postgresql');
  if (!process.env.TEST_DATABASE_URL && !hasServer) return null;
  const command = process.env.TEST_DATABASE_URL ? script : [path.join(root, 'scripts/with-postgres.sh'), ...script];
  const run = spawnSync(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0 || !fs.existsSync(out)) return null;
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  return result;
}

const { stop } = await startStack();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const routes = [];
  for (const route of ['/', '/listas', `/lista/${SLUG}`]) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await measureRoute(browser, route));
    routes.push({ ...runs[0], jsGzipBytes: median(runs.map((r) => r.jsGzipBytes)) });
  }
  const areas = [];
  for (const area of ['cliente', 'funcionario', 'kits']) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await measureArea(browser, area));
    areas.push({
      ...runs[0],
      area,
      jsGzipBytes: median(runs.map((r) => r.jsGzipBytes)),
      areaGzipBytes: median(runs.map((r) => r.byApp[area] ?? 0)),
    });
  }
  const giving = [];
  for (const kind of ['item', 'kit']) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await measureGiving(browser, kind));
    giving.push({
      kind,
      ...runs[0].added,
      jsGzipBytes: median(runs.map((r) => r.added.jsGzipBytes)),
      visitJsGzipBytes: median(runs.map((r) => r.visit.jsGzipBytes)),
    });
  }
  await browser.close();

  const apiResult = await measurePublicLists(`http://localhost:${ports.api}`, 'PGlite');
  const pgResult = postgresRun();
  const leaks = routes.filter((r) => r.remotesLoaded.some((a) => a !== 'public'));
  const result = { date: new Date().toISOString(), budgetKB: BUDGET_KB, routes, areas, giving, api: apiResult, apiPostgres: pgResult, ok: leaks.length === 0 };
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results/latest.json'), JSON.stringify(result, null, 2));

  console.log('\nJS baixado na primeira visita (gzip, mediana de 3 cargas frias):');
  for (const r of routes) {
    const kb = (r.jsGzipBytes / 1024).toFixed(1);
    const parts = Object.entries(r.byApp).map(([a, b]) => `${a} ${(b / 1024).toFixed(1)} KiB`).join(', ');
    console.log(`  ${r.route.padEnd(32)} ${kb.padStart(7)} KiB  ${r.jsGzipBytes / 1024 <= BUDGET_KB ? 'dentro' : 'ACIMA'} da meta de ${BUDGET_KB} KiB  [${parts}]  remotos: ${r.remotesLoaded.join(', ') || '-'}`);
  }
  console.log('\nÁreas autenticadas, primeira abertura (gzip, mediana de 3 cargas frias):');
  for (const a of areas) {
    const parts = Object.entries(a.byApp).map(([n, b]) => `${n} ${(b / 1024).toFixed(1)} KiB`).join(', ');
    console.log(`  ${a.route.padEnd(32)} a área acrescenta ${(a.areaGzipBytes / 1024).toFixed(1)} KiB; visita inteira ${(a.jsGzipBytes / 1024).toFixed(1)} KiB  [${parts}]`);
  }
  console.log(`\n'Presentear' em /lista/${SLUG} (gzip, mediana de 3 visitas frias):`);
  for (const g of giving) {
    const parts = Object.entries(g.byApp).map(([n, b]) => `${n} ${(b / 1024).toFixed(1)} KiB`).join(', ');
    console.log(`  ${(g.kind === 'item' ? 'presente avulso (diálogo)' : 'kit (/lista/kit)').padEnd(32)} acrescenta ${(g.jsGzipBytes / 1024).toFixed(1)} KiB em ${g.files} arquivo(s) à visita de ${(g.visitJsGzipBytes / 1024).toFixed(1)} KiB  [${parts}]`);
  }
  console.log(`\nAPI ${apiResult.call}, ${CONCURRENCY} conexões, ${REQUESTS} requisições x ${ROUNDS} rodadas (medianas):`);
  console.log(`  ${describeLoad(apiResult)}`);
  console.log(pgResult ? `  ${describeLoad(pgResult)}` : '  PostgreSQL: pulado (sem servidor: instale o pacote Debian postgresql ou defina TEST_DATABASE_URL)');
  console.log(`\nResultado em bench-results/latest.json`);
  if (leaks.length) {
    console.error(`Rotas de visitante carregaram remotos que não são o público: ${leaks.map((l) => l.route).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  stop();
}
