/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { MAX_TARGET_LENGTH, refusedTarget } from './guards';
import { builtApp, pageServerWith, rawGet, rawRequest, renderedPage, testHost } from './hostFixture';

describe('refusedTarget', () => {
  it('lets a path in origin form through, refuses other forms (400) and a target over 8 KB (414)', () => {
    expect(refusedTarget('/lista/ana?b=1')).toBeNull();
    for (const target of ['//x:65536/', '//%zz/', '//[', 'http://x:99999/', '*', 'lista/ana']) expect(refusedTarget(target)).toBe(400);
    expect(refusedTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toBe(414);
  });
});

describe('the host answers every request target and keeps serving (docs/decisions/032)', () => {
  const host = testHost({ root: builtApp(), spa: true, pageServer: pageServerWith(async (url) => renderedPage(url)) });
  let port = 0;
  beforeAll(async () => {
    await host.app.listen({ port: 0, host: '127.0.0.1' });
    port = (host.app.server.address() as AddressInfo).port;
  });
  afterAll(() => host.app.close());

  it.each([
    ['//x:65536/', '//x:65536/', 400],
    ['//%zz/', '//%zz/', 400],
    ['//[', '//[', 400],
    ['http://x:99999/', 'http://x:99999/', 400],
    ['http://localhost//x:65536/', 'http://localhost//x:65536/', 400],
    ['/lista/%zz', '/lista/%zz', 400],
    ['/lista/%E0%A4%A', '/lista/%E0%A4%A', 400],
    ['a 9 KB query', `/listas?search=${'a'.repeat(9 * 1024)}`, 414],
    ['a 9 KB path', `/${'b'.repeat(9 * 1024)}`, 414],
  ])('%s answers %d, with the request id and security headers', async (_label, target, status) => {
    const answer = await rawRequest(port, rawGet(target));
    expect(answer.status).toBe(status);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers what Node's parser refuses with 400 or 431 (control characters, a broken version, headers over 16 KB)", async () => {
    expect((await rawRequest(port, rawGet('/lista/a\u0000b'))).status).toBe(400);
    expect((await rawRequest(port, 'GET / HTTP/9.9\r\nHost: x\r\n\r\n')).status).toBe(400);
    expect((await rawRequest(port, rawGet('/', `X-Longo: ${'c'.repeat(17 * 1024)}\r\n`))).status).toBe(431);
  });

  it('still serves its pages and files after all of them', async () => {
    expect((await rawRequest(port, rawGet('/lista/ana'))).status).toBe(200);
    expect((await rawRequest(port, rawGet('/static/js/index.0123abcd.js'))).status).toBe(200);
  });
});

describe('a failure of ours', () => {
  it('answers 500, is logged with the request id, and the next request is served', async () => {
    const host = testHost({ root: builtApp(), spa: true, pageServer: { render: () => Promise.reject(new Error('arquivo trocado durante o deploy')) } });
    const failed = await host.app.inject({ url: '/lista/ana', headers: { 'x-request-id': 'pedido-500' } });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toBe('Erro interno do servidor.');
    expect(host.lines).toContainEqual(expect.objectContaining({ requestId: 'pedido-500', level: 50, msg: 'answer failed', err: expect.objectContaining({ message: 'arquivo trocado durante o deploy' }) }));
    expect((await host.app.inject({ url: '/static/js/index.0123abcd.js' })).statusCode).toBe(200);
    await host.app.close();
  });
});
