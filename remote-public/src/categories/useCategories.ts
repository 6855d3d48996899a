/** Event categories (§7 GET /lista_categoria) for the filter and the home footer. */
import useSWR from 'swr';
import { api, type Category } from 'shared-contracts';

/** SWR key of the categories call. */
export const categoriesKey = ['categories'] as const;

/** The list categories; `categories` is [] until loaded or on failure (the filters still work). */
export function useCategories(): { categories: Category[]; isLoading: boolean; error: unknown } {
  const { data, error, isLoading } = useSWR(categoriesKey, () => api.fetchCategories());
  return { categories: data ?? [], isLoading, error };
}
