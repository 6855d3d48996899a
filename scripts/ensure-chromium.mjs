#!/usr/bin/env node
/**
 * Makes sure the browser tests have their Chromium before anything is built (the README's test
 * command on a fresh machine). The browser is CHROMIUM_PATH when set, else Debian's
 * /usr/lib/chromium/chromium (the /usr/bin wrapper adds flags the tests do not want).
 * - Present: nothing to do.
 * - Missing, as root on a machine with apt-get: installs Debian's `chromium` and
 *   `fonts-liberation` (as .ci/run does), about a minute.
 * - Missing otherwise (or CHROMIUM_PATH names nothing): stops at once with one line saying what
 *   to install. A CHROMIUM_PATH that points nowhere is never "fixed" by installing another browser.
 * Run directly (`node scripts/ensure-chromium.mjs`, exit 1 when missing) or call ensureChromium().
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';
const PACKAGES = ['chromium', 'fonts-liberation'];

/** True when `file` exists and may be executed. */
function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * What to do, from the facts alone (no side effect): 'ready', 'install' (root with apt-get and no
 * CHROMIUM_PATH), or 'stop' with the one line to print.
 * @param {{ configured?: string, exists: (file: string) => boolean, isRoot: boolean, hasApt: boolean }} facts
 * @returns {{ action: 'ready' | 'install' | 'stop', path: string, message?: string }}
 */
export function chromiumPlan({ configured, exists, isRoot, hasApt }) {
  const path = configured || DEBIAN_CHROMIUM;
  if (exists(path)) return { action: 'ready', path };
  if (configured) {
    return { action: 'stop', path, message: `testes do navegador: CHROMIUM_PATH=${configured} não é um executável; corrija o caminho ou remova a variável para usar o Chromium do Debian (${DEBIAN_CHROMIUM}).` };
  }
  if (isRoot && hasApt) return { action: 'install', path };
  return {
    action: 'stop',
    path,
    message: `testes do navegador: Chromium não encontrado em ${DEBIAN_CHROMIUM}; instale-o com "sudo apt-get install -y ${PACKAGES.join(' ')}" (Debian/Ubuntu) ou aponte CHROMIUM_PATH para um Chromium.`,
  };
}

/** Ensures Chromium is there (installing it as root with apt-get); returns false after printing why not. */
export function ensureChromium() {
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const plan = chromiumPlan({ configured: process.env.CHROMIUM_PATH, exists: executable, isRoot, hasApt });
  if (plan.action === 'ready') return true;
  if (plan.action === 'install') {
    console.log(`testes do navegador: instalando o Chromium do Debian (apt-get install ${PACKAGES.join(' ')}), cerca de 1 minuto...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (install && install.status === 0 && executable(plan.path)) return true;
    console.error(`testes do navegador: a instalação do Chromium falhou; instale "${PACKAGES.join(' ')}" com apt-get e rode de novo.`);
    return false;
  }
  console.error(plan.message);
  return false;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureChromium() ? 0 : 1);
}
