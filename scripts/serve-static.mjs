#!/usr/bin/env node
/**
 * Serves one built app (shell or a remote) on its own port, as its own origin, with the page host
 * built from shell/src/server/host (shell/dist-server/host.cjs; `pnpm --filter shell build` makes
 * it). What it does and its settings: shell/src/server/host/main.ts and the README (Guest pages
 * rendered on the server; docs/decisions/032, 033).
 *
 *   node scripts/serve-static.mjs <dir> <port> [--spa] [--hsts] [--ssr shell/dist-server/page-server.cjs]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const hostBundle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell/dist-server/host.cjs');
if (!fs.existsSync(hostBundle)) {
  console.error(`${path.relative(process.cwd(), hostBundle)} não existe: rode "pnpm --filter shell build" antes`);
  process.exit(2);
}
await createRequire(import.meta.url)(hostBundle).runHost(process.argv.slice(2));
