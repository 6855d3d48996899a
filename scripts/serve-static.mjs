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
 * SSR_REUSE_MS: how long a render is reused for the same address (default 2000).
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
      const { createPageServer, RENDERED_PAGE_CACHE } = createRequire(import.meta.url)(path.resolve(ssrBundle));
      const reuseMs = process.env.SSR_REUSE_MS ? Number(process.env.SSR_REUSE_MS) : undefined;
      return { cacheControl: RENDERED_PAGE_CACHE, ...createPageServer({ distDir: root, apiUrl: process.env.SSR_API_URL || undefined, reuseMs }) };
    })()
  : null;

/** A page address (no file extension) asked for with GET or HEAD: the page server may render it. */
const isPageRequest = (req) => (req.method === 'GET' || req.method === 'HEAD') && !path.extname(new URL(req.url, 'http://x').pathname);

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
    'Cache-Control': pageServer.cacheControl,
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

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
    res.end();
    return;
  }
  if (pageServer && isPageRequest(req)) {
    pageServer.render(req.url).then((page) => (page ? sendRendered(req, res, page) : serveStatic(req, res)));
    return;
  }
  serveStatic(req, res);
});
server.listen(Number(portArg), 'localhost', () => {
  console.log(`[static] ${path.relative(process.cwd(), root) || root} em http://localhost:${portArg}`);
});
// Stop at once: drop open keep-alive connections instead of waiting for browsers to let go.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 500).unref();
  });
}
