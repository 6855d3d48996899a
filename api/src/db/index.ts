/**
 * Opens the database: PGlite (embedded; a data folder, or in memory when no folder is given) or a
 * PostgreSQL server through postgres-js when a URL is given. Applies the migrations of api/drizzle
 * and installs (or upgrades) the job library's tables (pg-boss, schema `pgboss`, docs/decisions/033),
 * or, with `migrate: false` (production on a server), refuses a database behind them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { QUEUES } from './queues';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/** The key of the session advisory lock the migrations run under on a PostgreSQL server (a constant of this product). */
const MIGRATION_LOCK = 727_170_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined or null means in memory. */
  pgliteDir?: string | null;
  /**
   * Apply the migrations (default true). False: only check that the database is at this build's
   * version and throw `DatabaseBehindError` when it is not (production on a server: `pnpm db:migrate`).
   */
  migrate?: boolean;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_MAX; default 5, docs/decisions/036). */
  poolMax?: number;
}

/** The database is behind this build's migrations (thrown by `openDatabase` with `migrate: false`). */
export class DatabaseBehindError extends Error {
  constructor(detail: string) {
    super(`O banco de dados está atrás das migrações desta versão (${detail}): rode \`pnpm db:migrate\` antes de iniciar a API (database behind this build's migrations)`);
    this.name = 'DatabaseBehindError';
  }
}

/** A value as the pg driver sends it (pg-boss is written for it): undefined is null, a plain object goes as JSON text. */
export const pgParam = (v: unknown): unknown =>
  v === undefined ? null : v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : v;

/** One SQL text with positional parameters ($1…), run outside drizzle: `{ rows }` of its last statement. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** What sqlExecutor uses of a postgres-js client (or of one of its reserved connections). */
interface PostgresRunner {
  unsafe: (q: string, v?: unknown[]) => Promise<Record<string, unknown>[]> & { simple: () => Promise<unknown> };
}

/**
 * The raw executor of a drizzle database on either engine (its `$client`): PGlite's `query`, or its
 * `exec` for a text of several statements without parameters; postgres-js's `unsafe`, `simple()`
 * for the same case, on a reserved connection when the text opens its own transaction. The job
 * library runs on it (jobs/).
 */
export function sqlExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: unknown }).$client as
    | { exec: (q: string) => Promise<{ rows: Record<string, unknown>[] }[]>; query: (q: string, v?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }
    | PostgresRunner & { reserve: () => Promise<PostgresRunner & { release: () => void }> };
  if ('exec' in client) {
    return async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    };
  }
  return async (text, values) => {
    if (values?.length) return { rows: [...(await client.unsafe(text, values.map(pgParam) as never[]))] };
    // a script that opens its own transaction (the job library's maintenance: BEGIN; ...; COMMIT)
    // must own its connection: postgres-js refuses a BEGIN on a shared pool connection
    const reserved = /^\s*BEGIN\b/i.test(text) ? await client.reserve() : null;
    let result: unknown[];
    try {
      result = (await (reserved ?? client).unsafe(text).simple()) as unknown[];
    } finally {
      reserved?.release();
    }
    const last = Array.isArray(result[result.length - 1]) ? (result[result.length - 1] as Record<string, unknown>[]) : (result as Record<string, unknown>[]);
    return { rows: [...last] };
  };
}

/**
 * `build(db)` made once per database and kept (a WeakMap by `db`): drizzle's prepared statements of
 * the hot paths (the checkout), whose SQL is then not built again at each call.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = build(db)));
    return value;
  };
}

/** Which engine a drizzle database runs on (its `$client`: PGlite has `exec`). */
export function engineOf(db: Db): 'pglite' | 'postgres' {
  return 'exec' in ((db as unknown as { $client: object }).$client ?? {}) ? 'pglite' : 'postgres';
}

/** The job library's schema version this build expects, and whether the database has it. */
async function jobSchemaVersion(execute: SqlExecutor): Promise<number | null> {
  const { rows } = await execute(`select to_regclass('pgboss.version')::text as t`);
  if (!rows[0]?.t) return null;
  const { rows: version } = await execute('select version from pgboss.version');
  return version[0] ? Number(version[0].version) : null;
}

/** The version of the job library's tables in `db` (null when they are missing). @throws when the database does not answer. */
export const jobTablesVersion = (db: Db): Promise<number | null> => jobSchemaVersion(sqlExecutor(db));

/** pg-boss's own schema version (its version.json), which `installJobSchema` brings the database to. */
export const JOB_SCHEMA_VERSION: number = (require('pg-boss/version.json') as { schema: number }).schema;

/** Creates pg-boss's tables, or applies its migrations up to JOB_SCHEMA_VERSION (pg-boss's own plans, under its lock). */
async function installJobSchema(execute: SqlExecutor): Promise<void> {
  const { default: PgBoss } = await import('pg-boss');
  const current = await jobSchemaVersion(execute);
  if (current === null) await execute(PgBoss.getConstructionPlans('pgboss'));
  else if (current < JOB_SCHEMA_VERSION) await execute(PgBoss.getMigrationPlans("pgboss", String(current)));
  // the queues exist from the start, so that a web process (ROLE=web) adds jobs before any worker ran;
  // a worker brings their retry policy to its settings (jobs/)
  for (const name of Object.values(QUEUES)) {
    const { rows } = await execute('select 1 as found from pgboss.queue where name = $1', [name]);
    if (!rows.length) await execute('select pgboss.create_queue($1, $2::json)', [name, JSON.stringify({ policy: 'standard' })]);
  }
}

/** Throws DatabaseBehindError unless drizzle's migrations and the job tables are at this build's version. */
export async function assertMigrated(db: Db): Promise<void> {
  const shipped = shippedMigrations();
  const applied = await appliedMigrations(db).catch(() => 0);
  if (applied < shipped) throw new DatabaseBehindError(`migração ${applied} de ${shipped}`);
  const jobs = await jobTablesVersion(db);
  if (jobs !== JOB_SCHEMA_VERSION) throw new DatabaseBehindError(`tabelas de tarefas na versão ${jobs ?? 'nenhuma'} de ${JOB_SCHEMA_VERSION}`);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    // Migrations run on one connection of their own, under a session advisory lock: two processes
    // started together on an empty server take turns instead of racing the same CREATE statements
    // (docs/decisions/032: one of two exited with `duplicate key … pg_type_typname_nsp_index`).
    if (options.migrate !== false) {
      const migrator = postgres(options.databaseUrl, { max: 1, onnotice: () => undefined });
      try {
        await migrator.unsafe(`select pg_advisory_lock(${MIGRATION_LOCK})`);
        const migrating = drizzle(migrator, { schema });
        await migrate(migrating, { migrationsFolder: MIGRATIONS_FOLDER });
        await installJobSchema(sqlExecutor(migrating as unknown as Db));
      } finally {
        await migrator.end();
      }
    }
    const client = postgres(options.databaseUrl, { max: options.poolMax ?? 5, onnotice: () => undefined });
    const db = drizzle(client, { schema }) as unknown as Db;
    if (options.migrate === false) await assertMigrated(db).catch(async (error) => Promise.reject(await client.end().then(() => error)));
    return { db, kind: 'postgres', close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema });
  // the embedded database has one process: it always migrates at start
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await installJobSchema(sqlExecutor(db as unknown as Db));
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}


/** How many migrations this build ships (api/drizzle/meta/_journal.json). */
export function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied (drizzle's journal table). @throws when the database does not answer. */
export async function appliedMigrations(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Rows of a raw SQL query on either engine: PGlite's driver answers `{ rows }`, postgres-js an
 * array of rows.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
