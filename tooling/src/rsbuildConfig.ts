/**
 * Build settings shared by the shell and the four remotes (Rsbuild): each app's
 * `rsbuild.config.ts` is a few lines on top of these, so that every team builds the same way.
 * Build-time only: never imported by app code.
 */
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import path from 'node:path';
import { rspack, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { consumedChakra, DEV_PORTS } from 'shared-contracts/federation';
import { SSR_EXTERNALS } from 'shared-contracts/ssr';
import { appShared, buildLabel } from './buildEnv';
import { REMOTES, type RemoteArea } from 'shared-contracts/routes';
import { sharedModuleFiles, startupChunkFiles, startupHeadTags, type ChunkInfo } from './buildStats';
import { FEDERATION_RUNTIME_CJS, esmSibling } from './federationRuntime';

/**
 * Shared modules resolve to what is already loaded. The default ('version-first') first asks every
 * registered remote for its versions: a guest would download every remote's entry, and one remote
 * that is down would make any later shared-module load fail in every area (found by the browser
 * test of a stopped remote).
 */
export const SHARE_STRATEGY = 'loaded-first' as const;

/** Text assets served precompressed (docs/architecture.md: static hosts send brotli or gzip as the browser asks). */
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
 * Builds the federation runtime from its packages' ES modules (decision 046). The federation
 * plugin names its runtime by `require.resolve`, which picks the CommonJS build: nothing of it
 * could be left out, and the shell's entry carried the whole SDK (Node's script loader, the build
 * plugins' option types). With the ES modules the shell's entry goes from 136.8 KB to 111.6 KB
 * (33.6 → 29.5 KB brotli) and each remote's from about 12.6 to 7 KB brotli. Same code, same
 * version: each package ships both builds.
 */
export function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (data: { createData?: { resource?: string } }) => {
    const esm = data.createData?.resource && esmSibling(data.createData.resource);
    if (esm) data.createData!.resource = esm;
  });
}

/**
 * The whole Rsbuild configuration of the remote of `area`: exposes './routes' (a screen per
 * route id of its area, see its src/routes.tsx), shares the singletons of ./federation, serves its
 * standalone dev host on its port, and resolves its chunks relative to its entry, wherever it is
 * deployed (`assetPrefix: 'auto'`: a release serves it from a version folder, see ./release).
 * `process.env.BUILD_LABEL` in its code is the build's label (`buildLabel`).
 */
export function remoteConfig(area: RemoteArea): RsbuildConfig {
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: REMOTES[area].name,
        exposes: { './routes': './src/routes.tsx' },
        shared: consumedChakra(appShared(), process.env.NODE_ENV === 'production'),
        shareStrategy: SHARE_STRATEGY,
        dts: false,
        // Production: use the federation runtime the shell provides instead of shipping a second
        // one in every remote entry (about 26 KiB). The standalone dev host has no shell: its
        // dev builds keep their own runtime.
        experiments: { externalRuntime: process.env.NODE_ENV === 'production', optimization: { target: 'web', disableRemote: true } },
      }),
    ],
    source: { entry: { index: './src/standalone/index.ts' }, define: { 'process.env.BUILD_LABEL': JSON.stringify(buildLabel()) } },
    html: { template: '../shared-contracts/src/ui/standalone.html' },
    server: { port: DEV_PORTS[area], cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    // as the shell's dev server (shell/rsbuild.config.ts, decision 046)
    dev: { lazyCompilation: false },
    output: { assetPrefix: 'auto', cleanDistPath: true, distPath: { root: buildDir() }, ...sourceMaps() },
    tools: { rspack: { output: { chunkLoadTimeout: 8000 }, plugins: [...precompressPlugins(), federationRuntimeAsEsm()] } },
  };
}

/**
 * The folder a build writes to: `DIST_PATH` when set (a release builds into a temporary folder,
 * scripts/release.ts), else dist/.
 */
export function buildDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DIST_PATH || 'dist';
}

/**
 * Source maps beside the scripts, not named in them (`hidden-source-map`), when `SOURCE_MAPS` is
 * `hidden`: what `pnpm bench --libraries` reads to tell what each library costs a guest (decision
 * 053). The scripts' code is the production build's; a release never sets it.
 */
export function sourceMaps(env: NodeJS.ProcessEnv = process.env): { sourceMap?: { js: 'hidden-source-map'; css: false } } {
  return env.SOURCE_MAPS === 'hidden' ? { sourceMap: { js: 'hidden-source-map', css: false } } : {};
}

/**
 * A server bundle (decision 029): `entry` as one CommonJS file per entry in `distRoot` for Node, no
 * chunk of its own (whoever runs it has only that file), not minified (stack traces stay readable).
 * `externals`: modules left to whoever runs the bundle (`require`d at run time).
 */
export function serverBundleConfig(options: { entry: Record<string, string>; distRoot: string; externals?: readonly string[] }): RsbuildConfig {
  return {
    source: { entry: options.entry, define: { 'process.env.BUILD_LABEL': JSON.stringify(buildLabel()) } },
    output: {
      target: 'node',
      module: false,
      distPath: { root: options.distRoot, js: '' },
      filename: { js: '[name].cjs' },
      cleanDistPath: true,
      minify: false,
      sourceMap: false,
      externals: Object.fromEntries((options.externals ?? []).map((name) => [name, `commonjs ${name}`])),
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: { rspack: { output: { library: { type: 'commonjs2' } }, plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })] } },
  };
}

/**
 * The server bundle of the remote of `area` (decision 029): its src/server.tsx as
 * `<build>/server/<name>.cjs`, beside its browser build, so that a release carries both. The
 * federation singletons are external (`SSR_EXTERNALS`): the page server lends its own.
 */
export function remoteServerConfig(area: RemoteArea): RsbuildConfig {
  return {
    plugins: [pluginReact()],
    ...serverBundleConfig({
      entry: { [REMOTES[area].name]: './src/server.tsx' },
      distRoot: path.join(buildDir(), 'server'),
      externals: SSR_EXTERNALS,
    }),
  };
}

/**
 * Preloads the start-up chunks (`startupChunkFiles`), so the browser fetches them with the HTML
 * instead of after the entry has run and asked for them, behind the entry (`startupHeadTags`);
 * names the files of the shared modules `pressShared` for the page loader to download when it
 * holds a press (decision 048).
 */
export function pluginStartupPreload(options: { entryImport: string; onDemandShared: string[]; pressShared?: string[] }): RsbuildPlugin {
  return {
    name: 'lista-de-presentes:startup-preload',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
        const chunks = (stats.chunks ?? []) as ChunkInfo[];
        const files = startupChunkFiles(chunks, options);
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        // a split shared with the start (Chakra's core, Emotion) is fetched with the start already
        const pressFiles = sharedModuleFiles(chunks, options.pressShared ?? []).filter((file) => !files.includes(file));
        return { headTags: startupHeadTags(headTags, files, prefix, pressFiles) as typeof headTags, bodyTags };
      });
    },
  };
}
