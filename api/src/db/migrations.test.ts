/**
 * Two API processes started together on an empty PostgreSQL server both migrate it and start
 * (docs/decisions/032): the migrations take turns under an advisory lock. Runs only on PostgreSQL
 * (TEST_DATABASE_URL, scripts/with-postgres.sh); PGlite is one process by nature.
 */
import { appliedMigrations, DatabaseBehindError, JOB_SCHEMA_VERSION, openDatabase, queryRows, shippedMigrations } from '.';
import { sql } from 'drizzle-orm';
import { createServerDatabase, testEngine } from '../test/database';

const onPostgres = testEngine === 'postgres' ? describe : describe.skip;

onPostgres('migrations on a PostgreSQL server', () => {
  it('are applied once when several processes open an empty database at the same moment', async () => {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openDatabase({ databaseUrl: created.url })));
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const databases = opened.map((o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value);
      expect(shippedMigrations()).toBeGreaterThan(0);
      expect(await appliedMigrations(databases[0]!.db)).toBe(shippedMigrations());
      const [jobs] = await queryRows<{ version: number }>(databases[0]!.db, sql`select version from pgboss.version`);
      expect(Number(jobs!.version)).toBe(JOB_SCHEMA_VERSION);
      await Promise.all(databases.map((d) => d.close()));
    } finally {
      await created.drop();
    }
  }, 60_000);

  it('production (migrate: false) refuses a database behind them, with the command to run, and opens it once migrated', async () => {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const refused = await openDatabase({ databaseUrl: created.url, migrate: false }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DatabaseBehindError);
      expect(String((refused as Error).message)).toContain('pnpm db:migrate');
      await (await openDatabase({ databaseUrl: created.url })).close();
      const opened = await openDatabase({ databaseUrl: created.url, migrate: false });
      expect(await appliedMigrations(opened.db)).toBe(shippedMigrations());
      await opened.close();
    } finally {
      await created.drop();
    }
  }, 60_000);
});
