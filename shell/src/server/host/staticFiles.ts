/**
 * The built app's files (the shell's dist, a remote's dist or release folder), through
 * @fastify/static: looked up on each request (a team replaces its folder while the host runs, and
 * the new hashed files must be found at once); the `.br`/`.gz` sibling the build wrote is sent
 * when the browser accepts it, with `Content-Encoding` and `Vary: accept-encoding`
 * (`preCompressed`, docs/decisions/013); ETag and Last-Modified; dotfiles hidden. Every file gets
 * `Access-Control-Allow-Origin: *` (the shell's origin loads a remote's manifest and chunks) and the
 * Cache-Control of ./cacheControl; an HTML page gets the page CSP.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControl } from './cacheControl';
import { plainAnswer } from './guards';

export interface StaticFilesOptions {
  /** The served folder (absolute). */
  root: string;
  /** A single-page app: an address without a file extension answers index.html (the shell's client-side routes). */
  spa: boolean;
  /** The CSP of a page (index.html). */
  pageCsp: () => string;
}

/** The path below the served folder a request asks for, decoded by the router (`/*` route); '' for `/`. */
export const requestedFile = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

/** An address for a page rather than a file: no file extension (`/`, `/lista/ana`, `/static/`). */
export const isPageAddress = (file: string) => !path.posix.extname(file);

/**
 * Registers the files and the 404 answer, and returns the handler that answers a request with its
 * file: index.html for a page address of a single-page app, the file asked for otherwise (404 when
 * there is none).
 */
export function registerStaticFiles(app: FastifyInstance, { root, spa, pageCsp }: StaticFilesOptions) {
  void app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      // the file as the browser named it: its compressed sibling's name without .br/.gz
      const pathname = `/${path.relative(root, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      reply.header('Access-Control-Allow-Origin', '*');
      if (pathname.endsWith('.html')) reply.header('Content-Security-Policy', pageCsp());
      reply.header('Cache-Control', cacheControl(pathname));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    request.hostRoute = 'not_found';
    return plainAnswer(reply, 404);
  });

  /** The browser-rendered page: index.html, for the browser to render (docs/decisions/029). */
  const browserPage = (reply: FastifyReply) => reply.sendFile('index.html');

  return function serveFile(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const file = requestedFile(request);
    if (spa && isPageAddress(file)) {
      request.hostRoute ||= 'page';
      return browserPage(reply);
    }
    request.hostRoute ||= 'static';
    return reply.sendFile(file || 'index.html');
  };
}
