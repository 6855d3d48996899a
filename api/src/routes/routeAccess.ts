/**
 * Who may call each route that is not a staff call (those are STAFF_CALLS, ./staffCalls): one table
 * beside the staff table, so that every route Fastify registers has exactly one access rule. The
 * authorization suite (./authorization.test.ts) runs every route of both tables for anonymous,
 * customer A, customer B on A's resources, staff without the permission, staff with it and the
 * super-user, and fails when a registered route has no entry; the table is rendered into
 * api/README.md (`routeAccessTable`).
 */
import { PERMISSIONS, type PermissionName } from 'shared-contracts';
import { STAFF_CALLS, type HttpMethod, type StaffCall } from './staffCalls';

/**
 * - `public`: anyone, signed in or not (a session changes nothing);
 * - `signedIn`: any signed-in user, customer or staff (401 without a session);
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
  | { kind: 'signedIn' }
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
}

const P = PERMISSIONS;
const UPLOADERS = [P.editarListas, P.criarListas] as const;

export const ROUTE_ACCESS = {
  health: { method: 'GET', path: '/health', access: { kind: 'public' }, usedBy: 'Monitoring' },
  staticFiles: { method: 'GET', path: '/static/*', access: { kind: 'public' }, usedBy: 'Pictures (covers, photos, products, library)' },
  corsPreflight: { method: 'OPTIONS', path: '*', access: { kind: 'public' }, usedBy: 'CORS preflight of the configured origins' },
  login: { method: 'POST', path: '/auth/login', access: { kind: 'public' }, usedBy: 'Employee login' },
  requestMagicLink: { method: 'POST', path: '/auth/request-magic-link', access: { kind: 'public' }, usedBy: 'Customer login' },
  verifyMagicLink: { method: 'POST', path: '/auth/verify-magic-link', access: { kind: 'public' }, usedBy: 'Magic-link sign-in' },
  logout: { method: 'POST', path: '/auth/logout', access: { kind: 'public' }, usedBy: "Header: 'Sair'" },
  me: {
    method: 'GET',
    path: '/auth/me',
    access: { kind: 'signedIn' },
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
  ordersCreate: { method: 'POST', path: '/shopify/webhooks/orders-create', access: { kind: 'signature' }, usedBy: 'The online store: orders/create (unpaid orders keep their holds)' },
  ordersPaid: { method: 'POST', path: '/shopify/webhooks/orders-paid', access: { kind: 'signature' }, usedBy: 'The online store: orders/paid' },
  ordersCancelled: { method: 'POST', path: '/shopify/webhooks/orders-cancelled', access: { kind: 'signature' }, usedBy: 'The online store: orders/cancelled' },
  refundsCreate: { method: 'POST', path: '/shopify/webhooks/refunds-create', access: { kind: 'signature' }, usedBy: 'The online store: refunds/create' },
  customerDashboard: { method: 'GET', path: '/cliente/listas/dashboard', access: { kind: 'ownCustomer' }, usedBy: 'Customer dashboard: counters' },
  customerLists: { method: 'GET', path: '/cliente/listas', access: { kind: 'ownCustomer' }, usedBy: "Customer dashboard: 'Minhas Listas'" },
  customerList: { method: 'GET', path: '/cliente/listas/:id/:codigo/:email', access: { kind: 'ownCustomer' }, usedBy: 'Customer list view, edit, share' },
  customerUpdateList: { method: 'PATCH', path: '/cliente/listas/:id', access: { kind: 'ownCustomer' }, usedBy: 'Customer list edit' },
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
