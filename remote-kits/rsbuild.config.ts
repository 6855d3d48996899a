import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, federationShared } from 'shared-contracts/federation';

/**
 * remote-kits: exposes './routes' (a screen per route id of its area, see src/routes.tsx).
 * Built and deployed alone; the shell finds it through the runtime configuration.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'remote_kits',
      exposes: { './routes': './src/routes.tsx' },
      shared: federationShared,
      dts: false,
    }),
  ],
  source: { entry: { index: './src/standalone/index.ts' } },
  html: { template: '../shared-contracts/src/ui/standalone.html' },
  server: { port: DEV_PORTS.kits, cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  // Chunks resolve relative to the remote entry, wherever it is deployed.
  output: { assetPrefix: 'auto', cleanDistPath: true },
  tools: { rspack: { output: { chunkLoadTimeout: 8000 } } },
});
