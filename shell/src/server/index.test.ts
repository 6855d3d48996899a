/** @jest-environment node */
import { createPageServer, reuseRenders } from './index';

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
  it('answers null (the browser renders the page) when rendering fails, and logs the path without its query', async () => {
    const log = jest.fn();
    const server = createPageServer({ distDir: '/nao/existe', log, renderer: () => ({ render: () => Promise.reject(new Error('API fora do ar')) }) });
    await expect(server.render('/lista/ana?token=segredo')).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('[ssr] /lista/ana: API fora do ar');
  });
});
