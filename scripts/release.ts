#!/usr/bin/env tsx
/**
 * Releases or rolls back ONE remote, without touching the shell or any other remote
 * (docs/decisions/018; the library is tooling/src/release.ts).
 *
 *   pnpm release <remote>              builds it alone (into a temporary folder: its dist/ is left
 *                                      as it was), publishes releases/<remote>/<version>/ and moves
 *                                      the pointer releases/<remote>/mf-manifest.json to it
 *   pnpm release <remote> --from <dir> publishes an existing build instead of building
 *   pnpm rollback <remote> [version]   moves the pointer back (by default to the version live
 *                                      before the current one)
 *   pnpm releases <remote>             prints the live version and the pointer's moves
 *
 * <remote>: remote-public, remote-cliente, remote-funcionario or remote-kits (or public, ...).
 * RELEASES_DIR: the folder holding every remote's host folder (default: releases/ at the root).
 * The build reads the usual build environment (e.g. BUILD_LABEL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { currentVersion, publishRelease, readHistory, rollbackRelease } from '../tooling/src/release';

const root = path.resolve(__dirname, '..');
const REMOTES = ['remote-public', 'remote-cliente', 'remote-funcionario', 'remote-kits'];

function usage(message: string): never {
  console.error(`${message}\nuso: release <remote> [--from <pasta>] | rollback <remote> [versão] | status <remote>`);
  process.exit(2);
}

function remoteName(arg: string | undefined): string {
  const name = arg && !arg.startsWith('remote-') ? `remote-${arg}` : arg;
  if (!name || !REMOTES.includes(name)) usage(`remote desconhecido: '${arg ?? ''}' (${REMOTES.join(', ')})`);
  return name;
}

/** The host folder of `remote`: what its static host serves. */
function hostDir(remote: string): string {
  return path.join(path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases')), remote);
}

/** Builds `remote` alone into a fresh folder; returns it. */
function buildAlone(remote: string): string {
  const out = path.join(path.dirname(hostDir(remote)), '.builds', `${remote}-${process.pid}`);
  // pnpm itself may not be on PATH (e.g. run through npx): reuse the one running this script.
  const [cmd, prefix] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['pnpm', []];
  // DIST_PATH, not --dist-path: a remote's build may run more than one rsbuild (remote-public builds its server bundle too)
  execFileSync(cmd, [...prefix, '--filter', remote, 'build'], { cwd: root, env: { ...process.env, DIST_PATH: out }, stdio: ['ignore', 'ignore', 'inherit'] });
  return out;
}

function main(argv: string[]): void {
  const [command, remoteArg, ...rest] = argv;
  const remote = remoteName(remoteArg);
  const host = hostDir(remote);
  if (command === 'release') {
    const fromIndex = rest.indexOf('--from');
    const from = fromIndex >= 0 ? rest[fromIndex + 1] : undefined;
    if (fromIndex >= 0 && !from) usage('--from precisa de uma pasta');
    const started = Date.now();
    const build = from ? path.resolve(from) : buildAlone(remote);
    try {
      const { version, previous, reused } = publishRelease(build, host);
      const change = previous === version ? 'já era a atual' : `antes: ${previous ?? 'nenhuma'}`;
      console.log(`${remote}: versão ${version} publicada${reused ? ' (pasta já existente)' : ''} (${change}) em ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      if (!from) {
        fs.rmSync(build, { recursive: true, force: true });
        if (fs.readdirSync(path.dirname(build)).length === 0) fs.rmdirSync(path.dirname(build));
      }
    }
  } else if (command === 'rollback') {
    const { version, previous } = rollbackRelease(host, rest[0]);
    console.log(`${remote}: ponteiro de ${previous} para ${version}`);
  } else if (command === 'status') {
    const history = readHistory(host);
    console.log(`${remote}: atual ${currentVersion(history) ?? 'nenhuma'}`);
    for (const move of history.moves) console.log(`  ${move.at}  ${move.action.padEnd(8)} ${move.from ?? '-'} → ${move.version}`);
  } else usage(`comando desconhecido: '${command ?? ''}'`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
