#!/usr/bin/env node
/**
 * The figures of decision 014, against a real API process:
 *   node scripts/measure-auth.mjs [apiDir]
 * starts `apiDir` (default: this repository's api/) with `tsx src/server.ts` on 127.0.0.1:3990, in
 * production mode, on a fresh embedded database in a temporary folder (seeded on first start), then:
 *  - 200 sequential wrong passwords for one staff code: how many got through (not 429), and the rate;
 *  - /health alone, then while 10 wrong logins run in parallel without end (RATE_LIMIT_FACTOR=1000,
 *    so every one of them hashes): medians of 200 sequential calls each;
 *  - POST /auth/request-magic-link for a registered e-mail and an unknown one (the same each time),
 *    alternated, 200 ms apart: medians of 100 calls each (RATE_LIMIT_FACTOR=1000 so none is refused).
 * The two parts run on two starts (RATE_LIMIT_FACTOR 1, then 1000). `apiDir` may be an older
 * checkout of the api/ folder (with its own node_modules links), to measure the code before a change.
 * Prints one JSON object. Run it alone (`flock /tmp/lp-heavy.lock node scripts/measure-auth.mjs`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserHeaders, median } from './lib/apiLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.resolve(process.argv[2] ?? path.join(root, 'api'));
const PORT = 3990;
const API = `http://127.0.0.1:${PORT}`;
const STAFF_CODE = 1001;
const KNOWN_EMAIL = 'maria.silva@example.com';
// one address, as KNOWN_EMAIL: both calls then update their rate-limit counter (a first call inserts it)
const UNKNOWN_EMAIL = 'ninguem@example.com';
const MAGIC_LINK_CALLS = 100;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-auth-'));

async function startApi(rateLimitFactor) {
  const child = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, API_MODE: '', NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_FACTOR: String(rateLimitFactor), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${API}/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('API did not start');
}
const stopApi = (child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

/** A caller as a browser is: the cookies of a first call, the XSRF token echoed (any pair for older code). */
async function caller() {
  const headers = await browserHeaders(API, 'measure-xsrf');
  return (url, body) => fetch(`${API}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function timed(fn) {
  const t0 = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

async function healthMedian(n = 200) {
  const times = [];
  for (let i = 0; i < n; i++) times.push((await timed(() => fetch(`${API}/health`))).ms);
  return median(times);
}

const results = { apiDir, node: process.version, cpus: os.cpus().length };
let api = await startApi(1);
try {
  const post = await caller();
  const started = performance.now();
  const statuses = [];
  for (let i = 0; i < 200; i++) statuses.push((await timed(() => post('/auth/login', { id: STAFF_CODE, senha: `errada-${i}` }))).status);
  const seconds = (performance.now() - started) / 1000;
  results.wrongPasswords = {
    attempts: 200,
    seconds: +seconds.toFixed(2),
    perSecond: +(200 / seconds).toFixed(1),
    notRefused: statuses.filter((s) => s !== 429).length,
    firstRefusedAt: statuses.indexOf(429) + 1 || null,
  };
} finally {
  await stopApi(api);
}

api = await startApi(1000);
try {
  results.healthAloneMedianMs = +(await healthMedian()).toFixed(2);
  let running = true;
  const post = await caller();
  const guessers = Array.from({ length: 10 }, async (_, g) => {
    for (let i = 0; running; i++) await (await post('/auth/login', { id: STAFF_CODE + 1 + (g % 2), senha: `errada-${g}-${i}` })).arrayBuffer();
  });
  await new Promise((r) => setTimeout(r, 500));
  results.healthDuring10WrongLoginsMedianMs = +(await healthMedian()).toFixed(2);
  running = false;
  await Promise.all(guessers);

  const known = [];
  const unknown = [];
  // 200 ms between calls: work a call leaves after its answer (the mail) must not be counted in the
  // next one (at 50 ms apart the registered address's median came out 0.5 to 0.8 ms higher)
  const pause = () => new Promise((r) => setTimeout(r, 200));
  for (let i = 0; i < MAGIC_LINK_CALLS; i++) {
    known.push((await timed(() => post('/auth/request-magic-link', { email: KNOWN_EMAIL }))).ms);
    await pause();
    unknown.push((await timed(() => post('/auth/request-magic-link', { email: UNKNOWN_EMAIL }))).ms);
    await pause();
  }
  results.magicLinkMedianMs = { known: +median(known).toFixed(2), unknown: +median(unknown).toFixed(2) };
} finally {
  await stopApi(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
