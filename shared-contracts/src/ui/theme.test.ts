/**
 * The product's one Chakra system carries only the recipes of the components a guest's first page
 * can show; the curated modules loaded on demand add theirs (theme.ts). Every component an app
 * imports must be known to COMPONENT_RECIPES, and its recipe must be in the system once the
 * curated module that provides it has loaded; otherwise it would render unstyled without an error.
 */
import { APP_SOURCE_DIRS, namedImports, sourceFiles } from '../testing/sourceScan';
import { COMPONENT_RECIPES, system } from './theme';

const CURATED = {
  'shared-contracts/chakra': 'shared-contracts/src/ui/chakra.ts',
  'shared-contracts/chakra-overlays': 'shared-contracts/src/ui/chakraOverlays.ts',
  'shared-contracts/chakra-menus': 'shared-contracts/src/ui/chakraMenus.ts',
  'shared-contracts/chakra-extras': 'shared-contracts/src/ui/chakraExtras.ts',
  'shared-contracts/chakra-dates': 'shared-contracts/src/ui/chakraDates.ts',
} as const;

/** The names each curated module gives the apps (what it re-exports from Chakra). */
const provided = (module: keyof typeof CURATED) => namedImports(CURATED[module], '@chakra-ui/react');
const hasRecipe = (name: string) => {
  const key = COMPONENT_RECIPES[name];
  return !key || system.isRecipe(key) || system.isSlotRecipe(key);
};

describe('the Chakra system has the recipes of every component the apps use', () => {
  const imported = APP_SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
    Object.keys(CURATED).flatMap((module) => namedImports(file, module).map((name) => ({ name, file }))),
  );

  it('finds the apps’ Chakra imports (the scan works)', () => {
    expect(imported.some((i) => i.name === 'Button')).toBe(true);
    expect(new Set(imported.map((i) => i.name)).size).toBeGreaterThan(30);
  });

  it('knows every Chakra export the curated modules give the apps', () => {
    const names = Object.keys(CURATED).flatMap((m) => provided(m as keyof typeof CURATED));
    expect(names.filter((n) => !(n in COMPONENT_RECIPES))).toEqual([]);
  });

  it('styles the first page’s components before anything else has loaded', () => {
    expect(provided('shared-contracts/chakra').filter((n) => !hasRecipe(n))).toEqual([]);
    // ... and leaves out what only the modules loaded on demand need
    expect(system.isSlotRecipe('dialog') || system.isSlotRecipe('table')).toBe(false);
  });

  it('styles the overlays and the signed-in areas’ components once their module has loaded', async () => {
    await import('./chakraOverlays');
    expect(provided('shared-contracts/chakra-overlays').filter((n) => !hasRecipe(n))).toEqual([]);
    // a gift's dialog does not bring the user menu's machine
    expect(system.isSlotRecipe('menu') || system.isSlotRecipe('avatar')).toBe(false);
    await import('./chakraMenus');
    expect(provided('shared-contracts/chakra-menus').filter((n) => !hasRecipe(n))).toEqual([]);
    await import('./chakraExtras');
    expect(provided('shared-contracts/chakra-extras').filter((n) => !hasRecipe(n))).toEqual([]);
    await import('./chakraDates');
    expect(provided('shared-contracts/chakra-dates').filter((n) => !hasRecipe(n))).toEqual([]);
    expect(system.isSlotRecipe('accordion') || system.isRecipe('kbd')).toBe(false);
  });
});

describe("the system's global styles (patches/@chakra-ui__react, docs/decisions/049)", () => {
  it('are written when first asked for, not when the system is made, and once', () => {
    // the patch makes `_global` a getter: a Chakra without it would write them at the start
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function');
    const first = system._global;
    expect(first.length).toBe(3);
    expect(JSON.stringify(first)).toContain('--lp-colors-brand-500');
    expect(system._global).toBe(first);
  });
});
