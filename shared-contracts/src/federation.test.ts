/**
 * react-router-dom is shared tree-shaken to the exports the apps use (./federation,
 * ROUTER_EXPORTS): an import outside the list would make the runtime fetch the full copy, and a
 * direct 'react-router' import would create a second router (DESIGN findings).
 */
import { APP_SOURCE_DIRS, importsModule, namedImports, sourceFiles } from './testing/sourceScan';
import { ROUTER_EXPORTS } from './federation';

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
