/**
 * Guest pages (docs/decisions/029, 032): a page address asked for with GET or HEAD goes to the page
 * server (../index, loaded from `--ssr`), which renders it once per page and reuses the render; it
 * is sent with its status (200 or 404), compressed as the browser accepts (brotli, else gzip; the
 * compressed body made once per render), the page CSP, `Server-Timing: page;dur=<ms>` (the host's
 * own time for the request) and a Cache-Control that lets shared caches
 * keep a public page a few seconds and no cache keep a list that is not public. A page the server
 * does not render, or cannot (busy, failed), is answered with the browser-rendered index.html, as
 * the static files answer it (with status 404 for an address no route of the app has); each such
 * fallback is counted by reason, and a failure is logged with the request's id.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageServer } from '../index';
import type { RenderedPage } from '../renderPage';
import { PRIVATE_PAGE_CACHE, RENDERED_PAGE_CACHE } from './cacheControl';
import type { HostMetrics } from './metrics';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding of a rendered page for an `Accept-Encoding` header: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding {
  const accepts = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
}

export interface PagesOptions {
  pageServer: Pick<PageServer, 'render'>;
  pageCsp: () => string;
  metrics: HostMetrics;
  /** Answers the browser-rendered page (the static files' handler). */
  browserPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** The handler of a page address; see the module comment. */
export function pageHandler({ pageServer, pageCsp, metrics, browserPage }: PagesOptions) {
  // a rendered page's body in each encoding, made once per render (a reused render is compressed once)
  const bodies = new WeakMap<RenderedPage, Partial<Record<Encoding, Buffer>>>();
  const bodyOf = (page: RenderedPage, encoding: Encoding): Buffer => {
    const made = bodies.get(page) ?? {};
    bodies.set(page, made);
    made[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(page.html, { level: 6 })
          : Buffer.from(page.html);
    return made[encoding];
  };

  return async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    request.hostRoute = 'page';
    const outcome = await pageServer.render(request.url, { requestId: request.id });
    if (outcome.reused) metrics.renderReuse.inc();
    if (outcome.renderMs !== undefined) metrics.renderDuration.observe(outcome.renderMs / 1000);
    if (!outcome.page) {
      metrics.renderFallback.inc({ reason: outcome.reason });
      if (outcome.reason === 'error') request.log.warn({ err: outcome.error }, 'page sent to be rendered in the browser: its render failed');
      else request.log.debug({ reason: outcome.reason }, 'page sent to be rendered in the browser');
      // an address no route has: the not-found page, which the browser shows, with its status
      if (outcome.reason === 'not_found') reply.code(404);
      return browserPage(request, reply);
    }
    const { page } = outcome;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    return reply
      .code(page.status)
      .headers({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': pageCsp(),
        'Cache-Control': page.private ? PRIVATE_PAGE_CACHE : RENDERED_PAGE_CACHE,
        Vary: 'Accept-Encoding',
        'X-Remote-Version': page.version,
        // how long this host took, from the request to this answer (the bench reads it under load)
        'Server-Timing': `page;dur=${reply.elapsedTime.toFixed(1)}`,
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      })
      .send(bodyOf(page, encoding));
  };
}
