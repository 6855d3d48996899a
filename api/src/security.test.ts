jest.mock('fastify', () => require('./test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('./test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The nine findings that decisions 014 to 016 answer, each reproduced as an attacker would and
 * guarded here (the threats against giving of decision 020 are in ./security.giving.test.ts; the last
 * one, the silent session expiry, is a shell test: shell/src/session/SessionCheck.test.tsx). Every
 * test of this file failed on the code before the fix.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import * as s from './db/schema';
import type { Db } from './db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { hashPassword, MAX_PARALLEL_HASHES, verifyPassword } from './lib/crypto';
import { mintXsrfToken } from './lib/xsrf';
import { slugify } from './lists/slugs';
import { DEMO_CUSTOMERS, DEMO_USERS, PUBLIC_LIST_ID } from './seed/fixtures';
import { createTestApp, headers, PRESESSION, TEST_OUTBOX_KEY, useTestApp, type TestContext } from './test/helpers';
import { openTestDatabase } from './test/database';
import { filePart, formData, png, pngOfSize } from './test/multipart';
import { newList, sessionFor } from './test/staff';

const maria = DEMO_CUSTOMERS.maria;
const post = (t: TestContext, url: string, payload: unknown, sid?: string) =>
  t.app.inject({ method: 'POST', url, headers: headers(sid), payload: payload as object });

/** Staff list form (§5 Create list) with valid values. */
const listForm = (over: Record<string, unknown> = {}) => ({
  codigoCliFor: maria.codigo,
  vendedorId: 201,
  titulo: 'Lista do teste de segurança',
  categoriaId: 2,
  filialId: 1,
  dataEvento: '2031-05-20',
  localEvento: 'Salão Azul, Macapá - AP',
  ...over,
});

describe('finding 1: anyone could sign in as any customer through the dev outbox', () => {
  it('the API on its own runs in production mode, where no outbox exists to read a link from', async () => {
    expect(loadConfig({}).mode).toBe('production');
    const t = await createTestApp({ config: { mode: 'production' } });
    try {
      expect((await post(t, '/auth/request-magic-link', { email: maria.email })).statusCode).toBe(200);
      await t.app.ctx.background.idle();
      for (const url of [`/dev/outbox.json?to=${encodeURIComponent(maria.email)}&limit=1`, '/dev/outbox']) {
        expect((await t.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('demo mode answers the outbox only with the key made at start (404 without it)', async () => {
    const t = await createTestApp();
    try {
      await post(t, '/auth/request-magic-link', { email: maria.email });
      await t.app.ctx.background.idle();
      for (const url of ['/dev/outbox.json', '/dev/outbox.json?key=wrong', '/dev/outbox', `/dev/outbox.json?key=${TEST_OUTBOX_KEY}x`]) {
        const res = await t.app.inject({ url });
        expect({ url, status: res.statusCode, body: res.body.includes('token=') }).toEqual({ url, status: 404, body: false });
      }
      const keyed = await t.app.inject({ url: `/dev/outbox.json?key=${TEST_OUTBOX_KEY}&to=${encodeURIComponent(maria.email)}` });
      expect(keyed.statusCode).toBe(200);
      expect(keyed.body).toContain('token=');
    } finally {
      await t.close();
    }
  });

  it('demo mode refuses to start unless the API listens on loopback only', async () => {
    const database = await openTestDatabase();
    try {
      for (const host of ['0.0.0.0', '::', '192.168.0.10', 'example.com']) {
        await expect(buildApp({ db: database.db, seedIfEmpty: false, config: { mode: 'demo', host, dataDir: '/tmp/lista-api-test-data' } })).rejects.toThrow(/loopback/);
      }
    } finally {
      await database.close();
    }
  });
});

describe('finding 2: unlimited password guessing, and guessing slowed everyone', () => {
  let t: TestContext;
  useTestApp((app) => void (t = app), { config: { rateLimitFactor: 1 } });

  it('wrong passwords for one staff code get a 429 with a pt-BR message, even with the right password then', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post(t, '/auth/login', { id: DEMO_USERS.viewOnlyStaff.codigo, senha: `errada-${i}` })).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
    const right = await post(t, '/auth/login', { id: DEMO_USERS.viewOnlyStaff.codigo, senha: DEMO_USERS.viewOnlyStaff.senha });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(16 * 60_000);
    expect((await post(t, '/auth/login', { id: DEMO_USERS.viewOnlyStaff.codigo, senha: DEMO_USERS.viewOnlyStaff.senha })).statusCode).toBe(200);
  });

  it('one address guessing many codes gets a 429 after 20 attempts a minute', async () => {
    t.clock.advance(2 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post(t, '/auth/login', { id: 8000 + i, senha: 'qualquer' })).statusCode);
    expect(statuses.filter((c) => c === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('password hashing never blocks the event loop (async scrypt, never scryptSync)', async () => {
    t.clock.advance(2 * 60_000);
    const sync = jest.spyOn(crypto, 'scryptSync');
    try {
      expect((await post(t, '/auth/login', { id: DEMO_USERS.fullStaff.codigo, senha: 'errada-xyz' })).statusCode).toBe(401);
      expect((await post(t, '/auth/login', { id: 424242, senha: 'desconhecido' })).statusCode).toBe(401);
      expect(sync).not.toHaveBeenCalled();
    } finally {
      sync.mockRestore();
    }
  });
});

describe('guesses lock out only the guesser (decision 027)', () => {
  let t: TestContext;
  useTestApp((app) => void (t = app), { config: { rateLimitFactor: 1 } });
  const staff = DEMO_USERS.viewOnlyStaff;
  const login = (senha: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', headers: { ...headers(), ...(cookie ? { cookie: `${headers().cookie}; ${cookie}` } : {}) }, payload: { id: staff.codigo, senha }, remoteAddress });

  it('five wrong passwords from one address leave the staff member on another address free to sign in', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`errada-${i}`, '203.0.113.9')).statusCode).toBe(401);
    expect((await login(staff.senha, '203.0.113.9')).statusCode).toBe(429);
    expect((await login(staff.senha, '198.51.100.20')).statusCode).toBe(200);
  });

  it('waits grow for one address guessing one code: 15 minutes after 5, an hour after 10, a day after 20', async () => {
    t.clock.advance(25 * 3_600_000);
    const address = '203.0.113.10';
    const guess = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await login(`errada-${i}`, address)).statusCode).toBe(401);
      const refused = await login(staff.senha, address);
      expect(refused.statusCode).toBe(429);
      return Number(refused.headers['retry-after']);
    };
    expect(await guess(5)).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(15 * 60_000 + 1000);
    const hour = await guess(5);
    expect(hour).toBeGreaterThan(15 * 60);
    expect(hour).toBeLessThanOrEqual(60 * 60);
    t.clock.advance(hour * 1000 + 1000);
    await guess(5);
    t.clock.advance(15 * 60_000 + 1000);
    const day = await guess(5);
    expect(day).toBeGreaterThan(60 * 60);
    expect(day).toBeLessThanOrEqual(24 * 3600);
  });

  it('caps the guesses of all addresses at 100 a day per code, and a browser where the code signed in before still signs in', async () => {
    t.clock.advance(25 * 3_600_000);
    const known = await login(staff.senha, '198.51.100.30');
    expect(known.statusCode).toBe(200);
    const device = known.cookies.find((c) => c.name === 'lp_dispositivo');
    expect(device?.httpOnly).toBe(true);
    expect(device?.path).toBe('/auth');
    const [stored] = await t.db.select().from(s.dispositivosConfiaveis);
    expect(stored?.tokenHash).not.toBe(device?.value); // only its hash is kept

    for (let i = 0; i < 100; i++) expect((await login(`errada-${i}`, `10.9.${i >> 8}.${i & 255}`)).statusCode).toBe(401);
    expect((await login(staff.senha, '10.9.200.1')).statusCode).toBe(429);
    expect((await login(staff.senha, '10.9.200.1', `lp_dispositivo=${device!.value}`)).statusCode).toBe(200);
    // the known browser's own wrong passwords are still limited, for that browser alone
    for (let i = 0; i < 5; i++) expect((await login(`errada-${i}`, '10.9.200.2', `lp_dispositivo=${device!.value}`)).statusCode).toBe(401);
    expect((await login(staff.senha, '10.9.200.2', `lp_dispositivo=${device!.value}`)).statusCode).toBe(429);
  });
});

describe('finding 2: many guesses at once leave a core to everyone else', () => {
  it('at most MAX_PARALLEL_HASHES password hashes run at once; the others wait their turn', async () => {
    const stored = await hashPassword('segredo');
    const real = crypto.scrypt;
    let inFlight = 0;
    let most = 0;
    const spy = jest.spyOn(crypto, 'scrypt').mockImplementation(((password: string, salt: Buffer, keylen: number, done: (err: Error | null, key: Buffer) => void) => {
      most = Math.max(most, ++inFlight);
      real(password, salt, keylen, (err, key) => {
        inFlight--;
        done(err, key);
      });
    }) as unknown as typeof crypto.scrypt);
    try {
      const calls = MAX_PARALLEL_HASHES + 3;
      const results = await Promise.all(Array.from({ length: calls }, (_, i) => verifyPassword(i === calls - 1 ? 'segredo' : `errada-${i}`, stored)));
      expect(results.map((ok, i) => ({ i, ok }))).toEqual(results.map((_, i) => ({ i, ok: i === calls - 1 })));
      expect(spy).toHaveBeenCalledTimes(calls);
      expect(most).toBe(MAX_PARALLEL_HASHES);
    } finally {
      spy.mockRestore();
    }
  });
});

/** A database whose inserts into magic_link_tokens wait for `gate` (the test holds the work back). */
function holdMagicLinkInserts(db: Db, gate: Promise<void>): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'insert') return Reflect.get(target, prop, receiver);
      return (table: unknown) => {
        const builder = target.insert(table as typeof s.magicLinkTokens);
        if (table !== s.magicLinkTokens) return builder;
        return { values: (v: typeof s.magicLinkTokens.$inferInsert) => ({ then: (ok: () => void, fail: (e: unknown) => void) => gate.then(() => builder.values(v)).then(ok, fail) }) };
      };
    },
  });
}

/**
 * Maria asks for a magic link on an app in `mode` whose log is captured; returns her outbox rows
 * and the log's text once the request's background work (the mail) is done.
 */
async function requestLinkWithLog(mode: 'production' | 'demo') {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const t = await createTestApp({ config: { mode }, logger: { level: 'trace', stream } });
  try {
    expect((await post(t, '/auth/request-magic-link', { email: maria.email })).statusCode).toBe(200);
    await t.app.ctx.background.idle();
    const rows = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, maria.email));
    return { rows, log: lines.join('') };
  } finally {
    await t.close();
  }
}

describe('finding 3: magic-link tokens in clear text, old links alive, mail floods, a timing oracle', () => {
  it('production mode keeps neither the link nor the token: the outbox row is redacted and no log line has it', async () => {
    const { rows, log } = await requestLinkWithLog('production');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.link).toBeNull();
    expect(`${rows[0]!.text} ${rows[0]!.html}`).not.toMatch(/token=|auth\/magic/);
    expect(rows[0]!.text).toContain('[link removido]');
    expect(log).not.toMatch(/token=|auth\/magic/);
    expect(log).toContain('mail #');
  });

  it('demo mode keeps the link in its outbox (behind the key) but never writes it to the log', async () => {
    const { rows, log } = await requestLinkWithLog('demo');
    expect(rows[0]!.link).toMatch(/auth\/magic\?/);
    expect(log).toContain('mail #');
    expect(log).not.toMatch(/token=|auth\/magic/);
  });

  it('a new link revokes the older unused ones beyond the three newest', async () => {
    const t = await createTestApp();
    try {
      const tokens: string[] = [];
      const joao = DEMO_CUSTOMERS.joao.email;
      for (let i = 0; i < 4; i++) {
        await post(t, '/auth/request-magic-link', { email: joao });
        await t.app.ctx.background.idle();
        const mails = await t.db.select({ link: s.mailOutbox.link }).from(s.mailOutbox).where(eq(s.mailOutbox.to, joao)).orderBy(s.mailOutbox.id);
        tokens.push(new URL(mails.at(-1)!.link!).searchParams.get('token')!);
      }
      const alive = await t.db.select().from(s.magicLinkTokens).where(and(eq(s.magicLinkTokens.email, DEMO_CUSTOMERS.joao.email), isNull(s.magicLinkTokens.usedAt)));
      expect(alive).toHaveLength(3);
      const verify = (token: string) => post(t, '/auth/verify-magic-link', { email: DEMO_CUSTOMERS.joao.email, token });
      expect((await verify(tokens[0]!)).statusCode).toBe(401);
      expect((await verify(tokens[3]!)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('100 link requests for one address: 429 after 5, and only 5 mails', async () => {
    const t = await createTestApp({ config: { rateLimitFactor: 1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        // every request from another address: the limit per e-mail must hold on its own
        const res = await t.app.inject({ method: 'POST', url: '/auth/request-magic-link', headers: headers(), payload: { email: maria.email }, remoteAddress: `10.0.${i >> 8}.${i & 255}` });
        statuses.push(res.statusCode);
      }
      await t.app.ctx.background.idle();
      expect(statuses.filter((c) => c === 200)).toHaveLength(5);
      expect(statuses.filter((c) => c === 429)).toHaveLength(95);
      expect(await t.db.$count(s.mailOutbox, eq(s.mailOutbox.to, maria.email))).toBe(5);
    } finally {
      await t.close();
    }
  });

  it('the answer does not wait for the lookup, the token and the mail: the same for known and unknown addresses', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = await createTestApp({ wrapDb: (db) => holdMagicLinkInserts(db, gate) });
    let releasedByTimeout = false;
    const fallback = setTimeout(() => ((releasedByTimeout = true), release()), 5_000);
    try {
      const res = await post(t, '/auth/request-magic-link', { email: maria.email });
      expect(res.statusCode).toBe(200);
      expect(releasedByTimeout).toBe(false);
      const unknown = await post(t, '/auth/request-magic-link', { email: 'ninguem@example.com' });
      expect(unknown.json()).toEqual(res.json());
    } finally {
      clearTimeout(fallback);
      release();
      await t.app.ctx.background?.idle();
      await t.close();
    }
  });
});

describe('finding 4: unhandled 500s for a NUL byte, a number above 2^31-1, a path that does not decode', () => {
  let t: TestContext;
  useTestApp((app) => void (t = app));

  it('GET /lista/publica?search=%00 is a 400', async () => {
    const res = await t.app.inject({ url: '/lista/publica?search=%00' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('POST /auth/login {"id":2147483648} is a 400', async () => {
    const res = await post(t, '/auth/login', { id: 2147483648, senha: 'qualquer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Codigo é obrigatório');
  });

  it('GET /static/%25E0.png is a 404', async () => {
    expect((await t.app.inject({ url: '/static/%25E0.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/static/%E0.png' })).statusCode).toBe(404);
  });
});

describe('finding 5: ids parsed loosely (0x1F was list 31)', () => {
  let t: TestContext;
  let staff: string;
  let customer: string;
  useTestApp(async (app) => {
    t = app;
    staff = await sessionFor(t, 'usuario', DEMO_USERS.superUser.codigo);
    customer = await sessionFor(t, 'cliente', maria.codigo);
  });

  it.each(['0x1F', '1e2', '+5', '5.0', '0b11', '031', '2147483648', '-1', '0'])('%s is a 400 wherever an id is read', async (id) => {
    const before = await t.db.select().from(s.listas).where(eq(s.listas.id, 31));
    const calls = [
      t.app.inject({ url: `/cliente/listas/${id}/${maria.codigo}/${maria.email}`, headers: headers(customer) }),
      t.app.inject({ url: `/cliente/listas/1/${id}/${maria.email}`, headers: headers(customer) }),
      t.app.inject({ url: `/cliente/listas/dashboard?codigo=${encodeURIComponent(id)}&email=${maria.email}`, headers: headers(customer) }),
      t.app.inject({ method: 'PATCH', url: `/cliente/listas/${id}`, headers: headers(customer), payload: { codigo: maria.codigo, email: maria.email, titulo: 'Trocado' } }),
      t.app.inject({ method: 'PUT', url: `/lista/${id}/image`, headers: headers(staff), payload: { category: 'banner', url: '/static/library/banner-01.jpg', key: 'library/banner-01.jpg' } }),
      t.app.inject({ url: `/lista/publica?categoryId=${encodeURIComponent(id)}` }),
      t.app.inject({ url: `/lista?filialId=${encodeURIComponent(id)}`, headers: headers(staff) }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(s.listas).where(eq(s.listas.id, 31))).toEqual(before);
  });
});

describe('finding 6: the staff list form stored anything', () => {
  let t: TestContext;
  let staff: string;
  useTestApp(async (app) => {
    t = app;
    staff = await sessionFor(t, 'usuario', DEMO_USERS.fullStaff.codigo);
  });

  const bad: Array<[string, Record<string, unknown>]> = [
    ['a javascript: cover', { imagemCapa: 'javascript:alert(document.cookie)' }],
    ['an external cover', { imagemCapa: 'https://evil.example/capa.png' }],
    ['an external photo', { fotoLista: '//evil.example/foto.png' }],
    ['a made-up upload', { fotoLista: '/static/uploads/profile/nao-existe.jpg' }],
    ['a photo used as a cover', { imagemCapa: '/static/seed/profiles/profile-01.jpg' }],
    ['a 200,000-character description', { descricao: 'x'.repeat(200_000) }],
    ['a 200,000-character place', { localEvento: 'x'.repeat(200_000) }],
    ['a 200,000-character mother', { categoriaId: 1, mae: 'x'.repeat(200_000) }],
    ['a NUL in the title', { titulo: 'Lista\u0000' }],
  ];

  it.each(bad)('PUT /lista/:id refuses %s (400, nothing written)', async (_label, over) => {
    const id = await newList(t.db);
    const [before] = await t.db.select().from(s.listas).where(eq(s.listas.id, id));
    const res = await t.app.inject({ method: 'PUT', url: `/lista/${id}`, headers: headers(staff), payload: listForm(over) });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(s.listas).where(eq(s.listas.id, id))).toEqual([before]);
  });

  it.each(bad)('POST /lista refuses %s (400, nothing written)', async (_label, over) => {
    const before = await t.db.$count(s.listas);
    const res = await t.app.inject({ method: 'POST', url: '/lista', headers: headers(staff), payload: listForm(over) });
    expect(res.statusCode).toBe(400);
    expect(await t.db.$count(s.listas)).toBe(before);
  });

  it('keeps accepting the list images as they are, a library cover and this product\'s uploads', async () => {
    const id = await newList(t.db);
    const [lista] = await t.db.select().from(s.listas).where(eq(s.listas.id, id));
    const same = await t.app.inject({ method: 'PUT', url: `/lista/${id}`, headers: headers(staff), payload: listForm({ imagemCapa: lista!.imagemCapa, fotoLista: lista!.fotoLista }) });
    expect(same.statusCode).toBe(200);
    const body = formData([filePart(await png(32, 32))]);
    const upload = await t.app.inject({ method: 'POST', url: '/images/upload/profile', headers: { ...headers(staff), 'content-type': body.contentType }, payload: body.payload });
    expect(upload.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'PUT', url: `/lista/${id}`, headers: headers(staff), payload: listForm({ imagemCapa: '/static/library/banner-03.jpg', fotoLista: upload.json().url }) });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select().from(s.listas).where(eq(s.listas.id, id));
    expect([after!.imagemCapa, after!.fotoLista]).toEqual(['/static/library/banner-03.jpg', upload.json().url]);
  });
});

describe('finding 7: private lists by guessable address', () => {
  let t: TestContext;
  let staff: string;
  useTestApp(async (app) => {
    t = app;
    staff = await sessionFor(t, 'usuario', DEMO_USERS.fullStaff.codigo);
  });

  it('a private list cannot be found by its title', async () => {
    const titulo = 'Chá de Bebê da Ana Souza';
    const res = await t.app.inject({ method: 'POST', url: '/lista', headers: headers(staff), payload: listForm({ titulo, categoriaId: 1, privacidade: 'privado' }) });
    expect(res.statusCode).toBe(201);
    const { slug } = res.json().lista as { slug: string };
    expect(slug).toMatch(new RegExp(`^${slugify(titulo)}-[0-9a-z]{12}$`));
    for (const guess of [slugify(titulo), `${slugify(titulo)}-2`]) {
      expect((await t.app.inject({ url: `/lista/publica/slug/${guess}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/lista/publica/slug/${slug}` })).statusCode).toBe(200);
    const found = await t.app.inject({ url: `/lista/publica?search=${encodeURIComponent('Ana Souza')}` });
    expect(found.json().items).toEqual([]);
  });

  it('the seed\'s private lists have unguessable slugs, and a list made private gets one', async () => {
    expect((await t.app.inject({ url: '/lista/publica/slug/cha-de-bebe-maria' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/lista/publica/slug/cha-de-panela-maria' })).statusCode).toBe(404);
    const nonPublic = await t.db.select({ slug: s.listas.slug, privacidade: s.listas.privacidade }).from(s.listas);
    for (const l of nonPublic.filter((x) => x.privacidade !== 'publico')) expect(l.slug).toMatch(/-[0-9a-z]{12}$/);
    const id = await newList(t.db, { slug: 'festa-publica-legivel', titulo: 'Festa Pública Legível' });
    const res = await t.app.inject({ method: 'PUT', url: `/lista/${id}`, headers: headers(staff), payload: listForm({ titulo: 'Festa Pública Legível', privacidade: 'apenas_convidados' }) });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select({ slug: s.listas.slug }).from(s.listas).where(eq(s.listas.id, id));
    expect(after!.slug).toMatch(/^festa-publica-legivel-[0-9a-z]{12}$/);
  });
});

describe('finding 8: weaker defaults than they should be', () => {
  let t: TestContext;
  useTestApp((app) => void (t = app));

  it('an XSRF cookie/header pair the caller picks is refused', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/auth/logout',
      headers: { cookie: `psid=${PRESESSION}; XSRF-TOKEN=escolhido-pelo-atacante`, 'x-xsrf-token': 'escolhido-pelo-atacante' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('an XSRF token minted for another session is refused', async () => {
    const victim = await sessionFor(t, 'usuario', DEMO_USERS.fullStaff.codigo);
    const attacker = await sessionFor(t, 'usuario', DEMO_USERS.viewOnlyStaff.codigo);
    const token = mintXsrfToken(attacker);
    const res = await t.app.inject({
      method: 'PATCH', url: `/lista/status/${PUBLIC_LIST_ID}`, payload: { status: 'arquivado' },
      headers: { cookie: `XSRF-TOKEN=${token}; sid=${victim}`, 'x-xsrf-token': token },
    });
    expect(res.statusCode).toBe(403);
    const [lista] = await t.db.select({ status: s.listas.status }).from(s.listas).where(eq(s.listas.id, PUBLIC_LIST_ID));
    expect(lista!.status).toBe('ativo');
  });

  it('cookies are Secure whenever SITE_URL is https', async () => {
    const https = await createTestApp({ config: { siteUrl: 'https://listas.example.com' } });
    try {
      const res = await https.app.inject({ method: 'POST', url: '/auth/login', headers: headers(), payload: { id: DEMO_USERS.fullStaff.codigo, senha: DEMO_USERS.fullStaff.senha } });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.filter((c) => ['sid', 'XSRF-TOKEN'].includes(c.name)).map((c) => [c.name, c.secure])).toEqual(
        expect.arrayContaining([['sid', true], ['XSRF-TOKEN', true]]),
      );
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });

  it('CORS sends credentials only to the configured origins', async () => {
    const evil = await t.app.inject({ url: '/lista_categoria', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/auth/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const shell = await t.app.inject({ url: '/lista_categoria', headers: { origin: 'http://localhost:8080' } });
    expect(shell.headers['access-control-allow-credentials']).toBe('true');
    expect(shell.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('the API sends security headers (nosniff, no framing, a CSP, no referrer)', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('a few-kilobyte PNG that decodes to 7700 x 7700 pixels is refused with a pt-BR 4xx, nothing stored', async () => {
    const sid = await sessionFor(t, 'cliente', maria.codigo);
    const body = formData([filePart(pngOfSize(7700, 7700))]);
    const before = await t.db.$count(s.imagens);
    const res = await t.app.inject({ method: 'POST', url: '/images/upload/banner', headers: { ...headers(sid), 'content-type': body.contentType }, payload: body.payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Imagem grande demais: no máximo 4096 × 4096 pixels.');
    expect(await t.db.$count(s.imagens)).toBe(before);
  });

  it('uploads are rate-limited per signed-in user', async () => {
    const limited = await createTestApp({ config: { rateLimitFactor: 1 } });
    try {
      const sid = await sessionFor(limited, 'cliente', maria.codigo);
      const small = await png(8, 8);
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const body = formData([filePart(small)]);
        statuses.push((await limited.app.inject({ method: 'POST', url: '/images/upload/profile', headers: { ...headers(sid), 'content-type': body.contentType }, payload: body.payload })).statusCode);
      }
      expect(statuses.filter((c) => c === 201)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("a replaced image's old upload file is removed; the seed's and the library's never are", async () => {
    const sid = await sessionFor(t, 'cliente', maria.codigo);
    const upload = async () => {
      const body = formData([filePart(await png(20, 10))]);
      const res = await t.app.inject({ method: 'POST', url: '/images/upload/banner', headers: { ...headers(sid), 'content-type': body.contentType }, payload: body.payload });
      return res.json() as { url: string; key: string };
    };
    const setCover = (image: { url: string; key: string }) =>
      t.app.inject({ method: 'PUT', url: `/lista/${PUBLIC_LIST_ID}/image`, headers: headers(sid), payload: { category: 'banner', ...image } });
    const file = (key: string) => path.join('/tmp/lista-api-test-data/static', key);
    const first = await upload();
    expect((await setCover(first)).statusCode).toBe(200);
    expect(fs.existsSync(file(first.key))).toBe(true);
    const second = await upload();
    expect((await setCover(second)).statusCode).toBe(200);
    expect(fs.existsSync(file(first.key))).toBe(false);
    expect(fs.existsSync(file(second.key))).toBe(true);
    expect((await setCover({ url: '/static/library/banner-02.jpg', key: 'library/banner-02.jpg' })).statusCode).toBe(200);
    expect(fs.existsSync(file(second.key))).toBe(false);
  });
});
