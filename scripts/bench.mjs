#!/usr/bin/env node
/**
 * Benchmark (`pnpm bench`, after `pnpm build`): starts the stack from the production builds,
 * measures in Chromium and on the API, prints the figures and writes them to
 * bench-results/latest.json:
 *  - guest routes (/, /listas, /lista/{slug}): JavaScript on the wire (encoded bytes, as Chromium
 *    received them) on a cold load, per app, and which remotes each touched (median of 3);
 *  - each signed-in area: the JavaScript on the wire it adds when first opened (customer area,
 *    staff area, kit builder), beyond what the sign-in page had loaded (median of 3);
 *  - what 'Presentear' adds on a list page (the review dialog; /lista/kit);
 *  - on a simulated slow 4G link (150 ms RTT, 1.6 Mbps down, CPU slowed 4×): the time to the
 *    first list card on /, /listas and a list page, and the requests made before it (median of 5);
 *  - the first tap on 'Presentear' 1 s after a list page's load on a phone (docs/decisions/031): tap to the
 *    pressed state painted, tap to the dialog (or its loading overlay) painted, tap to the dialog
 *    itself, the tap's INP (web-vitals), at slow 4G with CPU 4×, CPU 4× alone and unthrottled, and
 *    at CPU 4× once the app has taken the page over (docs/decisions/044) (median of 5);
 *  - the HTML as sent on the guest routes (decision 029): status, bytes, list and gift cards, prices,
 *    og: tags, the remote version rendered, the page server's answer time (median of 5);
 *  - 300 simultaneous requests for a list page's HTML on the page server (a WhatsApp group opening
 *    one list): time to the last answer, latency median and p95 (median of 3 rounds); then 300
 *    with distinct unknown query strings, with an ordinary /listas sent during them: its time at
 *    the client and in the host (its Server-Timing);
 *  - Lighthouse mobile (performance score, LCP, TBT, CLS) for the three guest routes (median of 3);
 *  - the API's latency (median, p95) and throughput of the guests' reads (GET /lista/publica/index,
 *    /lista/publica, /lista/publica/slug/{slug}) under a bounded load on loopback, one API process,
 *    on the embedded PGlite and, when a server is available, on PostgreSQL.
 * `pnpm bench --api` measures only the API (no build needed); `pnpm bench --crowd` only the crowds
 * (into bench-results/crowd.json); `pnpm bench --taps` only the taps on 'Presentear' (into
 * bench-results/taps.json); `pnpm bench --lighthouse` only Lighthouse on the guest routes (into
 * bench-results/lighthouse.json); `pnpm bench --libraries` only what each library costs a guest
 * route: the shell and remote-public built again with hidden source maps in a temporary folder,
 * each script a route downloads split by the library its code comes from (decision 053; into
 * bench-results/libraries.json); `pnpm bench --reports` only the chain's report on a chain's
 * volume (scripts/bench-reports.mjs, decision 040: a throwaway PostgreSQL filled by
 * `pnpm db:fill-chain`, whose options follow: `pnpm bench --reports --lists 20000 --gifts 300000`;
 * into bench-results/reports.json).
 * Timings are reported, never judged (the machines are shared); the byte budgets are checked by
 * the browser tests (e2e/tests/budgets.spec.ts). Exits 1 if a guest route loads the code of a
 * signed-in area.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { outboxKeyFile, ports, startStack } from './stack.mjs';
import { withPostgres, noPostgresLine } from './lib/postgres.mjs';
import { BENCH_SLUG, CONCURRENCY, REQUESTS, ROUNDS, browserHeaders, describeLoad, measurePublicReads, median, percentile } from './lib/apiLoad.mjs';
import { SLOW_4G, byApp, coldLoad, firstTap, wireBytes } from './lib/pageLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

process.env.DATA_DIR ??= path.join(root, '.stack/data-bench');
// the customer area is opened through fresh sign-in links several times per run, and the limits are
// kept in the bench's database across runs: 10× the limits, as the browser tests run
process.env.RATE_LIMIT_FACTOR ??= '10';
process.env.GIFT_HOLDS_PER_ADDRESS ??= '200';
const SLUG = BENCH_SLUG;
const API_ONLY = process.argv.includes('--api');
const CROWD_ONLY = process.argv.includes('--crowd');
const REPORTS_ONLY = process.argv.includes('--reports');
const TAPS_ONLY = process.argv.includes('--taps');
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse');
const LIBRARIES_ONLY = process.argv.includes('--libraries');
const SITE = `http://localhost:${ports.shell}`;
const API = `http://localhost:${ports.api}`;
const GUEST_ROUTES = ['/', '/listas', `/lista/${SLUG}`];
const BYTES_RUNS = 3;
const TIMING_RUNS = 5;
const LIGHTHOUSE_RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const originNames = Object.fromEntries(Object.entries(ports).map(([name, p]) => [`http://localhost:${p}`, name]));
const kib = (bytes) => (bytes / 1024).toFixed(1);
const appsOf = (scripts) => Object.keys(byApp(scripts, originNames)).filter((a) => ['public', 'cliente', 'funcionario', 'kits'].includes(a));

/* ---------- guest routes: bytes ---------- */

async function guestBytes(browser, route) {
  const runs = [];
  for (let i = 0; i < BYTES_RUNS; i++) runs.push(await coldLoad(browser, `${SITE}${route}`));
  const pick = runs.sort((a, b) => wireBytes(a.scripts) - wireBytes(b.scripts))[Math.floor(runs.length / 2)];
  return {
    route,
    wireBytes: wireBytes(pick.scripts),
    files: pick.scripts.length,
    byApp: byApp(pick.scripts, originNames),
    remotesLoaded: appsOf(pick.scripts),
    urls: pick.scripts.map((s) => s.url),
  };
}

/* ---------- signed-in areas: bytes they add ---------- */

const CUSTOMER_EMAIL = 'maria.silva@example.com';
const STAFF = { id: 1001, senha: 'gestor123' };
/** The kit builder opened from the staff dashboard: list 1's first item (unsold, loose in the seed). */
const KIT_BUILDER = '/funcionario/lista/1/kit/1';

/**
 * A fresh magic link for the demo customer: requested from the API as a browser does (the
 * pre-session and XSRF cookies of a first call, the token echoed), read from the demo outbox with
 * this start's key.
 */
async function magicLink() {
  const headers = await browserHeaders(API);
  const after = Date.now();
  const asked = await fetch(`${API}/auth/request-magic-link`, { method: 'POST', headers, body: JSON.stringify({ email: CUSTOMER_EMAIL }) });
  if (!asked.ok) throw new Error(`sign-in link refused: ${asked.status} ${await asked.text()}`);
  const key = fs.readFileSync(outboxKeyFile, 'utf8').trim();
  for (let i = 0; i < 50; i++) {
    const mails = await (await fetch(`${API}/dev/outbox.json?to=${encodeURIComponent(CUSTOMER_EMAIL)}`, { headers: { 'x-outbox-key': key } })).json();
    const fresh = mails.find((m) => Date.parse(m.createdAt) >= after - 1000);
    const link = fresh && /https?:\/\/[^\s"<>]+\/auth\/magic\?[^\s"<>]+/.exec(fresh.text)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no magic link in the outbox');
}

async function signInStaff(page) {
  await page.getByLabel('Codigo').fill(String(STAFF.id));
  await page.getByLabel('Senha', { exact: true }).fill(STAFF.senha);
  await page.getByRole('button', { name: 'Acessar Sistema' }).click();
  await page.waitForURL(/\/funcionario\/dashboard$/);
  await page.getByRole('heading', { name: 'Dashboard Administrativo' }).waitFor();
}

/**
 * One first opening of a signed-in area: the JS it adds beyond the sign-in page's cold load (the
 * customer: /auth/magic then the dashboard; staff: the login form then the dashboard; the kit
 * builder: opened from the staff dashboard, as a link does).
 */
async function areaOpening(browser, area) {
  if (area === 'cliente') {
    const visit = await coldLoad(browser, await magicLink(), { until: null, act: (page) => page.waitForURL(/\/cliente\/dashboard$/).then(() => page.getByRole('heading', { name: /^Olá, / }).waitFor()) });
    const signIn = await coldLoad(browser, `${SITE}/login/cliente`, { until: 'form' });
    const known = new Set(signIn.scripts.map((s) => s.url));
    return [...visit.scripts, ...visit.afterAct].filter((s) => !known.has(s.url));
  }
  const staff = await coldLoad(browser, `${SITE}/login/funcionario`, {
    until: 'form',
    act: async (page) => {
      await signInStaff(page);
      if (area !== 'kits') return;
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => (window.__kitsFrom = performance.now()));
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, KIT_BUILDER);
      await page.getByRole('heading', { name: 'Criar Kit' }).waitFor();
    },
  });
  if (area === 'funcionario') return staff.afterAct;
  // the kit builder: what loads after the dashboard (its own remote and anything new)
  const dashboard = await coldLoad(browser, `${SITE}/login/funcionario`, { until: 'form', act: signInStaff });
  const known = new Set([...dashboard.scripts, ...dashboard.afterAct].map((s) => s.url));
  return staff.afterAct.filter((s) => !known.has(s.url));
}

async function areaBytes(browser, area) {
  const runs = [];
  for (let i = 0; i < BYTES_RUNS; i++) runs.push(await areaOpening(browser, area));
  const pick = runs.sort((a, b) => wireBytes(a) - wireBytes(b))[Math.floor(runs.length / 2)];
  return { area, addedWireBytes: wireBytes(pick), files: pick.length, byApp: byApp(pick, originNames) };
}

/* ---------- the giving path ---------- */

async function givingBytes(browser, kind) {
  const load = await coldLoad(browser, `${SITE}/lista/${SLUG}`, {
    act: async (page) => {
      if (kind === 'item') {
        await page.getByTestId('presentear').first().click();
        await page.getByRole('dialog', { name: 'Revise o seu presente' }).waitFor();
      } else {
        await page.getByRole('button', { name: /^Presentear: Kit/ }).first().click();
        await page.waitForURL(/\/lista\/kit$/);
        await page.getByText('Compre na Loja Física').waitFor();
      }
    },
  });
  return { kind, addedWireBytes: wireBytes(load.afterAct), files: load.afterAct.length };
}

/* ---------- slow 4G: time to the first card ---------- */

async function firstCard(browser, route) {
  const runs = [];
  for (let i = 0; i < TIMING_RUNS; i++) runs.push(await coldLoad(browser, `${SITE}${route}`, { throttle: SLOW_4G }));
  return {
    route,
    firstCardMs: median(runs.map((r) => r.firstCardMs)),
    runsMs: runs.map((r) => Math.round(r.firstCardMs)),
    requestsBeforeFirstCard: median(runs.map((r) => r.requestsBeforeFirstCard)),
  };
}

/* ---------- the first tap on a phone (docs/decisions/031) ---------- */

// its IIFE build, beside the CommonJS one the package exports
const WEB_VITALS = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** 'Presentear' of the first gift card, and the giving dialog's content. */
const GIVE_CONTROL = { selector: '[data-testid="gift-card"] button:has-text("Presentear")', contentSelector: '[data-testid="give-dialog"]' };
/** 'Dar uma cota' of the demo list's gift that accepts cotas (decision 043), and the cota dialog's form. */
const COTA_CONTROL = { selector: '[data-testid="dar-cota"]', contentSelector: '[data-testid="cota-form"]' };

/**
 * 'Presentear' (or another `control`) tapped on a list page 1 s after its load event, on a phone (390 px wide, touch): the
 * tap until its pressed state is painted, until the dialog is painted, and the tap's INP
 * (web-vitals), medians of TIMING_RUNS, under `throttle` (null: none). The screen is made taller
 * until the first gift is in view as sent (a scroll would start the app before the tap).
 */
async function firstTapRuns(browser, name, throttle, { afterTakeover = false, control = GIVE_CONTROL, closeButton = null } = {}) {
  const runs = [];
  for (let i = 0; i < TIMING_RUNS; i++) {
    runs.push(await firstTap(browser, `${SITE}/lista/${SLUG}`, { throttle, ...control, closeButton, webVitalsIife: WEB_VITALS, afterTakeover }));
  }
  const pick = (key) => {
    const values = runs.map((r) => r[key]).filter((v) => v !== null);
    return values.length ? median(values) : null;
  };
  return { name, pressedMs: pick('pressedMs'), dialogMs: pick('dialogMs'), contentMs: pick('contentMs'), inpMs: pick('inpMs'), closeMs: pick('closeMs'), runs };
}

/**
 * The tap rows of the report: 'Presentear' under three throttlings before the app runs, then at CPU
 * 4× after it took the page over, as 'Dar uma cota' (decision 043); those two close their dialog too.
 */
async function allTaps(browser) {
  return [
    await firstTapRuns(browser, '4G lento + CPU 4×', SLOW_4G),
    await firstTapRuns(browser, 'CPU 4×', { cpuSlowdown: 4 }),
    await firstTapRuns(browser, 'sem limitação', null),
    await firstTapRuns(browser, 'CPU 4×, app já no ar', { cpuSlowdown: 4 }, { afterTakeover: true, closeButton: 'Fechar' }),
    await firstTapRuns(browser, "'Dar uma cota', app no ar", { cpuSlowdown: 4 }, { afterTakeover: true, control: COTA_CONTROL, closeButton: 'Fechar' }),
  ];
}

function printTaps(taps) {
  console.log(`\nToque em 'Presentear' 1 s após o load, celular 390 px (mediana de ${TIMING_RUNS}): toque → estado pressionado pintado, toque → diálogo (ou sua sobreposição de carregamento) pintado, toque → o próprio diálogo, INP (web-vitals); as duas últimas linhas tocam 2 s depois de o app assumir a página, e fecham o diálogo em 'Fechar' (a duração dessa interação)`);
  const ms = (v) => (v === null ? '-' : `${Math.round(v)} ms`);
  for (const t of taps) {
    const close = t.closeMs === null ? '' : `, fechar ${ms(t.closeMs)}`;
    console.log(`  ${t.name.padEnd(26)} pressionado ${ms(t.pressedMs)}, diálogo ${ms(t.dialogMs)}, conteúdo ${ms(t.contentMs)}, INP ${ms(t.inpMs)}${close}  (diálogo: ${t.runs.map((r) => r.dialogMs).join(', ')} ms)`);
  }
}

/* ---------- what each library costs a guest (decision 053) ---------- */

/** A built script's path without its content hash (`static/js/async/wi.2687d66a4e.js` → `static/js/async/wi.js`). */
const unhashed = (file) => file.replace(/\.[0-9a-f]{8,}(\.js)$/, '$1');

/**
 * The browser builds of the shell and remote-public again, with hidden source maps (the same
 * settings otherwise), in a temporary folder: `{ folder, files: { app: Map(unhashed path → file) }, read }` (`read`:
 * withSourceMap's files already read).
 * File names may differ from the served build's by their hash (decision 051), not by their path.
 */
function mapBuilds() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-maps-'));
  const files = {};
  for (const [app, dir] of [['shell', 'shell'], ['public', 'remote-public']]) {
    const out = path.join(folder, app);
    console.log(`Construindo ${dir} com mapas de código em ${out}...`);
    const built = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], { cwd: path.join(root, dir), env: { ...process.env, NODE_ENV: 'production', DIST_PATH: out, SOURCE_MAPS: 'hidden' }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`a construção de ${dir} com mapas falhou`);
    files[app] = new Map(fs.readdirSync(out, { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => [unhashed(f), path.join(out, f)]));
  }
  return { folder, files, read: new Map() };
}

/**
 * A downloaded script (coldLoad's) with its code and source map from `maps` when the map build has
 * it; each built file is read once, however many routes download it.
 */
function withSourceMap(script, maps) {
  const url = new URL(script.url);
  // a remote's scripts are served under its release's folder (`/<version>/static/js/...`)
  const key = unhashed(url.pathname);
  const file = [...(maps.files[originNames[url.origin]] ?? [])].find(([built]) => key.endsWith(`/${built}`))?.[1];
  const name = path.basename(key);
  if (!file || !fs.existsSync(`${file}.map`)) return { name, wireBytes: script.wire };
  if (!maps.read.has(file)) maps.read.set(file, { code: fs.readFileSync(file, 'utf8'), map: fs.readFileSync(`${file}.map`, 'utf8') });
  return { name, wireBytes: script.wire, ...maps.read.get(file) };
}

function printLibraries(routes) {
  console.log('\nO que cada biblioteca custa a uma página de convidado (bytes na rede, brotli; cada arquivo repartido pelos caracteres de cada biblioteca no seu mapa de código)');
  for (const r of routes) {
    console.log(`  ${r.route}: ${r.wireBytes} B em ${r.files} arquivos`);
    for (const { library, bytes } of r.libraries) console.log(`    ${String(bytes).padStart(7)} B  ${library}`);
  }
}

/* ---------- the HTML as sent (decision 029: guest pages rendered on the server) ---------- */

/**
 * What a client that runs no script gets on `route` (a crawler, WhatsApp's preview): status, the
 * bytes on the wire (brotli), the list or gift cards and prices in the HTML, its og: tags, and
 * the time to the whole answer on loopback (median of 5).
 */
async function htmlAsSent(route) {
  const times = [];
  let last;
  for (let i = 0; i < TIMING_RUNS; i++) {
    const started = performance.now();
    const response = await fetch(`${SITE}${route}`, { headers: { 'accept-encoding': 'br' } });
    const html = await response.text();
    times.push(performance.now() - started);
    last = { response, html };
  }
  const { response, html } = last;
  const count = (re) => (html.match(re) ?? []).length;
  return {
    route,
    status: response.status,
    wireBytes: Number(response.headers.get('content-length')),
    htmlBytes: Buffer.byteLength(html),
    listCards: count(/data-testid="list-card"/g),
    giftCards: count(/data-testid="gift-card"/g),
    prices: count(/R\$(&nbsp;|\s|\u00a0)/g),
    ogTags: [...html.matchAll(/<meta property="(og:[a-z_]+)"/g)].map((m) => m[1]),
    remoteVersion: response.headers.get('x-remote-version'),
    responseMs: median(times),
  };
}

/**
 * A WhatsApp group opening one list at once: CROWD simultaneous requests for the list page's HTML
 * on the page server (one process), 3 rounds 2.5 s apart (past its reuse of a render): the time
 * until the last answer and each request's latency (medians of the rounds).
 */
const CROWD = 300;
async function crowd(route, { distinctQueries = false, alongside } = {}) {
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    // an ordinary guest's page asked for while the crowd is at it (docs/decisions/032)
    const ordinary = alongside
      ? new Promise((resolve) => setTimeout(resolve, 20)).then(async () => {
          const t = performance.now();
          const answer = await fetch(`${SITE}${alongside}`, { headers: { 'accept-encoding': 'br' } });
          await answer.arrayBuffer();
          // the host's own time (Server-Timing), apart from the load generator sharing its machine
          const host = Number(/page;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '')?.[1]);
          return { ms: performance.now() - t, hostMs: Number.isFinite(host) ? host : null };
        })
      : null;
    const times = await Promise.all(
      Array.from({ length: CROWD }, async (_, i) => {
        const t = performance.now();
        const response = await fetch(`${SITE}${route}${distinctQueries ? `?b=${round * CROWD + i + 1}` : ''}`, { headers: { 'accept-encoding': 'br' } });
        await response.arrayBuffer();
        return { ms: performance.now() - t, rendered: Boolean(response.headers.get('x-remote-version')) };
      }),
    );
    const ms = times.map((t) => t.ms);
    rounds.push({
      wallMs: performance.now() - started,
      medianMs: median(ms),
      p95Ms: percentile(ms, 95),
      rendered: times.filter((t) => t.rendered).length,
      ...(ordinary ? await ordinary.then((o) => ({ ordinaryMs: o.ms, ordinaryHostMs: o.hostMs })) : {}),
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }
  const med = (key) => median(rounds.map((r) => r[key]));
  return {
    route: `${route}${distinctQueries ? '?b=1…300' : ''}`,
    requests: CROWD,
    wallMs: med('wallMs'),
    medianMs: med('medianMs'),
    p95Ms: med('p95Ms'),
    rendered: Math.min(...rounds.map((r) => r.rendered)),
    ...(alongside ? { alongside, ordinaryMs: med('ordinaryMs'), ordinaryHostMs: med('ordinaryHostMs') } : {}),
  };
}

/** One printed line of a crowd: the wall time, the latencies and, for the ordinary page, its time at the client and in the host. */
function printCrowd(c) {
  const host = c.ordinaryHostMs === null || c.ordinaryHostMs === undefined ? '' : ` (${Math.round(c.ordinaryHostMs)} ms no servidor de páginas)`;
  const alongside = c.alongside ? `; ${c.alongside} pedida durante a multidão: ${Math.round(c.ordinaryMs)} ms${host}` : '';
  console.log(`\n${c.requests} pedidos simultâneos de ${c.route} (um processo, mediana de 3 rodadas): última resposta em ${Math.round(c.wallMs)} ms, latência mediana ${Math.round(c.medianMs)} ms, p95 ${Math.round(c.p95Ms)} ms, ${c.rendered} renderizadas${alongside}`);
}

/* ---------- Lighthouse mobile ---------- */

async function lighthouseRuns(route) {
  const lighthouse = (await import(require.resolve('lighthouse'))).default;
  const chromeLauncher = await import(require.resolve('chrome-launcher'));
  const runs = [];
  // a run whose trace failed (lhr.runtimeError, e.g. NO_NAVSTART) has no score: it is kept with
  // its reason and another run is made, at most two more in all
  let attempts = 0;
  while (runs.filter((r) => r.score !== null).length < LIGHTHOUSE_RUNS && attempts++ < LIGHTHOUSE_RUNS + 2) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      // the default configuration is Lighthouse's mobile profile (slow 4G, 4× CPU, simulated)
      const { lhr } = await lighthouse(`${SITE}${route}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
      const failed = Boolean(lhr.runtimeError);
      const audit = (id) => (failed ? null : (lhr.audits[id]?.numericValue ?? null));
      // a metric Lighthouse could not compute is null, with its reason kept (e.g. NO_LCP)
      const errors = [lhr.runtimeError?.code, ...Object.values(lhr.audits).map((a) => a.errorMessage)].filter(Boolean);
      const score = failed || lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100);
      runs.push({ score, lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), fcpMs: audit('first-contentful-paint'), errors });
    } finally {
      await chrome.kill();
    }
  }
  const med = (key) => {
    const values = runs.map((r) => r[key]).filter((v) => v !== null);
    return values.length ? median(values) : null;
  };
  const errors = [...new Set(runs.flatMap((r) => r.errors))];
  return { route, performance: med('score'), lcpMs: med('lcpMs'), tbtMs: med('tbtMs'), cls: med('cls'), fcpMs: med('fcpMs'), scores: runs.map((r) => r.score), errors };
}

/** Lighthouse mobile on each guest route, one after the other. */
async function allLighthouse() {
  const lighthouse = [];
  for (const route of GUEST_ROUTES) lighthouse.push(await lighthouseRuns(route));
  return lighthouse;
}

function printLighthouse(lighthouse) {
  console.log(`\nLighthouse móvel (mediana de ${LIGHTHOUSE_RUNS}):`);
  const shown = (value, format) => (value === null ? 'n/d' : format(value));
  for (const l of lighthouse) {
    const metrics = `LCP ${shown(l.lcpMs, (v) => `${Math.round(v)} ms`)}, TBT ${shown(l.tbtMs, (v) => `${Math.round(v)} ms`)}, CLS ${shown(l.cls, (v) => v.toFixed(3))}`;
    console.log(`  ${l.route.padEnd(32)} desempenho ${shown(l.performance, String)} (${l.scores.map((score) => score ?? 'falhou').join(', ')}), ${metrics}${l.errors.length ? `  erros: ${l.errors.join('; ')}` : ''}`);
  }
}

/* ---------- the API: the guests' reads ---------- */

/**
 * The guests' reads on one API process of `engine` (scripts/bench-api.mjs): PGlite always;
 * PostgreSQL on the server of TEST_DATABASE_URL, else on a throwaway one started by
 * scripts/with-postgres.sh; null when neither is available or the run failed.
 */
function apiRun(engine) {
  const out = path.join(os.tmpdir(), `lp-bench-api-${engine}-${process.pid}.json`);
  const script = [process.execPath, path.join(root, 'scripts/bench-api.mjs'), engine, out];
  const throwaway = engine === 'postgres' && !process.env.TEST_DATABASE_URL;
  if (throwaway && !fs.existsSync('/usr/lib/postgresql')) return null;
  const command = throwaway ? [path.join(root, 'scripts/with-postgres.sh'), ...script] : script;
  const run = spawnSync(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0 || !fs.existsSync(out)) return null;
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  return result;
}

function printApi(api) {
  console.log(`\nAPI, leituras dos convidados, 1 processo, ${CONCURRENCY} conexões, ${REQUESTS} requisições x ${ROUNDS} rodadas (medianas):`);
  for (const r of api.pglite ?? []) console.log(`  ${describeLoad(r)}`);
  if (api.postgres) for (const r of api.postgres) console.log(`  ${describeLoad(r)}`);
  else console.log('  PostgreSQL: pulado (sem servidor: instale o pacote Debian postgresql ou defina TEST_DATABASE_URL)');
}

const measureApi = () => ({ pglite: apiRun('pglite'), postgres: apiRun('postgres') });

/* ---------- the chain's report on a chain's volume (decision 040) ---------- */

/**
 * GET /relatorios on a database filled by `pnpm db:fill-chain` (scripts/bench-reports.mjs, on the
 * server of TEST_DATABASE_URL or a throwaway one); the options after --reports go to the fill.
 * Null when there is no PostgreSQL or the run failed.
 */
function reportsRun() {
  const out = path.join(os.tmpdir(), `lp-bench-reports-${process.pid}.json`);
  const fillArgs = process.argv.slice(2).filter((a) => a !== '--reports');
  const command = withPostgres([process.execPath, path.join(root, 'scripts/bench-reports.mjs'), out, ...fillArgs]);
  if (!command) {
    console.log(noPostgresLine('bench --reports'));
    return null;
  }
  const run = spawnSync(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0 || !fs.existsSync(out)) return null;
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  return result;
}

function printReports(r) {
  const s = r.sizes;
  console.log(`\nRelatório da rede (GET /relatorios), 1 processo, PostgreSQL; ${s.filiais} filiais, ${s.vendedores} vendedores, ${s.listas} listas, ${s.itens} itens,`);
  console.log(`  ${s.pedidos} pedidos (${s.pedido_itens} itens), ${s.presentes_loja} presentes na loja, ${s.vale_presentes} vale-presentes; banco ${(s.bytes / 2 ** 30).toFixed(2)} GiB`);
  if (r.fillSeconds !== undefined) console.log(`  migração e demonstração ${r.migrateSeconds.toFixed(0)} s; preenchimento (pnpm db:fill-chain) ${r.fillSeconds.toFixed(0)} s`);
  console.log(`  ${r.calls} chamadas em sequência após ${r.warmups} de aquecimento:`);
  for (const c of r.reports) console.log(`  ${c.name.padEnd(28)} mediana ${c.medianMs.toFixed(0).padStart(6)} ms, p95 ${c.p95Ms.toFixed(0).padStart(6)} ms`);
}

/* ---------- run ---------- */

if (REPORTS_ONLY) {
  const reports = reportsRun();
  if (!reports) process.exit(1);
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results/reports.json'), JSON.stringify(reports, null, 2));
  printReports(reports);
  console.log('\nResultado em bench-results/reports.json');
  process.exit();
}

if (API_ONLY) {
  const api = measureApi();
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results/api.json'), JSON.stringify({ date: new Date().toISOString(), api }, null, 2));
  printApi(api);
  console.log('\nResultado em bench-results/api.json');
  if (!api.pglite) process.exitCode = 1;
  process.exit();
}

const { stop } = await startStack();
/**
 * One part of the bench alone, on the stack already started: `measure()` resolves the figures,
 * written with the date into bench-results/<name>.json and shown by `print`; the stack stops and
 * the process exits after it.
 */
async function measureAlone(name, measure, print) {
  try {
    const figures = await measure();
    fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(root, `bench-results/${name}.json`), JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2));
    print(figures);
    console.log(`\nResultado em bench-results/${name}.json`);
  } finally {
    stop();
  }
  process.exit();
}
// `pnpm bench --crowd`: only the crowds on the page host (docs/decisions/032, 033)
if (CROWD_ONLY) {
  await measureAlone(
    'crowd',
    async () => ({ crowd: await crowd(`/lista/${SLUG}`), crowdDistinct: await crowd(`/lista/${SLUG}`, { distinctQueries: true, alongside: '/listas' }) }),
    ({ crowd: one, crowdDistinct }) => {
      printCrowd(one);
      printCrowd(crowdDistinct);
    },
  );
}
// `pnpm bench --taps`: only the taps on 'Presentear' (docs/decisions/031, 044)
if (TAPS_ONLY) {
  await measureAlone(
    'taps',
    async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      const taps = await allTaps(browser);
      await browser.close();
      return { taps };
    },
    ({ taps }) => printTaps(taps),
  );
}
// `pnpm bench --libraries`: what each library costs a guest route (docs/decisions/053)
if (LIBRARIES_ONLY) {
  await measureAlone(
    'libraries',
    async () => {
      const maps = mapBuilds();
      try {
        const { tsImport } = await import('tsx/esm/api');
        const { bytesByLibrary } = await tsImport('../tooling/src/bytesByLibrary.ts', import.meta.url);
        const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
        const routes = [];
        for (const route of GUEST_ROUTES) {
          const { scripts } = await coldLoad(browser, `${SITE}${route}`);
          routes.push({ route, wireBytes: wireBytes(scripts), files: scripts.length, libraries: bytesByLibrary(scripts.map((s) => withSourceMap(s, maps))) });
        }
        await browser.close();
        return { routes };
      } finally {
        fs.rmSync(maps.folder, { recursive: true, force: true });
      }
    },
    ({ routes }) => printLibraries(routes),
  );
}
// `pnpm bench --lighthouse`: only Lighthouse mobile on the guest routes (docs/decisions/050)
if (LIGHTHOUSE_ONLY) await measureAlone('lighthouse', async () => ({ lighthouse: await allLighthouse() }), ({ lighthouse }) => printLighthouse(lighthouse));
let stopped = false;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const routes = [];
  for (const route of GUEST_ROUTES) routes.push(await guestBytes(browser, route));
  const areas = [];
  for (const area of ['cliente', 'funcionario', 'kits']) areas.push(await areaBytes(browser, area));
  const giving = [await givingBytes(browser, 'item'), await givingBytes(browser, 'kit')];
  const taps = await allTaps(browser);
  const slow4g = [await firstCard(browser, '/'), await firstCard(browser, '/listas'), await firstCard(browser, `/lista/${SLUG}`)];
  const html = [];
  for (const route of GUEST_ROUTES) html.push(await htmlAsSent(route));
  const crowdLoad = await crowd(`/lista/${SLUG}`);
  const crowdDistinct = await crowd(`/lista/${SLUG}`, { distinctQueries: true, alongside: '/listas' });
  await browser.close();
  const lighthouse = await allLighthouse();

  // the API alone, once the stack is down (less noise on a shared machine)
  stop();
  stopped = true;
  const api = measureApi();

  const leaks = routes.filter((r) => r.remotesLoaded.some((a) => a !== 'public'));
  const result = { date: new Date().toISOString(), routes, areas, giving, taps, slow4g, html, crowd: crowdLoad, crowdDistinct, lighthouse, api, ok: leaks.length === 0 };
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results/latest.json'), JSON.stringify(result, null, 2));

  console.log(`\nJS na primeira visita de um convidado (bytes na rede, mediana de ${BYTES_RUNS} cargas frias):`);
  for (const r of routes) {
    const parts = Object.entries(r.byApp).map(([a, b]) => `${a} ${kib(b)} KiB`).join(', ');
    console.log(`  ${r.route.padEnd(32)} ${kib(r.wireBytes).padStart(7)} KiB (${r.wireBytes} B) em ${r.files} arquivos  [${parts}]  remotos: ${r.remotesLoaded.join(', ') || '-'}`);
  }
  console.log(`\nÁreas autenticadas, o que acrescentam na primeira abertura (bytes na rede, mediana de ${BYTES_RUNS}):`);
  for (const a of areas) console.log(`  ${a.area.padEnd(12)} ${kib(a.addedWireBytes).padStart(7)} KiB (${a.addedWireBytes} B) em ${a.files} arquivos`);
  console.log(`\n'Presentear' acrescenta numa página de lista:`);
  for (const g of giving) console.log(`  ${(g.kind === 'item' ? 'presente (diálogo)' : 'kit (/lista/kit)').padEnd(20)} ${kib(g.addedWireBytes).padStart(7)} KiB em ${g.files} arquivos`);
  printTaps(taps);
  console.log(`\n4G lento (150 ms RTT, 1,6 Mbps, CPU 4× mais lenta), primeiro cartão (mediana de ${TIMING_RUNS}):`);
  for (const s of slow4g) console.log(`  ${s.route.padEnd(32)} ${Math.round(s.firstCardMs)} ms, ${s.requestsBeforeFirstCard} requisições antes dele  (execuções: ${s.runsMs.join(', ')} ms)`);
  console.log('\nHTML como enviado (sem JavaScript; bytes brotli; mediana de 5 respostas):');
  for (const h of html) {
    console.log(`  ${h.route.padEnd(32)} HTTP ${h.status}, ${h.wireBytes} B (${h.htmlBytes} B sem compressão), ${h.listCards} cartões de lista, ${h.giftCards} cartões de presente, ${h.prices} preços, ${h.ogTags.join(' ') || 'sem og:'}, versão ${h.remoteVersion ?? '-'}, ${Math.round(h.responseMs)} ms`);
  }
  for (const c of [crowdLoad, crowdDistinct]) printCrowd(c);
  printLighthouse(lighthouse);
  printApi(api);
  console.log(`\nResultado em bench-results/latest.json`);
  if (leaks.length) {
    console.error(`Rotas de visitante carregaram remotos que não são o público: ${leaks.map((l) => l.route).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  if (!stopped) stop();
}
