/** Signed-in staff users for the tests of this remote (§3 Authenticated user, §6). */
import { MODULE_LISTA, type AuthUser, type PermissionName } from 'shared-contracts';

/** A super-user: passes every permission check. */
export const superUser: AuthUser = { id: 1, usuarioTipo: 'usuario', su: true, nome: 'Ana Admin', email: 'ana@loja.test', codigoCliente: null, permissaoGrupo: null };

/** A staff user holding exactly `permissoes` of module 'Lista de Presentes'. */
export function staffWith(...permissoes: PermissionName[]): AuthUser {
  return {
    id: 2,
    usuarioTipo: 'usuario',
    su: false,
    nome: 'Bruno Vendas',
    email: 'bruno@loja.test',
    codigoCliente: null,
    permissaoGrupo: { id: 3, nome: 'Vendas', permissoes: permissoes.map((permissao) => ({ permissao: { modulo: MODULE_LISTA, permissao } })) },
  };
}

/** Session fields of `renderScreen` for a signed-in user. */
export const signedIn = (user: AuthUser) => ({ status: 'authenticated' as const, user });
