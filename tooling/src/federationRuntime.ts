/**
 * Which file of the federation runtime a build takes (decision 046): the packages ship a CommonJS
 * and an ES module build of the same code, and the bundler can leave out only what an ES module
 * does not use. Build-time only.
 */
import fs from 'node:fs';

/** A CommonJS file of a federation runtime package (`@module-federation/<package>/dist/*.cjs`). */
export const FEDERATION_RUNTIME_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/**
 * The ES module beside a federation runtime package's CommonJS file (`x.cjs` → `x.js` or `x.mjs`),
 * or undefined for any other file and when the package ships none.
 */
export function esmSibling(file: string, exists: (path: string) => boolean = fs.existsSync): string | undefined {
  if (!FEDERATION_RUNTIME_CJS.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find(exists);
}
