/** Test sign-ins through the real calls: staff login and customer magic link (token from the outbox). */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import * as s from '../db/schema';
import { ARCHIVED_LIST_SLUG, DEMO_CUSTOMERS, DEMO_USERS } from '../seed/fixtures';
import { cookieValue, createTestApp, headers, type TestContext } from './helpers';

/** Session id (`sid` cookie) of staff user `codigo` signed in with POST /auth/login; throws on failure. */
export async function signInStaff(app: FastifyInstance, codigo: number, senha: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', headers: headers(), payload: { id: codigo, senha } });
  const sid = cookieValue(res, 'sid');
  if (res.statusCode !== 200 || !sid) throw new Error(`staff login ${codigo} failed: ${res.statusCode} ${res.body}`);
  return sid;
}

/**
 * Session id of the customer with `email`: requests a magic link, reads the link of the newest
 * outbox message to that address (the test apps run in demo mode, which keeps it) and verifies
 * it; throws on failure.
 */
export async function signInCustomer(app: FastifyInstance, db: Db, email: string): Promise<string> {
  const req = await app.inject({ method: 'POST', url: '/auth/request-magic-link', headers: headers(), payload: { email } });
  if (req.statusCode !== 200) throw new Error(`magic link request failed: ${req.statusCode} ${req.body}`);
  await app.ctx.background.idle(); // the mail is sent after the answer

  const [mail] = await db
    .select({ link: s.mailOutbox.link })
    .from(s.mailOutbox)
    .where(eq(s.mailOutbox.to, email.toLowerCase()))
    .orderBy(desc(s.mailOutbox.id))
    .limit(1);
  if (!mail?.link) throw new Error(`no magic link mailed to ${email}`);
  const token = new URL(mail.link).searchParams.get('token');
  const res = await app.inject({ method: 'POST', url: '/auth/verify-magic-link', headers: headers(), payload: { email, token } });
  const sid = cookieValue(res, 'sid');
  if (res.statusCode !== 200 || !sid) throw new Error(`magic link verify failed: ${res.statusCode} ${res.body}`);
  return sid;
}

/** Sessions of the demo people: maria (5001), joao (5002), su (1000), full (1001), viewer (1002). */
export async function signInDemo(app: FastifyInstance, db: Db) {
  return {
    maria: await signInCustomer(app, db, DEMO_CUSTOMERS.maria.email),
    joao: await signInCustomer(app, db, DEMO_CUSTOMERS.joao.email),
    su: await signInStaff(app, DEMO_USERS.superUser.codigo, DEMO_USERS.superUser.senha),
    full: await signInStaff(app, DEMO_USERS.fullStaff.codigo, DEMO_USERS.fullStaff.senha),
    viewer: await signInStaff(app, DEMO_USERS.viewOnlyStaff.codigo, DEMO_USERS.viewOnlyStaff.senha),
  };
}

/** Ids of two demo lists the customer tests need: Maria's archived list and one of João's lists. */
export async function demoListIds(db: Db): Promise<{ archivedId: number; joaoListId: number }> {
  const [archived] = await db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.slug, ARCHIVED_LIST_SLUG));
  const [j] = await db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.cliForCodigo, DEMO_CUSTOMERS.joao.codigo)).limit(1);
  return { archivedId: archived!.id, joaoListId: j!.id };
}

/** Sessions of the demo people (see signInDemo). */
export type DemoSessions = Awaited<ReturnType<typeof signInDemo>>;

/** A test app with every demo person signed in and the demo list ids the customer tests use. */
export async function startDemoApp(): Promise<{ t: TestContext; sid: DemoSessions; archivedId: number; joaoListId: number }> {
  const t = await createTestApp();
  return { t, sid: await signInDemo(t.app, t.db), ...(await demoListIds(t.db)) };
}
