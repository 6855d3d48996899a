/**
 * Filters and page of the staff dashboard kept in the address (§2 Staff dashboard):
 * `?search=&status=arquivado&categoria=&filial=&data=&page=`: the public lists' filters
 * (shared-contracts' publicListsFilters) plus status and branch. Status defaults to 'ativo' and is
 * left out of the address then; `data` is yyyy-MM-dd; invalid values in the address are ignored.
 */
import {
  addressId,
  PAGE_SIZE_STAFF_LISTS,
  publicListsQuery,
  readPublicListsFilters,
  type ListaStatus,
  type StaffListsQuery,
} from 'shared-contracts';

/** The dashboard filters as the screen holds them. */
export interface StaffFilters {
  /** Title or list id (§2). */
  search: string;
  status: ListaStatus;
  categoryId?: number;
  filialId?: number;
  /** yyyy-MM-dd. */
  dataEvento?: string;
  /** 1-based. */
  page: number;
}

/** The filters without the page: what the filter card edits. */
export type StaffFilterPatch = Partial<Omit<StaffFilters, 'page'>>;

/** Reads the filters from the query string of the address. */
export function readStaffFilters(params: URLSearchParams): StaffFilters {
  return {
    ...readPublicListsFilters(params),
    status: params.get('status') === 'arquivado' ? 'arquivado' : 'ativo',
    filialId: addressId(params.get('filial')),
  };
}

/** Writes the filters as a query string; defaults (status ativo, page 1) and empty values are left out. */
export function writeStaffFilters(filters: StaffFilters): URLSearchParams {
  const entries: Array<[string, string | number | undefined]> = [
    ['search', filters.search || undefined],
    ['status', filters.status === 'arquivado' ? filters.status : undefined],
    ['categoria', filters.categoryId],
    ['filial', filters.filialId],
    ['data', filters.dataEvento],
    ['page', filters.page > 1 ? filters.page : undefined],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined) params.set(key, String(value));
  return params;
}

/** The API query of the filters (§7 GET /lista; page size 50, §9). */
export function toStaffQuery(filters: StaffFilters): StaffListsQuery {
  return { ...publicListsQuery(filters), status: filters.status, filialId: filters.filialId, limit: PAGE_SIZE_STAFF_LISTS };
}
