/**
 * The page server's module (issue 22, docs/decisions/029), built by shell/rsbuild.server.config.ts
 * into shell/dist-server/page-server.cjs and run by scripts/serve-static.mjs (`--ssr`): renders
 * guest pages from the shell's build folder (its index.html and runtime-config.json, read again
 * when they change) and remote-public's live release. Stateless: any number of processes may run
 * behind a proxy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchRoute, readPublicListsFilters, writePublicListsFilters } from 'shared-contracts';
import { createPageRenderer, type RenderedPage } from './renderPage';
import { remoteServerLoader } from './remoteServerModule';

export { createPageRenderer, renderedTemplate, scriptJson } from './renderPage';
export { remoteServerLoader, runServerBundle } from './remoteServerModule';

/**
 * Cache-Control of a rendered guest page: shared caches (a CDN, a proxy) may keep it 5 s and serve
 * it stale 10 s more while they fetch it again, so a gift given, cancelled or edited shows within
 * seconds; browsers always ask again. The hold and the order rules on the API stay the judges of a
 * gift (a stale page cannot give a gift twice).
 */
export const RENDERED_PAGE_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10';

/** Cache-Control of a rendered page of a list that is not public ('privado', 'apenas_convidados'): no cache keeps it (docs/decisions/032). */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** The longest request target the page server renders; a longer one is refused (414) by the host. */
export const MAX_TARGET_LENGTH = 8192;

/**
 * The page an address asks for (docs/decisions/032): its path and only the query parameters its screen
 * reads, normalised by the screen's own codec (`search`, `categoria`, `data`, `page` on /listas,
 * through shared-contracts' filters), so that unknown parameters (a tracker's, a crowd's
 * `?b=1`…`?b=300`) never cause a new render. Null for an address that is not a path (absolute or
 * authority form, a bad percent-encoding, a control character) or is longer than MAX_TARGET_LENGTH.
 */
export function pageKey(url: string): string | null {
  if (url.length > MAX_TARGET_LENGTH || !url.startsWith('/') || url.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(url)) return null;
  let address: URL;
  try {
    address = new URL(url, 'http://pagina.invalid');
    decodeURIComponent(address.pathname);
  } catch {
    return null;
  }
  if (address.host !== 'pagina.invalid') return null;
  const match = matchRoute(address.pathname);
  if (match?.id !== 'publicLists') return address.pathname;
  const query = writePublicListsFilters(readPublicListsFilters(address.searchParams)).toString();
  return query ? `${address.pathname}?${query}` : address.pathname;
}


export interface PageServerOptions {
  /** The shell's build folder (index.html, runtime-config.json). */
  distDir: string;
  /** The API address for the server's calls (default: the runtime configuration's). */
  apiUrl?: string;
  log?: (line: string) => void;
  /** How long a rendered page is reused for the same address, in milliseconds (default 2000). */
  reuseMs?: number;
  /** At most this many addresses are kept for reuse (default 500). */
  reuseEntries?: number;
  /**
   * At most this many renders run at once (default 8); a page asked for beyond that is answered
   * at once as the browser-rendered page (null) instead of waiting (docs/decisions/032).
   */
  maxRenders?: number;
  now?: () => number;
  /** The renderer (tests); default: the one built from `distDir`. */
  renderer?: () => { render(url: string): Promise<RenderedPage | null> };
}

/**
 * Reuses a render for the same address for `reuseMs`, and lets simultaneous requests for one
 * address share one render: a WhatsApp group of 300 opening one list at once costs one render per
 * process, not 300, with or without a CDN in front. Bounded to `entries` addresses (the oldest go).
 */
export function reuseRenders<T>(render: (url: string) => Promise<T>, { reuseMs = 2000, entries = 500, now = Date.now } = {}) {
  const kept = new Map<string, { at: number; page: Promise<T> }>();
  const fresh = (url: string) => {
    const hit = kept.get(url);
    return hit && now() - hit.at < reuseMs ? hit : undefined;
  };
  const reused = (url: string): Promise<T> => {
    const hit = fresh(url);
    if (hit) return hit.page;
    kept.delete(url);
    const page = render(url);
    kept.set(url, { at: now(), page });
    while (kept.size > entries) kept.delete(kept.keys().next().value!);
    return page;
  };
  /** Whether `url` has a render to reuse (running or done within `reuseMs`). */
  reused.has = (url: string) => fresh(url) !== undefined;
  return reused;
}

/** The page server: `render(url)` resolves the page, or null to send the browser-rendered page. */
export function createPageServer({ distDir, apiUrl, log = console.warn, reuseMs, reuseEntries, maxRenders = 8, now, renderer: given }: PageServerOptions) {
  const files = ['index.html', 'runtime-config.json'].map((name) => path.join(distDir, name));
  let current: { stamp: string; renderer: ReturnType<typeof createPageRenderer> } | null = null;
  let loader: { url: string; value: ReturnType<typeof remoteServerLoader> } | null = null;

  const loaderManifest = path.join(distDir, 'page-loader-manifest.json');
  /** The page loader's script (src/pageLoader.ts), from its build's manifest; none: the app starts at once. */
  const loaderSrc = () => {
    if (!fs.existsSync(loaderManifest)) return undefined;
    const manifest = JSON.parse(fs.readFileSync(loaderManifest, 'utf8')) as { entries?: Record<string, { initial?: { js?: string[] } }> };
    return manifest.entries?.['page-loader']?.initial?.js?.[0];
  };

  function renderer() {
    const stamp = files.map((file) => fs.statSync(file).mtimeMs).join(' ');
    if (current?.stamp === stamp) return current.renderer;
    const [template, configText] = files.map((file) => fs.readFileSync(file, 'utf8'));
    const config = JSON.parse(configText!) as { remotes?: { public?: unknown } };
    const pointer = String(config.remotes?.public ?? '');
    if (loader?.url !== pointer) loader = { url: pointer, value: remoteServerLoader(pointer) };
    const remote = loader.value;
    current = { stamp, renderer: createPageRenderer({ template: template!, config, apiUrl, remote: () => remote.current(), loaderSrc: loaderSrc() }) };
    return current.renderer;
  }

  let running = 0;
  async function renderOnce(url: string): Promise<RenderedPage | null> {
    running += 1;
    try {
      return await (given ?? renderer)().render(url);
    } catch (error) {
      // The browser renders this page instead; the reason is logged (no secret: a path and a message).
      log(`[ssr] ${url.split('?')[0]}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    } finally {
      running -= 1;
    }
  }
  const reused = reuseRenders(renderOnce, { reuseMs, entries: reuseEntries, now });
  /** The page at `url` (a request target), keyed by `pageKey`; null: send the browser-rendered page. */
  function render(url: string): Promise<RenderedPage | null> {
    const key = pageKey(url);
    if (key === null) return Promise.resolve(null);
    if (running >= maxRenders && !reused.has(key)) return Promise.resolve(null);
    return reused(key);
  }
  return { render, renders: () => running };
}
