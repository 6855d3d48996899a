#!/usr/bin/env node
/**
 * The README's first command (`pnpm start`): builds production bundles of the shell and every
 * remote, then starts the API (embedded database, seeded on first start, in demo mode on loopback),
 * the shell and each remote on its own port, and prints the address to open and the demo outbox's
 * address with its key.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// pnpm itself may not be on PATH (e.g. run through npx): reuse the one running this script.
const pnpm = process.env.npm_execpath ? `"${process.execPath}" "${process.env.npm_execpath}"` : 'pnpm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) {
  console.log('Gerando os bundles de produção...');
  execSync(`${pnpm} run build`, { cwd: root, stdio: 'inherit' });
}
await import('./stack.mjs').then(({ startStack, ports, outboxUrl }) =>
  startStack().then(() =>
    console.log(
      `\n  Lista de Presentes pronta. Abra: http://localhost:${ports.shell}\n` +
        `  E-mails enviados (links de acesso, modo demonstração): ${outboxUrl()}\n  (Ctrl+C encerra)\n`,
    ),
  ),
);
