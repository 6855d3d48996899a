/** @jest-environment node */
import { MAX_TARGET_LENGTH } from './host/guards';
import type { RenderedPage } from './renderPage';
import { createPageServer, pageKey, reuseRenders } from './index';

describe('reuseRenders', () => {
  it('gives simultaneous requests for one address one render, and renders again after reuseMs', async () => {
    let now = 0;
    const rendered: string[] = [];
    const render = reuseRenders(async (url: string) => (rendered.push(url), `<html>${url}</html>`), { reuseMs: 2000, now: () => now });
    const pages = await Promise.all(Array.from({ length: 300 }, () => render('/lista/ana')));
    expect(new Set(pages)).toEqual(new Set(['<html>/lista/ana</html>']));
    expect(rendered).toEqual(['/lista/ana']);
    await render('/listas?page=2');
    now = 1999;
    await render('/lista/ana');
    now = 2000;
    await render('/lista/ana');
    expect(rendered).toEqual(['/lista/ana', '/listas?page=2', '/lista/ana']);
  });

  it('keeps at most `entries` addresses', async () => {
    const rendered: string[] = [];
    const render = reuseRenders(async (url: string) => rendered.push(url), { entries: 2, now: () => 0 });
    for (const url of ['/a', '/b', '/c', '/a']) await render(url);
    expect(rendered).toEqual(['/a', '/b', '/c', '/a']); // '/a' was dropped when '/c' came
  });
});

describe('createPageServer', () => {
  const request = { requestId: 'pedido-1' };

  it('answers the browser-rendered page with the error when rendering fails (the host logs it)', async () => {
    const failure = new Error('API fora do ar');
    const server = createPageServer({ distDir: '/nao/existe', renderer: () => ({ render: () => Promise.reject(failure) }) });
    await expect(server.render('/lista/ana?q=1', request)).resolves.toMatchObject({ page: null, reason: 'error', error: failure, reused: false });
  });

  it('answers not_rendered for a page the renderer leaves to the browser, and for an address that is not a page', async () => {
    const server = createPageServer({ distDir: '/nao/existe', renderer: () => ({ render: async () => null }) });
    await expect(server.render('/cliente/dashboard', request)).resolves.toMatchObject({ page: null, reason: 'not_rendered' });
    await expect(server.render('//x:65536/', request)).resolves.toEqual({ page: null, reason: 'not_rendered', reused: false });
  });

  it('answers not_found, without rendering, for an address no route of the app has', async () => {
    const rendered: string[] = [];
    const server = createPageServer({ distDir: '/nao/existe', renderer: () => ({ render: async (url) => (rendered.push(url), null) }) });
    await expect(server.render('/nada/aqui?b=1', request)).resolves.toEqual({ page: null, reason: 'not_found', reused: false });
    expect(rendered).toEqual([]);
  });

  const page = (url: string): RenderedPage => ({ status: 200, html: `<html>${url}</html>`, version: 'v1', private: false });

  it('renders a page once whatever unknown parameters its addresses carry (docs/decisions/032)', async () => {
    const rendered: string[] = [];
    const server = createPageServer({ distDir: '/nao/existe', renderer: () => ({ render: async (url) => (rendered.push(url), page(url)) }) });
    const outcomes = await Promise.all(Array.from({ length: 300 }, (_, i) => server.render(`/lista/ana?b=${i + 1}`, request)));
    await Promise.all(Array.from({ length: 50 }, (_, i) => server.render(`/listas?utm=${i}&page=1&search=%20bodas%20`, request)));
    expect(rendered).toEqual(['/lista/ana', '/listas?search=bodas']);
    // one request rendered (and says how long it took), the others reused its render
    expect(outcomes.filter((outcome) => !outcome.reused)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.renderMs !== undefined)).toHaveLength(1);
  });

  it('answers beyond `maxRenders` renders at once with busy (the browser-rendered page) instead of waiting', async () => {
    const finish: (() => void)[] = [];
    const server = createPageServer({
      distDir: '/nao/existe',
      maxRenders: 2,
      renderer: () => ({ render: (url) => new Promise<RenderedPage>((resolve) => finish.push(() => resolve(page(url)))) }),
    });
    const first = server.render('/lista/a', request);
    const second = server.render('/lista/b', request);
    await expect(server.render('/lista/c', request)).resolves.toEqual({ page: null, reason: 'busy', reused: false });
    // the same page as one that is rendering shares its render
    const again = server.render('/lista/a?x=1', request);
    expect(server.renders()).toBe(2);
    finish.forEach((done) => done());
    expect((await first).page?.html).toBe('<html>/lista/a</html>');
    expect(await again).toMatchObject({ page: { html: '<html>/lista/a</html>' }, reused: true });
    expect((await second).page?.html).toBe('<html>/lista/b</html>');
  });
});

describe('pageKey', () => {
  it("keeps a page's path and only the query parameters its screen reads, normalised", () => {
    expect(pageKey('/lista/ana?fbclid=1&b=2')).toBe('/lista/ana');
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/listas?b=1&categoria=3&search=festa&page=2&data=2027-01-10')).toBe('/listas?search=festa&categoria=3&data=2027-01-10&page=2');
    expect(pageKey('/listas?page=1&categoria=abc&data=2027-13-45')).toBe('/listas');
  });

  it('refuses what is not a path: absolute and authority forms, bad encodings, control characters, a target too long', () => {
    for (const target of ['//x:65536/', '//%zz/', '//[', 'http://x:99999/', '*', 'lista/ana', '/lista/%zz', '/lista/a\u0000b', '/lista\\a', `/listas?search=${'a'.repeat(MAX_TARGET_LENGTH)}`]) {
      expect(pageKey(target)).toBeNull();
    }
  });
});
