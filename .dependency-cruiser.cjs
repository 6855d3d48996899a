/**
 * The map of the front end: which package may import which (the API has its own map,
 * api/.dependency-cruiser.cjs). `pnpm run depcheck` (part of `pnpm test`) fails on any import
 * against these rules.
 *
 *   shell/ ───────────────┐        the host: header, session, guards, sign-in, loading the remotes
 *   remote-public/ ───────┤
 *   remote-cliente/ ──────┼──→ shared-contracts/   the only code the areas share at runtime
 *   remote-funcionario/ ──┤
 *   remote-kits/ ─────────┘              ↑
 *   tooling/ (build-tooling) ──────────────┘ build and release tooling: Node only, at build time
 *
 * A remote never imports another remote nor the shell (they meet only through shared-contracts and
 * typed navigation state); the shell never imports a remote (it loads them at runtime by their
 * manifests); shared-contracts imports no app; no app imports the API's code; no browser code
 * imports the build tooling (only the apps' rsbuild.config.ts and scripts/ do); and no import cycle
 * anywhere, type-only imports included. Tests may import test helpers freely but follow the same
 * package rules.
 */
const APPS = '^(shell|remote-[a-z]+)/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only and lazy `import()` included: the modules of a cycle cannot be understood, split or moved one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remote-imports-no-other-remote',
      severity: 'error',
      comment: 'Each remote builds, tests and ships alone: it reaches another area only by a route of the route table and typed navigation state.',
      from: { path: '^(remote-[a-z]+)/' },
      to: { path: '^remote-[a-z]+/', pathNot: '^$1/' },
    },
    {
      name: 'no-app-imports-the-shell',
      severity: 'error',
      comment: 'The shell is the host, loaded first; the remotes and shared-contracts get what they need from shared-contracts (session context, route table).',
      from: { path: '^(remote-[a-z]+|shared-contracts)/' },
      to: { path: '^shell/' },
    },
    {
      name: 'browser-code-imports-no-page-server',
      severity: 'error',
      comment: "shell/src/server is the page server's code (Node: file system, vm, @emotion/server), built into its own bundle (docs/decisions/029); the browser's code never imports it.",
      from: { path: '^(shell|remote-[a-z]+|shared-contracts)/src/', pathNot: '^shell/src/server/' },
      to: { path: '^shell/src/server/' },
    },
    {
      name: 'shell-imports-no-remote',
      severity: 'error',
      comment: 'The shell knows no remote at build time: it reads their manifests from runtime-config.json and loads them through the federation runtime.',
      from: { path: '^shell/' },
      to: { path: '^remote-[a-z]+/' },
    },
    {
      name: 'shared-contracts-imports-no-app',
      severity: 'error',
      comment: 'shared-contracts is the contract every area loads as one singleton; it depends on no area.',
      from: { path: '^shared-contracts/' },
      to: { path: '^(shell|remote-[a-z]+|api)/' },
    },
    {
      name: 'apps-import-no-api-code',
      severity: 'error',
      comment: 'The browser talks to the API over HTTP only, with the schemas of shared-contracts.',
      from: { path: APPS },
      to: { path: '^api/' },
    },
    {
      name: 'no-browser-code-imports-the-tooling',
      severity: 'error',
      comment: 'tooling/ (build-tooling) is Node code for building and releasing: Rsbuild settings, build stats, release pointers. It never enters a bundle.',
      from: { path: '^(shell|remote-[a-z]+|shared-contracts)/src/' },
      to: { path: '^tooling/' },
    },
    {
      name: 'tooling-imports-no-app',
      severity: 'error',
      comment: 'The tooling builds every app alike; it reads only the contract (route table, federation settings).',
      from: { path: '^tooling/' },
      to: { path: '^(shell|remote-[a-z]+|api)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
