/**
 * The data of each guest page rendered on the server (decision 029): the same calls and SWR keys its
 * screen uses in the browser, so that the screen renders complete on the server and the browser
 * hydrates it from this data without asking again. The home and /listas also carry the categories
 * of their filters and footer.
 */
import { unstable_serialize } from 'swr';
import { api, HOME_LISTS_QUERY, parseRouteId, paths, publicListsQuery, readPublicListsFilters, swrKeys } from 'shared-contracts';
import type { SsrPageData, SsrPageRequest } from 'shared-contracts/ssr';
import { isNotFound } from 'shared-contracts/ui';
import { categoriesKey } from '../categories/useCategories';
import { publicListsIndexKey } from '../home/usePublicListsIndex';
import { publicListsKey } from '../lists/usePublicLists';

type Entry = readonly [key: readonly unknown[], data: Promise<unknown>];

/**
 * The named chunks (routes.tsx, useGiving.tsx) of each rendered screen and of its first action, for the
 * page loader to prefetch (`SsrPageData.chunks`): a list page's guest most often taps 'Presentear'.
 */
export const SCREEN_CHUNKS = {
  home: ['home'],
  publicLists: ['lists'],
  publicList: ['list', 'give'],
} as const satisfies Partial<Record<SsrPageRequest['routeId'], readonly string[]>>;

/** A page of `entries`' data, whose screen loads `chunks`. */
const page = (entries: Entry[], chunks: readonly string[]): Promise<SsrPageData> =>
  Promise.all(entries.map(async ([key, data]) => [unstable_serialize(key), await data] as const)).then((pairs) => ({
    status: 200,
    fallback: Object.fromEntries(pairs),
    chunks: [...chunks],
  }));

/** A list's page: its data under the list screen's key; a list that is not public is kept by no shared cache (docs/decisions/032). */
const listPage = (slug: string, lista: Awaited<ReturnType<typeof api.fetchListBySlug>>): SsrPageData => ({
  status: 200,
  fallback: { [unstable_serialize(swrKeys.publicList(slug))]: lista },
  private: lista.privacidade !== 'publico',
  chunks: [...SCREEN_CHUNKS.publicList],
});

/**
 * 404 when the API says the list is not there (private, archived, missing: the same 404); other
 * failures throw. `notFoundKey`: the SWR key whose 404 the screen shows itself (the list page's
 * 'Lista não encontrada', docs/decisions/031); without it the shell's not-found page answers.
 */
async function orNotFound(load: () => Promise<SsrPageData>, notFoundKey?: readonly unknown[]): Promise<SsrPageData> {
  try {
    return await load();
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return notFoundKey ? { status: 404, fallback: {}, notFound: [unstable_serialize(notFoundKey)] } : { status: 404, fallback: {} };
  }
}

/**
 * The page data of a guest route; null for a page the browser renders alone (/lista/kit reads its
 * navigation state). @throws the API client's ApiError when the API fails (the page server then
 * sends the page to be rendered in the browser).
 */
export async function loadPageData({ routeId, params, search }: SsrPageRequest): Promise<SsrPageData | null> {
  switch (routeId) {
    case 'home':
      return page(
        [
          [publicListsIndexKey, api.fetchPublicListsIndex(HOME_LISTS_QUERY)],
          [categoriesKey, api.fetchCategories()],
        ],
        SCREEN_CHUNKS.home,
      );
    case 'publicLists': {
      const query = publicListsQuery(readPublicListsFilters(search));
      return page(
        [
          [publicListsKey(query), api.fetchPublicLists(query)],
          [categoriesKey, api.fetchCategories()],
        ],
        SCREEN_CHUNKS.publicLists,
      );
    }
    case 'publicList': {
      const slug = params.slug ?? '';
      const key = swrKeys.publicList(slug);
      const data = await orNotFound(async () => listPage(slug, await api.fetchListBySlug(slug)), key);
      // its own not-found page has the list screen, and no gift to give
      return data.status === 200 ? data : { ...data, chunks: SCREEN_CHUNKS.publicList.slice(0, 1) };
    }
    case 'shareList': {
      // The share link renders its list at the list's own address (the browser then shows that address).
      const id = parseRouteId(params.id);
      if (id === null) return { status: 404, fallback: {} };
      return orNotFound(async () => {
        const { slug } = await api.fetchShareList(id);
        const data = listPage(slug, await api.fetchListBySlug(slug));
        const query = search.toString();
        return { ...data, path: `${paths.publicList(slug)}${query ? `?${query}` : ''}` };
      });
    }
    default:
      return null;
  }
}
