/**
 * The online orders of a list that the staff must review (GET /lista/{id}/pedidos, decision 020),
 * cached like the list itself (§9) and fetched again whenever the view opens, so that an order
 * that arrived meanwhile shows.
 */
import useSWR from 'swr';
import { CACHE, swrKeys } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { revalidateOnMount } from '../common/staffCache';

/** The orders of list `id` (null id: nothing is fetched). */
export function useListOrders(id: number | null) {
  return useSWR(id ? swrKeys.staffListOrders(id) : null, ([, , listId]) => areaApi.fetchListOrders(listId), { ...CACHE.listById, ...revalidateOnMount });
}
