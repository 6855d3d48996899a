/**
 * Loads the server module of a remote's live release (docs/decisions/029). The remote's
 * release pointer (its mf-manifest.json, the URL of the runtime configuration) names the live
 * version; its server bundle lies in that version's folder (`ssrBundlePath`), so one release moves
 * what the server renders and what the browser runs together, and `pnpm rollback` moves both back.
 *
 * The pointer is read again at most every `pointerTtlMs` (one per second by default): a release
 * reaches the next pages without a restart. A bundle is fetched once per version, run as CommonJS
 * with the page server's modules (./hostModules) and kept; only the last `keepVersions` stay in
 * memory (the ones dropped are collected: no module cache holds them).
 */
import vm from 'node:vm';
import { ssrBundlePath, type RemoteServerModule } from 'shared-contracts/ssr';
import { remoteRequire } from './hostModules';

/** A remote version ready to render. */
export interface LoadedRemote {
  version: string;
  /** The manifest of this version's folder: what the browser loads to hydrate the same version. */
  manifest: string;
  module: RemoteServerModule;
}

export interface RemoteLoaderOptions {
  /**
   * Where the server reads the pointer and the bundle (an internal address of the same release
   * folder, SSR_REMOTE_PUBLIC_URL); the manifest named to the browser stays under `pointerUrl`.
   * Default: `pointerUrl`.
   */
  readFrom?: string;
  fetch?: typeof fetch;
  now?: () => number;
  pointerTtlMs?: number;
  timeoutMs?: number;
  keepVersions?: number;
}

interface Pointer {
  version: string;
  manifest: string;
  bundle: string;
}

const manifestShape = (value: unknown): { name: string; version: string; entryPath: string } => {
  const meta = (value as { metaData?: { name?: unknown; buildInfo?: { buildVersion?: unknown }; remoteEntry?: { path?: unknown } } })?.metaData;
  const name = meta?.name;
  const version = meta?.buildInfo?.buildVersion;
  const entryPath = meta?.remoteEntry?.path ?? '';
  if (typeof name !== 'string' || !/^\w+$/.test(name) || typeof version !== 'string' || typeof entryPath !== 'string' || entryPath.includes('..')) {
    throw new Error('manifesto do remoto inválido');
  }
  return { name, version, entryPath };
};

/** Runs a CommonJS bundle with `remoteRequire` and returns its default export, checked. */
export function runServerBundle(code: string, filename: string): RemoteServerModule {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    ...args: unknown[]
  ) => void;
  wrapper(module.exports, remoteRequire, module, filename, '');
  const exported = (module.exports.default ?? module.exports) as Partial<RemoteServerModule>;
  if (!exported || typeof exported.routes !== 'object' || typeof exported.loadPageData !== 'function') {
    throw new Error('o pacote de servidor do remoto não exporta routes e loadPageData');
  }
  return exported as RemoteServerModule;
}

/** A loader of one remote's live server module; see the module comment. */
export function remoteServerLoader(pointerUrl: string, options: RemoteLoaderOptions = {}) {
  const { readFrom = pointerUrl, fetch: fetchImpl = fetch, now = Date.now, pointerTtlMs = 1000, timeoutMs = 3000, keepVersions = 3 } = options;
  let pointer: { at: number; value: Promise<Pointer> } | null = null;
  const modules = new Map<string, Promise<LoadedRemote>>();

  const get = async (url: string) => {
    const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  };

  async function readPointer(): Promise<Pointer> {
    const { name, version, entryPath } = manifestShape(await (await get(readFrom)).json());
    const folderOf = (url: string) => new URL(entryPath ? `${entryPath}/` : './', url);
    return {
      version,
      manifest: entryPath ? new URL('mf-manifest.json', folderOf(pointerUrl)).href : pointerUrl,
      bundle: new URL(ssrBundlePath(name), folderOf(readFrom)).href,
    };
  }

  function currentPointer(): Promise<Pointer> {
    if (!pointer || now() - pointer.at >= pointerTtlMs) {
      const value = readPointer();
      pointer = { at: now(), value };
      value.catch(() => {
        if (pointer?.value === value) pointer = null; // a failure is not kept
      });
    }
    return pointer.value;
  }

  /** The live version's module. @throws Error when the pointer or the bundle cannot be read or run. */
  async function current(): Promise<LoadedRemote> {
    const live = await currentPointer();
    const key = `${live.version} ${live.bundle}`;
    let loaded = modules.get(key);
    if (!loaded) {
      loaded = get(live.bundle)
        .then((response) => response.text())
        .then((code) => ({ version: live.version, manifest: live.manifest, module: runServerBundle(code, live.bundle) }));
      modules.set(key, loaded);
      loaded.catch(() => modules.delete(key));
      while (modules.size > keepVersions) modules.delete(modules.keys().next().value!);
    }
    return loaded;
  }

  return { current, versionsInMemory: () => modules.size };
}
