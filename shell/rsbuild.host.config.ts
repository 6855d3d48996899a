import { defineConfig } from '@rsbuild/core';
import { serverBundleConfig } from 'build-tooling/rsbuild';

/**
 * The page host (docs/decisions/032, 033): src/server/host/main.ts as one CommonJS file,
 * dist-server/host.cjs, beside the page server (rsbuild.server.config.ts, built first: this build
 * must not empty the folder), run by scripts/serve-static.mjs. Fastify, @fastify/static and
 * prom-client stay outside it, required from the shell's own dependencies at run time; the page
 * server is loaded from its own file (`--ssr`), so a remote's host runs without React.
 */
const config = serverBundleConfig({ entry: { host: './src/server/host/main.ts' }, distRoot: 'dist-server', externals: ['fastify', '@fastify/static', 'prom-client'] });

export default defineConfig({ ...config, output: { ...config.output, cleanDistPath: false } });
