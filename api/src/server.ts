/**
 * Starts the API: migrations (or, in production on a PostgreSQL server, the check that they were
 * run with `pnpm db:migrate`), seed of an empty embedded database, then, by ROLE
 * (docs/decisions/033):
 * - web: listens for requests;
 * - worker: runs the jobs (mail, the reconciliation with the online store every
 *   RECONCILE_INTERVAL_MINUTES when SHOPIFY_ADMIN_TOKEN is set, the hourly sweep of unused uploads,
 *   the sweep of run-out gift holds every minute);
 * - both (default): both, so that `pnpm start` is one process.
 * With METRICS_PORT, the Prometheus metrics on their own listener. On SIGTERM or SIGINT it drains
 * (see `stop`) before it exits.
 */
import { buildApp } from './app';
import { drainDelay, loadConfig } from './config';
import { DatabaseBehindError } from './db';
import { uploadSweepJob, UPLOAD_SWEEP_CRON } from './images/sweep';
import { QUEUES, type JobHandler, type QueueName } from './jobs';
import { serveMetrics } from './lib/metrics';
import { isDatabaseEmpty, seed } from './seed';
import { holdSweepJob, HOLD_SWEEP_CRON } from './shop/holds';
import { completionDiscountJob, COMPLETION_MAIL_CRON } from './shop/completionDiscount';
import { reconciliationJob } from './shop/reconcile';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    // the only run-time use of the seed: demo data (with pictures) in an empty embedded database
    seeder: { isEmpty: isDatabaseEmpty, seed: async (db, options) => void (await seed(db, { ...options, images: true })) },
  });
  const web = config.role !== 'worker';
  const worker = config.role !== 'web';
  if (web) {
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`API listening on ${address} (ROLE=${config.role}; ready in ${Date.now() - started} ms; data in ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
  } else {
    await app.ready();
    app.log.info(`API worker started (ROLE=worker; ready in ${Date.now() - started} ms)`);
  }
  if (worker) {
    const handlers: Partial<Record<QueueName, JobHandler>> = {
      [QUEUES.mail]: (data) => app.ctx.mailer.deliver(data),
      [QUEUES.uploads]: uploadSweepJob(app.ctx, app.log),
      [QUEUES.holds]: holdSweepJob(app.ctx, app.log),
      [QUEUES.completionDiscounts]: completionDiscountJob(app.ctx, app.log),
    };
    const schedules: Partial<Record<QueueName, string>> = {
      [QUEUES.uploads]: UPLOAD_SWEEP_CRON,
      [QUEUES.holds]: HOLD_SWEEP_CRON,
      [QUEUES.completionDiscounts]: COMPLETION_MAIL_CRON,
    };
    const reconcile = reconciliationJob(app.ctx, app.log);
    if (reconcile) {
      handlers[QUEUES.reconcile] = reconcile;
      schedules[QUEUES.reconcile] = `*/${Math.max(1, Math.round(config.shopify.reconcileIntervalMinutes ?? 10))} * * * *`;
    }
    await app.ctx.jobs.startWorker(handlers, schedules);
  }
  if (config.metrics.port) {
    await serveMetrics(app.ctx.metrics.registry, config.metrics.port, config.metrics.host);
    app.log.info(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  const drainMs = web ? drainDelay(process.env.DRAIN_MS, config.mode) : 0;
  let stopping = false;
  // SIGTERM (docs/decisions/032): readiness fails first (GET /health/ready answers 503), requests keep being
  // answered for DRAIN_MS while the proxy takes the process out, then the jobs stop (a job under
  // way finishes), the requests in flight finish (Fastify's close) and the process exits.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.ctx.lifecycle.draining = true;
    app.log.info(`${signal}: draining for ${drainMs} ms, then shutting down`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.ctx.jobs.stop();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  // a database behind this build's migrations: one line that says what to run
  if (err instanceof DatabaseBehindError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
