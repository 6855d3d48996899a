#!/usr/bin/env node
/**
 * Serves one built app (shell or a remote) on its own port, as its own origin.
 *   node scripts/serve-static.mjs <dir> <port> [--spa] [--hsts]
 * --spa: unknown paths answer index.html (the shell's client-side routes). Remotes send CORS
 * headers so the shell's origin can load their manifest and chunks. Text files go out
 * precompressed (brotli or gzip, as the browser accepts). A remote's release folder
 * (releases/<remote>, scripts/release.ts) is served the same way: its pointer `no-cache`, its
 * version folders immutable.
 * --hsts: the app is served over HTTPS (behind a TLS proxy): send Strict-Transport-Security.
 * --ssr <page-server.cjs>: the shell's page server (issue 22, shell/src/server): guest pages are
 * answered rendered (status 200 or 404, brotli or gzip, cacheable a few seconds by shared caches);
 * a page it does not render, or cannot, is answered as before (index.html, rendered in the
 * browser). SSR_API_URL: the API address for its calls (default: the runtime configuration's);
 * SSR_REUSE_MS: how long a render of one page is reused (default 2000); SSR_MAX_RENDERS: renders
 * at once, beyond which a page is answered browser-rendered at once (default 8). A page is keyed by
 * its path and the query parameters its screen reads (shell/src/server `pageKey`), and a list that
 * is not public is sent `Cache-Control: private, no-store` (docs/decisions/032).
 * Any request gets an answer (400 for a target that is not a path, 414 for one over 8 KB, 431 for
 * headers over Node's limit, 500 for a failure of ours) and the process keeps serving.
 * GET /health/live and /health/ready (not ready while draining, or without runtime-config.json);
 * on SIGTERM it drains for DRAIN_MS (default 0) before closing (docs/decisions/032).
 * Every answer carries the security headers of scripts/lib/securityHeaders.mjs; a folder with a
 * runtime-config.json (the shell) sends its pages with the CSP built from it, other pages (a
 * remote's standalone host) with a CSP that forbids framing.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { shellCspReader, staticSecurityHeaders } from './lib/securityHeaders.mjs';

const [dir, portArg, ...flags] = process.argv.slice(2);
if (!dir || !portArg) {
  console.error('uso: serve-static.mjs <pasta> <porta> [--spa] [--hsts]');
  process.exit(2);
}
const spa = flags.includes('--spa');
let draining = false;
const ssrIndex = flags.indexOf('--ssr');
const ssrBundle = ssrIndex >= 0 ? flags[ssrIndex + 1] : undefined;
if (ssrIndex >= 0 && !ssrBundle) {
  console.error('--ssr precisa do caminho do servidor de páginas (shell/dist-server/page-server.cjs)');
  process.exit(2);
}

/**
 * Entry files, configuration and a remote's release pointer must be re-read after each deploy or
 * release; what cannot change is cached for a year: a release's version folder (its name is the
 * hash of its content, scripts/release.ts) and files with a content hash in their name.
 */
function cacheControl(pathname) {
  const immutable = 'public, max-age=31536000, immutable';
  if (/^\/[0-9a-f]{10}\//.test(pathname)) return immutable;
  if (pathname === '/' || /\/(index\.html|runtime-config\.json|mf-manifest\.json|mf-stats\.json|history\.json|remote_[a-z]+\.[0-9a-f]+\.js)$/.test(pathname)) return 'no-cache';
  if (/\.[0-9a-f]{8,}\./.test(pathname)) return immutable;
  return 'no-cache';
}
const root = path.resolve(dir);
const securityHeaders = staticSecurityHeaders({ hsts: flags.includes('--hsts') });
const runtimeConfigFile = path.join(root, 'runtime-config.json');
const shellCsp = fs.existsSync(runtimeConfigFile) ? shellCspReader(runtimeConfigFile) : null;
const pageCsp = () => (shellCsp ? shellCsp() : "frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
const serve = sirv(root, {
  // Looks files up on each request (no startup cache): a team redeploys its remote by replacing
  // the folder while the server runs, and the new hashed files must be found at once.
  dev: true,
  single: spa,
  etag: true,
  // The build writes .br and .gz siblings of every text file (tooling/src/rsbuildConfig.ts):
  // sirv sends the one the browser accepts, with Content-Encoding and Vary: Accept-Encoding.
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // a page: index.html itself, or a client-side route the SPA fallback answers with it
    if (pathname.endsWith('.html') || !path.extname(pathname)) res.setHeader('Content-Security-Policy', pageCsp());
    res.setHeader('Cache-Control', cacheControl(pathname));
  },
});

const pageServer = ssrBundle
  ? (() => {
      const { createPageServer, RENDERED_PAGE_CACHE, PRIVATE_PAGE_CACHE, MAX_TARGET_LENGTH } = createRequire(import.meta.url)(path.resolve(ssrBundle));
      const number = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
      return {
        cacheControl: RENDERED_PAGE_CACHE,
        privateCacheControl: PRIVATE_PAGE_CACHE,
        maxTarget: MAX_TARGET_LENGTH,
        ...createPageServer({ distDir: root, apiUrl: process.env.SSR_API_URL || undefined, reuseMs: number('SSR_REUSE_MS'), maxRenders: number('SSR_MAX_RENDERS') }),
      };
    })()
  : null;

/** The path of a request target in origin form (`/a/b?c`), or null for any other (absolute or authority form, `//host`, unparsable). */
function pathOf(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  try {
    const { pathname } = new URL(target, 'http://pagina.invalid');
    decodeURI(pathname); // a bad percent-encoding (`%zz`) is the client's mistake
    return pathname;
  } catch {
    return null;
  }
}

/** A page address (no file extension) asked for with GET or HEAD: the page server may render it. */
const isPageRequest = (req, pathname) => (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname);

/** A rendered page's body in one encoding, made once per page (a reused render is compressed once). */
const encoded = new WeakMap();
function bodyOf(page, encoding) {
  const bodies = encoded.get(page) ?? {};
  encoded.set(page, bodies);
  bodies[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.gzipSync(page.html, { level: 6 })
        : Buffer.from(page.html);
  return bodies[encoding];
}

/** Sends a rendered page, compressed as the browser accepts (brotli, else gzip). */
function sendRendered(req, res, page) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const body = bodyOf(page, encoding ?? 'identity');
  res.writeHead(page.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Content-Security-Policy': pageCsp(),
    'Cache-Control': page.private ? pageServer.privateCacheControl : pageServer.cacheControl,
    Vary: 'Accept-Encoding',
    'X-Remote-Version': page.version,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function serveStatic(req, res) {
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
}

/** A short plain-text answer (an error the client made, or one of ours), the connection closed after it. */
function plainAnswer(res, status, text) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(text);
}

/**
 * Every request gets an answer and the process keeps serving (docs/decisions/032): a target that is not a
 * path is refused (400), one longer than the page server renders too (414); a failure while
 * answering (a file replaced under us, a page server that throws) answers 500 or the
 * browser-rendered page, never an exit.
 */
function handle(req, res) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
    res.end();
    return;
  }
  const pathname = pathOf(req.url);
  if (pathname === null) return plainAnswer(res, 400, 'Endereço inválido.');
  // liveness and readiness (docs/decisions/032): not ready while draining, or while the shell's files are not all there
  if (pathname === '/health/live') return plainAnswer(res, 200, 'ok');
  if (pathname === '/health/ready') {
    const ready = !draining && (!pageServer || fs.existsSync(runtimeConfigFile));
    return plainAnswer(res, ready ? 200 : 503, ready ? 'ok' : 'indisponível');
  }
  if (pageServer && req.url.length > pageServer.maxTarget) return plainAnswer(res, 414, 'Endereço longo demais.');
  if (pageServer && isPageRequest(req, pathname)) {
    pageServer
      .render(req.url)
      .then((page) => (page ? sendRendered(req, res, page) : serveStatic(req, res)))
      .catch((error) => {
        console.error(`[static] ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
        plainAnswer(res, 500, 'Erro interno do servidor.');
      });
    return;
  }
  serveStatic(req, res);
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(`[static] ${String(req.url).slice(0, 200)}: ${error instanceof Error ? error.message : String(error)}`);
    plainAnswer(res, 500, 'Erro interno do servidor.');
  }
});
// a request Node cannot parse (control characters, headers over its limit): 400 or 431, the process goes on
server.on('clientError', (error, socket) => {
  if (!socket.writable || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
// a request whose body never ends, or a client that never reads, lets its connection go
server.requestTimeout = 30_000;
server.headersTimeout = 10_000;
server.listen(Number(portArg), 'localhost', () => {
  console.log(`[static] ${path.relative(process.cwd(), root) || root} em http://localhost:${portArg}`);
});
// On SIGTERM or SIGINT: readiness fails first and pages keep being served for DRAIN_MS (default 0:
// a proxy in front sets it to the time it takes to stop sending here, docs/decisions/032); then the requests
// in flight finish, idle keep-alive connections are dropped, and the process exits.
const drainMs = Number(process.env.DRAIN_MS ?? 0);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (draining) return;
    draining = true;
    setTimeout(() => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5000).unref();
    }, Number.isFinite(drainMs) && drainMs > 0 ? drainMs : 0);
  });
}
