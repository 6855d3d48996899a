/** The start-up chunks the shell preloads, chosen from the build's stats (decision 013). */
import { sharedModuleFiles, startupChunkFiles, startupHeadTags } from './buildStats';

const provide = (key: string) => ({ moduleName: `provide shared module (default) ${key}@1.0.0 = /repo/node_modules/${key}/index.js` });
const consume = (key: string) => ({ moduleName: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /repo/x.js)` });

describe('startupChunkFiles', () => {
  const chunks = [
    { initial: true, files: ['static/js/index.js'], origins: [{ request: './src/index.ts' }] },
    { files: ['static/js/async/bootstrap.js', 'static/js/async/bootstrap.js.LICENSE.txt'], origins: [{ moduleName: './src/index.ts', request: './bootstrap' }] },
    { files: ['static/js/async/react.js'], origins: [provide('react'), consume('react')] },
    { files: ['static/js/async/scoped-chakra.js'], origins: [provide('shared-contracts/chakra')] },
    { files: ['static/js/async/overlays.js'], origins: [provide('shared-contracts/chakra-overlays')] },
    { files: ['static/js/async/both.js'], origins: [provide('shared-contracts/chakra-overlays'), provide('shared-contracts/chakra')] },
    { files: ['static/js/async/react-fallback.js'], origins: [consume('react')] },
    { files: ['static/js/async/lazy-login.js'], origins: [{ moduleName: './src/routing/AppRoutes.tsx', request: '../auth/CustomerLoginPage' }] },
  ];

  it('keeps the entry’s async boundary and the shared modules the app provides for its start', () => {
    expect(startupChunkFiles(chunks, { entryImport: './bootstrap', onDemandShared: ['shared-contracts/chakra-overlays'] })).toEqual([
      'static/js/async/bootstrap.js',
      'static/js/async/react.js',
      'static/js/async/scoped-chakra.js',
      'static/js/async/both.js',
    ]);
  });

  it('leaves out initial chunks (already scripts), on-demand code and fallback copies', () => {
    const files = startupChunkFiles(chunks, { entryImport: './bootstrap', onDemandShared: ['shared-contracts/chakra-overlays'] });
    for (const left of ['index.js', 'overlays.js', 'react-fallback.js', 'lazy-login.js']) expect(files.some((f) => f.endsWith(`/${left}`))).toBe(false);
  });
});

describe('sharedModuleFiles', () => {
  it("gives the files of a provided shared module and of the chunks split from it, nothing else", () => {
    const chunks = [
      { initial: true, files: ['static/js/index.js'], origins: [{ request: './src/index.ts' }] },
      { files: ['static/js/async/r.js', 'static/js/async/r.js.LICENSE.txt'], origins: [provide('shared-contracts/chakra-overlays')] },
      { files: ['static/js/async/f.js'], origins: [provide('shared-contracts/chakra-overlays'), provide('shared-contracts/chakra-menus')] },
      { files: ['static/js/async/menus.js'], origins: [provide('shared-contracts/chakra-menus')] },
      { files: ['static/js/async/overlays-fallback.js'], origins: [consume('shared-contracts/chakra-overlays')] },
    ];
    expect(sharedModuleFiles(chunks, ['shared-contracts/chakra-overlays'])).toEqual(['static/js/async/r.js', 'static/js/async/f.js']);
    expect(sharedModuleFiles(chunks, [])).toEqual([]);
  });
});

describe('startupHeadTags', () => {
  it("names the files a held press downloads in a meta the browser ignores, under the prefix", () => {
    expect(startupHeadTags([], [], '/', ['static/js/async/r.js', 'static/js/async/f.js'])).toEqual([
      { tag: 'meta', attrs: { name: 'lp-press-files', content: '/static/js/async/r.js /static/js/async/f.js' } },
    ]);
    expect(startupHeadTags([], [], '/')).toEqual([]);
  });

  it('fetches the entry scripts first (high) and the start-up chunks behind them (low)', () => {
    const head = [
      { tag: 'link', attrs: { rel: 'preload', href: '/runtime-config.json', as: 'fetch' } },
      { tag: 'script', attrs: { defer: true, src: '/static/js/index.js' } },
      { tag: 'script', attrs: { id: 'inline' } },
    ];
    expect(startupHeadTags(head, ['static/js/async/react.js'], '/')).toEqual([
      { tag: 'link', attrs: { rel: 'preload', href: '/runtime-config.json', as: 'fetch' } },
      { tag: 'script', attrs: { defer: true, src: '/static/js/index.js', fetchpriority: 'high' } },
      { tag: 'script', attrs: { id: 'inline' } },
      { tag: 'link', attrs: { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/static/js/async/react.js' } },
    ]);
  });
});
