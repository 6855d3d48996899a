/**
 * The gifts a list received, the staff's read-only copy of the owner's tracker (GET
 * /lista/{id}/presentes-recebidos, decision 028), cached like the list (§9) and fetched again whenever
 * the view opens, as the online orders are (./useListOrders).
 */
import useSWR from 'swr';
import { CACHE, swrKeys } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { revalidateOnMount } from '../common/staffCache';

/** The received gifts of list `id` (null id: nothing is fetched). */
export function useStaffReceivedGifts(id: number | null) {
  return useSWR(id ? swrKeys.receivedGifts('staff', id) : null, ([, , listId]) => areaApi.fetchStaffReceivedGifts(listId), { ...CACHE.listById, ...revalidateOnMount });
}
