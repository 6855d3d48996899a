/**
 * The page server's module (issue 22, docs/decisions/029), built by shell/rsbuild.server.config.ts
 * into shell/dist-server/page-server.cjs and run by scripts/serve-static.mjs (`--ssr`): renders
 * guest pages from the shell's build folder (its index.html and runtime-config.json, read again
 * when they change) and remote-public's live release. Stateless: any number of processes may run
 * behind a proxy.
 */
import fs from 'node:fs';
import path from 'node:path';
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
  return (url: string): Promise<T> => {
    const hit = kept.get(url);
    if (hit && now() - hit.at < reuseMs) return hit.page;
    kept.delete(url);
    const page = render(url);
    kept.set(url, { at: now(), page });
    while (kept.size > entries) kept.delete(kept.keys().next().value!);
    return page;
  };
}

/** The page server: `render(url)` resolves the page, or null to send the browser-rendered page. */
export function createPageServer({ distDir, apiUrl, log = console.warn, reuseMs, reuseEntries, now, renderer: given }: PageServerOptions) {
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

  async function renderOnce(url: string): Promise<RenderedPage | null> {
    try {
      return await (given ?? renderer)().render(url);
    } catch (error) {
      // The browser renders this page instead; the reason is logged (no secret: a path and a message).
      log(`[ssr] ${url.split('?')[0]}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
  return { render: reuseRenders(renderOnce, { reuseMs, entries: reuseEntries, now }) };
}
