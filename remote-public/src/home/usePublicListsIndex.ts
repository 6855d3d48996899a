/** The home's first lists (§2 Home, §7 GET /lista/publica/index with page 1, limit 30). */
import useSWR from 'swr';
import { api, HOME_LIST_COUNT, HOME_LISTS_QUERY } from 'shared-contracts';

export const publicListsIndexKey = ['publicListsIndex', HOME_LIST_COUNT] as const;

/**
 * The first HOME_LIST_COUNT public lists; the home reads `items` only (§7). The same query as the
 * route table's first request of the home, so the answer the shell started early is the one used.
 */
export function usePublicListsIndex() {
  return useSWR(publicListsIndexKey, () => api.fetchPublicListsIndex(HOME_LISTS_QUERY));
}
