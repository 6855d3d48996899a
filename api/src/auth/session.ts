/**
 * Sessions: random id in the HttpOnly `sid` cookie, only its SHA-256 stored, 7 days. Every change
 * of session (sign-in, sign-out) also sets a new XSRF cookie bound to it (lib/xsrf).
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import { clearCookie, httpOnlyCookieOptions, setCookie, type CookieSettings } from '../lib/cookies';
import { rebindXsrf, SESSION_COOKIE } from '../lib/xsrf';

export { SESSION_COOKIE };
export const SESSION_TTL_MS = 7 * 86_400_000;

/** Starts a session for `user`: stored (its hash), the `sid` cookie and an XSRF cookie bound to it. */
export async function createSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: CookieSettings,
  user: { tipo: 'usuario' | 'cliente'; codigo: number },
  now: Date,
): Promise<void> {
  const id = randomToken(32);
  await db.insert(s.sessoes).values({
    idHash: sha256(id),
    usuarioTipo: user.tipo,
    usuarioCodigo: user.codigo,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  setCookie(reply, SESSION_COOKIE, id, httpOnlyCookieOptions(cookies, SESSION_TTL_MS / 1000));
  rebindXsrf(request, reply, cookies, id);
}

/** Ends the caller's session (stored row and cookie); the XSRF cookie is bound to the pre-session again. */
export async function destroySession(db: Db, request: FastifyRequest, reply: FastifyReply, cookies: CookieSettings) {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await db.delete(s.sessoes).where(eq(s.sessoes.idHash, sha256(id)));
  clearCookie(reply, SESSION_COOKIE, httpOnlyCookieOptions(cookies));
  rebindXsrf(request, reply, cookies, null);
}

/** Staff user in the authUser shape, or null when unknown or inactive. */
export async function loadStaffUser(db: Db, codigo: number): Promise<(AuthUser & { senhaHash: string }) | null> {
  const [u] = await db
    .select({
      codigo: s.usuarios.codigo,
      nome: s.usuarios.nome,
      email: s.usuarios.email,
      su: s.usuarios.su,
      filialId: s.usuarios.filialId,
      ativo: s.usuarios.ativo,
      senhaHash: s.usuarios.senhaHash,
      grupoId: s.gruposPermissao.id,
      grupoNome: s.gruposPermissao.nome,
    })
    .from(s.usuarios)
    .leftJoin(s.gruposPermissao, eq(s.gruposPermissao.id, s.usuarios.grupoId))
    .where(eq(s.usuarios.codigo, codigo))
    .limit(1);
  if (!u || !u.ativo) return null;
  const perms =
    u.grupoId === null
      ? []
      : await db
          .select({ modulo: s.permissoes.modulo, permissao: s.permissoes.permissao })
          .from(s.grupoPermissoes)
          .innerJoin(s.permissoes, eq(s.permissoes.id, s.grupoPermissoes.permissaoId))
          .where(inArray(s.grupoPermissoes.grupoId, [u.grupoId]))
          .orderBy(s.permissoes.id);
  return {
    id: u.codigo,
    usuarioTipo: 'usuario',
    su: u.su,
    nome: u.nome,
    email: u.email,
    codigoCliente: null,
    filialId: u.filialId,
    permissaoGrupo:
      u.grupoId === null
        ? null
        : { id: u.grupoId, nome: u.grupoNome ?? '', permissoes: perms.map((p) => ({ permissao: p })) },
    senhaHash: u.senhaHash,
  };
}

export async function loadCustomerUser(db: Db, codigo: number): Promise<AuthUser | null> {
  const [c] = await db.select().from(s.cliFor).where(eq(s.cliFor.codigo, codigo)).limit(1);
  if (!c) return null;
  return { id: c.codigo, usuarioTipo: 'cliente', su: false, nome: c.nome, email: c.email, codigoCliente: c.codigo, permissaoGrupo: null };
}

/** The signed-in user of a request, or null. */
export async function currentUser(db: Db, request: FastifyRequest, now: Date): Promise<AuthUser | null> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  const [row] = await db
    .select()
    .from(s.sessoes)
    .where(and(eq(s.sessoes.idHash, sha256(id)), gt(s.sessoes.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (row.usuarioTipo === 'usuario') {
    const user = await loadStaffUser(db, row.usuarioCodigo);
    if (!user) return null;
    const { senhaHash: _h, ...rest } = user;
    return rest;
  }
  return loadCustomerUser(db, row.usuarioCodigo);
}
