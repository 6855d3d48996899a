/**
 * The page server's styles, taken over by the browser without moving them (docs/decisions/049).
 *
 * Emotion's own way moves every style element the server sent: its default cache, made when
 * `@emotion/react` is first evaluated, appends them to the head, and appending a style element
 * restyles the whole page (31–39 ms at CPU 4× on a list page, measured). So the page server writes
 * them in a form that cache does not touch (`serverStyleTags`): the component styles under
 * SERVER_STYLES_ATTRIBUTE, the global ones marked as already placed (`data-s`, which Emotion's own
 * `Global` still finds and adopts when it hydrates). The first provider that renders in the
 * browser (`useServerStyles`) then tells the cache what those elements hold, as Emotion's hydration
 * would, and puts them first in the cache's sheet without a DOM move: the rules are not inserted
 * again, new ones go after them, and the global ones go before them (the cascade layers' order
 * comes first in the document, as sent).
 */
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';

/** The attribute of the server's component styles: `<cache key> <name> <name> …`, as Emotion's `data-emotion`. */
export const SERVER_STYLES_ATTRIBUTE = 'data-lp-styles';

/** One chunk of Emotion's critical styles (`extractCriticalToChunks(html).styles`). */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The style elements of a page rendered on the server, in the chunks' order (Emotion's
 * `constructStyleTagsFromChunks`, but in the form described above): chunks keyed `cacheKey` are
 * the component styles, the others (`<key>-global`) the global ones.
 */
export function serverStyleTags(chunks: readonly StyleChunk[], cacheKey: string): string {
  return chunks
    .map(({ key, ids, css }) =>
      key === cacheKey
        ? `<style ${SERVER_STYLES_ATTRIBUTE}="${key} ${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

/**
 * Tells `cache` what the server's component style elements of `doc` hold (see the module's
 * comment); an element already in the cache's sheet is skipped (each app bundle has its own copy
 * of this module, and they share one cache), and a page without them changes nothing.
 */
export function adoptServerStyles(cache: EmotionCache, doc: Document): void {
  const nodes = [...doc.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)];
  const own = nodes.filter((node) => {
    const [key, ...names] = (node.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key || cache.sheet.tags.includes(node)) return false;
    for (const name of names) if (name) cache.inserted[name] = true;
    return true;
  });
  cache.sheet.tags.unshift(...own);
}

/** The caches this copy of the module has already given the server's styles: the document is read once per cache, not on every render. */
const adopted = new WeakSet<EmotionCache>();

/** Adopts the server's styles into the current Emotion cache, in the browser; call it before rendering anything styled. */
export function useServerStyles(): void {
  const cache = __unsafe_useEmotionCache();
  if (!cache || typeof document === 'undefined' || adopted.has(cache)) return;
  adopted.add(cache);
  adoptServerStyles(cache, document);
}
