jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, type PermissionName } from 'shared-contracts';
import * as s from '../db/schema';
import { colourCode, sizeCode } from '../seed/catalogue';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS, DEMO_USERS, PUBLIC_LIST_ID } from '../seed/fixtures';
import { createTestApp, headers, type TestContext } from '../test/helpers';
import { filePart, formData, png } from '../test/multipart';
import { activeProducts, demoProduct, fingerprint, imageEditableProducts, loginStaff, newItem, newKit, newList, sessionFor, staffWith } from '../test/staff';
import { STAFF_CALLS, staffPermissionTable, type StaffCall, type StaffCallName } from './staffCalls';

let t: TestContext;
let productCode: string;
let imageProductCode: string;
let cups: number;
let tee: Awaited<ReturnType<typeof demoProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  productCode = (await activeProducts(t.db))[0]!.codigo;
  imageProductCode = (await imageEditableProducts(t.db))[0]!.codigo;
  cups = (await demoProduct(t.db, DEMO_PRODUCTS.cups.codigo)).ordem;
  tee = await demoProduct(t.db, DEMO_PRODUCTS.kidsTee.codigo);
});
afterAll(async () => {
  await t?.close();
});

interface Sample {
  url: string;
  /** A JSON body, or a raw body (multipart) with its `contentType`. */
  payload?: Record<string, unknown> | Buffer;
  contentType?: string;
}

let nextCustomer = 9100;
const listForm = (titulo: string) => ({
  codigoCliFor: DEMO_CUSTOMERS.maria.codigo,
  vendedorId: 201,
  titulo,
  categoriaId: 2,
  filialId: 1,
  dataEvento: '2031-05-20',
  localEvento: 'Salão Azul, Macapá - AP',
});

/** A valid request for each staff call; writes get fresh targets so that each allowed call succeeds. */
const SAMPLES: Record<StaffCallName, () => Promise<Sample>> = {
  listLists: async () => ({ url: '/lista?status=arquivado&page=1' }),
  setListStatus: async () => ({ url: `/lista/status/${await newList(t.db)}`, payload: { status: 'arquivado' } }),
  metrics: async () => ({ url: '/lista/funcionario/metricas' }),
  branches: async () => ({ url: '/filial' }),
  getList: async () => ({ url: `/lista/${PUBLIC_LIST_ID}` }),
  createList: async () => ({ url: '/lista', payload: listForm('Lista criada no teste de permissões') }),
  updateList: async () => ({ url: `/lista/${await newList(t.db)}`, payload: listForm('Título alterado') }),
  getCliFor: async () => ({ url: `/cli_for/${DEMO_CUSTOMERS.joao.codigo}` }),
  updateCliForEmail: async () => {
    const codigo = ++nextCustomer;
    await t.db.insert(s.cliFor).values({ codigo, nome: 'Cliente Teste', email: `antes.${codigo}@example.com` });
    return { url: `/cli_for/${codigo}/email`, payload: { email: `depois.${codigo}@example.com` } };
  },
  getSeller: async () => ({ url: '/funcionarios/201' }),
  welcomeMail: async () => ({ url: '/mail/welcome', payload: { to: DEMO_CUSTOMERS.joao.email, name: DEMO_CUSTOMERS.joao.nome } }),
  listItems: async () => ({ url: `/lista-produtos/${PUBLIC_LIST_ID}?status=todos` }),
  updateItem: async () => ({ url: `/lista-produtos/${(await newItem(t.db, PUBLIC_LIST_ID)).id}`, payload: { quantidade: 3, descricao: 'Alterado' } }),
  setItemSold: async () => ({ url: `/lista-produtos/${(await newItem(t.db, PUBLIC_LIST_ID)).id}/vendido`, payload: { vendido: true } }),
  removeItem: async () => {
    const item = await newItem(t.db, PUBLIC_LIST_ID, 7);
    return { url: `/lista-produtos/${item.id}/${item.listaId}/produto/${item.ordemProdServ}` };
  },
  setAnchorSold: async () => ({ url: `/lista-produtos/anchor/${(await newKit(t.db, PUBLIC_LIST_ID)).anchor.id}/vendido`, payload: { vendido: true } }),
  removeKit: async () => ({ url: `/lista-produtos/anchor/${(await newKit(t.db, PUBLIC_LIST_ID)).anchor.id}` }),
  unlinkKitMember: async () => ({ url: `/lista-produtos/${(await newKit(t.db, PUBLIC_LIST_ID)).members[0]!.id}/unlink-kit` }),
  productLookup: async () => ({ url: `/produtos/${productCode}` }),
  productImage: async () => {
    const body = formData([filePart(await png(16, 16)), { name: 'codigo', data: imageProductCode }]);
    return { url: `/produtos/${imageProductCode}/imagem`, ...body };
  },
  addItem: async () => ({ url: '/lista-produtos', payload: { listaId: await newList(t.db), ordemProdServ: cups, quantidade: 1 } }),
  addVariantItem: async () => ({
    url: '/lista-produtos/add',
    payload: { listaId: await newList(t.db), ordemProdServ: tee.ordem, quantidade: 2, tamanhoCodigo: sizeCode('4 anos'), corCodigo: colourCode('Branco'), variavel: true },
  }),
  updateVariantItem: async () => {
    const item = await newItem(t.db, await newList(t.db), tee.ordem, { variavel: true, ordemProdServGrade: tee.grades[0]!.ordem });
    return { url: `/lista-produtos/variante/${item.id}`, payload: { variavel: true, quantidade: 1, tamanhoCodigo: sizeCode('6 anos'), corCodigo: colourCode('Amarelo') } };
  },
  createKit: async () => ({
    url: '/lista-produtos/kit',
    payload: { anchorItemId: (await newItem(t.db, await newList(t.db), cups)).id, items: [{ ordemProdServ: cups, quantidade: 1 }] },
  }),
  sizes: async () => ({ url: '/tamanhos?q=anos&take=10' }),
  colours: async () => ({ url: '/cores?sort=desc&skip=2' }),
};

async function call(c: StaffCall, sample: Sample, sid?: string) {
  return t.app.inject({
    method: c.method,
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
    sid: () => staffWith(t, ++nextUser, [p]),
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
    const sample = await SAMPLES[name]();
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
