import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, ON_DEMAND_CHAKRA_MODULES } from 'shared-contracts/federation';
import { buildDir, federationRuntimeAsEsm, pluginStartupPreload, precompressPlugins, SHARE_STRATEGY, sourceMaps } from 'build-tooling/rsbuild';
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
    // ... and a press held before the app runs downloads the overlays' module (its dialog's) at once (decision 048).
    pluginStartupPreload({ entryImport: './bootstrap', onDemandShared: [...ON_DEMAND_CHAKRA_MODULES], pressShared: ['shared-contracts/chakra-overlays'] }),
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
  // The router's cookie and Set-Cookie helpers are server code (createCookie, the single fetch's
  // headers) that this app never calls: ignored in the browser build, 1.5 KB less on every guest
  // page (decision 051). hoist-non-react-statics (with react-is) serves only Emotion's `withTheme`,
  // which the shared Emotion leaves out (EMOTION_EXPORTS); SWR's shim of useSyncExternalStore is
  // React's own hook here: 1.8 KB less (decision 052).
  resolve: {
    alias: {
      cookie: false,
      'set-cookie-parser': false,
      'hoist-non-react-statics': false,
      'use-sync-external-store/shim$': path.resolve(__dirname, 'src/useSyncExternalStore.ts'),
    },
  },
  html: {
    title: 'Lista de Presentes',
    template: './src/index.html',
  },
  server: { port: DEV_PORTS.shell, historyApiFallback: true },
  // on demand, the dev server's first build of a chunk came after the federation runtime had
  // asked for it: a gift's dialog never opened in `pnpm dev` (decision 046)
  dev: { lazyCompilation: false },
  // `DIST_PATH` and `SOURCE_MAPS=hidden`: the build `pnpm bench --libraries` reads (decision 053)
  output: { assetPrefix: '/', cleanDistPath: true, distPath: { root: buildDir() }, ...sourceMaps() },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // Emotion's parts (serialize, hash, sheet, cache...) and React's JSX runtime each in one chunk
      // of their own: the split put a copy of each in two start-up chunks (Emotion's in the shared
      // Emotion module's and in the Chakra module's, the JSX runtime in the Chakra module's and in the
      // app's), which every guest page downloaded twice (936 B on the wire, decision 048). The empty
      // modules of the aliases above (`ignored|…`) and SWR's shim go with the JSX runtime, which every
      // start loads, instead of in chunks of 66 to 121 B of their own (decision 052).
      override: {
        cacheGroups: {
          emotionParts: { test: /node_modules[\\/]@emotion[\\/](serialize|memoize|hash|unitless|utils|use-insertion-effect-with-fallbacks|weak-memoize|sheet|cache)[\\/]/, name: 'emotion-parts', chunks: 'all', priority: 30, enforce: true },
          jsxRuntime: {
            test: (module: { identifier(): string }) => /node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)|src[\\/]useSyncExternalStore\.ts$|^ignored\|/.test(module.identifier()),
            name: 'jsx-runtime',
            chunks: 'all',
            priority: 30,
            enforce: true,
          },
        },
      },
    },
  },
  tools: { rspack: { plugins: [...precompressPlugins(), federationRuntimeAsEsm()] } },
});
