/**
 * The map of `api/src`: which folder may import which. `pnpm --filter api run depcheck` (part of
 * `pnpm test`) fails on any import against these rules. Read top-down, the arrows run one way:
 *
 *   server.ts ─→ app.ts ─→ routes/        HTTP only: parse the request, call a domain module, answer
 *                             │            (staffCalls.ts and routeAccess.ts are the route tables)
 *                             ↓
 *             images/   shop/   till/     domain modules by subject: pictures and the cover library,
 *                  ↘      ↓      ↙         online giving and orders, the till, built on
 *                       lists/             the list queries, items and kits, the owner's view
 *                         │
 *                         ↓
 *                  context.ts  config.ts   the app's context type (it names the store port's type,
 *                         │                onlineStore/port.ts, below it with its Shopify adapter)
 *                         │                and the settings
 *                         ↓
 *                  auth/ ─→ mail/          signing in and access (sessions, sign-in links, trusted
 *                         │                devices, checks); mail (outbox, worker, every template)
 *                         ↓
 *                        lib/              cross-cutting helpers (errors, crypto, cookies, XSRF, rate
 *                         │                limits, HTML escaping, metrics): no subject, no context
 *                         ↓
 *                        db/               the schema and the connection
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
      name: 'routes-do-not-query-the-database',
      severity: 'error',
      comment:
        'Routes are HTTP only: they parse, check access and call a domain module with plain values. ' +
        'A query (the schema of db/schema.ts) belongs in the domain module of its subject or lib/.',
      from: { path: '^src/routes/', pathNot: TESTS },
      to: { path: '^src/db/schema' },
    },
    {
      name: 'lib-is-below-the-domain',
      severity: 'error',
      comment:
        'lib/ holds what every layer uses; it knows no subject of the product (lists/, images/, ' +
        "shop/), no route, and not the app's context (context.ts): a helper takes what it reads " +
        '(db, now) as its own small interface, which AppContext satisfies.',
      from: { path: '^src/lib/', pathNot: TESTS },
      to: { path: '^src/(lists|images|shop|routes|auth|mail)/|^src/context\\.ts$' },
    },
    {
      name: 'auth-is-one-home-below-the-domain',
      severity: 'error',
      comment:
        'auth/ is the one home of signing in and access: sessions, sign-in links and their ' +
        'consumption, trusted devices, the access checks, sending the sign-in mails. The subjects ' +
        'and routes build on it; it knows none of them nor the context, only lib/, db/ and mail/.',
      from: { path: '^src/auth/', pathNot: TESTS },
      to: { path: '^src/(lists|images|shop|routes|jobs|seed)/|^src/(context|app|server)\\.ts$' },
    },
    {
      name: 'mail-is-one-home-below-auth',
      severity: 'error',
      comment:
        'mail/ is the one home of mail: the outbox and its worker (mailer.ts), every template ' +
        "(the owner's mails, the sign-in mails) with one greeting by the product's first-name rule. " +
        'Templates take plain values; mail/ imports only lib/, db/ and the job library.',
      from: { path: '^src/mail/', pathNot: TESTS },
      to: { path: '^src/(lists|images|shop|routes|auth|seed)/|^src/(context|app|server)\\.ts$' },
    },
    {
      name: 'online-store-port-below-the-context',
      severity: 'error',
      comment:
        "onlineStore/ is the port to the chain's online store (port.ts: what the API needs of it) and " +
        'its Shopify adapter (shopify.ts). The context names the port, so it stands below the context ' +
        'and every subject: it imports only lib/ (the Log type) and the configuration.',
      from: { path: '^src/onlineStore/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/onlineStore/', '^src/lib/', '^src/config\\.ts$'] },
    },
    {
      name: 'database-below-the-job-library',
      severity: 'error',
      comment:
        'db/ is the ground floor: the migrations create the job queues, whose names live in ' +
        'db/queues.ts; the job library (jobs/) builds on db/, never the other way round.',
      from: { path: '^src/db/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/db/' },
    },
    {
      name: 'till-and-online-giving-apart',
      severity: 'error',
      comment:
        "The till (till/: gifts registered in a store) and online giving (shop/) are siblings on " +
        'lists/: the database keeps their rules together (one lock order, decisions 028 and 035), ' +
        'not imports. Neither imports the other.',
      from: { path: '^src/till/', pathNot: TESTS },
      to: { path: '^src/shop/' },
    },
    {
      name: 'shop-does-not-import-the-till',
      severity: 'error',
      comment: 'See till-and-online-giving-apart.',
      from: { path: '^src/shop/', pathNot: TESTS },
      to: { path: '^src/till/' },
    },
    {
      name: 'lists-below-shop-and-images',
      severity: 'error',
      comment:
        'lists/ (lists, items, kits, the owner\'s view) is the base subject: giving (shop/) and pictures ' +
        '(images/) build on it, never the other way round. A text both need lives in lists/messages.ts.',
      from: { path: '^src/lists/', pathNot: TESTS },
      to: { path: '^src/(shop|images)/' },
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
        'run time only server.ts seeds an empty embedded database on start (seed/index.ts), and ' +
        'migrate.ts a demo database when SEED_DEMO=1 (compose.yaml); `pnpm seed` is seed/cli.ts, ' +
        'and tests seed their databases.',
      from: { path: '^src/', pathNot: ['^src/seed/', '^src/(server|migrate)\\.ts$', TESTS] },
      to: { path: '^src/seed/' },
    },
    {
      name: 'server-seeds-through-index',
      severity: 'error',
      comment: "server.ts and migrate.ts use the seed's entry point only (seed/index.ts), not its parts.",
      from: { path: '^src/(server|migrate)\\.ts$' },
      to: { path: '^src/seed/', pathNot: '^src/seed/index\\.ts$' },
    },
    {
      name: 'sandbox-store-is-outside',
      severity: 'error',
      comment:
        'The sandbox store stands in for an outside system (the online store): it could move to a ' +
        'package of its own without edits. It imports nothing of the API but the types of the store ' +
        "port (onlineStore/port.ts); its constants (cart attribute keys, API version) are its own copies. " +
        'Its tests may check it against the API.',
      from: { path: '^src/sandbox-store/', pathNot: TESTS },
      to: { path: '^src/', pathNot: ['^src/sandbox-store/', '^src/onlineStore/port\\.ts$'] },
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
      to: { path: '^src/onlineStore/port\\.ts$', dependencyTypesNot: ['type-only'] },
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
