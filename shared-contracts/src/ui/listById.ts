/**
 * Reading a list, as several areas do: the API's "no such list" answer, and the staff hook of one list (GET /lista/{id}, §7) that the staff and
 * kits areas share (one SWR key, so a change in one area refreshes the other).
 */
import useSWR from 'swr';
import { ApiError, CACHE, swrKeys } from 'shared-contracts';
import { areaApi } from '../areaApi';

/** True for the API's "no such list" answer (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The list `id` for staff (GET /lista/{id}), fresh for 3 minutes (§9) and revalidated on mount,
 * since a change elsewhere may have made it stale; nothing is fetched for a null id (e.g. an
 * invalid address). Mutate `swrKeys.staffList(id)` after a change to the list or its images.
 */
export function useStaffList(id: number | null) {
  return useSWR(id ? swrKeys.staffList(id) : null, ([, , listId]) => areaApi.fetchList(listId), { ...CACHE.listById, revalidateOnMount: true });
}
