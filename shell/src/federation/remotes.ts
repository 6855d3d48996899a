/**
 * Runtime loading of the remotes (DESIGN: Runtime federation). Remotes are registered from the
 * runtime configuration; each area's './routes' module is loaded on first navigation into it.
 * Failures (refused, hanging or broken remotes) reject within the configured timeout, are not
 * cached, and a retry registers the remote again so that it is fetched anew.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The light module, not the shared-contracts singleton: the shell's entry starts remotes early.
import { REMOTES } from 'shared-contracts/early';
import type { AreaRoutes, RemoteArea, RuntimeConfig } from 'shared-contracts';
import { preloadAreaChakra } from './chakraModules';

/** Stable code of a remote that could not be loaded. */
export const REMOTE_LOAD_FAILED = 'REMOTE_LOAD_FAILED';

export class RemoteLoadError extends Error {
  readonly code = REMOTE_LOAD_FAILED;
  constructor(
    readonly area: RemoteArea,
    cause: unknown,
  ) {
    super(`${REMOTE_LOAD_FAILED}: área '${area}' indisponível (${cause instanceof Error ? cause.message : String(cause)})`);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Bounds the two network steps the runtime takes: the manifest fetch (which otherwise hangs
 * forever on a server that accepts and never answers) and the remote entry script.
 */
export function timeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'lp-remote-timeout',
    fetch(url: string, init: RequestInit) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript() {
      return { timeout: timeoutMs } as unknown as HTMLScriptElement;
    },
  };
}

let remotesConfig: RuntimeConfig['remotes'] | null = null;
let timeoutMs = 5000;

function remoteEntries(areas: RemoteArea[]) {
  if (!remotesConfig) throw new Error('setupRemotes must run before loading a remote');
  const config = remotesConfig;
  return areas.map((area) => ({ name: REMOTES[area].name, entry: config[area] }));
}

/**
 * Registers every remote of the runtime configuration and the timeout plugin, once: the shell's
 * entry may already have done it (./early) before the app itself started.
 */
export function setupRemotes(config: Pick<RuntimeConfig, 'remotes' | 'remoteTimeoutMs'>): void {
  if (remotesConfig) return;
  remotesConfig = config.remotes;
  timeoutMs = config.remoteTimeoutMs;
  registerPlugins([timeoutPlugin(timeoutMs)]);
  registerRemotes(remoteEntries(Object.keys(REMOTES) as RemoteArea[]));
}

const loading = new Map<RemoteArea, Promise<AreaRoutes>>();
const loaded = new Map<RemoteArea, AreaRoutes>();

/** The area's routes if already loaded (lets navigation inside an area render without a flash). */
export function loadedArea(area: RemoteArea): AreaRoutes | undefined {
  return loaded.get(area);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = setTimeout(() => reject(new Error(`tempo esgotado após ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(id);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(id);
        reject(error);
      },
    );
  });
}

/**
 * Loads an area's routes module. @throws RemoteLoadError when the remote is down, too slow
 * (manifest, entry and chunks together bounded by twice the configured timeout) or malformed.
 */
export function loadArea(area: RemoteArea): Promise<AreaRoutes> {
  const pending = loading.get(area);
  if (pending) return pending;
  preloadAreaChakra(area);
  const promise = withTimeout(loadRemote<{ default: AreaRoutes }>(REMOTES[area].module), timeoutMs * 2)
    .then((mod) => {
      if (!mod || typeof mod.default !== 'object') throw new Error('módulo de rotas ausente');
      loaded.set(area, mod.default);
      return mod.default;
    })
    .catch((cause: unknown) => {
      loading.delete(area);
      throw new RemoteLoadError(area, cause);
    });
  loading.set(area, promise);
  return promise;
}

/** Forgets a failed area and registers its remote again so that the next load fetches it anew. */
export function resetArea(area: RemoteArea): void {
  loading.delete(area);
  loaded.delete(area);
  registerRemotes(remoteEntries([area]), { force: true });
}
