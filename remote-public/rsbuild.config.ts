import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig } from 'build-tooling/rsbuild';

/**
 * remote-public: built and deployed alone; the shell finds it through the runtime configuration.
 * The settings every remote shares are in tooling/src/rsbuildConfig.ts.
 *
 * The giving path's parts (src/give/) are one chunk, `give`, the name a list page gives its page
 * loader to prefetch: split in two (the dialog, and the parts it shares with the vale-presente
 * and the kit page), the second had a generated name the page could not give, and a guest's first
 * 'Presentear' waited for its download (decision 048).
 */
export default defineConfig(
  mergeRsbuildConfig(remoteConfig('public'), {
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        override: { cacheGroups: { give: { test: /src[\\/]give[\\/]/, name: 'give', chunks: 'async', priority: 30, enforce: true } } },
      },
    },
  }),
);
