/**
 * Reads the apps' own source files (not tests, nor the test helpers under `test`/`testing`) for the tests that guard
 * build-time rules: which modules they import, and which names.
 */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');
export const APP_SOURCE_DIRS = ['shell/src', 'remote-public/src', 'remote-cliente/src', 'remote-funcionario/src', 'remote-kits/src', 'shared-contracts/src'];

/** Source files (.ts, .tsx; no tests, no `testing` folder) under `dir` (relative to the repo). */
export function sourceFiles(dir: string): string[] {
  const walk = (abs: string): string[] =>
    fs.readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(abs, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'test' ? [] : walk(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(repoRoot, full)] : [];
    });
  return walk(path.join(repoRoot, dir));
}

/**
 * Value names a file imports or re-exports from `moduleName` (type-only imports and
 * `type X` specifiers are left out); `as` renames give the original name.
 */
export function namedImports(file: string, moduleName: string): string[] {
  return namedImportsIn(fs.readFileSync(path.join(repoRoot, file), 'utf8'), moduleName);
}

/** `namedImports` of a module's source `text` (e.g. a library's built file). */
export function namedImportsIn(text: string, moduleName: string): string[] {
  const escaped = moduleName.replace(/[/.-]/g, (c) => `\\${c}`);
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'g');
  const names: string[] = [];
  for (const match of text.matchAll(statement)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/** True when `file` imports `moduleName` in any form (named, default, side effect, dynamic). */
export function importsModule(file: string, moduleName: string): boolean {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return text.includes(`'${moduleName}'`) && new RegExp(`(from|import|import\\()\\s*'${moduleName.replace(/[/.-]/g, (c) => `\\${c}`)}'`).test(text);
}
