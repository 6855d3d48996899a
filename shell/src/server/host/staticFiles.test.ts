/** @jest-environment node */
import zlib from 'node:zlib';
import { cacheControl, IMMUTABLE_FILE_CACHE } from './cacheControl';
import { builtApp, INDEX_HTML, RUNTIME_CONFIG, testHost } from './hostFixture';
import { shellCsp, STANDALONE_PAGE_CSP } from './securityHeaders';

describe('cacheControl', () => {
  it('keeps hashed files and release version folders a year, and asks again for entry files, configuration and pointers', () => {
    expect(cacheControl('/static/js/index.0123abcd.js')).toBe(IMMUTABLE_FILE_CACHE);
    expect(cacheControl('/0123456789/remote_public.js')).toBe(IMMUTABLE_FILE_CACHE);
    expect(cacheControl('/0123456789/mf-manifest.json')).toBe(IMMUTABLE_FILE_CACHE);
    for (const pathname of ['/', '/index.html', '/runtime-config.json', '/mf-manifest.json', '/mf-stats.json', '/history.json', '/remote_public.0123abcd.js', '/favicon.svg']) {
      expect(cacheControl(pathname)).toBe('no-cache');
    }
  });
});

describe("the host's files", () => {
  const shell = testHost({ root: builtApp(), spa: true });
  afterAll(() => shell.app.close());

  it('sends the brotli or gzip sibling the browser accepts, with Content-Encoding and Vary, else the file itself', async () => {
    const br = await shell.app.inject({ url: '/static/js/index.0123abcd.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-type': 'application/javascript; charset=utf-8' });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gzip = await shell.app.inject({ url: '/static/js/index.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');
    const plain = await shell.app.inject({ url: '/static/js/index.0123abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('sends each file with its Cache-Control, CORS for every origin and the security headers', async () => {
    const chunk = await shell.app.inject({ url: '/static/js/index.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    expect(chunk.headers).toMatchObject({ 'cache-control': IMMUTABLE_FILE_CACHE, 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    expect(chunk.headers['strict-transport-security']).toBeUndefined();
    expect((await shell.app.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
    expect((await shell.app.inject({ url: '/0123456789/remote_public.js' })).headers['cache-control']).toBe(IMMUTABLE_FILE_CACHE);
  });

  it("answers a client-side route with index.html (no-cache, the shell's CSP), never a dotfile, and a missing file with 404", async () => {
    for (const url of ['/', '/cliente/dashboard', '/lista/ana?b=1']) {
      const page = await shell.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
      expect(page.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-security-policy': shellCsp(RUNTIME_CONFIG) });
    }
    expect((await shell.app.inject({ url: '/static/js/nao-existe.js' })).statusCode).toBe(404);
    expect((await shell.app.inject({ url: '/.env' })).body).not.toContain('SEGREDO');
    expect((await shell.app.inject({ method: 'POST', url: '/lista/ana' })).statusCode).toBe(404);
  });

  it("answers a CORS preflight with 204 (a remote's files are read from the shell's origin)", async () => {
    const preflight = await shell.app.inject({ method: 'OPTIONS', url: '/mf-manifest.json' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD, OPTIONS' });
  });

  it("serves a remote's folder standalone: no SPA fallback, pages with the CSP that forbids framing, HSTS when asked", async () => {
    const remote = testHost({ root: builtApp({ shell: false }), hsts: true });
    expect((await remote.app.inject({ url: '/lista/ana' })).statusCode).toBe(404);
    expect((await remote.app.inject({ url: '/.env' })).statusCode).toBe(404);
    const index = await remote.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers).toMatchObject({ 'content-security-policy': STANDALONE_PAGE_CSP, 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
    await remote.app.close();
  });
});
