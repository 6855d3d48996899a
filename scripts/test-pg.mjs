#!/usr/bin/env node
/**
 * The API's jest suite on a real PostgreSQL server (part of `pnpm test`):
 *  - with TEST_DATABASE_URL (an admin address of a PostgreSQL server; the suite creates and drops
 *    its own `lp_test_*` databases there), runs against it;
 *  - else, when Debian's PostgreSQL binaries are installed, starts a throwaway server on loopback
 *    for the run (scripts/with-postgres.sh);
 *  - else says so in one line and skips (the PGlite run of the same suite still ran).
 * Results: .stack/jest-pg-results.json (scripts/e2e.mjs adds them to the printed totals).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { noPostgresLine, withPostgres } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.stack/jest-pg-results.json');
fs.mkdirSync(path.dirname(results), { recursive: true });
fs.rmSync(results, { force: true });

const jest = [path.join(root, 'node_modules/.bin/jest'), '--ci', '--selectProjects', 'api', '--json', `--outputFile=${results}`];
const command = withPostgres(jest);
if (!command) {
  console.log(noPostgresLine('jest'));
  process.exit(0);
}

console.log('\nAPI jest suite on PostgreSQL:');
const run = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
