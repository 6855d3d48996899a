/** SWR keys of the customer area and their refresh after a change. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** First element of every customer SWR key, so that a change can refresh every cached copy. */
export const CUSTOMER_KEYS = {
  dashboard: 'customerDashboard',
  lists: 'customerLists',
  list: 'customerList',
} as const;

type CustomerKeyName = (typeof CUSTOMER_KEYS)[keyof typeof CUSTOMER_KEYS];

const keyOf =
  (...names: CustomerKeyName[]) =>
  (key: unknown) =>
    Array.isArray(key) && (names as unknown[]).includes(key[0]);

/**
 * A function to call after the customer changed a list (title, description, images): the
 * dashboard counters and lists are dropped from the cache (the shell's SWR configuration does not
 * revalidate stale data on mount, so the next visit must find nothing and fetch), and the lists
 * on screen are fetched again.
 */
export function useRefreshCustomerData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(keyOf(CUSTOMER_KEYS.dashboard, CUSTOMER_KEYS.lists), undefined, { revalidate: false });
    await mutate(keyOf(CUSTOMER_KEYS.list));
  }, [mutate]);
}
