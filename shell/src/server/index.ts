/**
 * The page server's module (docs/decisions/029), built by shell/rsbuild.server.config.ts
 * into shell/dist-server/page-server.cjs and loaded by the page host (./host, `--ssr`): renders
 * guest pages from the shell's build folder (its index.html and runtime-config.json, read again
 * when they change) and remote-public's live release. Stateless: any number of processes may run
 * behind a proxy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { matchRoute, readPublicListsFilters, writePublicListsFilters } from 'shared-contracts';
import { MAX_TARGET_LENGTH } from './host/guards';
import { REQUEST_ID_HEADER } from './host/requestId';
import { createPageRenderer, type RenderedPage } from './renderPage';
import { remoteServerLoader } from './remoteServerModule';
import { withApiHeaders } from './requestContext';

export { createPageRenderer, renderedTemplate, scriptJson } from './renderPage';
export { remoteServerLoader, runServerBundle } from './remoteServerModule';

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

/**
 * Why a page is answered with the browser-rendered index.html: `busy` (SSR_MAX_RENDERS renders
 * running), `error` (the API, the remote or the render failed), `not_rendered` (a page the server
 * does not render: a signed-in area, /lista/kit), `not_found` (an address no route of the app
 * has: the host sends it with status 404, and the browser shows the not-found page).
 */
export type FallbackReason = 'busy' | 'error' | 'not_rendered' | 'not_found';

/** The result of one render, kept for reuse: the page, or why there is none. */
type RenderResult = { page: RenderedPage } | { page: null; reason: 'error' | 'not_rendered'; error?: unknown };

/**
 * What the page server answers one request (docs/decisions/033): the page, or the reason to send
 * the browser-rendered one (with the error, for the host's log); `reused`: the render was made for
 * another request (running, or done within `reuseMs`); `renderMs`: how long this request's own
 * render took, in milliseconds (absent when none ran for it).
 */
export type PageOutcome = (RenderResult | { page: null; reason: 'busy' | 'not_found' }) & { reused: boolean; renderMs?: number };

/** What the host knows of the request a page is rendered for. */
export interface PageRequest {
  /** Its id (./host/requestId), sent to the API on every call of the render as `X-Request-Id`. */
  requestId: string;
}

export interface PageServerOptions {
  /** The shell's build folder (index.html, runtime-config.json). */
  distDir: string;
  /** The API address for the server's calls (default: the runtime configuration's). */
  apiUrl?: string;
  /**
   * Where the server reads remote-public's release pointer and server bundle (an internal address,
   * SSR_REMOTE_PUBLIC_URL); default: the runtime configuration's `public` manifest URL, which the
   * browser is always given.
   */
  remotePublicUrl?: string;
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

/** The page server: `render(url, request)` resolves the page, or why the browser-rendered page is sent (`PageOutcome`); it never rejects for a render's failure. */
export function createPageServer({ distDir, apiUrl, remotePublicUrl, reuseMs, reuseEntries, maxRenders = 8, now, renderer: given }: PageServerOptions) {
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
    if (loader?.url !== pointer) loader = { url: pointer, value: remoteServerLoader(pointer, { readFrom: remotePublicUrl }) };
    const remote = loader.value;
    current = { stamp, renderer: createPageRenderer({ template: template!, config, apiUrl, remote: () => remote.current(), loaderSrc: loaderSrc() }) };
    return current.renderer;
  }

  let running = 0;
  async function renderOnce(url: string): Promise<RenderResult> {
    running += 1;
    try {
      const page = await (given ?? renderer)().render(url);
      return page ? { page } : { page: null, reason: 'not_rendered' };
    } catch (error) {
      // the browser renders this page instead; the host logs the error with the request's id
      return { page: null, reason: 'error', error };
    } finally {
      running -= 1;
    }
  }
  const reused = reuseRenders(renderOnce, { reuseMs, entries: reuseEntries, now });
  /** The page at `url` (a request target), keyed by `pageKey`, rendered for `request`; see `PageOutcome`. */
  async function render(url: string, { requestId }: PageRequest): Promise<PageOutcome> {
    const key = pageKey(url);
    if (key === null) return { page: null, reason: 'not_rendered', reused: false };
    if (!matchRoute(key.split('?')[0]!)) return { page: null, reason: 'not_found', reused: false };
    if (reused.has(key)) return { ...(await reused(key)), reused: true };
    if (running >= maxRenders) return { page: null, reason: 'busy', reused: false };
    const started = performance.now();
    const result = await withApiHeaders({ [REQUEST_ID_HEADER]: requestId }, () => reused(key));
    return { ...result, reused: false, renderMs: performance.now() - started };
  }
  return { render, renders: () => running };
}

/** The page server `createPageServer` makes: what the host (./host/pages) calls. */
export type PageServer = ReturnType<typeof createPageServer>;
