/**
 * Cache-Control of everything the page host sends (docs/decisions/018, 029, 032): what a deploy or
 * a release replaces is asked for again, what cannot change is kept a year, rendered pages briefly.
 */

/** Cache-Control of a file that cannot change: a release's version folder, a file with a content hash in its name. */
export const IMMUTABLE_FILE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of a rendered guest page: shared caches (a CDN, a proxy) may keep it 5 s and serve
 * it stale 10 s more while they fetch it again, so a gift given, cancelled or edited shows within
 * seconds; browsers always ask again. The hold and the order rules on the API stay the judges of a
 * gift (a stale page cannot give a gift twice; docs/decisions/029).
 */
export const RENDERED_PAGE_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10';

/** Cache-Control of a rendered page of a list that is not public ('privado', 'apenas_convidados'): no cache keeps it (docs/decisions/032). */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * Cache-Control of the file at `pathname` (relative to the served folder, with a leading `/`).
 * Entry files, configuration and a remote's release pointer must be re-read after each deploy or
 * release (`no-cache`); what cannot change is cached for a year: a release's version folder (its
 * name is the hash of its content, scripts/release.ts) and files with a content hash in their name.
 */
export function cacheControl(pathname: string): string {
  if (/^\/[0-9a-f]{10}\//.test(pathname)) return IMMUTABLE_FILE_CACHE;
  if (pathname === '/' || /\/(index\.html|runtime-config\.json|mf-manifest\.json|mf-stats\.json|history\.json|remote_[a-z]+\.[0-9a-f]+\.js)$/.test(pathname)) return 'no-cache';
  if (/\.[0-9a-f]{8,}\./.test(pathname)) return IMMUTABLE_FILE_CACHE;
  return 'no-cache';
}
