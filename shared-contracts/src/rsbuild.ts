/**
 * Build settings shared by the shell and the four remotes (Rsbuild): each app's
 * `rsbuild.config.ts` is a few lines on top of these, so that every team builds the same way.
 * Build-time only: never imported by app code.
 */
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, federationShared } from './federation';
import { REMOTES, type RemoteArea } from './routes';

/** Text assets served precompressed (DESIGN: static hosts send brotli or gzip as the browser asks). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) sibling of every text asset, so
 * that a static host sends them with `Content-Encoding` instead of compressing on each request.
 */
export function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 1 } as const;
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * The whole Rsbuild configuration of the remote of `area`: exposes './routes' (a screen per
 * route id of its area, see its src/routes.tsx), shares the singletons of ./federation, serves its
 * standalone dev host on its port, and resolves its chunks relative to its entry, wherever it is
 * deployed (`assetPrefix: 'auto'`).
 */
export function remoteConfig(area: RemoteArea): RsbuildConfig {
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: REMOTES[area].name,
        exposes: { './routes': './src/routes.tsx' },
        shared: federationShared,
        dts: false,
      }),
    ],
    source: { entry: { index: './src/standalone/index.ts' } },
    html: { template: '../shared-contracts/src/ui/standalone.html' },
    server: { port: DEV_PORTS[area], cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    output: { assetPrefix: 'auto', cleanDistPath: true },
    tools: { rspack: { output: { chunkLoadTimeout: 8000 }, plugins: precompressPlugins() } },
  };
}
