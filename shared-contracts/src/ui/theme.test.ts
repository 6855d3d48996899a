/**
 * The system carries only the recipes the product uses (theme.ts): every Chakra export that any
 * app imports must be known to COMPONENT_RECIPES, and its recipe must be in the system; otherwise
 * a component would render unstyled without any error.
 */
import { APP_SOURCE_DIRS, namedImports, sourceFiles } from '../testing/sourceScan';
import { COMPONENT_RECIPES, system } from './theme';

/** Chakra exports the apps use (imported, or re-exported by the curated ./chakra modules), with a file using each. */
function importedChakraValues(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of APP_SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const name of namedImports(file, '@chakra-ui/react')) names.set(name, file);
  }
  return names;
}

describe('the Chakra system has the recipes of every component the apps use', () => {
  const imported = importedChakraValues();

  it('finds the apps’ Chakra imports (the scan works)', () => {
    expect(imported.has('Button')).toBe(true);
    expect(imported.size).toBeGreaterThan(20);
  });

  it('knows every imported Chakra export', () => {
    const unknown = [...imported].filter(([name]) => !(name in COMPONENT_RECIPES)).map(([name, file]) => `${name} (${file})`);
    expect(unknown).toEqual([]);
  });

  it('has the recipe of every imported component', () => {
    const missing = [...imported.keys()]
      .map((name) => [name, COMPONENT_RECIPES[name]] as const)
      .filter(([, key]) => key && !system.isRecipe(key) && !system.isSlotRecipe(key))
      .map(([name, key]) => `${name} → ${key}`);
    expect(missing).toEqual([]);
  });

  it('leaves out the recipes nobody uses', () => {
    expect(system.isSlotRecipe('accordion')).toBe(false);
    expect(system.isRecipe('kbd')).toBe(false);
  });
});
