import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from 'build-tooling/rsbuild';

/**
 * remote-funcionario: built and deployed alone; the shell finds it through the runtime configuration.
 * The settings every remote shares are in tooling/src/rsbuildConfig.ts.
 */
export default defineConfig(remoteConfig('funcionario'));
