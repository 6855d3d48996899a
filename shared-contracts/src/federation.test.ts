/**
 * react-router-dom and @emotion/react are shared tree-shaken to the exports the apps (and, for
 * Emotion, Chakra) use (./federation, ROUTER_EXPORTS and EMOTION_EXPORTS): an import outside the
 * list would make the runtime fetch the full copy, and a direct 'react-router' import would create
 * a second router (decision 001; the findings on these machines).
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_SOURCE_DIRS, importsModule, namedImports, namedImportsIn, sourceFiles } from './testing/sourceScan';
import { CHAKRA_MODULES, EMOTION_EXPORTS, ROUTER_EXPORTS, consumedChakra, sharedModules } from './federation';

describe('the shared router covers every router import of the apps', () => {
  // the page server's code (shell/src/server) runs in Node, outside federation (decision 029)
  const files = APP_SOURCE_DIRS.flatMap(sourceFiles).filter((f) => !f.includes('/src/server/'));

  it('finds the router imports (the scan works)', () => {
    expect(files.some((f) => namedImports(f, 'react-router-dom').includes('useParams'))).toBe(true);
  });

  it('lists every imported react-router-dom export', () => {
    const missing = files.flatMap((f) => namedImports(f, 'react-router-dom').filter((n) => !ROUTER_EXPORTS.includes(n)).map((n) => `${n} (${f})`));
    expect(missing).toEqual([]);
  });

  it('has no direct react-router import', () => {
    expect(files.filter((f) => importsModule(f, 'react-router'))).toEqual([]);
  });
});

describe('the shared Emotion covers every @emotion/react import of the browser code', () => {
  const apps = APP_SOURCE_DIRS.flatMap(sourceFiles).filter((f) => !f.includes('/src/server/'));
  /** Chakra's ES modules, the build's real importer of Emotion (its styled factory, global styles). */
  const chakraDist = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');
  const chakraFiles = (fs.readdirSync(chakraDist, { recursive: true }) as string[]).filter((f) => f.endsWith('.js')).map((f) => path.join(chakraDist, f));
  const chakraImports = chakraFiles.flatMap((file) => namedImportsIn(fs.readFileSync(file, 'utf8'), '@emotion/react'));

  it("finds Chakra's and the apps' imports (the scans work)", () => {
    expect(chakraImports).toContain('withEmotionCache');
    expect(apps.some((f) => namedImports(f, '@emotion/react').includes('__unsafe_useEmotionCache'))).toBe(true);
  });

  it('lists every imported @emotion/react export', () => {
    const appImports = apps.flatMap((f) => namedImports(f, '@emotion/react'));
    expect([...new Set([...chakraImports, ...appImports])].filter((n) => !EMOTION_EXPORTS.includes(n))).toEqual([]);
  });

  it('leaves withTheme out, whose hoist-non-react-statics the shell empties', () => {
    expect(EMOTION_EXPORTS).not.toContain('withTheme');
  });
});

describe('the curated Chakra modules in the remotes', () => {
  const modules = sharedModules({ react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', swr: '2.5.1', '@emotion/react': '11.14.0', 'shared-contracts': '1.0.0' });

  it('come only from the shell in production builds, so that every area uses one Chakra context', () => {
    const consumed = consumedChakra(modules, true);
    expect(Object.keys(consumed).sort()).toEqual(Object.keys(modules).sort());
    for (const name of CHAKRA_MODULES) expect(consumed[name]).toEqual({ ...modules[name], import: false });
    expect(consumed.react!.import).toBeUndefined();
  });

  it('keep their own copies for the standalone dev host, which has no shell', () => {
    for (const config of Object.values(consumedChakra(modules, false))) expect(config.import).toBeUndefined();
  });
});
