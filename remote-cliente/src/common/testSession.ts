/** Test-only: the signed-in customer that the screen tests render with (never bundled). */
import type { AuthUser, SessionValue } from 'shared-contracts';

/** A customer with code 55 and an e-mail. */
export const customerUser: AuthUser = {
  id: 501,
  usuarioTipo: 'cliente',
  su: false,
  nome: 'Maria Silva Santos',
  email: 'maria.silva@example.com',
  codigoCliente: 55,
  permissaoGrupo: null,
};

/** The credentials every customer call of these tests must carry (§6). */
export const customerCreds = { codigo: 55, email: 'maria.silva@example.com' };

/** `session` option of renderScreen for a signed-in customer (override `user` to vary it). */
export function customerSession(user: Partial<AuthUser> = {}): Partial<SessionValue> {
  return { status: 'authenticated', user: { ...customerUser, ...user } };
}
