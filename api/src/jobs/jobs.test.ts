jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The job library (docs/decisions/034) on the engine of this run: two workers on one database
 * share a queue, and every job runs once. On PostgreSQL they are two worker processes
 * (test/jobWorker.ts); on PGlite, one process by nature, two worker runtimes in this one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openDatabase, sqlExecutor, type Database } from '../db';
import { createServerDatabase, openTestDatabase, testEngine } from '../test/database';
import { createJobs, QUEUES, type Jobs } from './index';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

let first: Database;
let second: Database;
let drop: (() => Promise<void>) | undefined;
let url: string | undefined;

beforeAll(async () => {
  if (testEngine === 'postgres') {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    drop = created.drop;
    url = created.url;
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

/** A worker process on database `databaseUrl`; `seen` gets each job's n it ran. */
function workerProcess(databaseUrl: string, seen: number[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../test/jobWorker.ts')], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line === 'ready') resolve(child);
        else if (line.startsWith('done ')) seen.push(Number(line.slice(5)));
      }
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
  });
}

const onPostgres = testEngine === 'postgres' ? it : it.skip;
onPostgres('two worker processes on one PostgreSQL database: every job runs once', async () => {
  const seen: [number[], number[]] = [[], []];
  const children = await Promise.all(seen.map((list) => workerProcess(url!, list)));
  try {
    const jobs = createJobs(first.db, { log: quiet, leaseSeconds: 30, mailRetrySeconds: 1 });
    const total = 100;
    for (let n = 0; n < total; n++) await jobs.enqueue(first.db, QUEUES.mail, { n });
    await until(() => seen[0].length + seen[1].length >= total, 60_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect([...seen[0], ...seen[1]].sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
    expect(await jobs.counts(QUEUES.mail)).toMatchObject({ completed: total });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
  }
}, 120_000);

it(`two worker runtimes on one ${testEngine} database: every job runs once`, async () => {
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
    const before = (await workers[0]!.counts(QUEUES.mail)).completed ?? 0;
    for (let n = 0; n < total; n++) await workers[n % 2]!.enqueue((n % 2 ? second : first).db, QUEUES.mail, { n });
    await until(() => runs.length >= total);
    // a second look: nothing runs twice, even later
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.map((r) => r.n).sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
    expect(await workers[0]!.counts(QUEUES.mail)).toEqual({ completed: before + total });
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

it("a script that opens its own transaction (the library's maintenance: BEGIN; ...; COMMIT) runs and commits", async () => {
  const execute = sqlExecutor(first.db);
  const name = `maintenance_probe_${Date.now()}`;
  await execute(`
    BEGIN;
    SET LOCAL lock_timeout = '30s';
    SELECT pg_advisory_xact_lock(4242);
    CREATE TABLE ${name} (n int);
    INSERT INTO ${name} VALUES (1);
    COMMIT;
  `);
  // committed, and the pool's connections are usable afterwards (none left inside a transaction)
  const reads = await Promise.all(Array.from({ length: 12 }, () => execute(`select count(*)::int as n from ${name}`)));
  expect(reads.map((r) => r.rows[0]!.n)).toEqual(Array(12).fill(1));
  await execute(`drop table ${name}`);
});
