/** The versions and label an app's build takes (./buildEnv, ./federation; docs/decisions/018). */
import path from 'node:path';
import { appShared, buildLabel, installedVersion, sharedVersions } from './buildEnv';
import { isStrictShared, sharedModules } from 'shared-contracts/federation';

const remoteDir = path.resolve(__dirname, '../../remote-funcionario');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ownVersion = (require('../package.json') as { version: string }).version;

describe('the shared versions an app is built with', () => {
  it('are the installed packages’ versions, shared-contracts included (it exports no package.json)', () => {
    const versions = sharedVersions(remoteDir, {});
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(versions.react).toBe((require('react/package.json') as { version: string }).version);
    expect(versions['shared-contracts']).toBe(ownVersion);
    expect(ownVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('take SHARED_CONTRACTS_VERSION over shared-contracts’ own', () => {
    expect(sharedVersions(remoteDir, { SHARED_CONTRACTS_VERSION: '2.0.0' })['shared-contracts']).toBe('2.0.0');
  });

  it('fail clearly for a package the app does not have', () => {
    expect(() => installedVersion('no-such-package-here', remoteDir)).toThrow();
  });
});

describe('appShared', () => {
  it('tree-shakes the shared router in a production build only', () => {
    expect(appShared(remoteDir, true)['react-router-dom']!.treeShaking?.mode).toBe('runtime-infer');
    const dev = appShared(remoteDir, false);
    expect(Object.values(dev).filter((module) => 'treeShaking' in module)).toEqual([]);
    expect(dev['react-router-dom']).toMatchObject({ singleton: true, strictVersion: true });
  });
});

describe('sharedModules', () => {
  const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', swr: '2.5.1', '@emotion/react': '11.14.0', 'shared-contracts': '1.4.2' };

  it('requires the same major of every singleton, strictly for those whose mismatch breaks the page', () => {
    const modules = sharedModules(versions);
    expect(modules.react).toEqual({ singleton: true, version: '19.3.1', requiredVersion: '^19.3.1', strictVersion: true });
    expect(modules.swr).toMatchObject({ requiredVersion: '^2.5.1', strictVersion: false });
    expect(modules['@emotion/react']!.strictVersion).toBe(false);
    for (const name of ['react-dom', 'react-router-dom', 'shared-contracts', 'shared-contracts/chakra', 'shared-contracts/chakra-dates']) {
      expect(modules[name]).toMatchObject({ singleton: true, strictVersion: true });
    }
    expect(Object.keys(modules).filter((name) => modules[name]!.strictVersion).sort()).toEqual(
      ['react', 'react-dom', 'react-router-dom', 'shared-contracts', 'shared-contracts/chakra', 'shared-contracts/chakra-dates', 'shared-contracts/chakra-extras', 'shared-contracts/chakra-menus', 'shared-contracts/chakra-overlays'].sort(),
    );
    expect(isStrictShared('react-cropper')).toBe(false);
    expect(isStrictShared('shared-contracts-extra')).toBe(false);
  });

  it('gives the Chakra modules shared-contracts’ version and keeps the router tree-shaken', () => {
    const modules = sharedModules(versions);
    expect(modules['shared-contracts/chakra-overlays']).toMatchObject({ version: '1.4.2', requiredVersion: '^1.4.2' });
    expect(modules['react-router-dom']!.treeShaking?.mode).toBe('runtime-infer');
  });

  it('refuses a version that is not x.y.z', () => {
    expect(() => sharedModules({ ...versions, 'shared-contracts': 'latest' })).toThrow("versão inválida de shared-contracts: 'latest'");
  });
});

describe('buildLabel', () => {
  it('is BUILD_LABEL, empty when unset', () => {
    expect(buildLabel({ BUILD_LABEL: '2026.07 hotfix-1' })).toBe('2026.07 hotfix-1');
    expect(buildLabel({})).toBe('');
  });

  it('refuses a label that could carry markup or is too long', () => {
    expect(() => buildLabel({ BUILD_LABEL: '<script>' })).toThrow('BUILD_LABEL inválido');
    expect(() => buildLabel({ BUILD_LABEL: 'x'.repeat(41) })).toThrow('BUILD_LABEL inválido');
  });
});
