import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { serverBundleConfig } from 'build-tooling/rsbuild';

/**
 * The shell's page server (decision 029): src/server/index.ts as one CommonJS file,
 * dist-server/page-server.cjs, loaded by the page host (rsbuild.host.config.ts) with `--ssr`. It
 * bundles React, the router, SWR, Emotion, shared-contracts and Chakra, and lends them to
 * remote-public's server bundle.
 */
export default defineConfig({
  plugins: [pluginReact()],
  ...serverBundleConfig({ entry: { 'page-server': './src/server/index.ts' }, distRoot: 'dist-server' }),
});
