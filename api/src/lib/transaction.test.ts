jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/** The retry of a transaction that meets a deadlock or a serialization failure (lib/transaction). */
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { openTestDatabase } from '../test/database';
import { inTransaction, isRetryableTransactionError, transactionRetries } from './transaction';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

it('knows a deadlock and a serialization failure, also wrapped as drizzle wraps them', () => {
  expect(isRetryableTransactionError({ code: '40P01' })).toBe(true);
  expect(isRetryableTransactionError(Object.assign(new Error('Failed query'), { cause: { code: '40001' } }))).toBe(true);
  expect(isRetryableTransactionError({ code: '23505' })).toBe(false);
  expect(isRetryableTransactionError(new Error('x'))).toBe(false);
});

it('runs the work again after a deadlock, and the failed attempt leaves nothing', async () => {
  await database.db.execute(sql`create table if not exists retry_probe (n int)`);
  const before = transactionRetries.count;
  let attempts = 0;
  const answer = await inTransaction(database.db, async (tx) => {
    attempts++;
    await tx.execute(sql`insert into retry_probe values (${attempts})`);
    if (attempts < 3) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    return 'done';
  });
  expect(answer).toBe('done');
  expect(attempts).toBe(3);
  expect(transactionRetries.count - before).toBe(2);
  const rows = (await database.db.execute(sql`select n from retry_probe`)) as unknown as { rows?: unknown[] } | unknown[];
  expect(Array.isArray(rows) ? rows : rows.rows).toEqual([{ n: 3 }]);
});

it('gives up after its attempts, and never retries another error', async () => {
  let attempts = 0;
  await expect(
    inTransaction(database.db, async () => {
      attempts++;
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    }, 2),
  ).rejects.toThrow('deadlock detected');
  expect(attempts).toBe(2);
  attempts = 0;
  await expect(
    inTransaction(database.db, async () => {
      attempts++;
      throw new Error('other');
    }),
  ).rejects.toThrow('other');
  expect(attempts).toBe(1);
});
