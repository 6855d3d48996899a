/**
 * Page metadata (§1): title 'X - Lista de Presentes - {brand}', canonical address, social-sharing
 * tags (Open Graph, Twitter) and 'noindex' where §1 asks for it. Works on `document.head`.
 */
export interface PageMeta {
  title: string;
  brandName: string;
  /** Absolute canonical URL. */
  canonicalUrl: string;
  description?: string;
  imageUrl?: string;
  noindex?: boolean;
}

export function pageTitle(title: string, brandName: string): string {
  return `${title} - Lista de Presentes - ${brandName}`;
}

function upsert(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void): void {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): void {
  const selector = `meta[${attr}="${key}"]`;
  if (content === undefined) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  upsert(
    selector,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(attr, key);
      return m;
    },
    (el) => el.setAttribute('content', content),
  );
}

/** Writes the page's title, canonical link, sharing tags and robots tag. */
export function applyPageMeta(meta: PageMeta): void {
  const title = pageTitle(meta.title, meta.brandName);
  document.title = title;
  upsert(
    'link[rel="canonical"]',
    () => {
      const l = document.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    },
    (el) => el.setAttribute('href', meta.canonicalUrl),
  );
  const description = meta.description ?? 'Listas de presentes para casamentos, aniversários, chás de bebê e muito mais.';
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', meta.canonicalUrl);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', meta.brandName);
  setMeta('property', 'og:image', meta.imageUrl);
  setMeta('name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  setMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : undefined);
}
