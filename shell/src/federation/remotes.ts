/**
 * Runtime loading of the remotes (docs/architecture.md: Runtime federation). Remotes are registered from the
 * runtime configuration; each area's './routes' module is loaded on first navigation into it.
 * Failures (refused, hanging or broken remotes) reject within the configured timeout, are not
 * cached, and a retry registers the remote again so that it is fetched anew. A remote built
 * against another major of a strict shared module (shared-contracts/src/federation.ts) is refused
 * from its manifest (./compatibility) or by the federation runtime's own check: that failure
 * carries its own code (MF-VERSAO). Each remote's version is recorded as it loads (./remoteVersions).
 */
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The light module, not the shared-contracts singleton: the shell's entry starts remotes early.
import { REMOTES } from 'shared-contracts/early';
import type { AreaRoutes, RemoteArea, RuntimeConfig } from 'shared-contracts';
import { preloadAreaChakra } from './chakraModules';
import { compatibilityPlugin, SharedVersionError } from './compatibility';
import { manifestVersion, recordLoaded, versionPlugin } from './remoteVersions';

/**
 * Stable codes of a remote that could not be loaded, shown in the area's error so that a person
 * can quote them (docs/decisions/018): MF-VERSAO, built against shared code of another major;
 * MF-CARGA, anything else (down, too slow, malformed).
 */
export const REMOTE_ERROR_CODES = { version: 'MF-VERSAO', load: 'MF-CARGA' } as const;
export type RemoteErrorCode = (typeof REMOTE_ERROR_CODES)[keyof typeof REMOTE_ERROR_CODES];

// The federation runtime's strict version check (runtime-core utils/share.ts, getRegisteredShare)
const VERSION_MISMATCH = /of shared singleton module \S+ does not satisfy the requirement/;

/**
 * Whether `error` (or an error it wraps) is a refused shared version: the shell's check of the
 * manifest (./compatibility) or the federation runtime's own.
 */
export function isVersionMismatch(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof SharedVersionError || VERSION_MISMATCH.test(e.message)) return true;
  }
  return false;
}

export class RemoteLoadError extends Error {
  readonly code: RemoteErrorCode;
  constructor(
    readonly area: RemoteArea,
    cause: unknown,
  ) {
    const code = isVersionMismatch(cause) ? REMOTE_ERROR_CODES.version : REMOTE_ERROR_CODES.load;
    const version = manifestVersion(area);
    super(`${code}: área '${area}'${version ? ` versão ${version}` : ''} indisponível (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'RemoteLoadError';
    this.code = code;
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
  registerPlugins([timeoutPlugin(timeoutMs), versionPlugin(), compatibilityPlugin(() => getInstance()?.shareScopeMap.default)]);
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

/** A remote's './routes' module: its screens, and the label its build was given (BUILD_LABEL). */
interface RemoteModule {
  default: AreaRoutes;
  buildLabel?: unknown;
}

/**
 * Loads an area's routes module. @throws RemoteLoadError when the remote is down, too slow
 * (manifest, entry and chunks together bounded by twice the configured timeout) or malformed.
 */
export function loadArea(area: RemoteArea): Promise<AreaRoutes> {
  const pending = loading.get(area);
  if (pending) return pending;
  preloadAreaChakra(area);
  const promise = withTimeout(loadRemote<RemoteModule>(REMOTES[area].module), timeoutMs * 2)
    .then((mod) => {
      if (!mod || typeof mod.default !== 'object') throw new Error('módulo de rotas ausente');
      loaded.set(area, mod.default);
      recordLoaded(area, mod.buildLabel);
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
