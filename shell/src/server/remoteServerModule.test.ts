/** @jest-environment node */
import { remoteServerLoader, runServerBundle } from './remoteServerModule';

const bundle = (label: string) =>
  `const React = require('react'); module.exports = { default: { routes: { home: () => React.createElement('p', null, '${label}') }, buildLabel: '${label}', loadPageData: async () => null } };`;

const pointer = (version: string, entryPath = version) => ({ metaData: { name: 'remote_public', buildInfo: { buildVersion: version }, remoteEntry: { path: entryPath } } });

/** A remote host: its pointer names `live.version`; every request is recorded. */
function host(live: { version: string }) {
  const requests: string[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = String(input);
    requests.push(url);
    if (url === 'http://remoto.test/mf-manifest.json') return new Response(JSON.stringify(pointer(live.version)));
    const match = /^http:\/\/remoto\.test\/(\w+)\/server\/remote_public\.cjs$/.exec(url);
    if (match) return new Response(match[1] === 'quebrada' ? 'throw new Error("x")' : bundle(match[1]!));
    return new Response('não', { status: 404 });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('runServerBundle', () => {
  it("runs a CommonJS bundle with the page server's React and returns its module", () => {
    const module = runServerBundle(bundle('v1'), 'v1.cjs');
    expect(module.buildLabel).toBe('v1');
    expect(typeof module.loadPageData).toBe('function');
  });

  it('lends nothing but the shared modules: a bundle asking for the file system fails', () => {
    expect(() => runServerBundle("require('node:fs'); module.exports = {}", 'x.cjs')).toThrow("o módulo 'node:fs' não é fornecido pelo servidor de páginas");
  });

  it('refuses a bundle without routes and loadPageData', () => {
    expect(() => runServerBundle('module.exports = { default: {} }', 'x.cjs')).toThrow('não exporta routes e loadPageData');
  });
});

describe('remoteServerLoader', () => {
  it("loads the bundle of the pointer's version from its version folder, with that folder's manifest", async () => {
    const { fetchImpl } = host({ version: 'aaaaaaaaaa' });
    const loaded = await remoteServerLoader('http://remoto.test/mf-manifest.json', { fetch: fetchImpl }).current();
    expect(loaded.version).toBe('aaaaaaaaaa');
    expect(loaded.manifest).toBe('http://remoto.test/aaaaaaaaaa/mf-manifest.json');
    expect(loaded.module.buildLabel).toBe('aaaaaaaaaa');
  });

  it('reads from an internal address when given one, and still names the public manifest to the browser', async () => {
    const { fetchImpl, requests } = host({ version: 'bbbbbbbbbb' });
    const loader = remoteServerLoader('https://site.example/remotes/remote-public/mf-manifest.json', { readFrom: 'http://remoto.test/mf-manifest.json', fetch: fetchImpl });
    const loaded = await loader.current();
    expect(loaded.manifest).toBe('https://site.example/remotes/remote-public/bbbbbbbbbb/mf-manifest.json');
    expect(requests).toEqual(['http://remoto.test/mf-manifest.json', 'http://remoto.test/bbbbbbbbbb/server/remote_public.cjs']);
  });

  it('reads the pointer at most once per second, fetches a version once, and follows a release and a rollback', async () => {
    const live = { version: 'v1' };
    const { fetchImpl, requests } = host(live);
    let now = 0;
    const loader = remoteServerLoader('http://remoto.test/mf-manifest.json', { fetch: fetchImpl, now: () => now });
    await loader.current();
    await loader.current();
    expect(requests).toEqual(['http://remoto.test/mf-manifest.json', 'http://remoto.test/v1/server/remote_public.cjs']);

    live.version = 'v2'; // a release
    expect((await loader.current()).version).toBe('v1'); // within the second
    now = 1000;
    expect((await loader.current()).version).toBe('v2');
    live.version = 'v1'; // a rollback: the old module is still in memory
    now = 2000;
    expect((await loader.current()).module.buildLabel).toBe('v1');
    expect(requests.filter((url) => url.endsWith('.cjs'))).toEqual(['http://remoto.test/v1/server/remote_public.cjs', 'http://remoto.test/v2/server/remote_public.cjs']);
  });

  it('keeps only the last versions in memory', async () => {
    const live = { version: 'v1' };
    const { fetchImpl } = host(live);
    let now = 0;
    const loader = remoteServerLoader('http://remoto.test/mf-manifest.json', { fetch: fetchImpl, now: () => now, keepVersions: 2 });
    for (const version of ['v1', 'v2', 'v3', 'v4']) {
      live.version = version;
      now += 1000;
      await loader.current();
    }
    expect(loader.versionsInMemory()).toBe(2);
  });

  it('does not keep a failure: a broken version fails, the next good one loads', async () => {
    const live = { version: 'quebrada' };
    const { fetchImpl } = host(live);
    let now = 0;
    const loader = remoteServerLoader('http://remoto.test/mf-manifest.json', { fetch: fetchImpl, now: () => now });
    await expect(loader.current()).rejects.toThrow('x');
    live.version = 'v3';
    now = 1000;
    expect((await loader.current()).version).toBe('v3');
  });

  it('rejects a malformed pointer', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ metaData: { name: '../x', buildInfo: { buildVersion: 'v1' } } }))) as typeof fetch;
    await expect(remoteServerLoader('http://remoto.test/mf-manifest.json', { fetch: fetchImpl }).current()).rejects.toThrow('manifesto do remoto inválido');
  });
});
