/** The public lists page's data (§7 GET /lista/publica): items and meta. */
import useSWR from 'swr';
import { api, type FetchPublicListsQuery } from 'shared-contracts';

/** One page of public lists; keeps the previous page on screen while the next one loads. */
export function usePublicLists(query: FetchPublicListsQuery) {
  return useSWR(['publicLists', query], ([, q]) => api.fetchPublicLists(q), { keepPreviousData: true });
}
