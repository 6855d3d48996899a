/**
 * Refresh of the staff data after a change (archive, restore, create, edit, images). The product's
 * SWR configuration keeps data fresh for 5 minutes and does not revalidate stale data on mount
 * (§9), so a change must tell SWR: `mutate` with a key filter revalidates the keys on screen and
 * forgets the deduplication of the others; the staff hooks revalidate on mount, so the next screen
 * fetches again while it shows the cached copy.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keyStartsWith } from 'shared-contracts/ui';

/** First element of every staff SWR key. */
export const STAFF_KEY = 'staff';

/**
 * Options of the staff hooks whose data a change can make stale (lists, metrics, one list): they
 * revalidate on mount, and on a key change to a key already cached (SWR 2.5 applies
 * `revalidateOnMount` to the first mount only; a filter switched back, say 'Ativas' after a
 * restore, showed the copy cached before the change and asked nothing). A key fetched within the
 * deduplication interval and not refreshed since is not asked again.
 */
export const revalidateOnMount = { revalidateOnMount: true, revalidateIfStale: true } as const;

/** A function that refreshes every cached staff list page, the metrics and each list by id. */
export function useRefreshStaffData(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate(keyStartsWith(STAFF_KEY, 'lists')),
        mutate(keyStartsWith(STAFF_KEY, 'metrics')),
        mutate(keyStartsWith(STAFF_KEY, 'list')),
      ]),
    [mutate],
  );
}
