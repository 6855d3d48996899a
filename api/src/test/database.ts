/**
 * The database of one test file: an in-memory PGlite by default, or — when TEST_DATABASE_URL
 * names a PostgreSQL server (scripts/with-postgres.sh sets it) — a fresh database created on that
 * server for this file and dropped when it closes. Both get the same migrations, so every API
 * test runs unchanged on both engines.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db';

/** Which engine the API tests run on in this process. */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The address of database `name` on the server of `serverUrl` (same host, port and credentials). */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new empty test database `lp_test_<random>` on the PostgreSQL server of `serverUrl`; returns its
 * address and a function that drops it (closing any connection left to it).
 */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const name = `lp_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(serverUrl, name),
    name,
    async drop() {
      const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await sql.end();
      }
    },
  };
}

/** An open, migrated, empty database for one test file (see the module comment). */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
