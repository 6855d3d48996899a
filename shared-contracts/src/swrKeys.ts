/**
 * SWR keys that several areas share (one SWR cache, the shell's SWRConfig; swr is a federation
 * singleton). A screen that changes a list's products refreshes every cached copy by prefix
 * (§7: after add or edit the cached list-product data is refreshed): see `useRefreshListProducts`
 * in shared-contracts/ui.
 */

/** Status filter of the staff items call (§7 GET /lista-produtos/{listId}). */
export type ItemStatusFilter = 'todos' | 'disponivel' | 'vendido';

export const swrKeys = {
  /** Staff items of a list, one filtered view (products page, kit builder). */
  staffListItems: (listId: number, search = '', status: ItemStatusFilter = 'todos') => ['staffListItems', listId, search, status] as const,
  /** A list by id for staff (GET /lista/{id}: staff view, edit form, add product). */
  staffList: (id: number) => ['staff', 'list', id] as const,
  /** The online orders of a list to review (GET /lista/{id}/pedidos). */
  staffListOrders: (id: number) => ['staff', 'list', id, 'pedidos'] as const,
  /** The gifts a list received (tracker): the owner's or the staff's read-only copy. */
  receivedGifts: (who: 'cliente' | 'staff', id: number) => ['receivedGifts', who, id] as const,
  /** A list at the till (GET /presentes-loja/listas/{id}). */
  tillList: (id: number) => ['till', 'list', id] as const,
  /** The gift card product's denominations (GET /shopify/vale-presente, decision 030). */
  valePresenteOptions: () => ['valePresenteOptions'] as const,
  /** A public list by slug (GET /lista/publica/slug/{slug}). */
  publicList: (slug: string) => ['listBySlug', slug] as const,
};

/** Key prefixes that match every cached copy of one kind (for `mutate(keyStartsWith(...))`). */
export const swrKeyPrefixes = {
  staffListItems: (listId: number) => ['staffListItems', listId] as const,
  staffList: (id: number) => ['staff', 'list', id] as const,
  publicLists: () => ['listBySlug'] as const,
};
