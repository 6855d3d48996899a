jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The job library (docs/decisions/033) on the engine of this run: two worker runtimes on one
 * database — on PostgreSQL each with its own connection pool, as two processes have — share a
 * queue, and every job runs once.
 */
import { openDatabase, type Database } from '../db';
import { createServerDatabase, openTestDatabase, testEngine } from '../test/database';
import { createJobs, QUEUES, type Jobs } from './index';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

let first: Database;
let second: Database;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (testEngine === 'postgres') {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    drop = created.drop;
    [first, second] = await Promise.all([openDatabase({ databaseUrl: created.url }), openDatabase({ databaseUrl: created.url })]);
  } else {
    first = await openTestDatabase();
    second = first;
  }
}, 60_000);

afterAll(async () => {
  await first?.close();
  if (second !== first) await second?.close();
  await drop?.();
});

/** Polls `done` every 50 ms for at most `ms`. */
async function until(done: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it(`two workers on one ${testEngine} database: every job runs once`, async () => {
  const runs: Array<{ n: number; worker: string }> = [];
  const workers: Jobs[] = [first, second].map((database) => createJobs(database.db, { log: quiet, leaseSeconds: 30, mailRetrySeconds: 1, pollingSeconds: 0.5 }));
  try {
    await Promise.all(
      workers.map((jobs, i) =>
        jobs.startWorker({
          [QUEUES.mail]: async (data) => {
            runs.push({ n: Number(data.n), worker: `w${i}` });
            await new Promise((r) => setTimeout(r, 10));
          },
        }),
      ),
    );
    const total = 60;
    for (let n = 0; n < total; n++) await workers[n % 2]!.enqueue((n % 2 ? second : first).db, QUEUES.mail, { n });
    await until(() => runs.length >= total);
    // a second look: nothing runs twice, even later
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.map((r) => r.n).sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
    expect(await workers[0]!.counts(QUEUES.mail)).toEqual({ completed: total });
  } finally {
    await Promise.all(workers.map((jobs) => jobs.stop(2000)));
  }
}, 90_000);

it('a job added in a transaction that rolls back does not exist', async () => {
  const jobs = createJobs(first.db, { log: quiet, leaseSeconds: 30, mailRetrySeconds: 1 });
  const before = (await jobs.counts(QUEUES.reconcile)).created ?? 0;
  await expect(
    first.db.transaction(async (tx) => {
      await jobs.enqueue(tx as never, QUEUES.reconcile, { n: 1 });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect((await jobs.counts(QUEUES.reconcile)).created ?? 0).toBe(before);
  await first.db.transaction(async (tx) => jobs.enqueue(tx as never, QUEUES.reconcile, { n: 2 }));
  expect((await jobs.counts(QUEUES.reconcile)).created ?? 0).toBe(before + 1);
});
