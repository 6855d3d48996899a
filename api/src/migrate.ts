/**
 * `pnpm db:migrate` (docs/decisions/033): applies this build's migrations (api/drizzle, then the job
 * library's tables) to DATABASE_URL, or to the embedded database of DATA_DIR, under an advisory
 * lock, so that two at once are safe; prints where the database now stands. In production on a
 * PostgreSQL server the API does not migrate at start: run this first, once per release.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { appliedMigrations, JOB_SCHEMA_VERSION, openDatabase } from './db';

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), migrate: true });
  try {
    const applied = await appliedMigrations(database.db);
    console.log(`Migrações aplicadas: ${applied}; tabelas de tarefas na versão ${JOB_SCHEMA_VERSION} (${Date.now() - started} ms; ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
