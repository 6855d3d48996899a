/**
 * Page metadata (§1): title 'X - Lista de Presentes - {brand}', canonical address, social-sharing
 * tags (Open Graph, Twitter) and 'noindex' where §1 asks for it: written on `document.head` in the
 * browser, and listed (`pageMetaTags`) for the head of a page rendered on the server (decision 029).
 */
import { createContext } from 'react';

/** The page metadata a screen declares (§1, `usePageMeta` of shared-contracts/ui). */
export interface PageMetaInput {
  title?: string;
  description?: string;
  imageUrl?: string;
  noindex?: boolean;
}

/**
 * Set by the page server only: receives the metadata a screen declares while it renders there
 * (effects do not run on the server). Lives in the shared singleton, so that a remote's screen and
 * the page server meet in one context.
 */
export const PageMetaCollectorContext = createContext<((meta: PageMetaInput) => void) | null>(null);

export interface PageMeta {
  title: string;
  brandName: string;
  /** Absolute canonical URL. */
  canonicalUrl: string;
  description?: string;
  imageUrl?: string;
  noindex?: boolean;
}

function pageTitle(title: string, brandName: string): string {
  return `${title} - Lista de Presentes - ${brandName}`;
}

/** One tag of a page's head: `<meta name|property=key content>`, or the canonical link. */
export type PageMetaTag = { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string } | { tag: 'link'; rel: 'canonical'; href: string };

const DEFAULT_DESCRIPTION = 'Listas de presentes para casamentos, aniversários, chás de bebê e muito mais.';
/** Every meta name or property `pageMetaTags` may write (the ones it leaves out are removed in the browser). */
const META_KEYS = [
  ['name', 'description'],
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['property', 'og:url'],
  ['property', 'og:type'],
  ['property', 'og:site_name'],
  ['property', 'og:image'],
  ['name', 'twitter:card'],
  ['name', 'twitter:title'],
  ['name', 'twitter:description'],
  ['name', 'robots'],
] as const;

/** The head's title and tags for `meta`: the canonical link, description, Open Graph, Twitter and robots. */
export function pageMetaTags(meta: PageMeta): { title: string; tags: PageMetaTag[] } {
  const title = pageTitle(meta.title, meta.brandName);
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const values: Record<string, string | undefined> = {
    description,
    'og:title': title,
    'og:description': description,
    'og:url': meta.canonicalUrl,
    'og:type': 'website',
    'og:site_name': meta.brandName,
    'og:image': meta.imageUrl,
    'twitter:card': meta.imageUrl ? 'summary_large_image' : 'summary',
    'twitter:title': title,
    'twitter:description': description,
    robots: meta.noindex ? 'noindex, nofollow' : undefined,
  };
  const tags: PageMetaTag[] = [{ tag: 'link', rel: 'canonical', href: meta.canonicalUrl }];
  for (const [attr, key] of META_KEYS) {
    const content = values[key];
    if (content !== undefined) tags.push({ tag: 'meta', attr, key, content });
  }
  return { title, tags };
}

/** Writes the page's title, canonical link, sharing tags and robots tag on `document.head`. */
export function applyPageMeta(meta: PageMeta): void {
  const { title, tags } = pageMetaTags(meta);
  document.title = title;
  const head = document.head;
  const element = (selector: string, create: () => HTMLElement) => {
    let el = head.querySelector<HTMLElement>(selector);
    if (!el) {
      el = create();
      head.appendChild(el);
    }
    return el;
  };
  for (const [attr, key] of META_KEYS) {
    const tag = tags.find((t) => t.tag === 'meta' && t.key === key);
    const selector = `meta[${attr}="${key}"]`;
    if (!tag || tag.tag !== 'meta') {
      head.querySelector(selector)?.remove();
      continue;
    }
    element(selector, () => {
      const m = document.createElement('meta');
      m.setAttribute(attr, key);
      return m;
    }).setAttribute('content', tag.content);
  }
  element('link[rel="canonical"]', () => {
    const l = document.createElement('link');
    l.setAttribute('rel', 'canonical');
    return l;
  }).setAttribute('href', meta.canonicalUrl);
}
