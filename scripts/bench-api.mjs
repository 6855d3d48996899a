#!/usr/bin/env node
/**
 * The API half of `pnpm bench`: one API process, on loopback, on freshly seeded demo data, under
 * the same load of the guests' reads (lib/apiLoad) whatever the engine:
 *   bench-api.mjs pglite <out.json>     the embedded PGlite, in a temporary data folder;
 *   bench-api.mjs postgres <out.json>   a database created on the server of TEST_DATABASE_URL
 *                                       (scripts/with-postgres.sh starts a throwaway one).
 * Writes the results as JSON to <out.json>; removes the data (drops the database) after.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { measurePublicReads } from './lib/apiLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [engine, out] = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!out || !['pglite', 'postgres'].includes(engine) || (engine === 'postgres' && !serverUrl)) {
  console.error('uso: bench-api.mjs pglite <saída.json> | TEST_DATABASE_URL=... bench-api.mjs postgres <saída.json>');
  process.exit(2);
}
const port = Number(process.env.BENCH_API_PORT ?? 3390);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-api-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHOPIFY_ADMIN_TOKEN: '' };
delete env.DATABASE_URL;
const tsx = path.join(root, 'api/node_modules/.bin/tsx');

let admin = null;
let dbName = null;
if (engine === 'postgres') {
  const postgres = createRequire(path.join(root, 'api/package.json'))('postgres');
  admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  dbName = `lp_bench_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  env.DATABASE_URL = dbUrl.toString();
}
let api;
try {
  const seeded = spawnSync(tsx, [path.join(root, 'api/src/seed/cli.ts')], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error(`seed (${engine}) falhou`);
  api = spawn(tsx, [path.join(root, 'api/src/server.ts')], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error(`API (${engine}) não respondeu`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  fs.writeFileSync(out, JSON.stringify(await measurePublicReads(base, engine === 'pglite' ? 'PGlite' : 'PostgreSQL')));
} finally {
  api?.kill('SIGTERM');
  if (api) await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  if (admin) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
