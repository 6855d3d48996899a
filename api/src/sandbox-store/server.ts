/**
 * Starts the sandbox store (see ./app.ts), bound to loopback unless told otherwise. Started by scripts/stack.mjs (so by
 * `pnpm start` and the browser tests) with the secrets it generates; never prints them.
 *
 * Environment: SANDBOX_STORE_PORT (3200), SANDBOX_STORE_URL (http://localhost:{port}),
 * SHOPIFY_STOREFRONT_PRIVATE_TOKEN, SHOPIFY_WEBHOOK_SECRET, SHOPIFY_ADMIN_TOKEN (the Admin API
 * token the API's reconciliation sends; the Admin API answers 401 without it),
 * SANDBOX_STORE_WEBHOOK_BASE_URL (the API's address: each webhook topic goes to its route there)
 * or the older SANDBOX_STORE_WEBHOOK_URL (the API's /shopify/webhooks/orders-paid),
 * SANDBOX_STORE_CATALOGUE (the file the API writes), ASSETS_URL, SANDBOX_WEBHOOK_RETRY_SCALE
 * (divides Shopify's retry schedule of a failed webhook, 8 retries over 4 hours; default 1),
 * SANDBOX_STORE_HOST (the address it binds to: localhost, or 0.0.0.0 in a container).
 */
import { buildSandboxStore } from './app';
import { catalogueReader } from './catalogue';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`sandbox store: ${name} is required`);
    process.exit(1);
  }
  return value;
}

async function main() {
  const port = Number(process.env.SANDBOX_STORE_PORT ?? 3200);
  const app = await buildSandboxStore({
    privateToken: required('SHOPIFY_STOREFRONT_PRIVATE_TOKEN'),
    webhookSecret: required('SHOPIFY_WEBHOOK_SECRET'),
    ...(process.env.SANDBOX_STORE_WEBHOOK_BASE_URL?.trim()
      ? { webhookBaseUrl: process.env.SANDBOX_STORE_WEBHOOK_BASE_URL.trim() }
      : { webhookUrl: required('SANDBOX_STORE_WEBHOOK_URL') }),
    adminToken: process.env.SHOPIFY_ADMIN_TOKEN?.trim() || undefined,
    catalogue: catalogueReader(required('SANDBOX_STORE_CATALOGUE')),
    publicUrl: process.env.SANDBOX_STORE_URL?.trim() || `http://localhost:${port}`,
    assetsUrl: process.env.ASSETS_URL?.trim() || 'http://localhost:3000',
    retryScale: Number(process.env.SANDBOX_WEBHOOK_RETRY_SCALE) || 1,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const address = await app.listen({ port, host: process.env.SANDBOX_STORE_HOST?.trim() || 'localhost' });
  app.log.info(`Sandbox store listening on ${address}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
