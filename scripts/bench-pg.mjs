#!/usr/bin/env node
/**
 * The PostgreSQL half of `pnpm bench`'s API figures: on the server of TEST_DATABASE_URL (started
 * by scripts/with-postgres.sh when bench runs it), creates a database, seeds it with the same
 * demo data, starts one API process on it and puts the same load on GET /lista/publica as the
 * PGlite run. Writes the result as JSON to the file named by argv[2]; drops the database after.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { measurePublicLists } from './lib/apiLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2];
const serverUrl = process.env.TEST_DATABASE_URL;
if (!out || !serverUrl) {
  console.error('uso: TEST_DATABASE_URL=... bench-pg.mjs <arquivo-de-saída.json>');
  process.exit(2);
}
const postgres = createRequire(path.join(root, 'api/package.json'))('postgres');
const name = `lp_bench_${Date.now()}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const port = Number(process.env.BENCH_PG_API_PORT ?? 3390);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-pg-'));
const env = { ...process.env, DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const tsx = path.join(root, 'api/node_modules/.bin/tsx');

const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
await admin.unsafe(`CREATE DATABASE ${name}`);
let api;
try {
  const seeded = spawnSync(tsx, [path.join(root, 'api/src/seed/cli.ts')], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error('seed no PostgreSQL falhou');
  api = spawn(tsx, [path.join(root, 'api/src/server.ts')], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('API no PostgreSQL não respondeu');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  fs.writeFileSync(out, JSON.stringify(await measurePublicLists(base, 'PostgreSQL')));
} finally {
  api?.kill('SIGTERM');
  if (api) await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
