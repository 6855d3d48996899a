/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { builtApp, gate, pageServerWith, renderedPage, testHost } from './hostFixture';

const status = async (host: ReturnType<typeof testHost>, url: string) => (await host.app.inject({ url })).statusCode;

describe('the probes (docs/decisions/032)', () => {
  it('answer live and ready while the host serves, and not ready while the shell has no runtime-config.json', async () => {
    const root = builtApp();
    const host = testHost({ root, spa: true, pageServer: pageServerWith(async (url) => renderedPage(url)) });
    expect([await status(host, '/health'), await status(host, '/health/live'), await status(host, '/health/ready')]).toEqual([200, 200, 200]);
    const ready = await host.app.inject({ url: '/health/ready' });
    expect([ready.body, ready.headers['cache-control']]).toEqual(['ok', 'no-store']);
    fs.rmSync(path.join(root, 'runtime-config.json'));
    expect([await status(host, '/health/live'), await status(host, '/health/ready')]).toEqual([200, 503]);
    await host.app.close();
  });

  it("answer ready on a remote's host, which has no runtime configuration", async () => {
    const host = testHost({ root: builtApp({ shell: false }) });
    expect(await status(host, '/health/ready')).toBe(200);
    await host.app.close();
  });
});

describe('drain', () => {
  it('fails readiness at once, keeps serving pages for DRAIN_MS, then closes', async () => {
    const host = testHost({ root: builtApp(), spa: true, pageServer: pageServerWith(async (url) => renderedPage(url)) });
    await host.app.listen({ port: 0, host: '127.0.0.1' });
    const pause = gate();
    let asked = 0;
    const drained = host.drain(5000, (ms) => ((asked = ms), pause.opened));
    expect(asked).toBe(5000);
    const ready = await host.app.inject({ url: '/health/ready' });
    expect([ready.statusCode, ready.body]).toEqual([503, 'indisponível']);
    expect(await status(host, '/health/live')).toBe(200);
    expect(await status(host, '/lista/ana')).toBe(200);
    expect(host.app.server.listening).toBe(true);
    pause.open();
    await drained;
    expect(host.app.server.listening).toBe(false);
  });

  it('closes at once with DRAIN_MS 0', async () => {
    const host = testHost({ root: builtApp() });
    await host.app.listen({ port: 0, host: '127.0.0.1' });
    const wait = jest.fn();
    await host.drain(0, wait);
    expect(wait).not.toHaveBeenCalled();
    expect(host.app.server.listening).toBe(false);
  });
});
