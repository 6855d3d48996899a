/**
 * The floors inside the front-end packages (the root .dependency-cruiser.cjs, docs/architecture.md
 * 'Floors inside each package') hold only while each rule still matches what it names: a pattern
 * that drifts matches nothing and `pnpm run depcheck` passes in silence. This test plants one import
 * against each floor in a small tree of the packages' own paths, runs dependency-cruiser with the
 * real configuration, and expects each planted import to break exactly its rule, and the allowed
 * ones (a feature to its own folder and its shared folders, an entry to a feature, a test to
 * anything) to break none.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** A file of the small tree: its path and the modules it imports (relative specifiers). */
type Planted = [file: string, imports: string[]];

const TREE: Planted[] = [
  // a remote: entry, features, shared folders, test helpers
  ['remote-cliente/src/routes.tsx', ['./dashboard/Page', './list/Page']],
  ['remote-cliente/src/standalone/bootstrap.tsx', ['../routes']],
  ['remote-cliente/src/dashboard/Page.tsx', ['./texts', '../common/bits']],
  ['remote-cliente/src/dashboard/texts.ts', []],
  ['remote-cliente/src/list/Page.tsx', ['../common/bits']],
  ['remote-cliente/src/common/bits.ts', []],
  ['remote-cliente/src/list/Page.test.tsx', ['./Page', '../dashboard/Page', '../testing/users']],
  ['remote-cliente/src/testing/users.ts', []],
  ['remote-public/src/give/Dialog.tsx', ['../stores/stores']],
  ['remote-public/src/stores/stores.ts', []],
  ['remote-public/src/home/Home.tsx', ['../give/Dialog', '../card/Card']],
  ['remote-public/src/card/Card.tsx', []],
  ['remote-public/src/ssr/pageData.ts', ['../home/Home']],
  // the shell: entry, frame, features
  ['shell/src/index.ts', ['./bootstrap']],
  ['shell/src/bootstrap.tsx', ['./App', './early']],
  ['shell/src/early.ts', []],
  ['shell/src/App.tsx', ['./routing/Routes']],
  ['shell/src/routing/Routes.tsx', ['../auth/Login', '../header/Header']],
  ['shell/src/auth/Login.tsx', []],
  ['shell/src/header/Header.tsx', []],
  // shared-contracts: ground, schemas, contract, entries, UI
  ['shared-contracts/src/constants.ts', []],
  ['shared-contracts/src/schemas/entities.ts', ['../constants']],
  ['shared-contracts/src/navigation.ts', ['./schemas/entities']],
  ['shared-contracts/src/index.ts', ['./navigation', './constants']],
  ['shared-contracts/src/ui/hooks.ts', ['../index']],
  ['shared-contracts/src/formik/Focus.tsx', ['../ui/hooks']],
];

/** One import against each floor, and the rule it must break. */
const PLANTED: Array<[file: string, imports: string, rule: string]> = [
  ['remote-cliente/src/dashboard/Plant1.ts', '../list/Page', 'feature-imports-no-sibling-feature'],
  ['shell/src/header/Plant2.ts', '../auth/Login', 'feature-imports-no-sibling-feature'],
  ['shell/src/auth/Plant3.ts', '../routing/Routes', 'feature-imports-no-sibling-feature'],
  ['remote-public/src/give/Plant4.ts', '../home/Home', 'shared-folder-imports-no-feature'],
  ['remote-cliente/src/list/Plant5.ts', '../routes', 'remote-entry-imported-by-no-feature'],
  ['remote-public/src/home/Plant6.ts', '../ssr/pageData', 'remote-entry-imported-by-no-feature'],
  ['shell/src/routing/Plant7.ts', '../early', 'shell-entry-imported-by-entries-only'],
  ['remote-cliente/src/common/Plant8.ts', '../testing/users', 'no-code-imports-a-test-helper'],
  ['shared-contracts/src/schemas/Plant9.ts', '../navigation', 'contracts-schemas-import-only-the-ground'],
  ['shared-contracts/src/format.ts', './schemas/entities', 'contracts-ground-imports-only-the-ground'],
  ['shared-contracts/src/Plant10.ts', './ui/hooks', 'contracts-core-imports-no-ui-nor-entry'],
  ['shared-contracts/src/Plant11.ts', './index', 'contracts-core-imports-no-ui-nor-entry'],
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Writes the tree (with `planted` added), runs dependency-cruiser on it and returns its violations. */
function violations(planted: Array<[string, string, string]>): Violation[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-rules-'));
  try {
    const files: Planted[] = [...TREE, ...planted.map(([file, spec]): Planted => [file, [spec]])];
    for (const [file, imports] of files) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      const lines = imports.map((spec) => `import '${spec}';`);
      fs.writeFileSync(path.join(dir, file), `${lines.join('\n')}\nexport {};\n`);
    }
    fs.writeFileSync(path.join(dir, 'tsconfig.base.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx' } }));
    const run = spawnSync(
      process.execPath,
      [depcruise, 'shell/src', 'remote-cliente/src', 'remote-public/src', 'shared-contracts/src', '--config', path.join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: dir, encoding: 'utf8' },
    );
    const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
    return result.summary.violations;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the floors inside the front-end packages (root .dependency-cruiser.cjs)', () => {
  it('the allowed imports break no rule', () => {
    expect(violations([])).toEqual([]);
  });

  it('each planted import breaks exactly its own rule', () => {
    const found = violations(PLANTED).map((v) => [v.from, v.to, v.rule.name]);
    const expected = PLANTED.map(([file, spec, rule]) => {
      const target = TREE.map(([f]) => f).find((f) => f.replace(/\.tsx?$/, '') === path.join(path.dirname(file), spec));
      return [file, target, rule];
    });
    expect(found.sort()).toEqual(expected.sort());
  });
});
