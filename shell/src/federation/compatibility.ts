/**
 * Compatibility between the page and a remote's shared code (docs/decisions/018).
 *
 * The strict shared singletons (react, react-dom, react-router-dom, shared-contracts and its Chakra
 * modules: `isStrictShared`) are checked by the federation runtime itself when a remote asks for them
 * (`strictVersion`). That check alone comes too late: by then the remote's entry has run and put
 * its own copies of every shared module in the page's share scope, where a module the page has
 * not loaded yet (an on-demand Chakra module) may be resolved to the remote's copy of the other
 * major, breaking the header and the other areas. So the remote's manifest, which the runtime
 * fetches first, is checked against the page before the remote's entry is fetched: a remote that
 * needs another major than the page runs, or brings one the page does not accept, is refused
 * there with a SharedVersionError, and its code never runs. The runtime's own check stays behind
 * it (see `isVersionMismatch` in ./remotes).
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isStrictShared } from 'shared-contracts/federation';

/** A shared module as a remote's manifest declares it. */
export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/** A shared module as the page has it: the version in use (loaded, else provided) and the range it accepts. */
export interface PageShared {
  version: string;
  requiredVersion?: string | false;
}

/** A remote refused because of its shared modules' versions (code MF-VERSAO). */
export class SharedVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SharedVersionError';
  }
}

/**
 * The first incompatibility of the remote `remote` (its manifest's shared list) with the page, as
 * a sentence, or null: for each strict module the page shares, the page's version must be within
 * the remote's required range, and the remote's version, when newer, within the page's (the
 * runtime may hand a newer copy out for a module nobody has loaded yet). Uses the federation
 * runtime's own range matching (`satisfy`).
 */
export function sharedMismatch(remote: string, shared: ManifestShared[], page: (name: string) => PageShared | undefined): string | null {
  for (const item of shared) {
    if (!isStrictShared(item.name)) continue;
    const mine = page(item.name);
    if (!mine) continue;
    if (typeof item.requiredVersion === 'string' && !satisfy(mine.version, item.requiredVersion)) {
      return `${remote} precisa de ${item.name} ${item.requiredVersion}; a página usa ${mine.version}`;
    }
    // an older copy is never chosen over the page's; a newer one outside its range could be
    if (typeof mine.requiredVersion === 'string' && !satisfy(item.version, mine.requiredVersion) && satisfy(item.version, `>${mine.version}`)) {
      return `${remote} traz ${item.name} ${item.version}; a página aceita ${mine.requiredVersion}`;
    }
  }
  return null;
}

interface HostSharedOption {
  version: string;
  shareConfig?: { requiredVersion?: string | false };
}
interface ScopeEntry {
  loaded?: boolean;
  lib?: unknown;
}

/**
 * What the page runs of `name`: the version loaded in the share scope (the singleton every area
 * gets), else the one the shell provides; with the range the shell accepts.
 */
function pageShared(hostShared: Record<string, HostSharedOption[]>, scope: Record<string, Record<string, ScopeEntry>> | undefined, name: string): PageShared | undefined {
  const own = hostShared[name]?.[0];
  if (!own) return undefined;
  const loaded = Object.entries(scope?.[name] ?? {}).find(([, entry]) => entry.loaded || typeof entry.lib === 'function')?.[0];
  return { version: loaded ?? own.version, requiredVersion: own.shareConfig?.requiredVersion };
}

/**
 * Runtime plugin refusing an incompatible remote when its manifest arrives, before its entry is
 * fetched (`loadRemoteSnapshot` hook). @throws SharedVersionError from the remote's load.
 */
export function compatibilityPlugin(shareScope: () => Record<string, Record<string, ScopeEntry>> | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'lp-shared-compatibility',
    loadRemoteSnapshot(args) {
      const manifest = (args as { manifestJson?: { shared?: ManifestShared[] } }).manifestJson;
      if (!manifest?.shared) return args;
      const hostShared = (args.options.shared ?? {}) as unknown as Record<string, HostSharedOption[]>;
      const scope = shareScope();
      const problem = sharedMismatch(args.moduleInfo.name, manifest.shared, (name) => pageShared(hostShared, scope, name));
      if (problem) throw new SharedVersionError(problem);
      return args;
    },
  };
}
