/**
 * Authentication (§7): staff login, customer magic link, logout, me.
 *
 * Abuse limits (lib/rateLimit): a staff login counts against the caller's address (every attempt)
 * and, when the password is wrong, against the staff code with that caller (its address, or the
 * browser where the code signed in before: lib/trustedDevices), with growing waits, and against
 * the code's daily cap unless the browser is known to it; at a limit the answer is a 429 before
 * any password is checked. So guesses lock out only the guesser (issue 23 §14). A magic-link request counts against the address and the e-mail; its
 * answer is sent before the e-mail is even looked up (the lookup, the token and the mail run after
 * it), so neither its content nor its timing tells a registered address from an unknown one.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AuthUser } from 'shared-contracts';
import {
  loginRequestSchema,
  requestMagicLinkRequestSchema,
  verifyMagicLinkRequestSchema,
} from 'shared-contracts/requests';
import * as s from '../db/schema';
import { sha256, verifyPassword } from '../lib/crypto';
import { HttpError, MSG, parseBody } from '../lib/errors';
import { escapeHtml, findCustomerByEmail, issueMagicLink } from '../lib/magicLink';
import { addressOf, refuseWhenOver, type Limiter } from '../lib/rateLimit';
import { knownDevice, rememberDevice } from '../lib/trustedDevices';
import { createSession, destroySession, loadCustomerUser, loadStaffUser } from '../lib/session';
import { accessRoute } from './routeAccess';

export { MAGIC_LINK_TTL_MS } from '../lib/magicLink';
// Compared against when the user is unknown, so that timing does not reveal which codes exist.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

export async function authRoutes(app: FastifyInstance) {
  const { db, cookies, now, config, mailer, limits, background } = app.ctx;

  /**
   * Sends the sign-in mail to `email` when a customer has it; nothing otherwise. The link carries
   * `from` (where the customer was going) when it is a safe same-site path (issue 23).
   */
  const mailMagicLink = async (email: string, from?: string) => {
    const customer = await findCustomerByEmail(db, email);
    if (!customer) return;
    const link = await issueMagicLink(db, { siteUrl: config.siteUrl, now: now(), email, cliForCodigo: customer.codigo, from });
    const firstName = customer.nome.split(/\s+/)[0] ?? customer.nome;
    await mailer.send({
      to: email,
      subject: 'Seu link de acesso à Lista de Presentes',
      text: `Olá, ${firstName}!\n\nUse o link abaixo para acessar suas listas (válido por 15 minutos, uso único):\n${link}\n\nSe você não pediu este acesso, ignore este e-mail.`,
      html: `<p>Olá, ${escapeHtml(firstName)}!</p><p>Use o link abaixo para acessar suas listas (válido por 15 minutos, uso único):</p><p><a href="${escapeHtml(link)}">Acessar minhas listas</a></p><p>Se você não pediu este acesso, ignore este e-mail.</p>`,
      link,
    });
  };

  accessRoute(app, 'login', async (request, reply) => {
    const body = parseBody(loginRequestSchema, request.body);
    const account = String(body.id);
    // a known browser is counted alone; any other caller by its address, and in the code's daily cap
    const device = await knownDevice(db, request, body.id, now());
    const caller = device ? `${account}|dispositivo:${device}` : `${account}|${addressOf(request)}`;
    const failureLimits: Array<[Limiter, string]> = [
      [limits.loginFailures, caller],
      [limits.loginFailuresHour, caller],
      [limits.loginFailuresDay, caller],
      ...(device ? [] : [[limits.loginFailuresPerAccount, account] as [Limiter, string]]),
    ];
    refuseWhenOver(reply, [
      await limits.loginPerAddress.hit(request, addressOf(request)),
      ...(await Promise.all(failureLimits.map(([limit, subject]) => limit.atLimit(request, subject)))),
    ]);
    const user = await loadStaffUser(db, body.id);
    const ok = await verifyPassword(body.senha, user?.senhaHash ?? DUMMY_HASH);
    if (!user || !ok) {
      for (const [limit, subject] of failureLimits) await limit.hit(request, subject);
      throw new HttpError(401, MSG.badCredentials);
    }
    await destroySession(db, request, reply, cookies);
    await createSession(db, request, reply, cookies, { tipo: 'usuario', codigo: user.id }, now());
    await rememberDevice(db, request, reply, cookies, user.id, now());
    const { senhaHash: _h, ...usuario } = user;
    return { usuario };
  });

  accessRoute(app, 'requestMagicLink', async (request, reply) => {
    const body = parseBody(requestMagicLinkRequestSchema, request.body);
    const email = body.email.toLowerCase();
    refuseWhenOver(reply, [
      await limits.magicLinkPerAddress.hit(request, addressOf(request)),
      await limits.magicLinkPerEmail.hit(request, email),
    ]);
    background.run('magic link', () => mailMagicLink(email, body.from));
    return { message: MSG.magicLinkSent };
  });

  accessRoute(app, 'verifyMagicLink', async (request, reply) => {
    const body = parseBody(verifyMagicLinkRequestSchema, request.body);
    const at = now();
    const used = await db
      .update(s.magicLinkTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(s.magicLinkTokens.tokenHash, sha256(body.token)),
          eq(s.magicLinkTokens.email, body.email.toLowerCase()),
          isNull(s.magicLinkTokens.usedAt),
          gt(s.magicLinkTokens.expiresAt, at),
        ),
      )
      .returning({ codigo: s.magicLinkTokens.cliForCodigo });
    const codigo = used[0]?.codigo;
    const usuario: AuthUser | null = codigo === undefined ? null : await loadCustomerUser(db, codigo);
    if (!usuario) throw new HttpError(401, MSG.magicLinkInvalid);
    await destroySession(db, request, reply, cookies);
    await createSession(db, request, reply, cookies, { tipo: 'cliente', codigo: usuario.id }, at);
    return { usuario };
  });

  accessRoute(app, 'logout', async (request, reply) => {
    await destroySession(db, request, reply, cookies);
    return { message: MSG.loggedOut };
  });

  // `?optional=1` (the site's own checks): no session is 200 {usuario: null}, not a 401, so that
  // an anonymous visit logs no failed request in the browser. Without it, 401 as before. Both are
  // the guard of the entry (`signedIn`, optional; ./routeAccess), which hands over the caller.
  accessRoute(app, 'me', async (_request, _reply, usuario) => ({ usuario }));
}
