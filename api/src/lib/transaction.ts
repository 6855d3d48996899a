/**
 * Transactions that meet a deadlock or a serialization failure are run again (docs/decisions/035).
 *
 * The lock order of everything that touches a gift: the order's row (`pedidos`) when there is one,
 * then the list items (`lista_produtos`, by id), then their holds (`reservas`). The checkout
 * (shop/holds `takeHold`), the payment and cancellation handlers and the reconciliation
 * (shop/orderEvents), the till (till/storeGifts) and the staff's edits of items (lists/) take them
 * in that order, so two of them wait for each other instead of deadlocking. A transaction that
 * still meets one (another path, PostgreSQL's own choices) is rolled back by the server and run
 * again here, from the start, a few times.
 */
import type { Db } from '../db';

/** SQLSTATEs of a transaction that may simply be run again: deadlock_detected, serialization_failure. */
const RETRYABLE = new Set(['40P01', '40001']);

/** True when `error` (or an error it wraps, as drizzle's query errors do) is a deadlock or a serialization failure. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && RETRYABLE.has(e.code)) return true;
  }
  return false;
}

/** Transactions run again since the process started (a deadlock or serialization failure met). */
export const transactionRetries = { count: 0 };

/**
 * Runs `work` (one statement, or a transaction it opens itself) and again, at most `attempts` times
 * in all, after a short random wait, when it fails with a deadlock or a serialization failure.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      transactionRetries.count++;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Runs `work` in a transaction of `db`, and again (retryOnConflict) when it fails with a deadlock
 * or a serialization failure. `work` must do all its writes through the transaction it is given,
 * so that a failed attempt leaves nothing behind.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 4): Promise<T> {
  return retryOnConflict(() => db.transaction((tx) => work(tx as unknown as Db)), attempts);
}
