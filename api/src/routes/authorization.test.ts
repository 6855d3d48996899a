jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The authorization suite (decision 016): every route Fastify registered, generated from the route
 * tables (STAFF_CALLS and ROUTE_ACCESS; a HEAD route as its GET), for six callers: anonymous,
 * customer A (the owner of the samples' lists), customer B on A's resources, staff without the
 * route's permission (every other permission of the module), staff with it, and the super-user.
 * Each cell expects exactly what the table says; a refusal carries only a pt-BR message and, for a
 * write, changes nothing. A route in neither table fails the suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, type PermissionName } from 'shared-contracts';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../seed/fixtures';
import { headers } from '../test/helpers';
import { SAMPLE_FILIAL, sampleFixtures, sampleOf, type Sample, type SampleFixtures } from '../test/routeSamples';
import { createShopTestApp, type ShopTestContext } from '../test/shop';
import { fingerprint, sessionFor, staffWith } from '../test/staff';
import { accessOf, ROUTE_ACCESS, routeAccessTable, routeKey, type RouteAccess } from './routeAccess';
import { STAFF_CALLS } from './staffCalls';

let t: ShopTestContext;
let fixtures: SampleFixtures;
beforeAll(async () => {
  t = await createShopTestApp();
  fixtures = await sampleFixtures(t);
});
afterAll(async () => {
  await t?.close();
  console.log(`authorization suite: ${cells} cells (${routes().length} routes x ${ACTORS.length} callers), ${leaks} leaks`);
});

type Rule = RouteAccess | { kind: 'staff'; anyOf: readonly PermissionName[] };
type Expected = 'ok' | 401 | 403 | 404;
const ALL_PERMISSIONS = Object.values(PERMISSIONS) as PermissionName[];
const permissionsOf = (rule: Rule): readonly PermissionName[] => ('anyOf' in rule ? rule.anyOf : []);

let nextUser = 7500;
interface Actor {
  label: string;
  session: (rule: Rule) => Promise<string | undefined>;
  expect: (rule: Rule) => Expected;
}

/** What each caller may do under each rule (the README tables in words). */
const ACTORS: Actor[] = [
  {
    label: 'anonymous',
    session: async () => undefined,
    expect: (r) => (r.kind === 'public' || r.kind === 'signature' || r.kind === 'demoKey' ? 'ok' : 401),
  },
  {
    label: 'customer A',
    session: () => sessionFor(t, 'cliente', DEMO_CUSTOMERS.maria.codigo),
    expect: (r) => (r.kind === 'staff' ? 403 : 'ok'),
  },
  {
    label: "customer B on A's resources",
    session: () => sessionFor(t, 'cliente', DEMO_CUSTOMERS.joao.codigo),
    expect: (r) => (r.kind === 'staff' || r.kind === 'ownCustomer' || (r.kind === 'customerOrStaff' && r.owned) ? 403 : 'ok'),
  },
  {
    label: 'staff without the permission',
    session: (r) => staffWith(t, ++nextUser, ALL_PERMISSIONS.filter((p) => !permissionsOf(r).includes(p))),
    expect: (r) => (r.kind === 'staff' || r.kind === 'customerOrStaff' || r.kind === 'ownCustomer' ? 403 : 'ok'),
  },
  {
    label: 'staff with the permission',
    // of the samples' branch: the till's undo is theirs (docs/decisions/037)
    session: (r) => staffWith(t, ++nextUser, permissionsOf(r).length ? [permissionsOf(r)[0]!] : ALL_PERMISSIONS, SAMPLE_FILIAL),
    expect: (r) => (r.kind === 'ownCustomer' ? 403 : 'ok'),
  },
  {
    label: 'super-user',
    session: () => sessionFor(t, 'usuario', DEMO_USERS.superUser.codigo),
    expect: (r) => (r.kind === 'ownCustomer' ? 403 : 'ok'),
  },
];

/** Every route the app registered, with its rule (undefined: in no table). */
const routes = () => t.app.ctx.routes.map((r) => ({ ...r, rule: accessOf(r.method, r.url) }));

let cells = 0;
let leaks = 0;

async function send(sample: Sample, method: string, sid: string | undefined, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: method as 'GET',
    url: sample.url,
    headers: { ...headers(sid), ...(sample.contentType ? { 'content-type': sample.contentType } : {}), ...sample.headers, ...extra },
    ...(sample.payload !== undefined ? { payload: sample.payload as string } : {}),
  });
}

describe('the route tables', () => {
  it('name every route Fastify registered, and every entry is registered', () => {
    const missing = routes().filter((r) => !r.rule).map((r) => routeKey(r.method, r.url));
    expect(missing).toEqual([]);
    const registered = new Set(t.app.ctx.routes.map((r) => routeKey(r.method, r.url)));
    const entries = [...Object.values(STAFF_CALLS), ...Object.values(ROUTE_ACCESS)].map((e) => routeKey(e.method, e.path));
    expect(entries.filter((k) => !registered.has(k))).toEqual([]);
  });

  it('guard every route: each was registered through its entry (staffRoute / accessRoute), none inline', () => {
    // a route registered with app.get/post/... carries no entry name, so its guard (if any) would
    // be written in its handler, beside the table; only a plugin's route named in the table passes
    const bypassing = t.app.ctx.routes
      .filter((r) => {
        const rule = accessOf(r.method, r.url);
        if (rule && r.accessEntry === rule.name) return false;
        const entry = rule && (ROUTE_ACCESS as Record<string, { plugin?: string }>)[rule.name];
        return !(entry?.plugin && r.accessEntry === undefined);
      })
      .map((r) => `${routeKey(r.method, r.url)} (${r.accessEntry ?? 'no entry'})`);
    expect(bypassing).toEqual([]);
  });

  it('the table of the other routes is the one of api/README.md', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(routeAccessTable());
  });
});

describe.each(ACTORS)('$label', (actor) => {
  it('gets exactly what the tables allow on every route, and a refusal leaks and changes nothing', async () => {
    const outcomes: string[] = [];
    for (const route of routes()) {
      const { name, access } = route.rule!;
      const sample = await sampleOf(name, t, fixtures);
      const write = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      const before = write ? await fingerprint(t.db) : '';
      const res = await send(sample, route.method, await actor.session(access));
      cells++;
      const expected = actor.expect(access);
      const got: Expected | number = res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode;
      const label = `${routeKey(route.method, route.url)}: expected ${expected}, got ${got} ${got === 'ok' ? '' : res.body.slice(0, 120)}`;
      if (got !== expected) {
        if (got === 'ok') leaks++;
        outcomes.push(label);
        continue;
      }
      if (expected !== 'ok' && route.method !== 'HEAD') {
        const body = res.json() as Record<string, unknown>;
        if (Object.keys(body).some((k) => !['statusCode', 'error', 'message'].includes(k)) || typeof body.message !== 'string') outcomes.push(`${label}: body ${res.body}`);
        if (write && (await fingerprint(t.db)) !== before) outcomes.push(`${label}: the refused write changed data`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});

describe('the optional form of GET /auth/me', () => {
  it('tells every caller only who they are: no one without a session, never another user', async () => {
    for (const actor of ACTORS) {
      const sid = await actor.session({ kind: 'signedIn' });
      const res = await t.app.inject({ url: '/auth/me?optional=1', headers: headers(sid) });
      const plain = await t.app.inject({ url: '/auth/me', headers: headers(sid) });
      expect({ actor: actor.label, status: res.statusCode }).toEqual({ actor: actor.label, status: 200 });
      const { usuario } = res.json() as { usuario: unknown };
      expect({ actor: actor.label, usuario }).toEqual({ actor: actor.label, usuario: sid ? (plain.json() as { usuario: unknown }).usuario : null });
      cells++;
    }
  });
});

describe('routes no session opens', () => {
  it('the webhook without its signature is a 401 for every caller, the outbox without its key a 404', async () => {
    for (const actor of ACTORS) {
      const sid = await actor.session({ kind: 'public' });
      const webhook = await sampleOf('ordersPaid', t, fixtures);
      const unsigned = await send(webhook, 'POST', sid, { 'x-shopify-hmac-sha256': '' });
      expect({ actor: actor.label, status: unsigned.statusCode }).toEqual({ actor: actor.label, status: 401 });
      for (const name of ['outboxJson', 'outboxPage'] as const) {
        const outbox = await sampleOf(name, t, fixtures);
        const keyless = await send(outbox, 'GET', sid, { 'x-outbox-key': '' });
        expect({ actor: actor.label, name, status: keyless.statusCode }).toEqual({ actor: actor.label, name, status: 404 });
      }
      cells += 3;
    }
  });
});
