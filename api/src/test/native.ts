/**
 * Loads a package with Node's own module loader instead of jest's. fastify (through
 * light-my-request) and PGlite need require(esm) and dynamic import() of built-ins, which jest's
 * VM does not provide on Node 20. Test files use it in `jest.mock` factories:
 *   jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
 */
export function nativeRequire(id: string): unknown {
  const nodeModule = require('node:module') as { _load: (request: string, parent: unknown, isMain: boolean) => unknown };
  return nodeModule._load(require.resolve(id), null, false);
}
