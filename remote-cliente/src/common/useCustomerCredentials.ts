/** The signed-in customer's credentials (§6: customer calls carry codigo and e-mail). */
import { useMemo } from 'react';
import { customerCredentials, useSession, type CustomerCredentials } from 'shared-contracts';

/**
 * `{ codigo, email }` of the signed-in customer (codigo = user.codigoCliente), or null when either
 * is missing: the screens then show 'Credenciais do cliente ausentes' and make no call (§2).
 */
export function useCustomerCredentials(): CustomerCredentials | null {
  const { user } = useSession();
  return useMemo(() => customerCredentials(user), [user]);
}
