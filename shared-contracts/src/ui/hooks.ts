/** Small UI hooks shared by the apps. */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
// Through the package name, so remotes use the federation singleton (one session context).
import { applyPageMeta, siteAddress, useSession } from 'shared-contracts';

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
 * for the current location. `title` undefined leaves the page as the shell set it.
 */
export function usePageMeta(meta: { title?: string; description?: string; imageUrl?: string; noindex?: boolean }): void {
  const { config } = useSession();
  const location = useLocation();
  const { title, description, imageUrl, noindex } = meta;
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
