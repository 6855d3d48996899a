/** One list of the signed-in customer (§7 GET /cliente/listas/{id}/{codigo}/{email}). */
import useSWR from 'swr';
import { api, CACHE, type CustomerCredentials } from 'shared-contracts';
import { isNotFound } from 'shared-contracts/ui';
import { CUSTOMER_KEYS } from './customerCache';

/**
 * The list `id` with its items (`produtos`, `produtosAvulsos`, `kits`) and `progresso`. No call
 * without credentials or without an id. Fresh for 3 minutes (§9); a 404 is not retried.
 */
export function useCustomerList(id: number | null, credentials: CustomerCredentials | null) {
  return useSWR(
    id && credentials ? [CUSTOMER_KEYS.list, id, credentials.codigo, credentials.email] as const : null,
    ([, listId, codigo, email]) => api.fetchCustomerList(listId, { codigo, email }),
    { ...CACHE.listById, shouldRetryOnError: (error) => !isNotFound(error) },
  );
}
