/**
 * Background work on a kept PostgreSQL job library: pg-boss 10 (docs/decisions/033), on the
 * embedded PGlite and on a PostgreSQL server alike, through the database's own connection
 * (`sqlExecutor`); its tables (schema `pgboss`) are installed by the migrations (db/index).
 *
 * - A job is a row: added in the transaction of the change that causes it (`enqueue` with that
 *   transaction), it exists only if the change commits, and runs once across every worker process
 *   (pg-boss fetches with `FOR UPDATE SKIP LOCKED`).
 * - A job whose process dies stays active until its expiry, JOBS_LEASE_SECONDS (60), then runs
 *   again on any worker; pg-boss's maintenance, which expires it, runs as often.
 * - A failed job runs again after a growing wait (retryDelay × 2^n, halved to doubled by chance).
 * - Recurring work is a pg-boss schedule (cron, minute grain): each tick adds one job, once across
 *   processes.
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { pgParam, queryRows, sqlExecutor, type Db } from '../db';
import { QUEUES, type QueueName } from '../db/queues';

export { QUEUES, type QueueName };

export interface JobsOptions {
  log: FastifyBaseLogger;
  /** JOBS_LEASE_SECONDS: how long a job of a process that died keeps others from running it. */
  leaseSeconds: number;
  /** MAIL_RETRY_SECONDS: the first wait before a mail is tried again (then doubling). */
  mailRetrySeconds: number;
  /** How often an idle worker looks for jobs, in seconds (pg-boss's minimum is 0.5). */
  pollingSeconds?: number;
  /** Called with the queue's name when one of its jobs throws (the metrics count it). */
  onFailure?: (queue: QueueName) => void;
}

/** What a worker does with one job; throwing makes it run again later (see the module doc). */
export type JobHandler = (data: Record<string, unknown>, job: { id: string; retryCount: number }) => Promise<void>;

export interface Jobs {
  /**
   * Adds a job to queue `name` through `executor`: pass the transaction of the change that causes
   * it, so that the job exists only if that change commits. `startAfterSeconds` delays it.
   */
  enqueue(executor: Db, name: QueueName, data: Record<string, unknown>, options?: { startAfterSeconds?: number }): Promise<void>;
  /**
   * Starts this process's worker side: `handlers` per queue, and `schedules` (cron, UTC) that add
   * one job per tick. Without it a process only adds jobs (ROLE=web).
   */
  startWorker(handlers: Partial<Record<QueueName, JobHandler>>, schedules?: Partial<Record<QueueName, string>>): Promise<void>;
  /** Asks this process's worker of queue `name` to look for jobs now (after a commit that added one). */
  wake(name: QueueName): void;
  /** Jobs per state in queue `name` (metrics and tests). */
  counts(name: QueueName): Promise<Record<string, number>>;
  /** Stops fetching, waits for the jobs under way (at most `timeoutMs`), then stops. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Jobs fetched at once per queue: mails go in batches, the recurring work one at a time. */
const BATCH: Record<QueueName, number> = { [QUEUES.mail]: 10, [QUEUES.reconcile]: 1, [QUEUES.uploads]: 1, [QUEUES.holds]: 1, [QUEUES.completionDiscounts]: 1 };

/** Turns pg-boss's `$1…` text and values into one drizzle query, so that it runs in a drizzle transaction. */
function drizzleQuery(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(pgParam(values[Number(part) - 1]))}`));
  return sql.join(chunks, sql.raw(''));
}

/**
 * The job runtime of one API process over `db` (see the module doc). Creating it touches nothing;
 * `startWorker` starts fetching, scheduling and maintenance.
 */
export function createJobs(db: Db, options: JobsOptions): Jobs {
  const lease = Math.max(1, Math.round(options.leaseSeconds));
  const boss = new PgBoss({
    db: { executeSql: sqlExecutor(db) },
    migrate: false,
    // the maintenance expires the jobs of a process that died: as often as their lease
    maintenanceIntervalSeconds: lease,
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err: Error) => options.log.error({ err: err.message?.slice(0, 300) }, 'jobs: pg-boss error'));
  const policies: Record<QueueName, PgBoss.Queue> = {
    [QUEUES.mail]: { name: QUEUES.mail, retryLimit: 1000, retryDelay: Math.max(1, Math.round(options.mailRetrySeconds)), retryBackoff: true, expireInSeconds: lease },
    [QUEUES.reconcile]: { name: QUEUES.reconcile, retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: lease },
    [QUEUES.uploads]: { name: QUEUES.uploads, retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: lease },
    // the next minute's sweep does the same work: no retry
    [QUEUES.holds]: { name: QUEUES.holds, retryLimit: 0, expireInSeconds: lease },
    // the next hourly run tries again what a run could not do
    [QUEUES.completionDiscounts]: { name: QUEUES.completionDiscounts, retryLimit: 0, expireInSeconds: lease },
  };
  const workers = new Map<QueueName, string>();
  let started: Promise<void> | null = null;

  /** Creates each queue, or brings its policy to this build's (several processes may race: the loser's error is ignored). */
  const ensureQueues = async () => {
    for (const queue of Object.values(policies)) {
      const existing = await boss.getQueue(queue.name);
      if (existing) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue).catch(async (err) => {
        if (!(await boss.getQueue(queue.name))) throw err;
      });
    }
  };

  return {
    async enqueue(executor, name, data, opts = {}) {
      const executeSql = async (text: string, values?: unknown[]) => ({ rows: await queryRows(executor, drizzleQuery(text, values)) });
      const id = await boss.send(name, data, { ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}), db: { executeSql } } as PgBoss.SendOptions);
      // pg-boss adds nothing to a queue that does not exist: the change must not commit without its job
      if (!id) throw new Error(`jobs: queue ${name} is missing (run the migrations)`);
    },
    async startWorker(handlers, schedules = {}) {
      started ??= (async () => {
        await boss.start();
        await ensureQueues();
        for (const [name, handler] of Object.entries(handlers) as [QueueName, JobHandler][]) {
          // a batch per fetch (a worker waits its polling interval between fetches); each job of
          // it succeeds or fails alone: a failed one is marked failed here (retried later), and
          // pg-boss completes the rest
          const id = await boss.work(name, { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize: BATCH[name] }, async (batch) => {
            await Promise.all(
              batch.map(async (job) => {
                try {
                  await handler(job.data as Record<string, unknown>, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
                } catch (err) {
                  options.onFailure?.(name);
                  await boss.fail(name, job.id, { message: String((err as Error).message ?? err).slice(0, 300) });
                }
              }),
            );
          });
          workers.set(name, id);
        }
        for (const [name, cron] of Object.entries(schedules) as [QueueName, string][]) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      })();
      await started;
    },
    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    async counts(name) {
      const rows = await queryRows<{ state: string; n: number }>(db, sql`select state::text as state, count(*)::int as n from pgboss.job where name = ${name} group by state`);
      return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
    },
  };
}
