import { defineConfig } from '@playwright/test';
import path from 'node:path';

/**
 * The smoke of the production topology (scripts/test-deploy.mjs, `pnpm test:deploy`): Chromium
 * against the site that compose.yaml brought up behind nginx (DEPLOY_SITE_URL), with the sandbox
 * store's checkout (DEPLOY_STORE_URL) and the SMTP catcher's API (DEPLOY_MAIL_URL). Starts no server.
 */
const root = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: './deploy',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.DEPLOY_SITE_URL ?? 'http://localhost:18080',
    locale: 'pt-BR',
    timezoneId: 'America/Belem',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  outputDir: path.join(root, '.stack/deploy-results'),
});
