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

/** Errors of a database server not reachable yet (its name not resolved, not listening, starting up). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'CONNECT_TIMEOUT', '57P03']);
const unreachable = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && UNREACHABLE.has(e.code)) return true;
  }
  return false;
};

/**
 * Opens (and migrates) the database; a server not reachable yet is asked again every 2 s for up
 * to DB_WAIT_SECONDS (default 60): a one-off step started with the server (compose) must not
 * fail because the server, or the network's name service, came up a moment later.
 */
async function openWhenReachable(config: ReturnType<typeof loadConfig>) {
  const deadline = Date.now() + Number(process.env.DB_WAIT_SECONDS ?? 60) * 1000;
  for (;;) {
    try {
      return await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), migrate: true });
    } catch (error) {
      if (!config.databaseUrl || !unreachable(error) || Date.now() > deadline) throw error;
      console.log(`Banco de dados ainda inacessível (${(error as { code?: string }).code ?? 'erro'}); nova tentativa em 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openWhenReachable(config);
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
