/** The size and colour lists (§7 GET /tamanhos, GET /cores): active ones, by name. */
import useSWR from 'swr';
import { type SizeOrColour } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';

export type SizeColourKind = 'tamanhos' | 'cores';

/** How a screen asks for the lists (§7, §9): page size and direction differ per screen. */
export interface SizeColourPaging {
  /** Page size: 50 (kit builder, add product) or 100 (edit). */
  take: number;
  sort: 'asc' | 'desc';
}

/** One page of the list matching `q` (empty: the first page of all). */
export function useSizesColours(kind: SizeColourKind, q: string, paging: SizeColourPaging) {
  return useSWR(['kits', kind, q, paging.take, paging.sort] as const, ([, k, search, take, sort]): Promise<SizeOrColour[]> => {
    const query = { q: search || undefined, onlyActive: true, skip: 0, take, orderBy: 'nome' as const, sort };
    return k === 'tamanhos' ? areaApi.fetchSizes(query) : areaApi.fetchColours(query);
  }, { keepPreviousData: true });
}

/**
 * The variants (size and colour codes) of product `codigo`, from the product lookup (§7 GET
 * /produtos/{codigo}); undefined while loading or when the lookup fails (the pickers then offer
 * every size and colour).
 */
export function useProductVariants(codigo: string | null | undefined) {
  const { data } = useSWR(codigo ? (['kits', 'produto', codigo] as const) : null, ([, , code]) => areaApi.fetchProduct(code), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return data?.variantes;
}
