import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, federationShared } from 'shared-contracts/federation';
import { precompressPlugins } from 'shared-contracts/rsbuild';

/**
 * The host. It knows no remote URL at build time: remotes are registered at runtime from
 * /runtime-config.json (see src/federation/remotes.ts).
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: { ...federationShared, 'react-dom': { ...federationShared['react-dom'], eager: false } },
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Lista de Presentes',
    template: './src/index.html',
  },
  server: { port: DEV_PORTS.shell, historyApiFallback: true },
  output: { assetPrefix: '/', cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: { plugins: precompressPlugins() } },
});
