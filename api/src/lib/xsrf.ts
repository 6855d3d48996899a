/**
 * XSRF protection bound to the session: the signed double-submit cookie of OWASP's cheat sheet.
 *
 * The token is `{nonce}.{HMAC-SHA256(key = binding id, message = nonce)}` (both base64url), where
 * the binding id is the HttpOnly session id (`sid`) of a signed-in caller, or the HttpOnly
 * anonymous pre-session id (`psid`) of a signed-out one. The browser keeps the token in the
 * readable `XSRF-TOKEN` cookie and echoes it in the `X-XSRF-TOKEN` header of every unsafe call
 * (§7); the API accepts the call only when header and cookie are equal AND the token was minted
 * for this very session. A cookie/header pair chosen by someone else, or a token of another
 * session, fails.
 *
 * No server secret is involved: the key is the caller's own HttpOnly id, which scripts cannot
 * read, so any API process (two processes on one PostgreSQL) verifies any other's tokens, and
 * nothing secret is stored anywhere.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpOnlyCookieOptions, setCookie, type CookieSettings } from './cookies';
import { randomToken, safeEqual } from './crypto';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** HttpOnly anonymous pre-session id: the XSRF binding of signed-out callers. */
export const PRESESSION_COOKIE = 'psid';
export const SESSION_COOKIE = 'sid';

const mac = (bindingId: string, nonce: string) => createHmac('sha256', bindingId).update(nonce).digest('base64url');

/** A new XSRF token bound to `bindingId` (a session or pre-session id). */
export function mintXsrfToken(bindingId: string, nonce: string = randomBytes(16).toString('base64url')): string {
  return `${nonce}.${mac(bindingId, nonce)}`;
}

/** True when `token` was minted for `bindingId` (constant-time comparison of the MAC). */
export function xsrfTokenMatches(token: string | undefined, bindingId: string | undefined): boolean {
  if (!token || !bindingId || token.length > 200) return false;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), mac(bindingId, nonce));
}

/** The id an XSRF token of this request must be bound to: the session's, else the pre-session's. */
export const xsrfBindingOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE] || request.cookies[PRESESSION_COOKIE] || undefined;

/** Sets the readable XSRF-TOKEN cookie (a browser-session cookie) to a token bound to `bindingId`. */
export function setXsrfCookie(reply: FastifyReply, cookies: CookieSettings, bindingId: string): void {
  setCookie(reply, XSRF_COOKIE, mintXsrfToken(bindingId), { ...httpOnlyCookieOptions(cookies), httpOnly: false });
}

/**
 * After the session of this response changed to `sessionId` (a sign-in), or ended (`null`: a
 * sign-out, bound again to the pre-session, made now when the caller has none): a new XSRF cookie.
 */
export function rebindXsrf(request: FastifyRequest, reply: FastifyReply, cookies: CookieSettings, sessionId: string | null): void {
  let binding = sessionId ?? request.cookies[PRESESSION_COOKIE];
  if (!binding) {
    binding = randomToken(32);
    setCookie(reply, PRESESSION_COOKIE, binding, httpOnlyCookieOptions(cookies));
  }
  setXsrfCookie(reply, cookies, binding);
}

/**
 * The onRequest check of every route (except server-to-server ones): hands out a pre-session and
 * an XSRF cookie when the caller has none valid for its session (a session that ended by expiry
 * gets a fresh one on its next call), and refuses an unsafe method (POST, PUT, PATCH, DELETE)
 * unless the X-XSRF-TOKEN header equals the cookie and was minted for this session.
 * @returns false when the call must be refused (403).
 */
export function checkXsrf(request: FastifyRequest, reply: FastifyReply, cookies: CookieSettings, unsafe: boolean): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const binding = xsrfBindingOf(request);
  const valid = xsrfTokenMatches(cookie, binding);
  if (!valid) rebindXsrf(request, reply, cookies, request.cookies[SESSION_COOKIE] || null);
  if (!unsafe) return true;
  const header = request.headers[XSRF_HEADER];
  return valid && typeof header === 'string' && safeEqual(header, cookie!);
}
