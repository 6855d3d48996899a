import { defineConfig } from '@rsbuild/core';
import { precompressPlugins } from 'build-tooling/rsbuild';

/**
 * The page loader (decision 029, src/pageLoader.ts): the only script of a page rendered on the server
 * until the guest shows intent. Built after the app into the same dist/ (no HTML of its own, no
 * federation runtime); its hashed file name is in dist/page-loader-manifest.json, where the page
 * server finds it.
 */
export default defineConfig({
  source: { entry: { 'page-loader': './src/pageLoader.ts' } },
  output: {
    cleanDistPath: false,
    manifest: 'page-loader-manifest.json',
    // a classic script that runs at once: no chunk runtime to speak of
    polyfill: 'off',
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: { htmlPlugin: false, rspack: { plugins: precompressPlugins() } },
});
