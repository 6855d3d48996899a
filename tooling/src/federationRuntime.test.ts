import { esmSibling } from './federationRuntime';

describe('the federation runtime is built from its ES modules', () => {
  const files = new Set([
    '/n/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/index.js',
    '/n/.pnpm/@module-federation+error-codes@2.9.2/node_modules/@module-federation/error-codes/dist/index.mjs',
  ]);
  const exists = (file: string) => files.has(file);

  it("takes a runtime package's ES module for its CommonJS file, .js or .mjs", () => {
    expect(esmSibling('/n/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/index.cjs', exists)).toBe(
      '/n/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/index.js',
    );
    expect(esmSibling('/n/.pnpm/@module-federation+error-codes@2.9.2/node_modules/@module-federation/error-codes/dist/index.cjs', exists)).toBe(
      '/n/.pnpm/@module-federation+error-codes@2.9.2/node_modules/@module-federation/error-codes/dist/index.mjs',
    );
  });

  it('leaves a file without an ES module beside it, and any other package, as it is', () => {
    expect(esmSibling('/n/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/dist/node.cjs', exists)).toBeUndefined();
    expect(esmSibling('/n/.pnpm/cookie@1.1.1/node_modules/cookie/dist/index.cjs', () => true)).toBeUndefined();
    expect(esmSibling('/n/.pnpm/@module-federation+sdk@2.9.2/node_modules/@module-federation/sdk/src/index.cjs', () => true)).toBeUndefined();
  });
});
