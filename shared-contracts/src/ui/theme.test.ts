/**
 * The system carries only the recipes the product uses (theme.ts): every Chakra export that any
 * app imports must be known to COMPONENT_RECIPES, and its recipe must be in the system; otherwise
 * a component would render unstyled without any error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_RECIPES, system } from './theme';

const root = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shell/src', 'remote-public/src', 'remote-cliente/src', 'remote-funcionario/src', 'remote-kits/src', 'shared-contracts/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported as values (not `type`) from '@chakra-ui/react' across the apps. */
function importedChakraValues(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.set(name, path.relative(root, file));
      }
    }
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
