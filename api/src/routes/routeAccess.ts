/**
 * Who may call each route that is not a staff call (those are STAFF_CALLS, ./staffCalls): one table
 * beside the staff table, so that every route Fastify registers has exactly one access rule, and
 * the rule is the guard. `accessRoute(app, name, handler)` registers the route of entry `name`
 * (method and path from the table) and runs the check of its `access.kind` before the handler, as
 * `staffRoute` does for the staff calls; no handler checks the kind of its caller itself. The
 * authorization suite (./authorization.test.ts) runs every route of both tables for anonymous,
 * customer A, customer B on A's resources, staff without the permission, staff with it and the
 * super-user, and fails when a registered route has no entry or was not registered through a
 * table's helper; the table is rendered into api/README.md (`routeAccessTable`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { PERMISSIONS, type AuthUser, type PermissionName } from 'shared-contracts';
import { meQuerySchema } from 'shared-contracts/requests';
import { guardedRoute, requireCustomer, requireCustomerOrStaff, requireUser, type CustomerUser } from '../auth/access';
import { safeEqual, sha256 } from '../lib/crypto';
import { HttpError, MSG, parseOr400 } from '../lib/errors';
import { currentUser } from '../auth/session';
import { verifyShopifyHmac, WEBHOOK_MSG, WEBHOOK_PATHS } from '../shop/webhook';
import { STAFF_CALLS, type HttpMethod, type StaffCall } from './staffCalls';

/**
 * - `public`: anyone, signed in or not (a session changes nothing);
 * - `signedIn`: any signed-in user, customer or staff (401 without a session); with `optional`,
 *   a call whose query says `optional=1` (meQuerySchema, 400 otherwise) passes without a session
 *   and its handler gets `null`;
 * - `ownCustomer`: a signed-in customer, with the codes and e-mail of that session, on that
 *   customer's own lists only (401 / 403; staff, super-user included, get 403);
 * - `customerOrStaff`: a customer (on their own list when `owned`) or staff holding any of `anyOf`
 *   (the super-user passes);
 * - `signature`: server to server (the online store's webhook): the HMAC of the body decides, never
 *   a session (401 without it);
 * - `demoKey`: the demo outbox, only with the per-start key (404 without it; absent in production).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn'; optional?: true }
  | { kind: 'ownCustomer' }
  | { kind: 'customerOrStaff'; anyOf: readonly PermissionName[]; owned: boolean }
  | { kind: 'signature' }
  | { kind: 'demoKey' };

/** One non-staff route: its rule and what uses it. */
export interface RouteEntry {
  method: HttpMethod | 'OPTIONS';
  path: string;
  access: RouteAccess;
  usedBy: string;
  /** Registered by this plugin rather than by `accessRoute` (the one case: CORS preflight). */
  plugin?: string;
}

const P = PERMISSIONS;
const UPLOADERS = [P.editarListas, P.criarListas] as const;

export const ROUTE_ACCESS = {
  health: { method: 'GET', path: '/health', access: { kind: 'public' }, usedBy: 'Monitoring' },
  healthLive: { method: 'GET', path: '/health/live', access: { kind: 'public' }, usedBy: 'Liveness probe: the process answers' },
  healthReady: { method: 'GET', path: '/health/ready', access: { kind: 'public' }, usedBy: 'Readiness probe: database, migrations, not draining' },
  staticFiles: { method: 'GET', path: '/static/*', access: { kind: 'public' }, usedBy: 'Pictures (covers, photos, products, library)' },
  corsPreflight: { method: 'OPTIONS', path: '*', access: { kind: 'public' }, usedBy: 'CORS preflight of the configured origins', plugin: '@fastify/cors' },
  login: { method: 'POST', path: '/auth/login', access: { kind: 'public' }, usedBy: 'Employee login' },
  requestMagicLink: { method: 'POST', path: '/auth/request-magic-link', access: { kind: 'public' }, usedBy: 'Customer login' },
  verifyMagicLink: { method: 'POST', path: '/auth/verify-magic-link', access: { kind: 'public' }, usedBy: 'Magic-link sign-in' },
  logout: { method: 'POST', path: '/auth/logout', access: { kind: 'public' }, usedBy: "Header: 'Sair'" },
  me: {
    method: 'GET',
    path: '/auth/me',
    access: { kind: 'signedIn', optional: true },
    usedBy: 'Session check on start and on every route change (`?optional=1`: 200 `{usuario: null}` without a session)',
  },
  publicLists: { method: 'GET', path: '/lista/publica', access: { kind: 'public' }, usedBy: '/listas' },
  publicListsIndex: { method: 'GET', path: '/lista/publica/index', access: { kind: 'public' }, usedBy: 'Home' },
  categories: { method: 'GET', path: '/lista_categoria', access: { kind: 'public' }, usedBy: "/listas: 'Tipo de Evento'" },
  shareList: {
    method: 'GET',
    path: '/lista/publica/share/:id',
    access: { kind: 'public' },
    usedBy: "/share/lista/{id}: a public, active list's id to its slug (the same 404 for any other id)",
  },
  listBySlug: { method: 'GET', path: '/lista/publica/slug/:slug', access: { kind: 'public' }, usedBy: '/lista/{slug} (a list that is not public has an unguessable slug)' },
  checkout: { method: 'POST', path: '/shopify/checkout', access: { kind: 'public' }, usedBy: "Guests: 'Comprar na loja online'" },
  valePresenteOptions: { method: 'GET', path: '/shopify/vale-presente', access: { kind: 'public' }, usedBy: "Guests: the 'Vale-presente' dialog's values" },
  valePresenteCheckout: { method: 'POST', path: '/shopify/vale-presente/checkout', access: { kind: 'public' }, usedBy: "Guests: 'Vale-presente' → 'Comprar na loja online'" },
  cotaCheckout: { method: 'POST', path: '/shopify/cota/checkout', access: { kind: 'public' }, usedBy: "Guests: 'Dar uma cota' → 'Comprar na loja online' (decision 043)" },
  ordersCreate: { method: 'POST', path: WEBHOOK_PATHS['orders/create'], access: { kind: 'signature' }, usedBy: 'The online store: orders/create (unpaid orders keep their holds)' },
  ordersPaid: { method: 'POST', path: WEBHOOK_PATHS['orders/paid'], access: { kind: 'signature' }, usedBy: 'The online store: orders/paid' },
  ordersCancelled: { method: 'POST', path: WEBHOOK_PATHS['orders/cancelled'], access: { kind: 'signature' }, usedBy: 'The online store: orders/cancelled' },
  refundsCreate: { method: 'POST', path: WEBHOOK_PATHS['refunds/create'], access: { kind: 'signature' }, usedBy: 'The online store: refunds/create' },
  customerDashboard: { method: 'GET', path: '/cliente/listas/dashboard', access: { kind: 'ownCustomer' }, usedBy: 'Customer dashboard: counters' },
  customerLists: { method: 'GET', path: '/cliente/listas', access: { kind: 'ownCustomer' }, usedBy: "Customer dashboard: 'Minhas Listas'" },
  customerList: { method: 'GET', path: '/cliente/listas/:id/:codigo/:email', access: { kind: 'ownCustomer' }, usedBy: 'Customer list view, edit, share' },
  customerUpdateList: { method: 'PATCH', path: '/cliente/listas/:id', access: { kind: 'ownCustomer' }, usedBy: 'Customer list edit' },
  customerReceivedGifts: {
    method: 'GET',
    path: '/cliente/listas/:id/presentes-recebidos',
    access: { kind: 'ownCustomer' },
    usedBy: "Customer list view: 'Presentes recebidos', 'Baixar planilha (CSV)' (decision 028)",
  },
  customerSetThanked: {
    method: 'PATCH',
    path: '/cliente/listas/:id/presentes-recebidos/agradecimento',
    access: { kind: 'ownCustomer' },
    usedBy: "Customer list view: 'Agradecimento enviado' (decision 028)",
  },
  customerSetItemCotas: {
    method: 'PUT',
    path: '/cliente/listas/:id/itens/:itemId/cotas',
    access: { kind: 'ownCustomer' },
    usedBy: "Customer list view: 'Aceita cotas' of a gift (decision 043)",
  },
  customerCompletionDiscount: {
    method: 'GET',
    path: '/cliente/listas/:id/desconto-conclusao',
    access: { kind: 'ownCustomer' },
    usedBy: "Customer list view: 'Desconto de conclusão' (decision 042)",
  },
  customerRequestCompletionDiscount: {
    method: 'POST',
    path: '/cliente/listas/:id/desconto-conclusao',
    access: { kind: 'ownCustomer' },
    usedBy: "Customer list view: 'Gerar meu código' (decision 042)",
  },
  customerCompletionDiscountCart: {
    method: 'POST',
    path: '/cliente/listas/:id/desconto-conclusao/carrinho',
    access: { kind: 'ownCustomer' },
    usedBy: "Customer list view: 'Comprar os itens restantes' (decision 042)",
  },
  bannerLibrary: { method: 'GET', path: '/images/library/banner', access: { kind: 'signedIn' }, usedBy: 'Cover library (customer and staff edit)' },
  upload: {
    method: 'POST',
    path: '/images/upload/:category',
    access: { kind: 'customerOrStaff', anyOf: UPLOADERS, owned: false },
    usedBy: 'Cover and profile photo uploads',
  },
  setListImage: {
    method: 'PUT',
    path: '/lista/:id/image',
    access: { kind: 'customerOrStaff', anyOf: [P.editarListas], owned: true },
    usedBy: 'Cover and profile photo of a list',
  },
  outboxJson: { method: 'GET', path: '/dev/outbox.json', access: { kind: 'demoKey' }, usedBy: 'Demo mode: the mails sent (browser tests, bench)' },
  outboxPage: { method: 'GET', path: '/dev/outbox', access: { kind: 'demoKey' }, usedBy: 'Demo mode: the mails sent (people)' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTE_ACCESS;

/** `METHOD path`, the key of a route in both tables. */
export const routeKey = (method: string, path: string): string => `${method} ${path}`;

/**
 * The rule of a registered route: a staff call (staff holding any of its permissions) or an entry
 * of ROUTE_ACCESS; a HEAD route has its GET's rule. Undefined for a route in neither table.
 */
export function accessOf(method: string, path: string): { name: string; access: RouteAccess | { kind: 'staff'; anyOf: readonly PermissionName[] } } | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  const staff = Object.entries(STAFF_CALLS).find(([, c]) => (c as StaffCall).method === m && c.path === path);
  if (staff) return { name: staff[0], access: { kind: 'staff', anyOf: (staff[1] as StaffCall).anyOf } };
  const entry = Object.entries(ROUTE_ACCESS).find(([, e]) => e.method === m && e.path === path);
  return entry ? { name: entry[0], access: entry[1].access } : undefined;
}

const describeAccess = (a: RouteAccess): string => {
  switch (a.kind) {
    case 'public':
      return 'anyone';
    case 'signedIn':
      return 'any signed-in user';
    case 'ownCustomer':
      return "the signed-in customer, with the session's own code and e-mail, on their own lists";
    case 'customerOrStaff':
      return `a customer${a.owned ? ' (own list, `ativo`)' : ''}, or staff with ${a.anyOf.map((p) => `'${p}'`).join(' or ')}`;
    case 'signature':
      return 'the online store (HMAC of the body), never a session';
    case 'demoKey':
      return 'demo mode only, with the outbox key of this start (404 otherwise)';
  }
};

/** The markdown table of ROUTE_ACCESS (api/README.md "Every other route"). */
export function routeAccessTable(): string {
  const rows = Object.values(ROUTE_ACCESS).map((e: RouteEntry) => `| \`${e.method} ${e.path}\` | ${describeAccess(e.access)} | ${e.usedBy} |`);
  return ['| Route | Who may call | Used by |', '|---|---|---|', ...rows].join('\n');
}

/* ---------- The guard: registering a route from its entry ---------- */

type Registrable = { [N in RouteName]: (typeof ROUTE_ACCESS)[N] extends { plugin: string } ? never : N }[RouteName];
type AccessOf<N extends RouteName> = (typeof ROUTE_ACCESS)[N]['access'];

/** What the guard of an access kind hands the handler: the caller it checked. */
export type CallerOf<A extends RouteAccess> = A extends { kind: 'ownCustomer' }
  ? CustomerUser
  : A extends { kind: 'signedIn'; optional: true }
    ? AuthUser | null
    : A extends { kind: 'signedIn' } | { kind: 'customerOrStaff' }
      ? AuthUser
      : undefined;

/** A route handler that also gets the caller its entry's guard checked. */
export type AccessHandler<N extends RouteName> = (
  request: FastifyRequest,
  reply: FastifyReply,
  caller: CallerOf<AccessOf<N>>,
) => Promise<unknown>;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The check of `access` for `app`, run before the handler (after body parsing); resolves to the
 * caller it let through, throws the refusal (401 / 403 / 404, pt-BR message) otherwise. Null for a
 * public route: nothing to check, no hook.
 */
function guardOf(app: FastifyInstance, name: string, access: RouteAccess): ((request: FastifyRequest) => Promise<unknown>) | null {
  const ctx = app.ctx;
  switch (access.kind) {
    case 'public':
      return null;
    case 'signedIn':
      return async (request) => {
        if (access.optional && parseOr400(meQuerySchema, request.query).optional) return currentUser(ctx.db, request, ctx.now());
        return requireUser(ctx, request);
      };
    case 'ownCustomer':
      return (request) => requireCustomer(ctx, request);
    case 'customerOrStaff':
      return (request) => requireCustomerOrStaff(ctx, request, access.anyOf);
    case 'signature':
      // the raw bytes of the body: the webhook routes keep JSON unparsed (routes/shop.ts)
      return async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!verifyShopifyHmac(raw, header(request.headers['x-shopify-hmac-sha256']), ctx.config.shopify.webhookSecret)) {
          request.log.warn({ route: name }, 'webhook: refused (missing or wrong signature)');
          throw new HttpError(401, WEBHOOK_MSG.badSignature);
        }
        return undefined;
      };
    case 'demoKey': {
      // the key of this start (hashes compared in constant time: no length leak); 404 as if absent
      const expected = ctx.outboxKey ? sha256(ctx.outboxKey) : null;
      return async (request) => {
        const query = request.query as Record<string, unknown> | undefined;
        const given = typeof query?.key === 'string' ? query.key : request.headers['x-outbox-key'];
        if (expected === null || typeof given !== 'string' || !safeEqual(sha256(given), expected)) throw new HttpError(404, MSG.notFoundRoute);
        return undefined;
      };
    }
  }
}

/**
 * Registers the route of entry `name` of ROUTE_ACCESS: method and path from the table, the check
 * of its `access.kind` before the handler (so a refused call never touches data), the caller it
 * checked as the handler's third argument, XSRF exemption for server-to-server (`signature`)
 * routes, and the entry's name in the route config (`accessEntry`), by which the authorization
 * suite tells that no route bypasses the table. `options`: other route options (helmet, ...).
 */
export function accessRoute<N extends Registrable>(
  app: FastifyInstance,
  name: N,
  handler: AccessHandler<N>,
  options: Omit<RouteShorthandOptions, 'preHandler' | 'config'> = {},
): void {
  const entry: RouteEntry = ROUTE_ACCESS[name];
  if (entry.plugin) throw new Error(`route ${name} is registered by ${entry.plugin}`);
  const config = { accessEntry: name, ...(entry.access.kind === 'signature' ? { xsrfExempt: true } : {}) };
  guardedRoute(app, { method: entry.method, url: entry.path, config, options }, guardOf(app, name, entry.access), handler as (request: FastifyRequest, reply: FastifyReply, caller: unknown) => Promise<unknown>);
}
