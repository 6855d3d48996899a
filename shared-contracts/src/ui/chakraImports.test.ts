/**
 * The guest's pages load Chakra once (docs/decisions/013): the shell, remote-public and
 * shared-contracts/ui import Chakra only through the curated modules that those two apps share
 * (./chakra, ./chakraOverlays). A direct '@chakra-ui/react' import there would bundle a second copy
 * into remote-public, whose components would not see the shell's Chakra context.
 */
import { importsModule, namedImports, sourceFiles } from '../testing/sourceScan';

const CURATED = ['shared-contracts/src/ui/chakra.ts', 'shared-contracts/src/ui/chakraOverlays.ts', 'shared-contracts/src/ui/theme.ts'];

describe('Chakra is reached through the shared curated modules on the guest side', () => {
  const files = ['shell/src', 'remote-public/src', 'shared-contracts/src'].flatMap(sourceFiles).filter((f) => !CURATED.includes(f) && !f.endsWith('rsbuild.ts'));

  it('finds the files that use Chakra (the scan works)', () => {
    expect(files.filter((f) => namedImports(f, 'shared-contracts/chakra').length > 0).length).toBeGreaterThan(20);
  });

  it('no such file imports a value from @chakra-ui/react directly', () => {
    expect(files.filter((f) => namedImports(f, '@chakra-ui/react').length > 0 || importsModule(f, '@chakra-ui/react/theme'))).toEqual([]);
  });
});
