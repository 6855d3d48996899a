/**
 * Minimal cookie parsing and Set-Cookie writing (instead of @fastify/cookie, whose ESM-only
 * dependency cannot be loaded by jest on Node 20).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string>;
  }
}

/** Where the API's cookies live: COOKIE_DOMAIN, and Secure (COOKIE_SECURE or an https SITE_URL). */
export interface CookieSettings {
  domain?: string;
  secure: boolean;
}

/** Options of an HttpOnly, SameSite=Lax cookie on path / (session and pre-session ids). */
export function httpOnlyCookieOptions(c: CookieSettings, maxAgeSeconds?: number): CookieOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: c.secure,
    ...(c.domain ? { domain: c.domain } : {}),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

export interface CookieOptions {
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (o.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(o.maxAge)}`);
  if (o.expires) parts.push(`Expires=${o.expires.toUTCString()}`);
  if (o.domain) parts.push(`Domain=${o.domain}`);
  parts.push(`Path=${o.path ?? '/'}`);
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  if (o.sameSite) parts.push(`SameSite=${o.sameSite[0]!.toUpperCase()}${o.sameSite.slice(1)}`);
  return parts.join('; ');
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const current = reply.getHeader('set-cookie');
  const all = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
  // A later cookie of the same name replaces an earlier one of the same response.
  const list = all.filter((c) => !c.startsWith(`${name}=`));
  list.push(serializeCookie(name, value, options));
  reply.removeHeader('set-cookie'); // fastify appends to an existing set-cookie header
  reply.header('set-cookie', list);
}

export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}

export function registerCookieParser(app: FastifyInstance): void {
  app.decorateRequest('cookies', null as unknown as Record<string, string>);
  app.addHook('onRequest', async (request) => {
    request.cookies = parseCookies(request.headers.cookie);
  });
}
