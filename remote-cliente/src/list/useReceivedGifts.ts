/** The gifts the customer's list received (GET /cliente/listas/{id}/presentes-recebidos, decision 028). */
import useSWR from 'swr';
import { CACHE, swrKeys } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';

/**
 * The tracker of list `id`, cached like the list (§9) but fetched again each time the view opens:
 * gifts arrive while the owner is away, and the shell's SWR configuration would otherwise show a
 * stale copy.
 */
export function useReceivedGifts(id: number) {
  return useSWR(swrKeys.receivedGifts('cliente', id), ([, , listId]) => areaApi.fetchReceivedGifts(listId), { ...CACHE.listById, revalidateOnMount: true });
}
