/**
 * Event categories (GET /lista_categoria) and branches (GET /filial) of the staff filters and the
 * list form (§7 Staff lists). Both are [] until loaded or when the call fails.
 */
import useSWR from 'swr';
import { api, CACHE, type Branch, type Category } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';

/** Event categories, in the order the API sends them. */
export function useStaffCategories(): Category[] {
  const { data } = useSWR(['staff', 'categories'], () => api.fetchCategories(), CACHE.default);
  return data ?? [];
}

/** Branches (filiais), in the order the API sends them. */
export function useBranches(): Branch[] {
  const { data } = useSWR(['staff', 'branches'], () => areaApi.fetchBranches(), CACHE.default);
  return data ?? [];
}
