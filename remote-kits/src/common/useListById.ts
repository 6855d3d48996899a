/** A list by id for staff (§7 GET /lista/{id}): title and status of the list being changed. */
import useSWR from 'swr';
import { api, CACHE, swrKeys } from 'shared-contracts';

/** The list `id` (same key as the staff area's, fresh for 3 minutes, §9); nothing without an id. */
export function useListById(id: number | null) {
  return useSWR(id ? swrKeys.staffList(id) : null, ([, , listId]) => api.fetchList(listId), { ...CACHE.listById, revalidateOnMount: true });
}
