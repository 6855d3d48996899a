/** Dashboard data of the signed-in customer (§7 Customer). */
import useSWR from 'swr';
import { CACHE, type CustomerCredentials } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { CUSTOMER_KEYS } from '../common/customerCache';

/**
 * Counters {listasAtivas, listasPublicas, presentesRecebidos, unidadesRecebidas, valePresente:
 * {quantidade, total} or null} (GET /cliente/listas/dashboard; valePresente since decision 030).
 * No call without credentials. Fresh for 5 minutes, 1 retry (§9).
 */
export function useCustomerDashboard(credentials: CustomerCredentials | null) {
  return useSWR(
    credentials ? [CUSTOMER_KEYS.dashboard, credentials.codigo, credentials.email] as const : null,
    ([, codigo, email]) => areaApi.fetchCustomerDashboard({ codigo, email }),
    CACHE.default,
  );
}
