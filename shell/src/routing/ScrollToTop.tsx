/**
 * Scrolls to the top on navigation unless the address has a hash (§2): the hash's element is
 * scrolled into view instead. The first render keeps the position the page has (docs/decisions/031): a page
 * rendered on the server may have been scrolled by the guest before the app took it over, and a
 * reload restores its own position; only a hash is honoured then.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (!initial) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
