#!/usr/bin/env node
/**
 * Browser tests: checks that Chromium is there (installing Debian's as root, else stopping at once
 * with what to install, see ensure-chromium.mjs), builds production bundles, runs Playwright
 * (which starts the stack on a fresh embedded database), then prints the counts of jest (if it
 * ran) and Playwright together.
 */
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

if (!ensureChromium()) process.exit(1);

// pnpm itself may not be on PATH (e.g. run through npx): reuse the one running this script.
const pnpm = process.env.npm_execpath ? `"${process.execPath}" "${process.env.npm_execpath}"` : 'pnpm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stack = path.join(root, '.stack');
fs.mkdirSync(path.join(stack, 'screens'), { recursive: true });
if (!process.env.E2E_DATA_DIR) fs.rmSync(path.join(stack, 'data-e2e'), { recursive: true, force: true });

if (!process.argv.includes('--no-build')) execSync(`${pnpm} run build`, { cwd: root, stdio: 'inherit' });

const run = spawnSync(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test', ...process.argv.slice(2).filter((a) => a !== '--no-build')], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
});

function counts(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}
const e2e = counts(path.join(stack, 'e2e-results.json'), (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped }));
const jestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests });
const unit = counts(path.join(stack, 'jest-results.json'), jestCounts);
const pg = counts(path.join(stack, 'jest-pg-results.json'), jestCounts);
if (e2e) console.log(`\nplaywright: ${e2e.passed} passed, ${e2e.failed} failed`);
if (unit) console.log(`jest: ${unit.passed} passed, ${unit.failed} failed`);
if (pg) console.log(`jest (API on PostgreSQL): ${pg.passed} passed, ${pg.failed} failed`);
const all = [e2e, unit, pg].filter(Boolean);
if (e2e && unit) console.log(`total: ${all.reduce((n, c) => n + c.passed, 0)} passed, ${all.reduce((n, c) => n + c.failed, 0)} failed`);
process.exit(run.status ?? 1);
