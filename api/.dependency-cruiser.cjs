/**
 * The map of `api/src`: which folder may import which. `pnpm --filter api run depcheck` (part of
 * `pnpm test`) fails on any import against these rules. Read top-down, the arrows run one way:
 *
 *   server.ts ─→ app.ts ─→ routes/        HTTP only: parse the request, call a domain module, answer
 *                             │            (staffCalls.ts and routeAccess.ts are the route tables)
 *                             ↓
 *                 lists/  images/  shop/   domain modules by subject: the list queries and items and
 *                             │            kits, pictures and the cover library, giving and orders
 *                             ↓
 *                 lib/  context.ts  config.ts    cross-cutting helpers (errors, crypto, sessions,
 *                             │                  access, mail, rate limits) and the app's context type
 *                             ↓
 *                            db/            the schema and the connection
 *
 * Beside them: seed/ (demo data, written through the domain modules; run by `pnpm seed` and, on an
 * empty embedded database, by server.ts), sandbox-store/ (a stand-in for the online store: an
 * outside system that only knows the store port's types; the API writes its catalogue file with
 * shop/sandboxCatalogue.ts), test/ (helpers: tests may import anything).
 *
 * The rules cover api/src; the front end (shell, remotes, shared-contracts) has its own map in
 * ../.dependency-cruiser.cjs, run by the same `pnpm run depcheck`.
 */
const TESTS = '(\\.test\\.ts$|^src/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle, type-only imports included: a cycle means two modules cannot be understood ' +
        '(or moved) one without the other. Shared types go one level down (the app context is context.ts).',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'only-app-imports-routes',
      severity: 'error',
      comment:
        'Route files are HTTP only; nothing builds on them. Only app.ts (which registers them) and ' +
        'tests import a route file. Anything a second module needs (a query, a schema, a message) ' +
        'belongs in a domain module (lists/, images/, shop/) or lib/.',
      from: { path: '^src/', pathNot: ['^src/app\\.ts$', '^src/routes/', TESTS] },
      to: { path: '^src/routes/' },
    },
    {
      name: 'routes-do-not-import-routes',
      severity: 'error',
      comment:
        'A route file does not import another route file; it may use the route tables ' +
        '(staffCalls.ts: the staff calls and their guard; routeAccess.ts: every other route and its guard).',
      from: { path: '^src/routes/', pathNot: TESTS },
      to: { path: '^src/routes/', pathNot: ['^src/routes/(staffCalls|routeAccess)\\.ts$'] },
    },
    {
      name: 'domain-does-not-import-app',
      severity: 'error',
      comment:
        'app.ts and server.ts assemble the application; nothing below them imports them (the ' +
        "context type is context.ts). The sandbox store's own app.ts/server.ts are its own.",
      from: { path: '^src/', pathNot: ['^src/server\\.ts$', '^src/sandbox-store/', TESTS] },
      to: { path: '^src/(app|server)\\.ts$' },
    },
    {
      name: 'no-seed-at-runtime',
      severity: 'error',
      comment:
        'The seed (demo data) is written through the domain modules, never the other way round. At ' +
        'run time only server.ts seeds an empty embedded database on start (seed/index.ts); ' +
        '`pnpm seed` is seed/cli.ts, and tests seed their databases.',
      from: { path: '^src/', pathNot: ['^src/seed/', '^src/server\\.ts$', TESTS] },
      to: { path: '^src/seed/' },
    },
    {
      name: 'server-seeds-through-index',
      severity: 'error',
      comment: "server.ts uses the seed's entry point only (seed/index.ts), not its parts.",
      from: { path: '^src/server\\.ts$' },
      to: { path: '^src/seed/', pathNot: '^src/seed/index\\.ts$' },
    },
    {
      name: 'sandbox-store-is-outside',
      severity: 'error',
      comment:
        'The sandbox store stands in for an outside system (the online store): it could move to a ' +
        'package of its own without edits. It imports nothing of the API but the types of the store ' +
        "port (shop/store.ts); its constants (cart attribute keys, API version) are its own copies. " +
        'Its tests may check it against the API.',
      from: { path: '^src/sandbox-store/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/sandbox-store/', '^src/shop/store\\.ts$'] },
    },
    {
      name: 'sandbox-store-imports-no-workspace-package',
      severity: 'error',
      comment: 'Nor the shared contracts of the product: an outside system knows only its own code and the port it serves.',
      from: { path: '^src/sandbox-store/', pathNot: TESTS },
      to: { path: 'shared-contracts/' },
    },
    {
      name: 'sandbox-store-port-types-only',
      severity: 'error',
      comment: 'From the store port the sandbox store takes types only (`import type`), never code.',
      from: { path: '^src/sandbox-store/', pathNot: TESTS },
      to: { path: '^src/shop/store\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-does-not-import-sandbox-store',
      severity: 'error',
      comment:
        'The API talks to the sandbox store as to Shopify, over HTTP. The one exception writes the ' +
        "catalogue file the sandbox reads (shop/sandboxCatalogue.ts, in the sandbox's format). " +
        'Tests may start the sandbox.',
      from: { path: '^src/', pathNot: ['^src/sandbox-store/', '^src/shop/sandboxCatalogue\\.ts$', TESTS] },
      to: { path: '^src/sandbox-store/' },
    },
    {
      name: 'catalogue-writer-knows-the-format-only',
      severity: 'error',
      comment: "The catalogue writer takes only the file's format from the sandbox store (sandbox-store/catalogue.ts).",
      from: { path: '^src/shop/sandboxCatalogue\\.ts$' },
      to: { path: '^src/sandbox-store/', pathNot: '^src/sandbox-store/catalogue\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    // type-only imports count (an `import type` cycle is still a cycle) and are told apart
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
