/**
 * Releasing one remote alone (docs/decisions/018). Deploy-time only (Node): never
 * imported by app code.
 *
 * A remote's host folder (`releases/<remote>/`) holds:
 * - one immutable folder per version, `<version>/`: a whole build, where `<version>` is the content
 *   hash of the build (`contentVersion`), also written into its manifest's
 *   `metaData.buildInfo.buildVersion`; a folder is never overwritten with other content;
 * - the pointer `mf-manifest.json`: the current version's manifest with every path leading into
 *   its folder (`pointerManifest`), so the shell's one manifest request finds the current version
 *   with no extra round trip. The federation runtime resolves the manifest's paths against the
 *   manifest's own URL (`publicPath: 'auto'`), and the remote's own chunks against its entry script,
 *   i.e. inside the version folder;
 * - `history.json`: which versions were live, in order, and every move of the pointer.
 *
 * Each file is written beside its target and renamed over it, so a server never sends half a
 * file; `.br`/`.gz` siblings of every JSON file are rewritten with it (static hosts send those).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Length of a version: hex characters of the build's SHA-256. */
export const VERSION_LENGTH = 10;
const VERSION = new RegExp(`^[0-9a-f]{${VERSION_LENGTH}}$`);
/** The pointer, the one file of the host root the shell reads. */
export const POINTER_FILE = 'mf-manifest.json';
export const HISTORY_FILE = 'history.json';
const STATS_FILE = 'mf-stats.json';
const COMPRESSED = /\.(br|gz)$/;

/** Whether `value` is a version as `contentVersion` makes them. */
export function isVersion(value: string): boolean {
  return VERSION.test(value);
}

/** The part of a federation manifest (`mf-manifest.json`) that a release reads and rewrites. */
export interface FederationManifest {
  metaData: {
    buildInfo: { buildVersion: string; [key: string]: unknown };
    remoteEntry: { name: string; path: string; type?: string };
    types?: { path: string; name: string; [key: string]: unknown };
    publicPath?: string;
    [key: string]: unknown;
  };
  shared: Array<{ assets: ManifestAssets; fallback?: string; [key: string]: unknown }>;
  exposes: Array<{ assets: ManifestAssets; [key: string]: unknown }>;
  [key: string]: unknown;
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** Every file under `dir`, as sorted paths relative to it with `/` separators. */
function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/** A manifest with `buildVersion` set: the version written into a build's own files. */
export function withBuildVersion<T extends { metaData: { buildInfo: { buildVersion: string } } }>(manifest: T, version: string): T {
  return { ...manifest, metaData: { ...manifest.metaData, buildInfo: { ...manifest.metaData.buildInfo, buildVersion: version } } };
}

/**
 * The version of the build in `dir`: the first 10 hex characters of the SHA-256 of every file's
 * path and bytes. The `.br`/`.gz` siblings (made from the files) and `mf-stats.json` (a report)
 * are left out, and the manifest counts without its `buildVersion`, so that a published copy has
 * the version of the build it came from. @throws Error when `dir` has no `mf-manifest.json`.
 */
export function contentVersion(dir: string): string {
  if (!fs.existsSync(path.join(dir, POINTER_FILE))) throw new Error(`${dir} não é um build de remote (sem ${POINTER_FILE})`);
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (COMPRESSED.test(file) || file === STATS_FILE) continue;
    let bytes = fs.readFileSync(path.join(dir, file));
    if (file === POINTER_FILE) bytes = Buffer.from(JSON.stringify(withBuildVersion(JSON.parse(bytes.toString('utf8')) as FederationManifest, '')));
    hash.update(file).update('\0').update(String(bytes.length)).update('\0').update(bytes);
  }
  return hash.digest('hex').slice(0, VERSION_LENGTH);
}

const inFolder = (folder: string, file: string) => (file ? `${folder}/${file}` : file);

function prefixAssets(assets: ManifestAssets, folder: string): ManifestAssets {
  const prefix = (files: string[]) => files.map((file) => inFolder(folder, file));
  return {
    js: { sync: prefix(assets.js.sync), async: prefix(assets.js.async) },
    css: { sync: prefix(assets.css.sync), async: prefix(assets.css.async) },
  };
}

/**
 * The pointer for `version`: its manifest (`manifest`, as built) with `buildVersion` = `version`
 * and the remote entry, the exposed modules' and shared modules' files (and a shared module's
 * fallback, the typings) moved into the `version` folder. Module names (`exposes[].path`) stay.
 * @throws Error when the build fixed its public path (`publicPath` other than 'auto'): its files
 * would not be looked for beside the pointer.
 */
export function pointerManifest(manifest: FederationManifest, version: string): FederationManifest {
  if (!isVersion(version)) throw new Error(`versão inválida: '${version}'`);
  if (manifest.metaData.publicPath !== 'auto') throw new Error(`o build precisa de publicPath 'auto' (tem '${String(manifest.metaData.publicPath)}')`);
  const { metaData } = withBuildVersion(manifest, version);
  return {
    ...manifest,
    metaData: {
      ...metaData,
      remoteEntry: { ...metaData.remoteEntry, path: inFolder(version, metaData.remoteEntry.path) || version },
      ...(metaData.types?.name ? { types: { ...metaData.types, path: inFolder(version, metaData.types.path) || version } } : {}),
    },
    shared: manifest.shared.map((item) => ({
      ...item,
      assets: prefixAssets(item.assets, version),
      ...(item.fallback ? { fallback: inFolder(version, item.fallback) } : {}),
    })),
    exposes: manifest.exposes.map((item) => ({ ...item, assets: prefixAssets(item.assets, version) })),
  };
}

/** One move of a remote's pointer. `at`: ISO 8601 UTC. */
export interface PointerMove {
  at: string;
  action: 'release' | 'rollback';
  version: string;
  /** The version it replaced (null: the first release). */
  from: string | null;
}

/**
 * A remote's release history: `live` is the chain of versions that were live, the current one
 * last (a rollback steps back along it); `moves` every move of the pointer, oldest first.
 */
export interface ReleaseHistory {
  live: string[];
  moves: PointerMove[];
}

export const emptyHistory = (): ReleaseHistory => ({ live: [], moves: [] });

/** The live version of `history`, or null before the first release. */
export function currentVersion(history: ReleaseHistory): string | null {
  return history.live.at(-1) ?? null;
}

/**
 * The history after releasing `version` at `at`: it becomes live (unchanged when it already is).
 */
export function afterRelease(history: ReleaseHistory, version: string, at: string): ReleaseHistory {
  const current = currentVersion(history);
  if (current === version) return history;
  return { live: [...history.live, version], moves: [...history.moves, { at, action: 'release', version, from: current }] };
}

/**
 * The history after a rollback at `at`: to `target` (a published version, which becomes live as
 * a release of it would), or by default to the version that was live before the current one.
 * @throws Error when there is nothing to go back to, or `target` is not in `published`.
 */
export function afterRollback(history: ReleaseHistory, at: string, target: string | undefined, published: string[]): ReleaseHistory {
  const current = currentVersion(history);
  if (!current) throw new Error('nenhuma versão publicada ainda');
  if (target !== undefined) {
    if (!published.includes(target)) throw new Error(`a versão ${target} não foi publicada`);
    if (target === current) throw new Error(`a versão ${target} já é a atual`);
    return { live: [...history.live, target], moves: [...history.moves, { at, action: 'rollback', version: target, from: current }] };
  }
  const live = history.live.slice(0, -1);
  const previous = live.at(-1);
  if (!previous) throw new Error(`não há versão anterior a ${current}`);
  return { live, moves: [...history.moves, { at, action: 'rollback', version: previous, from: current }] };
}

/** Writes `bytes` to `file` through a temporary file beside it and a rename (never half a file). */
function writeAtomic(file: string, bytes: Buffer | string): void {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}

/** Writes `value` as JSON with its brotli and gzip siblings (static hosts send those first). */
export function writeJsonFile(file: string, value: unknown): void {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  writeAtomic(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }));
  writeAtomic(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  writeAtomic(file, text);
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The history of the host folder `hostDir` (empty before the first release). */
export function readHistory(hostDir: string): ReleaseHistory {
  const file = path.join(hostDir, HISTORY_FILE);
  return fs.existsSync(file) ? readJson<ReleaseHistory>(file) : emptyHistory();
}

/** The versions published in `hostDir` (its version folders). */
export function publishedVersions(hostDir: string): string[] {
  if (!fs.existsSync(hostDir)) return [];
  return fs
    .readdirSync(hostDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersion(entry.name))
    .map((entry) => entry.name);
}

/**
 * Runs `fn` holding the host folder's lock (one pointer move at a time). A lock left by a
 * process that died is taken over after 10 minutes. @throws Error when another move is under way.
 */
function withLock<T>(hostDir: string, fn: () => T): T {
  const lock = path.join(hostDir, '.lock');
  fs.mkdirSync(hostDir, { recursive: true });
  if (fs.existsSync(lock) && Date.now() - fs.statSync(lock).mtimeMs > 10 * 60_000) fs.rmSync(lock, { force: true });
  let fd: number;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    throw new Error(`outra publicação está em andamento em ${hostDir} (${lock})`);
  }
  try {
    return fn();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

/** Points the host folder at `version` (its folder must exist) and saves `history`. */
function movePointer(hostDir: string, version: string, history: ReleaseHistory): void {
  const manifest = readJson<FederationManifest>(path.join(hostDir, version, POINTER_FILE));
  writeJsonFile(path.join(hostDir, POINTER_FILE), pointerManifest(manifest, version));
  writeJsonFile(path.join(hostDir, HISTORY_FILE), history);
}

/** What a release or rollback did. */
export interface PointerResult {
  version: string;
  previous: string | null;
  /** The version folder was already there (the same build released before). */
  reused?: boolean;
}

/**
 * Publishes the build in `buildDir` to the host folder `hostDir` and makes it live: copies it to
 * `<version>/` (unless that version is already published), writes its version into the copy's
 * manifest and stats, moves the pointer and records the move. Releasing the live version again
 * changes nothing. `now` stamps the history. @throws Error when `buildDir` is not a remote's build,
 * or a folder of that version holds other content (never overwritten).
 */
export function publishRelease(buildDir: string, hostDir: string, now: Date = new Date()): PointerResult {
  const version = contentVersion(buildDir);
  return withLock(hostDir, () => {
    const history = readHistory(hostDir);
    const previous = currentVersion(history);
    const target = path.join(hostDir, version);
    const reused = fs.existsSync(target);
    if (reused) {
      if (contentVersion(target) !== version) throw new Error(`${target} já existe com outro conteúdo: não é sobrescrita`);
    } else {
      const staging = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      fs.cpSync(buildDir, staging, { recursive: true });
      for (const file of [POINTER_FILE, STATS_FILE]) {
        const json = path.join(staging, file);
        if (fs.existsSync(json)) writeJsonFile(json, withBuildVersion(readJson<FederationManifest>(json), version));
      }
      fs.renameSync(staging, target);
    }
    movePointer(hostDir, version, afterRelease(history, version, now.toISOString()));
    return { version, previous, reused };
  });
}

/**
 * Moves the pointer of `hostDir` back: to `version` when given (a published one), else to the
 * version live before the current one. @throws Error as `afterRollback` does.
 */
export function rollbackRelease(hostDir: string, version?: string, now: Date = new Date()): PointerResult {
  return withLock(hostDir, () => {
    const history = readHistory(hostDir);
    const next = afterRollback(history, now.toISOString(), version, publishedVersions(hostDir));
    const target = currentVersion(next)!;
    movePointer(hostDir, target, next);
    return { version: target, previous: currentVersion(history) };
  });
}
