/** Which version of each remote the page loaded (./remoteVersions, decision 018). */
import { loadedRemotes, manifestVersion, recordLoaded, safeLabel, subscribeLoaded, versionPlugin } from './remoteVersions';

const snapshotHook = versionPlugin().loadRemoteSnapshot as unknown as (a: unknown) => unknown;
const readManifest = (name: string, buildVersion: string) => snapshotHook({ moduleInfo: { name }, remoteSnapshot: { buildVersion } });

describe('remote versions', () => {
  it('takes the version from the manifest the runtime read, and publishes it when the remote loads', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const listener = jest.fn();
    const unsubscribe = subscribeLoaded(listener);

    readManifest('remote_funcionario', '3f2a1b9c0d');
    expect(manifestVersion('funcionario')).toBe('3f2a1b9c0d');
    expect(document.documentElement.dataset.remoteVersions).toBeUndefined();

    recordLoaded('funcionario', 'teste-1');
    readManifest('remote_kits', '77aa01bc9e');
    recordLoaded('kits', undefined);
    expect(document.documentElement.dataset.remoteVersions).toBe('funcionario:3f2a1b9c0d kits:77aa01bc9e');
    expect(info).toHaveBeenCalledWith('[Lista de Presentes] remote_funcionario versão 3f2a1b9c0d (teste-1)');
    expect(info).toHaveBeenCalledWith('[Lista de Presentes] remote_kits versão 77aa01bc9e');
    expect(loadedRemotes()).toEqual([
      { area: 'funcionario', version: '3f2a1b9c0d', label: 'teste-1' },
      { area: 'kits', version: '77aa01bc9e', label: '' },
    ]);
    expect(listener).toHaveBeenCalledTimes(2);

    // the same version again changes nothing; a new one (after a release and a retry) replaces it
    const before = loadedRemotes();
    recordLoaded('kits', undefined);
    expect(loadedRemotes()).toBe(before);
    readManifest('remote_kits', '0011223344');
    recordLoaded('kits', undefined);
    expect(document.documentElement.dataset.remoteVersions).toBe('funcionario:3f2a1b9c0d kits:0011223344');
    unsubscribe();
    info.mockRestore();
  });

  it('ignores manifests of unknown remotes', () => {
    readManifest('remote_other', 'aaaaaaaaaa');
    expect(loadedRemotes().map((r) => r.area)).not.toContain('other');
  });

  it('shows only a plain build label', () => {
    expect(safeLabel('2026.07 hotfix_1')).toBe('2026.07 hotfix_1');
    expect(safeLabel('<img onerror=x>')).toBe('');
    expect(safeLabel(42)).toBe('');
    expect(safeLabel('x'.repeat(41))).toBe('');
  });
});
