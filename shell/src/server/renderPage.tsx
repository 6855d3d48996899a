/**
 * Renders a guest page to complete HTML (docs/decisions/029): the shell's own frame and
 * routes (header, session, guards, the area's error boundary) around remote-public's screen, taken
 * from the server module of its live release (./remoteServerModule), with the page's data from the
 * API handed to SWR. The same tree hydrates in the browser (src/bootstrap.tsx) from the state
 * written into the page (`#lp-ssr`), with the same remote version.
 *
 * Critical CSS: Emotion's styles of this render, from a cache made for the request, go inline in
 * the head (`@emotion/server`); the browser's Emotion cache adopts them (same key, 'css') without
 * moving them (`serverStyleTags`, docs/decisions/049).
 * The head carries the title, canonical link and sharing tags the screen declared (`usePageMeta`).
 *
 * `render` resolves null for a page it does not render (a signed-in area, /lista/kit, an API or
 * remote failure, a render error or timeout): the page server then sends the page the browser
 * renders alone, as every page was before decision 029.
 */
import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { configureApi, matchRoute, PageMetaCollectorContext, pageMetaTags, routeTable, runtimeConfigSchema, siteAddress, type PageMetaInput, type RuntimeConfig } from 'shared-contracts';
import { CHUNK_NAME, PRESS_FILES_META, SSR_STATE_ID, type RenderedSsrState } from 'shared-contracts/ssr';
import { messagePageTexts, serverStyleTags } from 'shared-contracts/ui';
import { AppFrame } from '../App';
import { PreloadedAreas } from '../federation/RemoteRoute';
import { AppRoutes } from '../routing/AppRoutes';
import type { LoadedRemote } from './remoteServerModule';
import { apiHeaders } from './requestContext';

/** A rendered page: its status and its HTML. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** The remote version rendered. */
  version: string;
  /** A page no shared cache may keep (a list that is not public, docs/decisions/032). */
  private: boolean;
}

export interface PageRendererOptions {
  /** The shell's built index.html (its scripts and preloads). */
  template: string;
  /** The runtime configuration, as /runtime-config.json serves it. */
  config: unknown;
  /** remote-public's live server module. */
  remote: () => Promise<LoadedRemote>;
  /** The API address the server calls (default: the configuration's). */
  apiUrl?: string;
  /** Longest render, in milliseconds, before the page goes to the browser to render instead. */
  renderTimeoutMs?: number;
  /** The page loader's script path (src/pageLoader.ts); without it the app starts at once. */
  loaderSrc?: string;
}

/** The path and query of a site address (`/lista/x?y=1`, or a full URL). */
const addressOf = (address: string) => new URL(address, 'http://pagina.invalid');

/** Where a page the API does not have (404) is rendered: no route matches it, so the shell's not-found page answers. */
const NOT_FOUND_PATH = '/404';

/** `<`, `>`, `&` and the line separators escaped: the state is safe inside a script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Renders `element` to a string once everything, lazy screens included, has resolved. @throws Error on a render error or after `timeoutMs`. */
export function renderComplete(element: React.ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () => resolve(html));
    const timer = setTimeout(() => {
      abort();
      reject(new Error(`renderização passou de ${timeoutMs} ms`));
    }, timeoutMs);
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}

/** The head's title and tags for the metadata the page declared (its screen's, else its route's). */
function headMarkup(meta: PageMetaInput | undefined, config: RuntimeConfig, pathname: string): string {
  const { title, tags } = pageMetaTags({
    title: meta?.title ?? 'Lista de Presentes',
    brandName: config.brandName,
    canonicalUrl: siteAddress(config.siteUrl, pathname),
    description: meta?.description,
    imageUrl: meta?.imageUrl,
    noindex: meta?.noindex,
  });
  return renderToStaticMarkup(
    <>
      <title>{title}</title>
      {tags.map((tag) =>
        tag.tag === 'link' ? <link key="canonical" rel="canonical" href={tag.href} /> : tag.attr === 'name' ? <meta key={tag.key} name={tag.key} content={tag.content} /> : <meta key={tag.key} property={tag.key} content={tag.content} />,
      )}
    </>,
  );
}

const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The template of a rendered page: the configuration travels in the page (no preload of it); with
 * a page loader, the app's entry scripts and start-up chunks are handed to it instead of being
 * loaded at once (it starts the app when the guest shows intent, src/pageLoader.ts), with the files
 * a press it holds downloads at once (the build's `lp-press-files`, decision 048).
 */
export function renderedTemplate(template: string, loaderSrc?: string): string {
  const page = template.replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/runtime-config.json"[^>]*>/, '');
  if (!loaderSrc) return page;
  const entries: string[] = [];
  const preloads: string[] = [];
  const press: string[] = [];
  const head = page
    .replace(/<script defer src="([^"]+)"[^>]*><\/script>/g, (_, src: string) => (entries.push(src), ''))
    .replace(/<link rel="preload" as="script"[^>]* href="([^"]+)">/g, (_, href: string) => (preloads.push(href), ''))
    .replace(new RegExp(`<meta name="${PRESS_FILES_META}" content="([^"]*)">`), (_, files: string) => (press.push(...files.split(' ').filter(Boolean)), ''));
  if (entries.length === 0) return page;
  const loader = `<script defer src="${loaderSrc}" data-entries="${attribute(entries)}" data-preloads="${attribute(preloads)}" data-press="${attribute(press)}"></script>`;
  return head.replace('</head>', `${loader}</head>`);
}

/** A renderer of guest pages; see the module comment. */
export function createPageRenderer(options: PageRendererOptions) {
  const config = runtimeConfigSchema.parse(options.config);
  // each call sends the headers of the render it belongs to: the request id (./requestContext, docs/decisions/033)
  configureApi({ apiUrl: options.apiUrl ?? config.apiUrl, assetsUrl: config.assetsUrl, headers: apiHeaders });
  const renderTimeoutMs = options.renderTimeoutMs ?? 3000;
  const template = renderedTemplate(options.template, options.loaderSrc);
  if (!template.includes('<div id="root"></div>') || !/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html sem <div id="root"> ou <title>');

  /** The page at `url` (path and query), or null when the browser should render it alone. */
  async function render(url: string): Promise<RenderedPage | null> {
    const { pathname, search } = addressOf(url);
    const match = matchRoute(pathname);
    if (!match) return null;
    const def = routeTable[match.id];
    if (def.area !== 'public' || 'allowedTypes' in def || 'permission' in def) return null;
    const remote = await options.remote();
    const data = await remote.module.loadPageData({ routeId: match.id, params: match.params, search: new URLSearchParams(search) });
    if (!data) return null;
    // a 404 the screen shows itself (its key in `notFound`) is rendered at its address and hydrated
    const ownNotFound = data.status === 404 && (data.notFound?.length ?? 0) > 0;
    const path = data.status === 404 && !ownNotFound ? NOT_FOUND_PATH : (data.path ?? `${pathname}${search}`);
    // the rendered screen's code first, as the browser does before hydrating: both render it without a Suspense boundary
    const renderedPath = addressOf(path).pathname;
    const rendered = matchRoute(renderedPath);
    if (rendered) await remote.module.routes[rendered.id]?.preload?.();
    let meta: PageMetaInput | undefined;
    const cache = createCache({ key: 'css' });
    // styles go to the extraction below, not inline beside each element (Emotion's SSR without compat)
    cache.compat = true;
    const body = await renderComplete(
      <CacheProvider value={cache}>
        <PageMetaCollectorContext.Provider value={(m) => (meta = m)}>
          <PreloadedAreas.Provider value={{ public: remote.module.routes }}>
            <AppFrame config={config} initialData={data.fallback} notFound={data.notFound}>
              <StaticRouter location={path}>
                <AppRoutes />
              </StaticRouter>
            </AppFrame>
          </PreloadedAreas.Provider>
        </PageMetaCollectorContext.Provider>
      </CacheProvider>,
      renderTimeoutMs,
    );
    // in the form the browser takes over without moving them (shared-contracts/ui/serverStyles)
    const styles = serverStyleTags(createEmotionServer(cache).extractCriticalToChunks(body).styles, cache.key);
    if (data.status === 404 && !ownNotFound) meta = { title: messagePageTexts.notFoundPageTitle, noindex: true };
    // the address the page is known by: the list's own for a share link, the one asked for on a 404
    const canonicalPath = data.status === 404 ? pathname : renderedPath;
    const state: RenderedSsrState = {
      area: 'public',
      manifest: remote.manifest,
      version: remote.version,
      fallback: data.fallback,
      notFound: data.notFound ?? [],
      chunks: (data.chunks ?? []).filter((name) => CHUNK_NAME.test(name)).slice(0, 8),
      path,
      hydrate: data.status === 200 || ownNotFound,
      config: options.config as Record<string, unknown>,
    };
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => headMarkup(meta, config, canonicalPath) + styles)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div><script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`);
    return { status: data.status, html, version: remote.version, private: data.private === true };
  }

  return { render };
}
