/** One list of the signed-in customer (§7 GET /cliente/listas/{id}/{codigo}/{email}). */
import useSWR from 'swr';
import { api, ApiError, CACHE, type CustomerCredentials } from 'shared-contracts';
import { CUSTOMER_KEYS } from './customerCache';

/** True for the API's "no such list" answer (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The `:id` route parameter as a positive integer, or null when it is not one. */
export function parseListId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

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
