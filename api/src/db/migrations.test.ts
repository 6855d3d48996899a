/**
 * Two API processes started together on an empty PostgreSQL server both migrate it and start
 * (docs/decisions/032): the migrations take turns under an advisory lock. Runs only on PostgreSQL
 * (TEST_DATABASE_URL, scripts/with-postgres.sh); PGlite is one process by nature.
 */
import { appliedMigrations, openDatabase, shippedMigrations } from '.';
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
      await Promise.all(databases.map((d) => d.close()));
    } finally {
      await created.drop();
    }
  }, 60_000);
});
