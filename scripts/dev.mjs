#!/usr/bin/env node
/**
 * Development mode with hot reload: the API (demo mode, as `pnpm start`; and the sandbox store,
 * unless a real store is configured) under `tsx watch` and every app on `rsbuild dev` (shell 8080,
 * remotes 3101-3104), with the shell's runtime configuration pointing at the remotes' dev servers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoEnv, outboxUrl, runtimeConfig, sandboxStore, storeEnv, writeOutboxKey } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
fs.writeFileSync(path.join(root, 'shell/public/runtime-config.json'), JSON.stringify(runtimeConfig(), null, 2));

const apps = ['shell', 'remote-public', 'remote-cliente', 'remote-funcionario', 'remote-kits'];
const tsx = path.join(root, 'api/node_modules/.bin/tsx');
writeOutboxKey();
const apiOptions = { cwd: path.join(root, 'api'), stdio: 'inherit', env: { ...process.env, ...storeEnv, ...demoEnv } };
const children = [
  spawn(tsx, ['watch', 'src/server.ts'], apiOptions),
  ...(sandboxStore ? [spawn(tsx, ['watch', 'src/sandbox-store/server.ts'], apiOptions)] : []),
  ...apps.map((app) => spawn(path.join(root, app, 'node_modules/.bin/rsbuild'), ['dev'], { cwd: path.join(root, app), stdio: 'inherit' })),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', () => (stop(), process.exit(0)));
process.on('SIGTERM', () => (stop(), process.exit(0)));
console.log(`\n  Modo de desenvolvimento: abra http://localhost:8080\n  E-mails enviados (modo demonstração): ${outboxUrl()}\n`);
