/**
 * Which version of each remote this page runs (decision 018), so that support can tell what a user
 * ran: the version is the remote's `buildVersion`, read from the manifest the federation runtime
 * fetched anyway (no request of its own), and its label the one its build was given
 * (BUILD_LABEL). Every remote loaded is written to the document element's
 * `data-remote-versions` ("funcionario:3f2a1b9c0d kits:77aa01bc9e") and to one `console.info` line;
 * staff see them in the footer (./VersionsFooter).
 *
 * No shared singleton here: the shell's entry (../early) imports this through ./remotes.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES } from 'shared-contracts/early';
import type { RemoteArea } from 'shared-contracts';

/** A remote this page loaded: its area, version (manifest build version) and build label. */
export interface LoadedRemote {
  area: RemoteArea;
  version: string;
  label: string;
}

const AREA_BY_NAME = new Map(Object.entries(REMOTES).map(([area, remote]) => [remote.name, area as RemoteArea]));
const manifestVersions = new Map<RemoteArea, string>();
let loaded: readonly LoadedRemote[] = [];
const listeners = new Set<() => void>();

/** A build label as the footer may show it: up to 40 letters, digits, spaces, `.`, `_` or `-`. */
export function safeLabel(value: unknown): string {
  return typeof value === 'string' && /^[\w. -]{1,40}$/.test(value) ? value : '';
}

/**
 * Runtime plugin noting each remote's version when its manifest is read (the runtime's
 * `loadRemoteSnapshot` hook, also run for a manifest served from its cache).
 */
export function versionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lp-remote-versions',
    loadRemoteSnapshot(args) {
      const area = AREA_BY_NAME.get(args.moduleInfo.name);
      const version = (args.remoteSnapshot as { buildVersion?: unknown } | undefined)?.buildVersion;
      if (area && typeof version === 'string') manifestVersions.set(area, version);
      return args;
    },
  };
}

/** The version of `area` whose manifest this page read (also when the remote then failed). */
export function manifestVersion(area: RemoteArea): string | undefined {
  return manifestVersions.get(area);
}

/** The `data-remote-versions` value for `remotes`. */
export function versionsAttribute(remotes: readonly LoadedRemote[]): string {
  return remotes.map((r) => `${r.area}:${r.version}`).join(' ');
}

/**
 * Records that `area` loaded, with its manifest's version and its build label: updates the
 * document attribute, logs one line and tells the footer. Loading the same version again is a no-op.
 */
export function recordLoaded(area: RemoteArea, label: unknown): void {
  const version = manifestVersions.get(area) ?? 'desconhecida';
  const entry: LoadedRemote = { area, version, label: safeLabel(label) };
  const known = loaded.find((r) => r.area === area);
  if (known && known.version === entry.version && known.label === entry.label) return;
  loaded = [...loaded.filter((r) => r.area !== area), entry];
  document.documentElement.dataset.remoteVersions = versionsAttribute(loaded);
  console.info(`[Lista de Presentes] ${REMOTES[area].name} versão ${version}${entry.label ? ` (${entry.label})` : ''}`);
  listeners.forEach((listener) => listener());
}

/** The remotes loaded so far, in load order (a stable array until the next load). */
export function loadedRemotes(): readonly LoadedRemote[] {
  return loaded;
}

/** Calls `listener` after each load; returns the unsubscribe function (for useSyncExternalStore). */
export function subscribeLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
