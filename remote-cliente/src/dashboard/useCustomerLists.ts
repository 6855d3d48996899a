/** The signed-in customer's lists (§7 GET /cliente/listas). */
import useSWR from 'swr';
import { CACHE, type CustomerCredentials } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { CUSTOMER_KEYS } from '../common/customerCache';

/**
 * Every list of the customer, any status (GET /cliente/listas, status 'todos'), each with
 * `progresso`. No call without credentials. Fresh for 5 minutes, 1 retry (§9).
 */
export function useCustomerLists(credentials: CustomerCredentials | null) {
  return useSWR(
    credentials ? [CUSTOMER_KEYS.lists, credentials.codigo, credentials.email, 'todos'] as const : null,
    ([, codigo, email]) => areaApi.fetchCustomerLists({ codigo, email }, 'todos'),
    CACHE.default,
  );
}
