/**
 * Addresses of the calls a guest page makes first (§7 Public lists), as plain data: the typed
 * client (./calls) sends them, and the shell's entry starts them before the rest of the app has
 * arrived (`firstRequest` of the route table, ../early). No schema or zod here, so the shell's
 * entry can carry this module.
 */
import type { FetchPublicListsQuery } from '../schemas/calls';

export type QueryValue = string | number | boolean | null | undefined;

/** One GET call: its path under the API address and its query. */
export interface ApiRequest {
  path: string;
  query?: Record<string, QueryValue>;
}

export const guestRequests = {
  /** GET /lista/publica/index (the home's lists). */
  publicListsIndex: (query: FetchPublicListsQuery): ApiRequest => ({ path: '/lista/publica/index', query: { ...query } }),
  /** GET /lista/publica (the /listas page). */
  publicLists: (query: FetchPublicListsQuery): ApiRequest => ({ path: '/lista/publica', query: { ...query } }),
  /** GET /lista/publica/slug/{slug} (a public list). */
  listBySlug: (slug: string): ApiRequest => ({ path: `/lista/publica/slug/${encodeURIComponent(slug)}` }),
};

/** `{apiUrl}{path}?query`, leaving out empty query values (one rule for every sender). */
export function composeUrl(apiUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path.replace(/^\/+/, ''), `${apiUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}
