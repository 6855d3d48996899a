import { defineConfig } from '@rsbuild/core';
import { remoteServerConfig } from 'build-tooling/rsbuild';

/**
 * remote-public's server bundle (decision 029): src/server.tsx as dist/server/remote_public.cjs, built
 * after the browser build into the same folder, so that a release carries both.
 */
export default defineConfig(remoteServerConfig('public'));
