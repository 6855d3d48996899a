/** The public lists page's data (§7 GET /lista/publica): items and meta. */
import useSWR from 'swr';
import { api, type FetchPublicListsQuery } from 'shared-contracts';

/** SWR key of one page of public lists (also the key of the page server's data, ../ssr/pageData). */
export const publicListsKey = (query: FetchPublicListsQuery) => ['publicLists', query] as const;

/** One page of public lists; keeps the previous page on screen while the next one loads. */
export function usePublicLists(query: FetchPublicListsQuery) {
  return useSWR(publicListsKey(query), ([, q]) => api.fetchPublicLists(q), { keepPreviousData: true });
}
