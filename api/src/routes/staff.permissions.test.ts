jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, type PermissionName } from 'shared-contracts';
import * as s from '../db/schema';
import { DEMO_CUSTOMERS, DEMO_USERS, PUBLIC_LIST_ID } from '../seed/fixtures';
import { createTestApp, headers, type TestContext } from '../test/helpers';
import { listForm, SAMPLE_FILIAL, sampleFixtures, STAFF_SAMPLES, type Sample, type SampleFixtures } from '../test/routeSamples';
import { fingerprint, loginStaff, sessionFor, staffWith } from '../test/staff';
import { STAFF_CALLS, staffPermissionTable, type StaffCall, type StaffCallName } from './staffCalls';

let t: TestContext;
let fixtures: SampleFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fixtures = await sampleFixtures(t);
});
afterAll(async () => {
  await t?.close();
});

async function call(c: StaffCall, sample: Sample, sid?: string) {
  return t.app.inject({
    method: c.method as 'GET',
    url: sample.url,
    headers: { ...headers(sid), ...(sample.contentType ? { 'content-type': sample.contentType } : {}) },
    ...(sample.payload ? { payload: sample.payload } : {}),
  });
}

type Actor = { label: string; sid: () => Promise<string | undefined>; allowed: (c: StaffCall) => boolean; status?: number };
const ALL_PERMISSIONS = Object.values(PERMISSIONS) as PermissionName[];
let nextUser = 7000;
const ACTORS: Actor[] = [
  { label: 'anonymous', sid: async () => undefined, allowed: () => false, status: 401 },
  { label: 'customer Maria', sid: () => sessionFor(t, 'cliente', DEMO_CUSTOMERS.maria.codigo), allowed: () => false },
  { label: 'staff with an empty group', sid: () => staffWith(t, ++nextUser, []), allowed: () => false },
  ...ALL_PERMISSIONS.map<Actor>((p) => ({
    label: `staff with only '${p}'`,
    // of the samples' branch: the till's undo is theirs (docs/decisions/037)
    sid: () => staffWith(t, ++nextUser, [p], SAMPLE_FILIAL),
    allowed: (c) => c.anyOf.includes(p),
  })),
  {
    label: 'view-only staff 1002',
    sid: () => loginStaff(t, DEMO_USERS.viewOnlyStaff.codigo, DEMO_USERS.viewOnlyStaff.senha),
    allowed: (c) => c.anyOf.includes(PERMISSIONS.verListas),
  },
  { label: 'full staff 1001', sid: () => loginStaff(t, DEMO_USERS.fullStaff.codigo, DEMO_USERS.fullStaff.senha), allowed: () => true },
  { label: 'super-user 1000', sid: () => loginStaff(t, DEMO_USERS.superUser.codigo, DEMO_USERS.superUser.senha), allowed: () => true },
];

describe('staff call table', () => {
  it('registers every staff call as a route', () => {
    for (const c of Object.values(STAFF_CALLS) as StaffCall[]) {
      expect({ call: `${c.method} ${c.path}`, registered: t.app.hasRoute({ method: c.method, url: c.path }) }).toEqual({
        call: `${c.method} ${c.path}`,
        registered: true,
      });
    }
  });

  it('is the table of api/README.md', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    expect(readme).toContain('## Staff calls and permissions');
    expect(readme).toContain(staffPermissionTable());
  });

  it('names only real permissions, each call at least one', () => {
    for (const c of Object.values(STAFF_CALLS) as StaffCall[]) {
      expect(c.anyOf.length).toBeGreaterThan(0);
      for (const p of c.anyOf) expect(ALL_PERMISSIONS).toContain(p);
    }
  });
});

describe.each(ACTORS)('$label', (actor) => {
  let sid: string | undefined;
  beforeAll(async () => {
    sid = await actor.sid();
  });

  it.each(Object.keys(STAFF_CALLS) as StaffCallName[])('%s', async (name) => {
    const c: StaffCall = STAFF_CALLS[name];
    const sample = await STAFF_SAMPLES[name](t, fixtures);
    const write = c.method !== 'GET';
    const before = write ? await fingerprint(t.db) : '';
    const res = await call(c, sample, sid);
    if (actor.allowed(c)) {
      expect(res.statusCode >= 200 && res.statusCode < 300 ? '2xx' : `${res.statusCode} ${res.body}`).toBe('2xx');
    } else {
      expect(res.statusCode).toBe(actor.status ?? 403);
      expect(typeof res.json().message).toBe('string');
      if (write) expect(await fingerprint(t.db)).toBe(before);
    }
  });
});

describe('explicit cases', () => {
  it('view-only 1002 cannot create a list (403) and nothing is written', async () => {
    const sid = await loginStaff(t, DEMO_USERS.viewOnlyStaff.codigo, DEMO_USERS.viewOnlyStaff.senha);
    const before = await t.db.$count(s.listas);
    const res = await t.app.inject({ method: 'POST', url: '/lista', headers: headers(sid), payload: listForm('Não deve existir') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para esta ação.');
    expect(await t.db.$count(s.listas)).toBe(before);
  });

  it('a signed-out call to a write is 401 even with a valid body', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/lista/status/${PUBLIC_LIST_ID}`, headers: headers(), payload: { status: 'arquivado' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão não encontrada ou expirada.');
  });
});
