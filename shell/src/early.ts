/**
 * The shell's start, before the rest of the app has arrived (decision 013: guests on phones). The
 * entry chunk runs this at once; it asks for /runtime-config.json and, when it arrives, for the
 * current page's first API call (declared in the route table) and for the page's remote and its
 * screen's chunk, all in parallel with the shell's own chunks. The app then uses these answers instead of asking again:
 * the configuration through `earlyConfig`, the call through the API client's early registry, the
 * remote through the loader's cache.
 *
 * A page rendered on the server (decision 029, ./ssrState) already holds the configuration and the
 * page's data: only its remote (the version that rendered it) and screen are started.
 *
 * It imports only small local modules (no shared singleton): nothing here waits for a shared chunk.
 */
import { composeUrl, matchRoute, REMOTES, routeTable, startEarlyRequest } from 'shared-contracts/early';
import { loadArea, setupRemotes } from './federation/remotes';
import { pinnedRemotes, ssrState } from './ssrState';

export const CONFIG_PATH = '/runtime-config.json';

/** The raw runtime configuration (validated later by loadRuntimeConfig). */
export type RawConfig = Record<string, unknown>;

let config: Promise<RawConfig> | null = null;

/** The one request for the runtime configuration (started by `startEarly`, or now). */
export function earlyConfig(fetchImpl: typeof fetch = fetch): Promise<RawConfig> {
  const rendered = ssrState();
  if (rendered) config ??= Promise.resolve(rendered.config);
  config ??= fetchImpl(CONFIG_PATH).then((response) => {
    if (!response.ok) throw new Error(`Configuração indisponível (HTTP ${response.status}).`);
    return response.json() as Promise<RawConfig>;
  });
  return config;
}

/** Starts the configuration, then the page's first call and its remote (see the module comment). */
export function startEarly(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  earlyConfig().then(
    (raw) => {
      const match = matchRoute(location.pathname);
      if (!match) return;
      const def = routeTable[match.id];
      // a rendered page carries its data: no call to start
      const request = 'firstRequest' in def && !ssrState() ? def.firstRequest(match.params, new URLSearchParams(location.search)) : null;
      if (request && typeof raw.apiUrl === 'string') startEarlyRequest(composeUrl(raw.apiUrl, request.path, request.query));
      // Only pages anyone may open: a guarded page may still send the visitor to sign in.
      const guarded = 'allowedTypes' in def || 'permission' in def;
      if (def.area !== 'shell' && !guarded && isRemotesConfig(raw.remotes)) {
        setupRemotes({ remotes: pinnedRemotes(raw.remotes), remoteTimeoutMs: typeof raw.remoteTimeoutMs === 'number' ? raw.remoteTimeoutMs : 5000 });
        // ... and the page's own chunk as soon as the area's routes module is there
        loadArea(def.area).then(
          (routes) => void routes[match.id]?.preload?.().catch(() => undefined),
          () => undefined, // the page shows the failure when it renders
        );
      }
    },
    () => undefined, // the start screen reports a missing configuration
  );
}

function isRemotesConfig(value: unknown): value is Parameters<typeof setupRemotes>[0]['remotes'] {
  if (!value || typeof value !== 'object') return false;
  return Object.keys(REMOTES).every((area) => typeof (value as Record<string, unknown>)[area] === 'string');
}
