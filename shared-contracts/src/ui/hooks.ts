/** Small UI hooks shared by the apps. */
import { useContext, useEffect, useState } from 'react';
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

/**
 * Sets the page title 'X - Lista de Presentes - {brand}', canonical link and sharing tags (§1)
 * for the current location. `title` undefined leaves the page as the shell set it. On the page
 * server (issue 22) the metadata goes to its collector as the screen renders, for the HTML's head.
 */
export function usePageMeta(meta: PageMetaInput): void {
  const { config } = useSession();
  const location = useLocation();
  const { title, description, imageUrl, noindex } = meta;
  const collect = useContext(PageMetaCollectorContext);
  if (collect && title) collect(meta);
  useEffect(() => {
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
