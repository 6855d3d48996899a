/**
 * The page refuses a remote built against another major of a strict shared module from its
 * manifest, before the remote's code runs (./compatibility, docs/decisions/018).
 */
import { compatibilityPlugin, SharedVersionError, sharedMismatch, type PageShared } from './compatibility';

const page: Record<string, PageShared> = {
  'shared-contracts': { version: '1.0.0', requiredVersion: '^1.0.0' },
  'shared-contracts/chakra': { version: '1.0.0', requiredVersion: '^1.0.0' },
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  swr: { version: '2.5.1', requiredVersion: '^2.5.1' },
};
const lookup = (name: string) => page[name];

describe('sharedMismatch', () => {
  it('refuses a remote that needs a newer minor than the page runs', () => {
    const shared = [{ name: 'shared-contracts', version: '1.2.0', requiredVersion: '^1.2.0' }];
    expect(sharedMismatch('remote_x', shared, lookup)).toBe('remote_x precisa de shared-contracts ^1.2.0; a página usa 1.0.0');
  });

  it('accepts a remote of the same majors, older or newer minors', () => {
    expect(sharedMismatch('remote_x', [{ name: 'shared-contracts', version: '1.2.0', requiredVersion: '^1.0.0' }], lookup)).toBeNull();
    // older than the page's own: never handed out while the page's is there
    expect(sharedMismatch('remote_x', [{ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }], lookup)).toBeNull();
    expect(sharedMismatch('remote_x', [{ name: 'react', version: '19.4.0', requiredVersion: '^19.0.0' }], lookup)).toBeNull();
  });

  it('refuses a remote that needs another major of shared-contracts', () => {
    const shared = [{ name: 'shared-contracts/chakra', version: '2.0.0', requiredVersion: '^2.0.0' }];
    expect(sharedMismatch('remote_funcionario', shared, lookup)).toBe('remote_funcionario precisa de shared-contracts/chakra ^2.0.0; a página usa 1.0.0');
  });

  it('refuses a remote that would bring a major the page does not accept, whatever it requires', () => {
    const shared = [{ name: 'shared-contracts', version: '2.0.0', requiredVersion: false as const }];
    expect(sharedMismatch('remote_x', shared, lookup)).toBe('remote_x traz shared-contracts 2.0.0; a página aceita ^1.0.0');
  });

  it('leaves the non-strict singletons and what the page does not share to the runtime', () => {
    expect(sharedMismatch('remote_x', [{ name: 'swr', version: '3.0.0', requiredVersion: '^3.0.0' }], lookup)).toBeNull();
    expect(sharedMismatch('remote_x', [{ name: 'shared-contracts/chakra-dates', version: '2.0.0', requiredVersion: '^2.0.0' }], lookup)).toBeNull();
  });
});

describe('compatibilityPlugin', () => {
  const hostShared = { 'shared-contracts': [{ version: '1.0.0', shareConfig: { requiredVersion: '^1.0.0' } }] };
  const args = (shared: Array<{ name: string; version: string; requiredVersion: string }>) =>
    ({ options: { shared: hostShared }, moduleInfo: { name: 'remote_funcionario' }, manifestJson: { shared }, from: 'manifest' }) as never;
  const hook = (scope?: Record<string, Record<string, { loaded?: boolean }>>) =>
    compatibilityPlugin(() => scope).loadRemoteSnapshot as unknown as (a: unknown) => unknown;

  it('passes a compatible manifest on unchanged', () => {
    const a = args([{ name: 'shared-contracts', version: '1.0.0', requiredVersion: '^1.0.0' }]);
    expect(hook()(a)).toBe(a);
  });

  it('throws SharedVersionError for an incompatible one', () => {
    expect(() => hook()(args([{ name: 'shared-contracts', version: '2.0.0', requiredVersion: '^2.0.0' }]))).toThrow(SharedVersionError);
  });

  it('checks against the version loaded in the share scope (the singleton every area gets)', () => {
    const scope = { 'shared-contracts': { '1.0.0': {}, '1.5.0': { loaded: true } } };
    expect(hook(scope)(args([{ name: 'shared-contracts', version: '1.5.0', requiredVersion: '^1.5.0' }]))).toBeTruthy();
    expect(() => hook()(args([{ name: 'shared-contracts', version: '1.5.0', requiredVersion: '^1.5.0' }]))).toThrow('a página usa 1.0.0');
  });

  it('lets a snapshot without a manifest through (checked when its manifest came)', () => {
    const a = { options: { shared: hostShared }, moduleInfo: { name: 'remote_funcionario' }, from: 'global' } as never;
    expect(hook()(a)).toBe(a);
  });
});
