/**
 * What an app's build takes from its surroundings (Node, build time only): the versions of the
 * shared packages it is built with, and the label it is given (docs/decisions/018).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_PACKAGES, sharedModules, type SharedModule, type SharedVersions } from 'shared-contracts/federation';

/**
 * The version of `pkg` installed for the app at `appDir` (its package.json, found from the
 * package's entry when the package does not export it).
 */
export function installedVersion(pkg: string, appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    for (let dir = path.dirname(require.resolve(pkg)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (json.name === pkg) return json.version;
    }
    throw new Error(`package.json de ${pkg} não encontrado a partir de ${appDir}`);
  }
}

/**
 * The shared packages' versions the app at `appDir` is built with. `SHARED_CONTRACTS_VERSION`
 * overrides shared-contracts' own (the browser test builds a remote that declares another major
 * with it, to prove the federation runtime refuses it: docs/decisions/018).
 */
export function sharedVersions(appDir: string, env: NodeJS.ProcessEnv = process.env): SharedVersions {
  const versions = Object.fromEntries(SHARED_PACKAGES.map((pkg) => [pkg, installedVersion(pkg, appDir)])) as SharedVersions;
  if (env.SHARED_CONTRACTS_VERSION) versions['shared-contracts'] = env.SHARED_CONTRACTS_VERSION;
  return versions;
}

/**
 * The shared modules of the app being built (run from its folder, as `rsbuild build` is). A dev
 * build (`production` false) shares react-router-dom whole: with the shared module's tree shaking,
 * rspack's dev build dropped exports the federation runtime itself uses (the SDK's `createLogger`),
 * and `pnpm dev` stopped at "undefined is not a function" before the first screen (decision 046).
 */
export function appShared(appDir: string = process.cwd(), production = process.env.NODE_ENV === 'production'): Record<string, SharedModule> {
  const modules = sharedModules(sharedVersions(appDir));
  if (production) return modules;
  return Object.fromEntries(Object.entries(modules).map(([name, { treeShaking: _whole, ...module }]) => [name, module]));
}

/**
 * The label a remote's build is given (`BUILD_LABEL`, e.g. a release tag), shown to staff with its
 * version (decision 018). @throws Error when it is longer than 40 characters or has characters other
 * than letters, digits, spaces, `.`, `_` and `-`.
 */
export function buildLabel(env: NodeJS.ProcessEnv = process.env): string {
  const label = env.BUILD_LABEL ?? '';
  if (label && !/^[\w. -]{1,40}$/.test(label)) throw new Error(`BUILD_LABEL inválido: '${label}' (até 40 letras, dígitos, espaços, '.', '_' ou '-')`);
  return label;
}
