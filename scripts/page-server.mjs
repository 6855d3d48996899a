#!/usr/bin/env node
/**
 * The page server's container command (Dockerfile target `page-server`; README: Running in
 * production): writes the shell's runtime-config.json from the environment (scripts/lib/
 * runtimeConfig.mjs: API_URL, SITE_URL and REMOTE_<NAME>_URL are required, the public addresses the
 * browser uses), then runs the page host on shell/dist with the page server, on PORT (8080) and HOST
 * (0.0.0.0), as `node scripts/serve-static.mjs shell/dist <port> --spa --ssr ...` does. The host's
 * other settings (SSR_API_URL, DRAIN_MS, METRICS_PORT, ...) are its own (shell/src/server/host).
 * A missing address stops the start with one line naming it (exit 2).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigOf } from './lib/runtimeConfig.mjs';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell');
let config;
try {
  config = runtimeConfigOf(process.env);
} catch (error) {
  console.error(`page-server: ${error.message}`);
  process.exit(2);
}
fs.writeFileSync(path.join(shell, 'dist/runtime-config.json'), JSON.stringify(config, null, 2));
process.env.HOST ||= '0.0.0.0';
await createRequire(import.meta.url)(path.join(shell, 'dist-server/host.cjs')).runHost([
  path.join(shell, 'dist'),
  process.env.PORT || '8080',
  '--spa',
  '--ssr',
  path.join(shell, 'dist-server/page-server.cjs'),
]);
