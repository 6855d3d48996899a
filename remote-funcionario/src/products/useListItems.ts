/** Items and kits of a list for staff (§7 GET /lista-produtos/{listId} with search and status). */
import useSWR, { useSWRConfig } from 'swr';
import { api } from 'shared-contracts';
import { keyStartsWith } from 'shared-contracts/ui';

/** Status filter of the items call (§7). */
export type ItemStatusFilter = 'todos' | 'disponivel' | 'vendido';

const KEY = 'staffListItems';

/** One filtered view of the list's items; the previous one stays on screen while the next loads. */
export function useListItems(listId: number | null, search: string, status: ItemStatusFilter) {
  return useSWR(listId ? [KEY, listId, search, status] : null, ([, id, q, s]) => api.fetchListItems(id, { search: q || undefined, status: s }), {
    keepPreviousData: true,
  });
}

/** Refreshes every cached view of the list's items (after an action, §7: refresh after changes). */
export function useRefreshListItems(listId: number | null): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(keyStartsWith(KEY, listId));
}
