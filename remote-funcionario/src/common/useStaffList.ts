/** One list by id for staff (GET /lista/{id}, §7), cached 3 minutes (§9). */
import useSWR from 'swr';
import { api, CACHE, swrKeys } from 'shared-contracts';
import { revalidateOnMount } from './staffCache';

/** SWR key of a list by id (shared with the kits area); mutate it after a change to the list or its images. */
export const staffListKey = swrKeys.staffList;

/** The list `id` (null id: nothing is fetched, e.g. an invalid address). */
export function useStaffList(id: number | null) {
  return useSWR(id ? staffListKey(id) : null, ([, , listId]) => api.fetchList(listId), { ...CACHE.listById, ...revalidateOnMount });
}

/** The numeric `:id` of the address, or null when it is not a positive integer. */
export function parseListId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
