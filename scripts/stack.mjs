#!/usr/bin/env node
/**
 * Starts the whole product from production builds, each app on its own port (separate origins,
 * as in production): the API (embedded database, seeded on first start), the shell, the four
 * remotes and, unless SHOPIFY_STORE_DOMAIN names a real store, the sandbox store (the embedded
 * online store). Writes the shell's runtime-config.json from the environment, and the servers'
 * process ids to .stack/pids.json (the browser tests stop and restart a remote through it).
 * Each remote is served the way it ships (README: each team ships alone): its dist/ is published
 * as a release first (`pnpm release <remote> --from <remote>/dist`, nothing changes when that
 * build is already live) and its static server serves its release folder (RELEASES_DIR,
 * default releases/), so a `pnpm release` or `pnpm rollback` while the stack runs is what the
 * next page load gets.
 *
 * The API runs in demo mode (API_MODE=demo, loopback only): its outbox of sent mails, sign-in
 * links included, answers only with a key made at each start, which this script prints beside
 * the site's address and writes to .stack/outbox-key (read by the browser tests and the bench).
 *
 * Environment: API_PORT (3000), SHELL_PORT (8080), REMOTE_PUBLIC_PORT (3101), REMOTE_CLIENTE_PORT
 * (3102), REMOTE_FUNCIONARIO_PORT (3103), REMOTE_KITS_PORT (3104), SANDBOX_STORE_PORT (3200),
 * BRAND_NAME, plus the API's own variables (DATA_DIR, DATABASE_URL, SMTP_URL, SHOPIFY_*, ...).
 * API_URL, ASSETS_URL and REMOTE_*_URL override the addresses written into the runtime
 * configuration. With the sandbox store, the private token, the Admin API token (the API's
 * reconciliation asks the sandbox's Admin API) and the webhook secret are random per start unless
 * given, reach the API and the sandbox through their environment only, and are never printed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, runtimeConfigOf } from './lib/runtimeConfig.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = (name, fallback) => Number(env[name] ?? fallback);
export const ports = {
  api: port('API_PORT', 3000),
  shell: port('SHELL_PORT', 8080),
  public: port('REMOTE_PUBLIC_PORT', 3101),
  cliente: port('REMOTE_CLIENTE_PORT', 3102),
  funcionario: port('REMOTE_FUNCIONARIO_PORT', 3103),
  kits: port('REMOTE_KITS_PORT', 3104),
  store: port('SANDBOX_STORE_PORT', 3200),
};
/** The sandbox store runs unless a real online store is configured. */
export const sandboxStore = !env.SHOPIFY_STORE_DOMAIN;
const url = (p) => `http://localhost:${p}`;
const remotes = REMOTES;

/** The folder each remote's static server serves: its release folder (scripts/release.ts). */
export function remoteHostDir(remote) {
  return path.join(path.resolve(env.RELEASES_DIR ?? path.join(root, 'releases')), `remote-${remote}`);
}

/** Publishes every remote's dist/ as a release (a no-op for a build that is already live). */
export function publishBuilds() {
  for (const remote of remotes) {
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/release.ts'), 'release', `remote-${remote}`, '--from', path.join(root, `remote-${remote}/dist`)], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
}

/** The shell's runtime-config.json of this start (scripts/lib/runtimeConfig.mjs, the local ports as defaults). */
export function runtimeConfig() {
  return runtimeConfigOf(env, {
    apiUrl: url(ports.api),
    siteUrl: url(ports.shell),
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `${url(ports[r])}/mf-manifest.json`])),
  });
}

const secret = () => randomBytes(32).toString('base64url');
/**
 * Online-store settings shared by the API and the sandbox store (one set per start): the sandbox's
 * address as the store, a private token, an Admin API token and a webhook secret (random unless
 * given), the gift bag's and gift card's variants, the catalogue file the API writes, the API's address for the
 * webhooks. Empty with a real store (the API then reads the SHOPIFY_* variables as they are).
 */
export const storeEnv = sandboxStore
  ? {
      SHOPIFY_STORE_DOMAIN: `localhost:${ports.store}`,
      SHOPIFY_STOREFRONT_PRIVATE_TOKEN: env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN || secret(),
      SHOPIFY_WEBHOOK_SECRET: env.SHOPIFY_WEBHOOK_SECRET || secret(),
      SHOPIFY_ADMIN_TOKEN: env.SHOPIFY_ADMIN_TOKEN || secret(),
      SHOPIFY_GIFT_BAG_VARIANT_ID: env.SHOPIFY_GIFT_BAG_VARIANT_ID || '7400000000599',
      // the sandbox's gift card product (decision 030): R$ 50, 100, 200 and 500
      SHOPIFY_GIFT_CARD_VARIANTS: env.SHOPIFY_GIFT_CARD_VARIANTS || '50:7400000005000,100:7400000010000,200:7400000020000,500:7400000050000',
      SANDBOX_STORE_PORT: String(ports.store),
      SANDBOX_STORE_URL: url(ports.store),
      SANDBOX_STORE_CATALOGUE: path.join(env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(root, '.data'), 'sandbox-store/catalogue.json'),
      SANDBOX_STORE_WEBHOOK_BASE_URL: url(ports.api),
      ASSETS_URL: env.ASSETS_URL ?? env.API_URL ?? url(ports.api),
    }
  : {};

/** Where the start writes the outbox key of the demo API (the browser tests and the bench read it). */
export const outboxKeyFile = path.join(root, '.stack/outbox-key');
/** The demo API of this start: demo mode and the outbox key, made now (never printed elsewhere). */
export const demoEnv = { API_MODE: 'demo', DEMO_OUTBOX_KEY: env.DEMO_OUTBOX_KEY || secret() };
/** The outbox page of this start, key included. */
export const outboxUrl = () => `${url(ports.api)}/dev/outbox?key=${demoEnv.DEMO_OUTBOX_KEY}`;

/** Writes the outbox key where the browser tests and the bench find it (owner-only file). */
export function writeOutboxKey() {
  fs.mkdirSync(path.dirname(outboxKeyFile), { recursive: true });
  fs.writeFileSync(outboxKeyFile, demoEnv.DEMO_OUTBOX_KEY, { mode: 0o600 });
}

const https = (address) => /^https:/i.test(address ?? '');

/** Command line of each server, by name (static servers send HSTS when their public address is https). */
export function serverCommands() {
  const config = runtimeConfig();
  const serve = (dir, p, spa, publicUrl, extra = []) => [
    process.execPath,
    [path.join(root, 'scripts/serve-static.mjs'), path.resolve(root, dir), String(p), ...(spa ? ['--spa'] : []), ...(https(publicUrl) ? ['--hsts'] : []), ...extra],
  ];
  return {
    api: [path.join(root, 'api/node_modules/.bin/tsx'), [path.join(root, 'api/src/server.ts')]],
    store: [path.join(root, 'api/node_modules/.bin/tsx'), [path.join(root, 'api/src/sandbox-store/server.ts')]],
    // the shell's host is also the page server of guest pages (docs/decisions/029; the host: shell/src/server/host)
    shell: serve('shell/dist', ports.shell, true, config.siteUrl, ['--ssr', path.join(root, 'shell/dist-server/page-server.cjs')]),
    ...Object.fromEntries(remotes.map((r) => [r, serve(remoteHostDir(r), ports[r], false, config.remotes[r])])),
  };
}

export function startServer(name, pidsFile) {
  const [cmd, args] = serverCommands()[name];
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...env, ...storeEnv, ...demoEnv, PORT: String(ports.api), SITE_URL: env.SITE_URL ?? url(ports.shell) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (pidsFile) {
    const pids = fs.existsSync(pidsFile) ? JSON.parse(fs.readFileSync(pidsFile, 'utf8')) : {};
    pids[name] = child.pid;
    fs.writeFileSync(pidsFile, JSON.stringify(pids, null, 2));
  }
  return child;
}

async function waitFor(target, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(target);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${target} não respondeu em ${timeoutMs} ms`);
}

/** Resolves true when something already listens on `port` (a stale server would serve old files). */
function portInUse(p) {
  return new Promise((resolve) => {
    const socket = net.connect(p, 'localhost');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function startStack() {
  for (const [name, p] of Object.entries(ports)) {
    if (name === 'store' && !sandboxStore) continue;
    if (await portInUse(p)) throw new Error(`a porta ${p} (${name}) já está em uso: encerre o processo que a ocupa`);
  }
  for (const file of ['shell/dist/index.html', 'shell/dist-server/host.cjs', 'shell/dist-server/page-server.cjs', 'remote-public/dist/server/remote_public.cjs', ...remotes.map((r) => `remote-${r}/dist/index.html`)]) {
    if (!fs.existsSync(path.join(root, file))) {
      throw new Error(`${file} não existe: rode "pnpm build" antes`);
    }
  }
  publishBuilds();
  fs.writeFileSync(path.join(root, 'shell/dist/runtime-config.json'), JSON.stringify(runtimeConfig(), null, 2));
  const stackDir = path.join(root, '.stack');
  fs.mkdirSync(stackDir, { recursive: true });
  writeOutboxKey();
  const pidsFile = path.join(stackDir, 'pids.json');
  fs.writeFileSync(pidsFile, '{}');
  const children = ['api', 'shell', ...remotes, ...(sandboxStore ? ['store'] : [])].map((name) => startServer(name, pidsFile));
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('SIGINT', () => (stop(), process.exit(0)));
  process.on('SIGTERM', () => (stop(), process.exit(0)));
  await waitFor(`${url(ports.api)}/health`, 180_000);
  if (sandboxStore) await waitFor(`${url(ports.store)}/health`, 60_000);
  await Promise.all([ports.shell, ...remotes.map((r) => ports[r])].map((p) => waitFor(url(p), 30_000)));
  return { children, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startStack().then(
    () => {
      console.log(`\n  Lista de Presentes pronta. Abra: ${url(ports.shell)}\n  E-mails enviados (modo demonstração): ${outboxUrl()}\n`);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
