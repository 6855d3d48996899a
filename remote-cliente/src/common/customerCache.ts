/** SWR keys of the customer area and their refresh after a change. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keyStartsWith } from 'shared-contracts/ui';

/** First element of every customer SWR key, so that a change can refresh every cached copy. */
export const CUSTOMER_KEYS = {
  dashboard: 'customerDashboard',
  lists: 'customerLists',
  list: 'customerList',
} as const;

/**
 * A function to call after the customer changed a list (title, description, images): the
 * dashboard counters and lists are dropped from the cache (the shell's SWR configuration does not
 * revalidate stale data on mount, so the next visit must find nothing and fetch), and the lists
 * on screen are fetched again.
 */
export function useRefreshCustomerData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(keyStartsWith(CUSTOMER_KEYS.dashboard), undefined, { revalidate: false });
    await mutate(keyStartsWith(CUSTOMER_KEYS.lists), undefined, { revalidate: false });
    await mutate(keyStartsWith(CUSTOMER_KEYS.list));
  }, [mutate]);
}
