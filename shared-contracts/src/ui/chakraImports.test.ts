/**
 * The product runs one Chakra (docs/decisions/013): every app imports Chakra only through the
 * curated modules the shell shares (./chakra, ./chakraOverlays, ./chakraMenus, ./chakraExtras,
 * ./chakraDates). A direct '@chakra-ui/react' import would bundle a second copy into that app,
 * whose components would not see the shell's Chakra context, and would add its bytes to the area.
 */
import { APP_SOURCE_DIRS, importsModule, namedImports, sourceFiles } from '../testing/sourceScan';

const CURATED = ['shared-contracts/src/ui/chakra.ts', 'shared-contracts/src/ui/chakraOverlays.ts', 'shared-contracts/src/ui/chakraMenus.ts', 'shared-contracts/src/ui/chakraExtras.ts', 'shared-contracts/src/ui/chakraDates.ts', 'shared-contracts/src/ui/theme.ts'];

describe('Chakra is reached through the shared curated modules', () => {
  const files = APP_SOURCE_DIRS.flatMap(sourceFiles).filter((f) => !CURATED.includes(f));

  it('finds the files that use Chakra (the scan works)', () => {
    expect(files.filter((f) => namedImports(f, 'shared-contracts/chakra').length > 0).length).toBeGreaterThan(60);
  });

  it('no app file imports @chakra-ui/react directly', () => {
    expect(files.filter((f) => namedImports(f, '@chakra-ui/react').length > 0 || importsModule(f, '@chakra-ui/react') || importsModule(f, '@chakra-ui/react/theme'))).toEqual([]);
  });
});
