import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from 'shared-contracts/rsbuild';

/**
 * remote-kits: built and deployed alone; the shell finds it through the runtime configuration.
 * The settings every remote shares are in shared-contracts/src/rsbuild.ts.
 */
export default defineConfig(remoteConfig('kits'));
