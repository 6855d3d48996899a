import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, ON_DEMAND_CHAKRA_MODULES } from 'shared-contracts/federation';
import { federationRuntimeAsEsm, pluginStartupPreload, precompressPlugins, SHARE_STRATEGY } from 'build-tooling/rsbuild';
import { appShared } from 'build-tooling/buildEnv';

const shared = appShared();

/**
 * The host. It knows no remote URL at build time: remotes are registered at runtime from
 * /runtime-config.json (see src/federation/remotes.ts).
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    // The start-up chunks are fetched with the HTML, not after the entry has run.
    pluginStartupPreload({ entryImport: './bootstrap', onDemandShared: [...ON_DEMAND_CHAKRA_MODULES] }),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: { ...shared, 'react-dom': { ...shared['react-dom']!, eager: false } },
      shareStrategy: SHARE_STRATEGY,
      dts: false,
      // The remotes' production builds use this runtime instead of their own (externalRuntime).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Lista de Presentes',
    template: './src/index.html',
  },
  server: { port: DEV_PORTS.shell, historyApiFallback: true },
  // on demand, the dev server's first build of a chunk came after the federation runtime had
  // asked for it: a gift's dialog never opened in `pnpm dev` (decision 046)
  dev: { lazyCompilation: false },
  output: { assetPrefix: '/', cleanDistPath: true },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  tools: { rspack: { plugins: [...precompressPlugins(), federationRuntimeAsEsm()] } },
});
