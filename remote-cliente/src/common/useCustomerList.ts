/** One list of the signed-in customer (§7 GET /cliente/listas/{id}/{codigo}/{email}). */
import useSWR from 'swr';
import { ApiError, CACHE, type CustomerCredentials } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { CUSTOMER_KEYS } from './customerCache';

/**
 * True when the API answers that the list is not the customer's to see: 404 (no such list) or 403
 * (another customer's list). Both show as 'Lista não encontrada', so that the screen does not
 * reveal that another customer's list exists (§2 Customer list view).
 */
export function isListNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/**
 * The list `id` with its items (`produtos`, `produtosAvulsos`, `kits`) and `progresso`. No call
 * without credentials or without an id. Fresh for 3 minutes (§9); a 404 or 403 (isListNotFound)
 * is not retried.
 */
export function useCustomerList(id: number | null, credentials: CustomerCredentials | null) {
  return useSWR(
    id && credentials ? [CUSTOMER_KEYS.list, id, credentials.codigo, credentials.email] as const : null,
    ([, listId, codigo, email]) => areaApi.fetchCustomerList(listId, { codigo, email }),
    { ...CACHE.listById, shouldRetryOnError: (error) => !isListNotFound(error) },
  );
}
