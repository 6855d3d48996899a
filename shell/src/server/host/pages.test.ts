/** @jest-environment node */
import zlib from 'node:zlib';
import type { RenderedPage } from '../renderPage';
import { PRIVATE_PAGE_CACHE, RENDERED_PAGE_CACHE } from './cacheControl';
import { builtApp, gate, INDEX_HTML, pageServerWith, RUNTIME_CONFIG, renderedPage, testHost } from './hostFixture';
import { pageEncoding } from './pages';
import { shellCsp } from './securityHeaders';

describe('pageEncoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});

describe('rendered guest pages', () => {
  const pages: Record<string, RenderedPage> = {
    '/lista/ana': renderedPage('/lista/ana'),
    '/lista/segredo-x7k2': renderedPage('/lista/segredo-x7k2', { private: true }),
    '/lista/nada': renderedPage('/lista/nada', { status: 404 }),
  };
  const host = testHost({ root: builtApp(), spa: true, pageServer: pageServerWith(async (url) => pages[url] ?? null) });
  afterAll(() => host.app.close());

  it("are sent with their status, the shell's CSP, the remote version and a brief shared Cache-Control, compressed as the browser accepts", async () => {
    const br = await host.app.inject({ url: '/lista/ana?utm=1', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': RENDERED_PAGE_CACHE,
      'content-security-policy': shellCsp(RUNTIME_CONFIG),
      'x-remote-version': 'v1',
      'x-frame-options': 'DENY',
    });
    expect(br.headers['server-timing']).toMatch(/^page;dur=\d+\.\d$/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(pages['/lista/ana']!.html);
    const gzip = await host.app.inject({ url: '/lista/ana', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(pages['/lista/ana']!.html);
    const plain = await host.app.inject({ url: '/lista/ana' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(pages['/lista/ana']!.html);
    const head = await host.app.inject({ method: 'HEAD', url: '/lista/ana' });
    expect([head.statusCode, head.body, head.headers['content-length']]).toEqual([200, '', String(Buffer.byteLength(pages['/lista/ana']!.html))]);
  });

  it("send a list that is not public with Cache-Control 'private, no-store', and a page the API does not have with 404 (docs/decisions/032)", async () => {
    const secret = await host.app.inject({ url: '/lista/segredo-x7k2' });
    expect([secret.statusCode, secret.headers['cache-control']]).toEqual([200, PRIVATE_PAGE_CACHE]);
    const missing = await host.app.inject({ url: '/lista/nada' });
    expect([missing.statusCode, missing.body]).toEqual([404, pages['/lista/nada']!.html]);
  });

  it('leave to the browser (index.html) a page the page server does not render', async () => {
    const page = await host.app.inject({ url: '/cliente/dashboard' });
    expect([page.statusCode, page.body, page.headers['cache-control']]).toEqual([200, INDEX_HTML, 'no-cache']);
  });

  it('send an address no route of the app has with status 404, the browser showing the not-found page', async () => {
    for (const url of ['/nada/aqui', '/listaz', '/lista/ana/mais/fundo?x=1']) {
      const page = await host.app.inject({ url });
      expect([url, page.statusCode, page.body]).toEqual([url, 404, INDEX_HTML]);
    }
  });
});

describe('the browser-rendered page instead of a rendered one', () => {
  it('is sent at once when SSR_MAX_RENDERS renders are running, and the running one is sent when done', async () => {
    const started = gate();
    const finish = gate<RenderedPage>();
    const host = testHost({ root: builtApp(), spa: true, pageServer: pageServerWith(() => (started.open(), finish.opened), { maxRenders: 1 }) });
    const slow = host.app.inject({ url: '/lista/ana' });
    await started.opened;
    const busy = await host.app.inject({ url: '/lista/bia' });
    expect([busy.statusCode, busy.body, busy.headers['cache-control']]).toEqual([200, INDEX_HTML, 'no-cache']);
    finish.open(renderedPage('/lista/ana'));
    expect((await slow).body).toBe(renderedPage('/lista/ana').html);
    await host.app.close();
  });

  it("is sent when the render fails, and the failure is logged with the request's id, never the page's address", async () => {
    const host = testHost({ root: builtApp(), spa: true, pageServer: pageServerWith(() => Promise.reject(new Error('API fora do ar'))) });
    const page = await host.app.inject({ url: '/lista/segredo-x7k2?token=abc', headers: { 'x-request-id': 'pedido-falho' } });
    expect([page.statusCode, page.body]).toEqual([200, INDEX_HTML]);
    expect(host.lines).toContainEqual(expect.objectContaining({ requestId: 'pedido-falho', level: 40, err: expect.objectContaining({ message: 'API fora do ar' }) }));
    expect(JSON.stringify(host.lines)).not.toMatch(/segredo|token/);
    await host.app.close();
  });
});
