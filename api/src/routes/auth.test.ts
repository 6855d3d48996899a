jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { eq } from 'drizzle-orm';
import {
  MODULE_LISTA,
  PERMISSIONS,
  loginResponseSchema,
  logoutResponseSchema,
  meOptionalResponseSchema,
  meResponseSchema,
  requestMagicLinkResponseSchema,
  verifyMagicLinkResponseSchema,
} from 'shared-contracts';
import { z } from 'zod';
import * as s from '../db/schema';
import { sha256 } from '../lib/crypto';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../seed/fixtures';
import { xsrfTokenMatches } from '../lib/xsrf';
import { cookieValue, createTestApp, headers, PRESESSION, rowCount, TEST_OUTBOX_KEY, XSRF, type TestContext } from '../test/helpers';
import { MAGIC_LINK_TTL_MS } from '../auth/magicLink';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const outboxSchema = z.array(
  z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(), createdAt: z.string() }),
);

async function post(url: string, payload?: unknown, sid?: string) {
  return t.app.inject({ method: 'POST', url, headers: headers(sid), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function login(codigo: number, senha: string) {
  const res = await post('/auth/login', { id: codigo, senha });
  return { res, sid: cookieValue(res, 'sid') };
}

/** The newest sign-in link mailed to `email`, from the demo outbox (after the mail was sent). */
async function latestLink(email: string) {
  await t.app.ctx.background.idle();
  const res = await t.app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(email)}`, headers: { 'x-outbox-key': TEST_OUTBOX_KEY } });
  expect(res.statusCode).toBe(200);
  const mails = outboxSchema.parse(res.json());
  const match = /https?:\/\/\S+/.exec(mails[0]!.text);
  const url = new URL(match![0]);
  return { url, mails, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}

describe('XSRF, signed double submit bound to the session', () => {
  it('hands a signed-out caller an HttpOnly pre-session and a readable XSRF-TOKEN bound to it', async () => {
    const res = await t.app.inject({ url: '/health' });
    const c = res.cookies.find((x) => x.name === 'XSRF-TOKEN')!;
    const pre = res.cookies.find((x) => x.name === 'psid')!;
    expect(c.httpOnly).toBeFalsy();
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(pre.httpOnly).toBe(true);
    expect(xsrfTokenMatches(c.value, pre.value)).toBe(true);
    const again = await t.app.inject({ url: '/health', headers: { cookie: headers().cookie! } });
    expect(cookieValue(again, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('rebinds the token at sign-in and at sign-out', async () => {
    const login = await post('/auth/login', { id: DEMO_USERS.viewOnlyStaff.codigo, senha: DEMO_USERS.viewOnlyStaff.senha });
    const sid = cookieValue(login, 'sid')!;
    expect(xsrfTokenMatches(cookieValue(login, 'XSRF-TOKEN'), sid)).toBe(true);
    const logout = await post('/auth/logout', undefined, sid);
    expect(logout.statusCode).toBe(200);
    expect(xsrfTokenMatches(cookieValue(logout, 'XSRF-TOKEN'), PRESESSION)).toBe(true);
  });

  it('rejects unsafe calls without the header, with a wrong one or without the cookie (403), changing nothing', async () => {
    const before = await rowCount(t.db, s.sessoes);
    const payload = { id: DEMO_USERS.superUser.codigo, senha: DEMO_USERS.superUser.senha };
    const cookie = headers().cookie!;
    const noHeader = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { cookie }, payload });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().message).toBe('Token XSRF ausente ou inválido. Recarregue a página.');
    const wrong = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { cookie, 'x-xsrf-token': 'other' }, payload });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { 'x-xsrf-token': XSRF }, payload });
    expect(noCookie.statusCode).toBe(403);
    expect(await rowCount(t.db, s.sessoes)).toBe(before);
  });
});

describe('POST /auth/login', () => {
  it('signs in the full staff user with permissions and an HttpOnly session cookie', async () => {
    const { res, sid } = await login(DEMO_USERS.fullStaff.codigo, DEMO_USERS.fullStaff.senha);
    expect(res.statusCode).toBe(200);
    const { usuario } = loginResponseSchema.parse(res.json());
    expect(usuario).toMatchObject({ id: 1001, usuarioTipo: 'usuario', su: false, nome: 'Bruno Carvalho' });
    const names = usuario.permissaoGrupo!.permissoes.map((p) => p.permissao.permissao).sort();
    expect(names).toEqual(Object.values(PERMISSIONS).filter((p) => p !== PERMISSIONS.criarUsuarios).sort());
    expect(usuario.permissaoGrupo!.permissoes.every((p) => p.permissao.modulo === MODULE_LISTA)).toBe(true);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const [row] = await t.db.select().from(s.sessoes).where(eq(s.sessoes.idHash, sha256(sid!)));
    expect(row).toMatchObject({ usuarioTipo: 'usuario', usuarioCodigo: 1001 });
    expect(await t.db.select().from(s.sessoes).where(eq(s.sessoes.idHash, sid!))).toHaveLength(0);
  });

  it('signs in the super-user and the view-only user', async () => {
    const su = loginResponseSchema.parse((await login(1000, 'admin123')).res.json()).usuario;
    expect(su).toMatchObject({ su: true, nome: 'Ana Paula Ferreira' });
    const view = loginResponseSchema.parse((await login(1002, 'consulta123')).res.json()).usuario;
    expect(view.permissaoGrupo!.permissoes.map((p) => p.permissao.permissao)).toEqual([PERMISSIONS.verListas]);
  });

  it('answers 401 on a wrong password or unknown code, without a session', async () => {
    const before = await rowCount(t.db, s.sessoes);
    for (const [id, senha] of [[1001, 'errada123'], [9999, 'gestor123']] as const) {
      const { res, sid } = await login(id, senha);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Código ou senha inválidos.' });
      expect(sid).toBeUndefined();
    }
    expect(await rowCount(t.db, s.sessoes)).toBe(before);
  });

  it.each([
    [{ senha: 'gestor123' }, 'Codigo é obrigatório'],
    [{ id: 0, senha: 'gestor123' }, 'Codigo é obrigatório'],
    [{ id: 1001 }, 'Senha é obrigatória'],
    [{ id: 1001, senha: '' }, 'Senha é obrigatória'],
    [{ id: 1001, senha: '123' }, 'Senha deve ter pelo menos 6 caracteres'],
    [undefined, 'Codigo é obrigatório'],
  ])('rejects %j with 400', async (payload, message) => {
    const before = await rowCount(t.db, s.sessoes);
    const res = await post('/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await rowCount(t.db, s.sessoes)).toBe(before);
  });

  it('answers 400 on malformed JSON and 413 on a too-large body', async () => {
    const bad = await t.app.inject({
      method: 'POST', url: '/auth/login', headers: { ...headers(), 'content-type': 'application/json' }, payload: '{"id": 10',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Corpo da requisição inválido.');
    const array = await post('/auth/login', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('Corpo da requisição inválido.');
    const big = await t.app.inject({
      method: 'POST', url: '/auth/login', headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 1001, senha: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Corpo da requisição muito grande.');
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('answers the session user, then 401 after logout', async () => {
    const { sid } = await login(1001, 'gestor123');
    const me = await t.app.inject({ url: '/auth/me', headers: headers(sid) });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).usuario).toMatchObject({ id: 1001, usuarioTipo: 'usuario' });

    const out = await post('/auth/logout', undefined, sid);
    expect(out.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(out.json()).message).toBe('Sessão encerrada.');
    const cleared = out.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);
    expect(await t.db.select().from(s.sessoes).where(eq(s.sessoes.idHash, sha256(sid!)))).toHaveLength(0);

    const after = await t.app.inject({ url: '/auth/me', headers: headers(sid) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sessão não encontrada ou expirada.');
  });

  it('answers 401 without a cookie or with an expired session', async () => {
    const none = await t.app.inject({ url: '/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sessão não encontrada ou expirada.' });
    const { sid } = await login(1002, 'consulta123');
    t.clock.advance(8 * 86_400_000);
    try {
      const expired = await t.app.inject({ url: '/auth/me', headers: headers(sid) });
      expect(expired.statusCode).toBe(401);
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
    expect((await t.app.inject({ url: '/auth/me', headers: headers(sid) })).statusCode).toBe(200);
  });
});

describe('GET /auth/me?optional=1 (the site\'s own session checks)', () => {
  it('answers 200 {usuario: null} without a session, the user with one; the plain call keeps its 401', async () => {
    const none = await t.app.inject({ url: '/auth/me?optional=1' });
    expect(none.statusCode).toBe(200);
    expect(meOptionalResponseSchema.parse(none.json())).toEqual({ usuario: null });
    expect((await t.app.inject({ url: '/auth/me' })).statusCode).toBe(401);

    const { sid } = await login(1002, 'consulta123');
    const me = await t.app.inject({ url: '/auth/me?optional=1', headers: headers(sid) });
    expect(me.statusCode).toBe(200);
    expect(meOptionalResponseSchema.parse(me.json()).usuario).toMatchObject({ id: 1002, usuarioTipo: 'usuario' });

    t.clock.advance(8 * 86_400_000);
    try {
      const expired = await t.app.inject({ url: '/auth/me?optional=1', headers: headers(sid) });
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toEqual({ usuario: null });
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });

  it('refuses any other value of optional with a 400', async () => {
    for (const value of ['true', '0', '', '1&optional=1']) {
      const res = await t.app.inject({ url: `/auth/me?optional=${value}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Parâmetro optional inválido (use 1)');
    }
  });
});

describe('magic link', () => {
  const maria = DEMO_CUSTOMERS.maria;

  it('always answers the same message; mails a link only to a known customer', async () => {
    const tokensBefore = await rowCount(t.db, s.magicLinkTokens);
    const mailsBefore = await rowCount(t.db, s.mailOutbox);
    const unknown = await post('/auth/request-magic-link', { email: 'ninguem@example.com' });
    await t.app.ctx.background.idle();
    expect(unknown.statusCode).toBe(200);
    expect(requestMagicLinkResponseSchema.parse(unknown.json()).message).toBe(
      'Se o e-mail estiver cadastrado, você receberá um link de acesso.',
    );
    expect(await rowCount(t.db, s.magicLinkTokens)).toBe(tokensBefore);
    expect(await rowCount(t.db, s.mailOutbox)).toBe(mailsBefore);

    const known = await post('/auth/request-magic-link', { email: '  Maria.Silva@Example.com ' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await t.app.ctx.background.idle();
    expect(await rowCount(t.db, s.magicLinkTokens)).toBe(tokensBefore + 1);
    const { url, email, token, mails } = await latestLink(maria.email);
    expect(mails[0]!.to).toBe(maria.email);
    expect(url.origin + url.pathname).toBe('http://site.test/auth/magic');
    expect(email).toBe(maria.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db.select().from(s.magicLinkTokens).where(eq(s.magicLinkTokens.tokenHash, sha256(token)));
    expect(row!.expiresAt.getTime() - t.clock.now.getTime()).toBe(MAGIC_LINK_TTL_MS);
    expect(await t.db.select().from(s.magicLinkTokens).where(eq(s.magicLinkTokens.tokenHash, token))).toHaveLength(0);
  });

  it('signs the customer in once (single use)', async () => {
    await post('/auth/request-magic-link', { email: maria.email });
    const { email, token } = await latestLink(maria.email);
    const res = await post('/auth/verify-magic-link', { email, token });
    expect(res.statusCode).toBe(200);
    const { usuario } = verifyMagicLinkResponseSchema.parse(res.json());
    expect(usuario).toEqual({
      id: maria.codigo, usuarioTipo: 'cliente', su: false, nome: maria.nome, email: maria.email,
      codigoCliente: maria.codigo, permissaoGrupo: null,
    });
    const sid = cookieValue(res, 'sid');
    const me = await t.app.inject({ url: '/auth/me', headers: headers(sid) });
    expect(meResponseSchema.parse(me.json()).usuario.codigoCliente).toBe(maria.codigo);

    const again = await post('/auth/verify-magic-link', { email, token });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Link inválido ou expirado.');
  });

  it('refuses an expired link, a wrong token or another e-mail', async () => {
    await post('/auth/request-magic-link', { email: maria.email });
    const { email, token } = await latestLink(maria.email);
    const before = await rowCount(t.db, s.sessoes);
    const wrongEmail = await post('/auth/verify-magic-link', { email: DEMO_CUSTOMERS.joao.email, token });
    expect(wrongEmail.statusCode).toBe(401);
    const wrongToken = await post('/auth/verify-magic-link', { email, token: `${token}x` });
    expect(wrongToken.statusCode).toBe(401);
    t.clock.advance(MAGIC_LINK_TTL_MS + 1000);
    try {
      const expired = await post('/auth/verify-magic-link', { email, token });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Link inválido ou expirado.');
    } finally {
      t.clock.advance(-(MAGIC_LINK_TTL_MS + 1000));
    }
    expect(await rowCount(t.db, s.sessoes)).toBe(before);
  });

  it('carries a safe from path into the mailed link', async () => {
    const res = await post('/auth/request-magic-link', { email: maria.email, from: '/cliente/lista/42?aba=itens' });
    expect(res.statusCode).toBe(200);
    const { url, email, token } = await latestLink(maria.email);
    expect(url.origin + url.pathname).toBe('http://site.test/auth/magic');
    expect(url.searchParams.get('from')).toBe('/cliente/lista/42?aba=itens');
    expect((await post('/auth/verify-magic-link', { email, token })).statusCode).toBe(200);
  });

  it.each([
    ['//evil.com'],
    ['https://evil.com'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['/cliente\\..\\evil'],
    ['javascript:alert(1)'],
    ['cliente/dashboard'],
    ['/cliente/dashboard\nSet-Cookie: x=1'],
    ['/cliente/dashboard\u0000'],
    [`/${'a'.repeat(200)}`],
    [42],
  ])('drops an unsafe from %j: the link has none and the request still succeeds', async (from) => {
    const res = await post('/auth/request-magic-link', { email: maria.email, from });
    expect(res.statusCode).toBe(200);
    const { url, mails } = await latestLink(maria.email);
    expect(url.searchParams.has('from')).toBe(false);
    expect(mails[0]!.text).not.toContain('evil');
  });

  it.each([
    ['/auth/request-magic-link', {}, 'Email é obrigatório'],
    ['/auth/request-magic-link', { email: 'nao-e-email' }, 'Email inválido'],
    ['/auth/verify-magic-link', { email: 'maria.silva@example.com' }, 'Link incompleto. Verifique o e-mail recebido.'],
    ['/auth/verify-magic-link', { token: 'abc' }, 'Link incompleto. Verifique o e-mail recebido.'],
  ])('%s rejects %j with 400, changing nothing', async (url, payload, message) => {
    const tokens = await rowCount(t.db, s.magicLinkTokens);
    const mails = await rowCount(t.db, s.mailOutbox);
    const sessions = await rowCount(t.db, s.sessoes);
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await rowCount(t.db, s.magicLinkTokens)).toBe(tokens);
    expect(await rowCount(t.db, s.mailOutbox)).toBe(mails);
    expect(await rowCount(t.db, s.sessoes)).toBe(sessions);
  });
});

describe('dev outbox', () => {
  it('lists mails newest first as JSON and HTML', async () => {
    await post('/auth/request-magic-link', { email: DEMO_CUSTOMERS.joao.email });
    await t.app.ctx.background.idle();
    const key = { 'x-outbox-key': TEST_OUTBOX_KEY };
    const all = outboxSchema.parse((await t.app.inject({ url: '/dev/outbox.json', headers: key })).json());
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    expect(all[0]!.to).toBe(DEMO_CUSTOMERS.joao.email);
    const html = await t.app.inject({ url: `/dev/outbox?key=${TEST_OUTBOX_KEY}` });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    expect(html.body).toContain('<a href="http://site.test/auth/magic?email=joao.santos%40example.com&amp;token=');
    const bad = await t.app.inject({ url: '/dev/outbox.json?limit=0', headers: key });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Limite inválido');
  });
});
