/**
 * Filters and page of the public lists page kept in the address (§2 Public lists page):
 * `?search=&categoria=&data=&page=` so that back/forward and reload restore them.
 * `data` is yyyy-MM-dd (the query's format, §7); invalid values in the address are ignored.
 * Shared by the page (remote-public) and the route table's first request (./routes).
 */
import { HOME_LIST_COUNT, PAGE_SIZE_PUBLIC_LISTS } from './constants';
import { dayToMasked, parseMaskedDate } from './dateMask';
import type { FetchPublicListsQuery } from './schemas/calls';

export interface PublicListsFilters {
  search: string;
  categoryId?: number;
  /** yyyy-MM-dd. */
  dataEvento?: string;
  /** 1-based. */
  page: number;
}

/** An id from the address: a plain positive integer within PostgreSQL's range, else undefined. */
export const addressId = (raw: string | null): number | undefined => {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
};

/** Reads the filters from the address' query string. */
export function readPublicListsFilters(params: URLSearchParams): PublicListsFilters {
  const data = params.get('data') ?? '';
  const dataEvento = parseMaskedDate(dayToMasked(data), true) ?? undefined;
  return {
    search: (params.get('search') ?? '').trim(),
    categoryId: addressId(params.get('categoria')),
    dataEvento,
    page: addressId(params.get('page')) ?? 1,
  };
}

/** Writes the filters as a query string, leaving out empty values and page 1. */
export function writePublicListsFilters(filters: PublicListsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.categoryId) params.set('categoria', String(filters.categoryId));
  if (filters.dataEvento) params.set('data', filters.dataEvento);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query of the filters (§7 GET /lista/publica, page size 50). */
export function publicListsQuery(filters: PublicListsFilters): FetchPublicListsQuery {
  return {
    search: filters.search || undefined,
    categoryId: filters.categoryId,
    dataEvento: filters.dataEvento,
    page: filters.page,
    limit: PAGE_SIZE_PUBLIC_LISTS,
  };
}

/** The home's lists (§2 Home, §7 GET /lista/publica/index: page 1, limit 30). */
export const HOME_LISTS_QUERY: FetchPublicListsQuery = { page: 1, limit: HOME_LIST_COUNT };
