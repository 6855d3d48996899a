/**
 * Browsers known to a staff code (decision 027): after a successful staff sign-in the browser keeps
 * a random token in the HttpOnly cookie `lp_dispositivo` (path /auth, 90 days); only its SHA-256
 * is stored, per staff code. The staff sign-in counts the wrong passwords of a known browser for
 * that browser alone, and leaves it out of the code's daily cap, so that guesses from elsewhere
 * never lock the staff member out of the computer they use.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import * as s from '../db/schema';
import { httpOnlyCookieOptions, setCookie, type CookieSettings } from '../lib/cookies';
import { randomToken, sha256 } from '../lib/crypto';

export const DEVICE_COOKIE = 'lp_dispositivo';
const DEVICE_TTL_MS = 90 * 86_400_000;
/** Tokens are 43 base64url characters (32 random bytes); anything else is ignored. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The hash of the caller's device token when it is known to staff code `codigo` and not expired, else null. */
export async function knownDevice(db: Db, request: FastifyRequest, codigo: number, now: Date): Promise<string | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || !TOKEN.test(token)) return null;
  const hash = sha256(token);
  const [row] = await db
    .select({ hash: s.dispositivosConfiaveis.tokenHash })
    .from(s.dispositivosConfiaveis)
    .where(and(eq(s.dispositivosConfiaveis.tokenHash, hash), eq(s.dispositivosConfiaveis.usuarioCodigo, codigo), gt(s.dispositivosConfiaveis.expiresAt, now)))
    .limit(1);
  return row ? hash : null;
}

/**
 * Remembers the caller's browser for staff code `codigo` for 90 days from `now`: keeps the browser's
 * token when it has one (a shared computer known to several codes), else gives it one.
 */
export async function rememberDevice(db: Db, request: FastifyRequest, reply: FastifyReply, cookies: CookieSettings, codigo: number, now: Date): Promise<void> {
  const current = request.cookies[DEVICE_COOKIE];
  const token = current && TOKEN.test(current) ? current : randomToken(32);
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  await db.delete(s.dispositivosConfiaveis).where(lte(s.dispositivosConfiaveis.expiresAt, now));
  await db
    .insert(s.dispositivosConfiaveis)
    .values({ tokenHash: sha256(token), usuarioCodigo: codigo, expiresAt })
    .onConflictDoUpdate({ target: [s.dispositivosConfiaveis.tokenHash, s.dispositivosConfiaveis.usuarioCodigo], set: { expiresAt } });
  setCookie(reply, DEVICE_COOKIE, token, { ...httpOnlyCookieOptions(cookies, DEVICE_TTL_MS / 1000), path: '/auth' });
}
