/**
 * Server-side authorization (§6): who may call what. The route tables' guards (`staffRoute`,
 * `accessRoute` in routes/) call these before the handler, so before any data is touched; they throw an HttpError (401 without a session, 403 otherwise) whose
 * pt-BR message the client shows.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import { hasPermission, MODULE_LISTA, type AuthUser, type PermissionName } from 'shared-contracts';
import type { Db } from '../db';
import { HttpError } from '../lib/errors';
import { currentUser } from './session';

export const ACCESS_MSG = {
  unauthenticated: 'Sessão não encontrada ou expirada.',
  forbidden: 'Você não tem permissão para esta ação.',
  notOwner: 'Acesso negado: esta lista não pertence ao cliente.',
  credentialsMismatch: 'Credenciais do cliente não conferem com a sessão.',
} as const;

/** A signed-in customer: a user of usuarioTipo cliente with its client code. */
export type CustomerUser = AuthUser & { codigoCliente: number };

/** What the checks read: the database and the clock (the app's context has both). */
export interface AccessContext {
  db: Db;
  now(): Date;
}

/** The user of each request, looked up once however many checks ask. */
const usersOfRequests = new WeakMap<FastifyRequest, AuthUser>();

/** The signed-in user, or a 401. */
export async function requireUser(ctx: AccessContext, request: FastifyRequest): Promise<AuthUser> {
  const known = usersOfRequests.get(request);
  if (known) return known;
  const user = await currentUser(ctx.db, request, ctx.now());
  if (!user) throw new HttpError(401, ACCESS_MSG.unauthenticated);
  usersOfRequests.set(request, user);
  return user;
}

/** A signed-in customer (usuarioTipo cliente), or 401/403. */
export async function requireCustomer(ctx: AccessContext, request: FastifyRequest): Promise<AuthUser & { codigoCliente: number }> {
  const user = await requireUser(ctx, request);
  if (user.usuarioTipo !== 'cliente' || user.codigoCliente == null) throw new HttpError(403, ACCESS_MSG.forbidden);
  return user as AuthUser & { codigoCliente: number };
}

/**
 * A signed-in staff user holding at least one of `permissoes` (module 'Lista de Presentes'; a
 * super-user passes, a customer never does), or 401 without a session and 403 otherwise.
 */
export async function requireStaffAny(
  ctx: AccessContext,
  request: FastifyRequest,
  permissoes: readonly PermissionName[],
): Promise<AuthUser> {
  const user = await requireUser(ctx, request);
  assertAnyPermission(user, permissoes);
  return user;
}

/**
 * A signed-in customer, or a staff user holding at least one of `permissoes` (a super-user
 * passes); 401 without a session, 403 otherwise. For calls both areas make (image uploads).
 */
export async function requireCustomerOrStaff(
  ctx: AccessContext,
  request: FastifyRequest,
  permissoes: readonly PermissionName[],
): Promise<AuthUser> {
  const user = await requireUser(ctx, request);
  if (user.usuarioTipo !== 'cliente') assertAnyPermission(user, permissoes);
  return user;
}

/** 403 unless `user` holds one of `permissoes` in module 'Lista de Presentes' (su passes). */
function assertAnyPermission(user: AuthUser, permissoes: readonly PermissionName[]): void {
  if (!permissoes.some((permissao) => hasPermission(user, { modulo: MODULE_LISTA, permissao })))
    throw new HttpError(403, ACCESS_MSG.forbidden);
}

/**
 * Checks that the client code and e-mail a customer call carries are the signed-in customer's own
 * (§6: requests carry them); otherwise 403.
 */
export function assertOwnCredentials(user: AuthUser & { codigoCliente: number }, codigo: number, email: string): void {
  const same = user.codigoCliente === codigo && (user.email ?? '').trim().toLowerCase() === email.trim().toLowerCase();
  if (!same) throw new HttpError(403, ACCESS_MSG.credentialsMismatch);
}

/**
 * Registers a route whose `guard` runs before its handler (after body parsing, so a refused call
 * never touches data) and hands the handler the caller it let through; without a guard the
 * handler gets `undefined`. The registration of both route tables (staffRoute, accessRoute).
 */
export function guardedRoute<C>(
  app: FastifyInstance,
  route: { method: HTTPMethods; url: string; config: Record<string, unknown>; options?: Omit<RouteShorthandOptions, 'preHandler' | 'config'> },
  guard: ((request: FastifyRequest) => Promise<C>) | null,
  handler: (request: FastifyRequest, reply: FastifyReply, caller: C) => Promise<unknown>,
): void {
  const base = { ...route.options, method: route.method, url: route.url, config: route.config };
  if (!guard) {
    app.route({ ...base, handler: (request, reply) => handler(request, reply, undefined as C) });
    return;
  }
  const callers = new WeakMap<FastifyRequest, C>();
  app.route({
    ...base,
    preHandler: async (request) => {
      callers.set(request, await guard(request));
    },
    handler: (request, reply) => handler(request, reply, callers.get(request) as C),
  });
}
