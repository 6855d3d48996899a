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
 *
 * Inside each package the floors of docs/architecture.md ('Floors inside each package'), imports
 * running downwards only:
 *   a remote      entry (routes.tsx, standalone/, server.tsx, ssr/) → features (one folder per
 *                 screen) → its shared folders (SHARED_FOLDERS) → shared-contracts
 *   the shell     entry (index.ts, early.ts, bootstrap.tsx, ssrState.ts, pageLoader.ts, config/,
 *                 server/) → App.tsx and routing/ → features (auth/, header/, session/, pages/,
 *                 federation/)
 *   shared-contracts  testing/ → ui/, formik/ → entries (index.ts, early.ts, ssr.ts) → the contract's
 *                 modules (client/, routes.ts, navigation.ts, ...) → schemas/ → the ground (CONTRACTS_GROUND)
 * Tests and test helpers (TESTS) stand outside the floors: a screen's test may render the whole
 * page, but no code imports a test helper. tooling/src/floorRules.test.ts plants an import against
 * each floor rule and fails when one no longer fires.
 */
const APPS = '^(shell|remote-[a-z]+)/src/';

/** Tests and test helpers, outside the floors. */
const TESTS = ['\\.test\\.tsx?$', '^(shell|remote-[a-z]+|shared-contracts)/src/(test|testing)/'];

/**
 * The folders of a package that several of its features share: a feature imports its own folder,
 * these, and other packages (shared-contracts) only. A new shared folder is declared here.
 */
const SHARED_FOLDERS = {
  // give/: the giving path's parts (review dialog, store and online sections, guest note), used by
  // the list page (and its vale-presente) and the kit page; card/, categories/, stores/: the list
  // card, the categories and the branches of the home, the listings and the list page.
  'remote-public': ['give', 'card', 'categories', 'stores'],
  'remote-cliente': ['common'],
  'remote-funcionario': ['common'],
  'remote-kits': ['common'],
  shell: [],
};
/** Matches a module in a declared shared folder of its package. */
const SHARED = Object.entries(SHARED_FOLDERS)
  .filter(([, folders]) => folders.length > 0)
  .map(([pkg, folders]) => `^${pkg}/src/(?:${folders.join('|')})/`)
  .join('|');

/** A remote's entry floor: the exposed routes, the standalone start, the server render and its data. */
const REMOTE_ENTRY = '(routes\\.tsx$|server\\.tsx$|standalone/|ssr/)';
/** The shell's entry floor: its start in the browser and on the server; App.tsx and routing/ stand below it. */
const SHELL_ENTRY = '^shell/src/((?!App\\.tsx$)[^/]+\\.tsx?$|config/|server/)';
/** The ground floor of shared-contracts: plain values and functions that import no schema. */
const CONTRACTS_GROUND =
  '^shared-contracts/src/(constants|format|names|images|maps|config|swrKeys|pageMeta|federation|zodConfig|dateMask|share|returnPath|cotas|cotaRules|areaTexts)\\.ts$';
/** The UI floor of shared-contracts: React building blocks (ui/; formik/ for the screens that carry formik). */
const CONTRACTS_UI = '^shared-contracts/src/(ui|formik)/';
/** The entries of shared-contracts (its package exports that gather the contract; reports.ts: the report screen's call, decision 040; areaApi.ts and areaSchemas.ts: the signed-in areas' calls and answers, decision 041). */
const CONTRACTS_ENTRY = '^shared-contracts/src/(index|early|ssr|reports|areaApi|areaSchemas)\\.ts$';

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
    {
      name: 'no-code-imports-a-test-helper',
      severity: 'error',
      comment: 'Test helpers (src/test, src/testing: fixtures, sample users, render helpers) serve the tests only; no screen or module of a bundle imports them.',
      from: { path: '^(shell|remote-[a-z]+|shared-contracts)/src/', pathNot: TESTS },
      to: { path: '^(shell|remote-[a-z]+|shared-contracts)/src/(test|testing)/' },
    },
    {
      name: 'remote-entry-imported-by-no-feature',
      severity: 'error',
      comment: "A remote's entry floor (the routes.tsx that the shell loads, standalone/, server.tsx and ssr/) is the top: it imports the features, and nothing below imports it.",
      from: { path: '^(remote-[a-z]+)/src/', pathNot: [`^remote-[a-z]+/src/${REMOTE_ENTRY}`, ...TESTS] },
      to: { path: `^$1/src/${REMOTE_ENTRY}` },
    },
    {
      name: 'feature-imports-no-sibling-feature',
      severity: 'error',
      comment: "A feature folder of a remote or the shell (one screen or capability) imports its own folder and its package's declared shared folders (SHARED_FOLDERS) only, never a sibling feature: what two features need goes down into a shared folder or shared-contracts; the entry floor (and the shell's routing/) composes them.",
      from: {
        path: '^(shell|remote-[a-z]+)/src/([^/]+)/',
        pathNot: [SHARED, `^remote-[a-z]+/src/${REMOTE_ENTRY}`, '^shell/src/(routing|config|server)/', ...TESTS],
      },
      // the entry floors and the test helpers have rules of their own
      to: { path: '^$1/src/', pathNot: ['^$1/src/$2/', SHARED, `^$1/src/${REMOTE_ENTRY}`, SHELL_ENTRY, ...TESTS] },
    },
    {
      name: 'shared-folder-imports-no-feature',
      severity: 'error',
      comment: "A declared shared folder (SHARED_FOLDERS) is the floor under the features: it imports other shared folders of its package and shared-contracts, never a feature nor the entry.",
      from: { path: `^(?=${SHARED})(remote-[a-z]+|shell)/src/`, pathNot: TESTS },
      to: { path: '^$1/src/', pathNot: [SHARED, ...TESTS] },
    },
    {
      name: 'shell-entry-imported-by-entries-only',
      severity: 'error',
      comment: "The shell's entry floor (index.ts, early.ts, bootstrap.tsx, ssrState.ts, pageLoader.ts, config/, server/) starts the app in the browser or on the server; App.tsx, routing/ and the features below never import it.",
      from: { path: '^shell/src/', pathNot: [SHELL_ENTRY, ...TESTS] },
      to: { path: SHELL_ENTRY },
    },
    {
      name: 'contracts-ground-imports-only-the-ground',
      severity: 'error',
      comment: "The ground floor of shared-contracts (CONTRACTS_GROUND: constants, formatters, names, images, config, page metadata, federation settings, the return-path rule...) is plain values and functions: it imports nothing of the package above it, so that every floor can use it.",
      from: { path: CONTRACTS_GROUND },
      to: { path: '^shared-contracts/src/', pathNot: CONTRACTS_GROUND },
    },
    {
      name: 'contracts-schemas-import-only-the-ground',
      severity: 'error',
      comment: 'The zod schemas (schemas/: entities, calls, requests, forms) are the floor above the ground: they import each other and the ground only, never the client, the route table, the navigation state, the UI or an entry.',
      from: { path: '^shared-contracts/src/schemas/', pathNot: TESTS },
      to: { path: '^shared-contracts/src/', pathNot: ['^shared-contracts/src/schemas/', CONTRACTS_GROUND] },
    },
    {
      name: 'contracts-core-imports-no-ui-nor-entry',
      severity: 'error',
      comment: "The contract's modules (client/, routes.ts, navigation.ts, permissions.ts, ...) stand under the entries and the UI: they import neither the UI floor (CONTRACTS_UI: React building blocks, which import the contract through index.ts) nor an entry (index.ts, early.ts, ssr.ts, reports.ts).",
      from: { path: '^shared-contracts/src/', pathNot: [CONTRACTS_UI, CONTRACTS_ENTRY, ...TESTS] },
      to: { path: [CONTRACTS_UI, CONTRACTS_ENTRY] },
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
