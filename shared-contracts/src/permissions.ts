/**
 * Permission checks of §6: a cliente always fails permission checks, a super-user (su) passes
 * every one, a usuario passes only when its permission group has an entry with the matching
 * modulo and permissao.
 */
import type { AuthUser, UsuarioTipo } from './schemas/entities';

export interface PermissionRequirement {
  modulo: string;
  permissao: string;
}

/** What a route needs: allowed user types and/or one permission (§2 Route guard). */
export interface AccessRequirement {
  allowedTypes?: readonly UsuarioTipo[];
  permission?: PermissionRequirement;
}

export function hasPermission(user: AuthUser | null | undefined, required: PermissionRequirement): boolean {
  if (!user) return false;
  if (user.usuarioTipo === 'cliente') return false;
  if (user.su) return true;
  return (user.permissaoGrupo?.permissoes ?? []).some(
    (entry) => entry.permissao.modulo === required.modulo && entry.permissao.permissao === required.permissao,
  );
}

export type AccessDecision = 'allow' | 'login' | 'forbidden';

/**
 * Decides a guarded route: 'login' when nobody is signed in, 'forbidden' for a disallowed type or a
 * missing permission, otherwise 'allow'. A super-user passes every guard.
 */
export function canAccess(user: AuthUser | null | undefined, requirement: AccessRequirement): AccessDecision {
  const guarded = !!requirement.allowedTypes?.length || !!requirement.permission;
  if (!guarded) return 'allow';
  if (!user) return 'login';
  if (user.su) return 'allow';
  if (requirement.allowedTypes?.length && !requirement.allowedTypes.includes(user.usuarioTipo)) return 'forbidden';
  if (requirement.permission && !hasPermission(user, requirement.permission)) return 'forbidden';
  return 'allow';
}
