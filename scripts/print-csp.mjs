#!/usr/bin/env node
/**
 * Prints the Content-Security-Policy of the shell's page for a runtime configuration, for a
 * deployment that serves shell/dist with another web server (send it with index.html;
 * docs/decisions/015). The policy is the page host's own (shell/src/server/host/securityHeaders.ts,
 * from shell/dist-server/host.cjs).
 *
 *   node scripts/print-csp.mjs shell/dist/runtime-config.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const [file] = process.argv.slice(2);
const hostBundle = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell/dist-server/host.cjs');
if (!file || !fs.existsSync(hostBundle)) {
  console.error(file ? `${hostBundle} não existe: rode "pnpm --filter shell build" antes` : 'uso: node scripts/print-csp.mjs <runtime-config.json>');
  process.exit(2);
}
console.log(createRequire(import.meta.url)(hostBundle).shellCsp(JSON.parse(fs.readFileSync(file, 'utf8'))));
