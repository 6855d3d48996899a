/**
 * Starts the API: migrations, seed of an empty embedded database, then listen (see config.ts), and
 * the reconciliation timer with the online store (shop/reconcile; off without SHOPIFY_ADMIN_TOKEN)
 * and the hourly sweep of unused uploads (images/sweep). On SIGTERM or SIGINT it drains
 * (see `stop`) before it exits.
 */
import { buildApp } from './app';
import { drainDelay, loadConfig } from './config';
import { startUploadSweep } from './images/sweep';
import { isDatabaseEmpty, seed } from './seed';
import { startReconciliation } from './shop/reconcile';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    // the only run-time use of the seed: demo data (with pictures) in an empty embedded database
    seeder: { isEmpty: isDatabaseEmpty, seed: async (db, options) => void (await seed(db, { ...options, images: true })) },
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`API listening on ${address} (ready in ${Date.now() - started} ms; data in ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
  const reconciliation = startReconciliation(app);
  const uploadSweep = startUploadSweep(app);
  const drainMs = drainDelay(process.env.DRAIN_MS, config.mode);
  let stopping = false;
  // SIGTERM (docs/decisions/032): readiness fails first (GET /health/ready answers 503), requests keep being
  // answered for DRAIN_MS while the proxy takes the process out, then the jobs stop, the requests in
  // flight finish (Fastify's close) and the process exits.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.ctx.lifecycle.draining = true;
    app.log.info(`${signal}: draining for ${drainMs} ms, then shutting down`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await reconciliation.stop();
    await uploadSweep.stop();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
