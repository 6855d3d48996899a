/**
 * A worker process for the job tests (jobs/jobs.test.ts): runs the `mail` queue of DATABASE_URL
 * with a handler that prints `done <n>` for each job `{ n }`, until SIGTERM.
 */
import { openDatabase } from '../db';
import { createJobs, QUEUES } from '../jobs';

const quiet = { info: () => undefined, warn: () => undefined, error: (o: unknown) => console.error(o), debug: () => undefined } as never;

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
  const jobs = createJobs(database.db, { log: quiet, leaseSeconds: 30, mailRetrySeconds: 1, pollingSeconds: 0.5 });
  await jobs.startWorker({
    [QUEUES.mail]: async (data) => {
      process.stdout.write(`done ${Number(data.n)}\n`);
      await new Promise((r) => setTimeout(r, 10));
    },
  });
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => void jobs.stop(2000).then(() => database.close()).then(() => process.exit(0)));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
