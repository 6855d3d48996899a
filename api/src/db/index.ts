/**
 * Opens the database: PGlite (embedded; a data folder, or in memory when no folder is given) or a
 * PostgreSQL server through postgres-js when a URL is given. Applies the migrations of api/drizzle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

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
    const migrator = postgres(options.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      await migrator.unsafe(`select pg_advisory_lock(${MIGRATION_LOCK})`);
      await migrate(drizzle(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await migrator.end();
    }
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => undefined });
    const db = drizzle(client, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
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
