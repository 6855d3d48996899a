/**
 * Authentication (§7): staff login, customer magic link, logout, me.
 *
 * Abuse limits (lib/rateLimit): a staff login counts against the caller's address (every attempt)
 * and, when the password is wrong, against the staff code with that caller (its address, or the
 * browser where the code signed in before: auth/trustedDevices), with growing waits, and against
 * the code's daily cap unless the browser is known to it; at a limit the answer is a 429 before
 * any password is checked. So guesses lock out only the guesser (decision 027). A magic-link request counts against the address and the e-mail; its
 * answer is sent before the e-mail is even looked up (the lookup, the token and the mail run after
 * it), so neither its content nor its timing tells a registered address from an unknown one.
 */
import type { FastifyInstance } from 'fastify';
import { type AuthUser } from 'shared-contracts';
import {
  loginRequestSchema,
  requestMagicLinkRequestSchema,
  verifyMagicLinkRequestSchema,
} from 'shared-contracts/requests';
import { verifyPassword } from '../lib/crypto';
import { HttpError, MSG, parseBody } from '../lib/errors';
import { consumeMagicLink } from '../auth/magicLink';
import { sendMagicLink } from '../auth/signIn';
import { addressOf, refuseWhenOver, type Limiter } from '../lib/rateLimit';
import { knownDevice, rememberDevice } from '../auth/trustedDevices';
import { createSession, destroySession, loadCustomerUser, loadStaffUser } from '../auth/session';
import { accessRoute } from './routeAccess';

// Compared against when the user is unknown, so that timing does not reveal which codes exist.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

export async function authRoutes(app: FastifyInstance) {
  const { db, cookies, now, config, mailer, limits, background } = app.ctx;

  const signInMail = { db, mailer, siteUrl: config.siteUrl, now };

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
    refuseWhenOver([
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

  accessRoute(app, 'requestMagicLink', async (request) => {
    const body = parseBody(requestMagicLinkRequestSchema, request.body);
    const email = body.email.toLowerCase();
    refuseWhenOver([
      await limits.magicLinkPerAddress.hit(request, addressOf(request)),
      await limits.magicLinkPerEmail.hit(request, email),
    ]);
    background.run('magic link', () => sendMagicLink(signInMail, email, body.from));
    return { message: MSG.magicLinkSent };
  });

  accessRoute(app, 'verifyMagicLink', async (request, reply) => {
    const body = parseBody(verifyMagicLinkRequestSchema, request.body);
    const at = now();
    const codigo = await consumeMagicLink(db, body.email, body.token, at);
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
