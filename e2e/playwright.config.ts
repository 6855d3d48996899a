import { defineConfig } from '@playwright/test';
import path from 'node:path';

/**
 * Browser tests of the whole site in Debian's Chromium against the production builds, each app on
 * its own origin (see scripts/stack.mjs). The stack gets a fresh embedded database per run.
 */
const root = path.resolve(__dirname, '..');
export const SHELL_URL = 'http://localhost:8080';
export const API_URL = 'http://localhost:3000';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.stack/e2e-results.json') }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: SHELL_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Belem',
    screenshot: 'only-on-failure',
    trace: 'off',
    // a step that cannot happen fails on its own line, not at the test's timeout
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  outputDir: path.join(root, '.stack/test-results'),
  webServer: {
    command: `node ${path.join(root, 'scripts/stack.mjs')}`,
    url: `${API_URL}/health`,
    cwd: root,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, '.stack/data-e2e'),
      // every test signs in from one address, many times a minute: the limits stay on, ten times wider
      RATE_LIMIT_FACTOR: '10',
      // every guest of the suite checks out from one address (the hold limits have their jest suite)
      GIFT_HOLDS_PER_ADDRESS: '200',
      // the flows change a list and open its page again faster than any person: a page server that
      // reuses a render for 2 s (a crowd's protection, with its jest suite and `pnpm bench --crowd`)
      // answered pages from before the test's own payment or edit (gifts, cotas and kits specs)
      SSR_REUSE_MS: '0',
    },
  },
});
