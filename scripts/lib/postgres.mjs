/**
 * Where a run that needs PostgreSQL gets its server (scripts/test-pg.mjs, scripts/chaos.mjs): the
 * one of TEST_DATABASE_URL, else a throwaway one started by scripts/with-postgres.sh when Debian's
 * PostgreSQL binaries are installed, else none (the run is skipped with one line).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `command` (program and arguments) as it runs against a PostgreSQL server, or null when there is none. */
export function withPostgres(command) {
  if (process.env.TEST_DATABASE_URL) return command;
  const hasServerBinaries = fs.existsSync('/usr/lib/postgresql') &&
    fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`));
  return hasServerBinaries ? [path.join(root, 'scripts/with-postgres.sh'), ...command] : null;
}

/** The one line of a run skipped for want of a server (`what`: the run's name). */
export const noPostgresLine = (what) => `${what} (PostgreSQL): pulado: nenhum servidor PostgreSQL (defina TEST_DATABASE_URL ou instale o pacote Debian postgresql)`;
