/** @jest-environment node */
import { builtApp, pageServerWith, renderedPage, testHost } from './hostFixture';
import { requestIdOf } from './requestId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it("keeps a caller's sane token and makes a new id for any other", () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'lb-1:a_b.C-9' } })).toBe('lb-1:a_b.C-9');
    expect(requestIdOf({ headers: { 'x-request-id': 'x'.repeat(128) } })).toBe('x'.repeat(128));
    for (const insane of ['x'.repeat(129), '', 'a b', 'a\nb', '<script>', 'ação', ['a', 'b']]) {
      expect(requestIdOf({ headers: { 'x-request-id': insane as string } })).toMatch(UUID);
    }
    expect(requestIdOf({ headers: {} })).toMatch(UUID);
    expect(requestIdOf({ headers: {} })).not.toBe(requestIdOf({ headers: {} }));
  });
});

describe('the request id on the wire and in the log (docs/decisions/033)', () => {
  const calls: string[] = [];
  const host = testHost({
    root: builtApp(),
    spa: true,
    pageServer: { render: async (url, { requestId }) => (calls.push(requestId), { page: renderedPage(url), reused: false }) },
  });
  afterAll(() => host.app.close());

  it("is the caller's sane one, sent back and handed to the page server (which sends it to the API)", async () => {
    const page = await host.app.inject({ url: '/lista/ana', headers: { 'x-request-id': 'proxy-42' } });
    expect(page.headers['x-request-id']).toBe('proxy-42');
    expect(calls).toEqual(['proxy-42']);
  });

  it('is made when the caller sends none or an insane one, and never echoes the insane one', async () => {
    const made = await host.app.inject({ url: '/mf-manifest.json' });
    expect(made.headers['x-request-id']).toMatch(UUID);
    const insane = await host.app.inject({ url: '/mf-manifest.json', headers: { 'x-request-id': 'a"b<c>'.repeat(3) } });
    expect(insane.headers['x-request-id']).toMatch(UUID);
    expect(JSON.stringify(host.lines)).not.toContain('a"b<c>');
  });

  it('is on every log line of its request', async () => {
    const logged = testHost({ root: builtApp(), spa: true, logLevel: 'debug', pageServer: pageServerWith(() => Promise.reject(new Error('API fora do ar'))) });
    await logged.app.ready();
    logged.lines.length = 0;
    await logged.app.inject({ url: '/lista/ana', headers: { 'x-request-id': 'pedido-7' } });
    // the render's failure and the answer, each with the id
    expect(logged.lines.map((line) => line.msg)).toEqual(['page sent to be rendered in the browser: its render failed', 'request completed']);
    expect(logged.lines.map((line) => line.requestId)).toEqual(['pedido-7', 'pedido-7']);
    expect(logged.lines[1]).toMatchObject({ method: 'GET', route: 'page', status: 200 });
    await logged.app.close();
  });
});
