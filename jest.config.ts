import os from 'node:os';
import type { Config } from 'jest';

/** One jest run over every package: jsdom for UI packages, node for the API and contracts' pure rules. */
const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ] as [string, unknown],
};

const ui = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: swc,
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ui.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '\\.(css|png|jpg|svg)$': '<rootDir>/../jest.asset-stub.js',
    // shared-contracts/ui imports the package by its own name (self-reference), as the bundler does
    '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
  },
});

const config: Config = {
  // jest's default leaves one core idle; the suites wait on the database and timers much of the
  // time, so two workers on a 2-core machine finish the UI projects about 28 % sooner (decision 039)
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // a screen test drives a whole form with userEvent: 5 s is too short while another worker runs
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'shared-contracts',
      rootDir: '<rootDir>/shared-contracts',
      testEnvironment: 'jsdom',
      transform: swc,
      moduleNameMapper: { '^shared-contracts$': '<rootDir>/src/index.ts' },
      // the UI building blocks of shared-contracts/ui are tested like the apps' screens
      setupFilesAfterEnv: ['<rootDir>/../jest.setup.ui.ts'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    },
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      transform: swc,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: swc,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/jestSetup.ts'],
      // shared-contracts' entries outside its singleton import the package by its own name
      moduleNameMapper: { '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts' },
    },
    {
      ...ui('shell'),
      // @fastify/static (the page host's files) and Fastify's inject require content-disposition and cookie, which ship ES
      // modules only (Node 20.19 requires them, jest does not): swc makes them CommonJS
      transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(content-disposition|cookie)@|(content-disposition|cookie)/)'],
    },
    ui('remote-public'),
    ui('remote-cliente'),
    ui('remote-funcionario'),
    ui('remote-kits'),
  ],
};

export default config;
