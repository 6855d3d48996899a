/** The one SWR configuration of the product: cache times and retries of §9. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { CACHE, swrKeyPrefixes } from 'shared-contracts';

export const swrConfig = {
  dedupingInterval: CACHE.default.dedupingInterval,
  errorRetryCount: CACHE.default.errorRetryCount,
  revalidateOnFocus: false,
  revalidateIfStale: false,
};

/**
 * Matches the SWR array keys that start with `prefix` (e.g. `['staff', 'lists']`): pass it to
 * `mutate` to refresh every cached page of one query after a change.
 */
export const keyStartsWith =
  (...prefix: readonly unknown[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, i) => key[i] === part);

/**
 * A function that refreshes every cached copy of a list's products after an add or edit (§7):
 * the staff items views of the list, the list by id and the public list pages. Their data is
 * dropped and the copies on screen are fetched again: the product's SWR configuration does not
 * revalidate stale data on mount (§9), so a copy off screen must be empty to be fetched on the
 * next visit. Screens that keep their previous data while loading (`keepPreviousData`) do not
 * flash.
 */
export function useRefreshListProducts(): (listId: number) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (listId: number) =>
      Promise.all(
        [swrKeyPrefixes.staffListItems(listId), swrKeyPrefixes.staffList(listId), swrKeyPrefixes.publicLists()].map((prefix) =>
          mutate(keyStartsWith(...prefix), undefined, { revalidate: true }),
        ),
      ),
    [mutate],
  );
}
