/** Items and kits of a list for staff (§7 GET /lista-produtos/{listId} with search and status). */
import useSWR from 'swr';
import { swrKeys, type ItemStatusFilter } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';

export type { ItemStatusFilter } from 'shared-contracts';

/** One filtered view of the list's items; the previous one stays on screen while the next loads. */
export function useListItems(listId: number | null, search: string, status: ItemStatusFilter) {
  return useSWR(listId ? swrKeys.staffListItems(listId, search, status) : null, ([, id, q, s]) => areaApi.fetchListItems(id, { search: q || undefined, status: s }), {
    keepPreviousData: true,
  });
}
