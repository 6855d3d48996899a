/** Small UI hooks shared by the apps. */
import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
// Through the package name, so remotes use the federation singleton (one session context).
import { applyPageMeta, PageMetaCollectorContext, siteAddress, useSession, type PageMetaInput } from 'shared-contracts';

/** The value after it stopped changing for `delayMs` (search debounce, §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return debounced;
}

/** `useLayoutEffect` in the browser, nothing on the server (where effects do not run anyway). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Sets the page title 'X - Lista de Presentes - {brand}', canonical link and sharing tags (§1)
 * for the current location. `title` undefined leaves the page as the shell set it. On the page
 * server (decision 029) the metadata goes to its collector as the screen renders, for the HTML's head.
 *
 * `routeDefault`: the route's own metadata, which a screen's declaration overrides. It is written
 * in a layout effect, before the passive effects of the same commit: when a rendered page is
 * hydrated, route and screen commit together and the screen's title (the list's) stays, as sent
 * (docs/decisions/031); otherwise the parent's effect, which runs after its children's, would win.
 */
export function usePageMeta(meta: PageMetaInput, { routeDefault = false }: { routeDefault?: boolean } = {}): void {
  const { config } = useSession();
  const location = useLocation();
  const { title, description, imageUrl, noindex } = meta;
  const collect = useContext(PageMetaCollectorContext);
  if (collect && title) collect(meta);
  const useApply = routeDefault ? useBrowserLayoutEffect : useEffect;
  useApply(() => {
    if (!title) return;
    applyPageMeta({
      title,
      brandName: config.brandName,
      canonicalUrl: siteAddress(config.siteUrl, location.pathname),
      description,
      imageUrl,
      noindex,
    });
  }, [title, description, imageUrl, noindex, config.brandName, config.siteUrl, location.pathname]);
}
