/**
 * react-router-dom is shared tree-shaken to the exports the apps use (./federation,
 * ROUTER_EXPORTS): an import outside the list would make the runtime fetch the full copy, and a
 * direct 'react-router' import would create a second router (DESIGN findings).
 */
import { APP_SOURCE_DIRS, importsModule, namedImports, sourceFiles } from './testing/sourceScan';
import { ROUTER_EXPORTS, chakraShared, consumedChakra } from './federation';

describe('the shared router covers every router import of the apps', () => {
  const files = APP_SOURCE_DIRS.flatMap(sourceFiles);

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

describe('the curated Chakra modules in the remotes', () => {
  it('come only from the shell in production builds, so that every area uses one Chakra context', () => {
    const consumed = consumedChakra(true);
    expect(Object.keys(consumed).sort()).toEqual(Object.keys(chakraShared).sort());
    for (const config of Object.values(consumed)) expect(config.import).toBe(false);
  });

  it('keep their own copies for the standalone dev host, which has no shell', () => {
    for (const config of Object.values(consumedChakra(false))) expect(config.import).toBeUndefined();
  });
});
