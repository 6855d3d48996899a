/** Releasing and rolling back one remote (./release, docs/decisions/018) on temporary folders. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  afterRelease,
  afterRollback,
  contentVersion,
  emptyHistory,
  pointerManifest,
  publishRelease,
  readHistory,
  rollbackRelease,
  withBuildVersion,
  type FederationManifest,
} from './release';

const assets = (...js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

/** A manifest shaped like the one @module-federation/rsbuild-plugin writes. */
function builtManifest(entry = 'static/js/remote_funcionario.ad6d49c966.js'): FederationManifest {
  return {
    id: 'remote_funcionario',
    name: 'remote_funcionario',
    metaData: {
      name: 'remote_funcionario',
      buildInfo: { buildVersion: '1.0.0', buildName: 'remote-funcionario' },
      remoteEntry: { name: entry, path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'remote_funcionario',
      publicPath: 'auto',
    },
    shared: [{ id: 'remote_funcionario:react', name: 'react', version: '19.3.1', assets: assets('static/js/async/7.061d251a5a.js'), fallback: '' }],
    remotes: [],
    exposes: [
      {
        id: 'remote_funcionario:routes',
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['static/js/async/__federation_expose_routes.90da.js'], async: ['static/js/async/f.0357.js'] }, css: { sync: ['static/css/r.css'], async: [] } },
      },
    ],
  };
}

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-release-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A fake build folder: a manifest, its entry script (with `code`) and precompressed siblings. */
function makeBuild(name: string, code: string): string {
  const dir = path.join(tmp, name);
  const manifest = builtManifest();
  fs.mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json.gz'), zlib.gzipSync(JSON.stringify(manifest)));
  fs.writeFileSync(path.join(dir, 'mf-stats.json'), JSON.stringify({ ...manifest, built: name }));
  fs.writeFileSync(path.join(dir, manifest.metaData.remoteEntry.name), code);
  return dir;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;

describe('contentVersion', () => {
  it('is 10 hex characters that change with any byte of the build', () => {
    const a = contentVersion(makeBuild('a', 'console.log(1)'));
    expect(a).toMatch(/^[0-9a-f]{10}$/);
    expect(contentVersion(makeBuild('b', 'console.log(2)'))).not.toBe(a);
    expect(contentVersion(makeBuild('c', 'console.log(1)'))).toBe(a);
  });

  it('ignores the compressed siblings, the stats and the build version written by a release', () => {
    const dir = makeBuild('a', 'x');
    const before = contentVersion(dir);
    fs.writeFileSync(path.join(dir, 'mf-manifest.json.br'), 'other');
    fs.writeFileSync(path.join(dir, 'mf-stats.json'), '{}');
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(withBuildVersion(readJson(path.join(dir, 'mf-manifest.json')), 'abc')));
    expect(contentVersion(dir)).toBe(before);
  });

  it('refuses a folder that is not a remote build', () => {
    expect(() => contentVersion(tmp)).toThrow('sem mf-manifest.json');
  });
});

describe('pointerManifest', () => {
  it('moves every file path into the version folder and keeps module names', () => {
    const pointer = pointerManifest(builtManifest(), '3f2a1b9c0d');
    expect(pointer.metaData.buildInfo.buildVersion).toBe('3f2a1b9c0d');
    expect(pointer.metaData.remoteEntry).toEqual({ name: 'static/js/remote_funcionario.ad6d49c966.js', path: '3f2a1b9c0d', type: 'global' });
    expect(pointer.metaData.publicPath).toBe('auto');
    expect(pointer.shared[0]!.assets.js.sync).toEqual(['3f2a1b9c0d/static/js/async/7.061d251a5a.js']);
    expect(pointer.shared[0]!.fallback).toBe('');
    expect(pointer.exposes[0]).toMatchObject({
      path: './routes',
      assets: {
        js: { sync: ['3f2a1b9c0d/static/js/async/__federation_expose_routes.90da.js'], async: ['3f2a1b9c0d/static/js/async/f.0357.js'] },
        css: { sync: ['3f2a1b9c0d/static/css/r.css'], async: [] },
      },
    });
  });

  it('resolves to the version folder the way the federation runtime joins entry paths', () => {
    // @module-federation/sdk: the entry is publicPath (the manifest URL's folder) + path + '/' + name
    const { simpleJoinRemoteEntry, inferAutoPublicPath } = jest.requireActual<typeof import('@module-federation/sdk')>('@module-federation/sdk');
    const pointer = pointerManifest(builtManifest(), '3f2a1b9c0d');
    const entry = simpleJoinRemoteEntry(pointer.metaData.remoteEntry.path, pointer.metaData.remoteEntry.name);
    expect(inferAutoPublicPath('https://staff.example/mf-manifest.json') + entry).toBe(
      'https://staff.example/3f2a1b9c0d/static/js/remote_funcionario.ad6d49c966.js',
    );
  });

  it('refuses a build with a fixed public path, and a malformed version', () => {
    const fixed = builtManifest();
    fixed.metaData.publicPath = 'https://cdn.example/';
    expect(() => pointerManifest(fixed, '3f2a1b9c0d')).toThrow("publicPath 'auto'");
    expect(() => pointerManifest(builtManifest(), '../etc')).toThrow('versão inválida');
  });
});

describe('history', () => {
  const at = '2026-07-01T12:00:00.000Z';

  it('rolls back along the versions that were live, one step at a time', () => {
    let history = emptyHistory();
    for (const v of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc']) history = afterRelease(history, v, at);
    history = afterRollback(history, at, undefined, []);
    expect(history.live).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb']);
    history = afterRollback(history, at, undefined, []);
    expect(history.live).toEqual(['aaaaaaaaaa']);
    expect(() => afterRollback(history, at, undefined, [])).toThrow('não há versão anterior a aaaaaaaaaa');
    expect(history.moves.map((m) => `${m.action} ${m.from}→${m.version}`)).toEqual([
      'release null→aaaaaaaaaa',
      'release aaaaaaaaaa→bbbbbbbbbb',
      'release bbbbbbbbbb→cccccccccc',
      'rollback cccccccccc→bbbbbbbbbb',
      'rollback bbbbbbbbbb→aaaaaaaaaa',
    ]);
  });

  it('a rollback to a named version makes it live; the next default rollback returns', () => {
    let history = emptyHistory();
    for (const v of ['aaaaaaaaaa', 'bbbbbbbbbb']) history = afterRelease(history, v, at);
    history = afterRollback(history, at, 'aaaaaaaaaa', ['aaaaaaaaaa', 'bbbbbbbbbb']);
    expect(history.live).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb', 'aaaaaaaaaa']);
    expect(afterRollback(history, at, undefined, []).live.at(-1)).toBe('bbbbbbbbbb');
    expect(() => afterRollback(history, at, 'cccccccccc', ['aaaaaaaaaa'])).toThrow('não foi publicada');
    expect(() => afterRollback(history, at, 'aaaaaaaaaa', ['aaaaaaaaaa'])).toThrow('já é a atual');
    expect(() => afterRollback(emptyHistory(), at, undefined, [])).toThrow('nenhuma versão publicada');
  });

  it('releasing the live version again changes nothing', () => {
    const history = afterRelease(emptyHistory(), 'aaaaaaaaaa', at);
    expect(afterRelease(history, 'aaaaaaaaaa', at)).toBe(history);
  });
});

describe('publishRelease and rollbackRelease on a host folder', () => {
  it('publishes immutable version folders, moves the pointer and rolls it back', () => {
    const host = path.join(tmp, 'releases/remote-funcionario');
    const first = publishRelease(makeBuild('one', 'v1'), host, new Date('2026-07-01T10:00:00Z'));
    expect(first).toEqual({ version: contentVersion(path.join(tmp, 'one')), previous: null, reused: false });

    const second = publishRelease(makeBuild('two', 'v2'), host, new Date('2026-07-01T11:00:00Z'));
    expect(second.previous).toBe(first.version);
    // the version folder is the build, with its version written into its manifest
    expect(fs.readFileSync(path.join(host, second.version, 'static/js/remote_funcionario.ad6d49c966.js'), 'utf8')).toBe('v2');
    expect(readJson(path.join(host, second.version, 'mf-manifest.json')).metaData.buildInfo.buildVersion).toBe(second.version);
    expect(contentVersion(path.join(host, second.version))).toBe(second.version);
    // the pointer leads into it, and its compressed siblings say the same
    const pointer = readJson(path.join(host, 'mf-manifest.json'));
    expect(pointer.metaData.remoteEntry.path).toBe(second.version);
    expect(JSON.parse(zlib.brotliDecompressSync(fs.readFileSync(path.join(host, 'mf-manifest.json.br'))).toString())).toEqual(pointer);
    expect(JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(host, 'mf-manifest.json.gz'))).toString())).toEqual(pointer);
    // the build's own stale mf-manifest.json.gz was replaced in the copy
    expect(JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(host, second.version, 'mf-manifest.json.gz'))).toString()).metaData.buildInfo.buildVersion).toBe(
      second.version,
    );

    const back = rollbackRelease(host, undefined, new Date('2026-07-01T12:00:00Z'));
    expect(back).toEqual({ version: first.version, previous: second.version });
    expect(readJson(path.join(host, 'mf-manifest.json')).metaData.remoteEntry.path).toBe(first.version);
    expect(readHistory(host).moves).toHaveLength(3);
    expect(readHistory(host).moves[2]).toEqual({ at: '2026-07-01T12:00:00.000Z', action: 'rollback', version: first.version, from: second.version });
    // both versions stay published
    expect(fs.existsSync(path.join(host, second.version, 'mf-manifest.json'))).toBe(true);

    // the same build again reuses its folder
    expect(publishRelease(path.join(tmp, 'two'), host).reused).toBe(true);
    expect(readJson(path.join(host, 'mf-manifest.json')).metaData.remoteEntry.path).toBe(second.version);
  });

  it('never overwrites a version folder that holds other content', () => {
    const host = path.join(tmp, 'host');
    const { version } = publishRelease(makeBuild('one', 'v1'), host);
    fs.writeFileSync(path.join(host, version, 'static/js/remote_funcionario.ad6d49c966.js'), 'tampered');
    expect(() => publishRelease(path.join(tmp, 'one'), host)).toThrow('já existe com outro conteúdo');
    expect(fs.readFileSync(path.join(host, version, 'static/js/remote_funcionario.ad6d49c966.js'), 'utf8')).toBe('tampered');
  });

  it('refuses a second move while one is under way', () => {
    const host = path.join(tmp, 'host');
    publishRelease(makeBuild('one', 'v1'), host);
    fs.writeFileSync(path.join(host, '.lock'), '');
    expect(() => publishRelease(makeBuild('two', 'v2'), host)).toThrow('outra publicação está em andamento');
    expect(() => rollbackRelease(host)).toThrow('outra publicação está em andamento');
  });
});
