/**
 * `pnpm db:migrate` (docs/decisions/033): applies this build's migrations (api/drizzle, then the job
 * library's tables) to DATABASE_URL, or to the embedded database of DATA_DIR, under an advisory
 * lock, so that two at once are safe; prints where the database now stands. In production on a
 * PostgreSQL server the API does not migrate at start: run this first, once per release.
 * SEED_DEMO=1 then adds the demo data (lists, products, the demo sign-ins; idempotent): for a demo
 * of the container topology (compose.yaml), never in production.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { appliedMigrations, JOB_SCHEMA_VERSION, openDatabase } from './db';
import { seed } from './seed';

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), migrate: true });
  try {
    const applied = await appliedMigrations(database.db);
    console.log(`Migrações aplicadas: ${applied}; tabelas de tarefas na versão ${JOB_SCHEMA_VERSION} (${Date.now() - started} ms; ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
    if (/^(1|true|yes)$/i.test(process.env.SEED_DEMO ?? '')) {
      await seed(database.db, { dataDir: config.dataDir, images: true, log: (line) => console.log(line) });
      console.log('Dados de demonstração: prontos (SEED_DEMO)');
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
