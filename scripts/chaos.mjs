#!/usr/bin/env node
/**
 * The chaos run of online giving (api/src/test/chaos/run.ts) on a PostgreSQL server:
 *   node scripts/chaos.mjs --short   the standing run of `pnpm test` (`pnpm test:chaos`): 100 guests,
 *                                    2 minutes, an API process killed every 20 s; exits 1 on any finding
 *   node scripts/chaos.mjs --full    the bench (`pnpm bench:chaos`): 300 guests, 10 minutes, a kill
 *                                    every minute; prints the same figures and verdict
 * Any other argument goes to the run (e.g. `--seconds 180`, `--seed 42`). The server: the one
 * of TEST_DATABASE_URL, else a throwaway one (scripts/with-postgres.sh) when Debian's PostgreSQL
 * binaries are installed, else the run is skipped with one line, as scripts/test-pg.mjs does.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { noPostgresLine, withPostgres } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROFILES = {
  '--short': ['--guests', '100', '--seconds', '120', '--kill-every', '20'],
  '--full': ['--guests', '300', '--seconds', '600', '--kill-every', '60', '--hold-minutes', '2'],
};
const argv = process.argv.slice(2);
const profile = argv.find((a) => a in PROFILES) ?? '--short';
const runArgs = [...PROFILES[profile], ...argv.filter((a) => !(a in PROFILES))];

const run = [process.execPath, '--import', 'tsx', path.join(root, 'api/src/test/chaos/run.ts'), ...runArgs];
const command = withPostgres(run);
if (!command) {
  console.log(noPostgresLine('chaos'));
  process.exit(0);
}

console.log(`\nChaos run of online giving (${profile.slice(2)}):`);
const result = spawnSync(command[0], command.slice(1), { cwd: path.join(root, 'api'), stdio: 'inherit' });
process.exit(result.status ?? 1);
