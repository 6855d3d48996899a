/**
 * Filters of a listing screen kept in the address (`?search=&page=`...), so that back/forward,
 * reload and shared links keep them (§2 public lists, staff dashboard).
 *
 * react-router applies navigations inside a React transition: between `setSearchParams` and the
 * re-render, an event handler still sees the old `params`. The setters therefore build on the
 * filters they last wrote until the router catches up, so that 'Limpar Filtros' followed at once
 * by another filter does not bring the cleared values back.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './hooks';

/** What a listing's filters must have: a page number (1-based). */
export interface PagedFilters {
  page: number;
}

/** Reader and writer of the filters' query string; `read` of an empty query gives the defaults. */
export interface FiltersCodec<F extends PagedFilters> {
  read: (params: URLSearchParams) => F;
  write: (filters: F) => URLSearchParams;
}

/** The filters in the address and the setters: `update` (back to page 1), `setPage`, `clear`. */
export function useFiltersInAddress<F extends PagedFilters>({ read, write }: FiltersCodec<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [params, read]);
  const written = useRef<F | null>(null);
  useEffect(() => {
    written.current = null; // the router caught up with what was written
  }, [params]);

  return useMemo(() => {
    const current = () => written.current ?? filters;
    const apply = (next: F, replace = false) => {
      written.current = next;
      setParams(write(next), { replace });
    };
    return {
      filters,
      /** Applies `patch` and goes back to page 1; `replace` keeps one history entry (typing). */
      update: (patch: Partial<Omit<F, 'page'>>, replace = false) => apply({ ...current(), ...patch, page: 1 }, replace),
      setPage: (page: number) => apply({ ...current(), page }),
      clear: () => apply(read(new URLSearchParams())),
    };
  }, [filters, setParams, read, write]);
}

/**
 * The search box and the reset of a filter card: what is typed shows at once, and is applied
 * (`onSearch`, trimmed) once typing settled for `delayMs` (§9 debounce) and differs from the
 * applied `search`. When the address changes the applied search (back/forward, 'Limpar
 * Filtros'), the box shows it. `reset()` empties the box and bumps `resetKey`, a React key that
 * remounts inputs holding partial entries (the date filter).
 */
export function useFilterInputs(search: string, delayMs: number, onSearch: (search: string) => void) {
  const [typed, setTyped] = useState(search);
  const [resetKey, setResetKey] = useState(0);
  const settled = useDebouncedValue(typed, delayMs);
  const applied = useRef(search);
  applied.current = search;
  const apply = useRef(onSearch);
  apply.current = onSearch;

  // Only a settled new entry applies the search; address changes come through `search`.
  useEffect(() => {
    const next = settled.trim();
    if (next !== applied.current) apply.current(next);
  }, [settled]);

  useEffect(() => {
    setTyped((current) => (current.trim() === search ? current : search));
  }, [search]);

  const reset = useCallback(() => {
    setTyped('');
    setResetKey((k) => k + 1);
  }, []);
  return { typed, setTyped, resetKey, reset };
}
