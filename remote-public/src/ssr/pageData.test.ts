import { unstable_serialize } from 'swr';
import { api, ApiError, HOME_LISTS_QUERY, publicListsQuery, readPublicListsFilters, swrKeys } from 'shared-contracts';
import { categoriesKey } from '../categories/useCategories';
import { publicListsIndexKey } from '../home/usePublicListsIndex';
import { publicListsKey } from '../lists/usePublicLists';
import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_NAME } from 'shared-contracts/ssr';
import { loadPageData, SCREEN_CHUNKS } from './pageData';

const lista = { id: 7, slug: 'casamento-ana', titulo: 'Casamento Ana', privacidade: 'publico' } as unknown as Awaited<ReturnType<typeof api.fetchListBySlug>>;
const notFound = () => new ApiError('HTTP_ERROR', 404, 'Erro 404');
const request = (routeId: Parameters<typeof loadPageData>[0]['routeId'], params: Record<string, string> = {}, search = '') => ({ routeId, params, search: new URLSearchParams(search) });

describe('loadPageData (the data of guest pages rendered on the server)', () => {
  beforeEach(() => {
    jest.spyOn(api, 'fetchCategories').mockResolvedValue([{ id: 1, nome: 'Casamento' }] as never);
  });

  it('home: the first lists and the categories, under the keys its hooks read', async () => {
    const index = jest.spyOn(api, 'fetchPublicListsIndex').mockResolvedValue({ items: [] } as never);
    const data = await loadPageData(request('home'));
    expect(index).toHaveBeenCalledWith(HOME_LISTS_QUERY);
    expect(data).toEqual({ status: 200, fallback: { [unstable_serialize(publicListsIndexKey)]: { items: [] }, [unstable_serialize(categoriesKey)]: [{ id: 1, nome: 'Casamento' }] }, chunks: ['home'] });
  });

  it("/listas: the page of the address's filters, under the key the page computes from them", async () => {
    const lists = jest.spyOn(api, 'fetchPublicLists').mockResolvedValue({ items: [], meta: { totalItems: 0, totalPages: 0, currentPage: 2 } } as never);
    const search = 'q=ana&page=2';
    const data = await loadPageData(request('publicLists', {}, search));
    const query = publicListsQuery(readPublicListsFilters(new URLSearchParams(search)));
    expect(lists).toHaveBeenCalledWith(query);
    expect(Object.keys(data!.fallback)).toContain(unstable_serialize(publicListsKey(query)));
    expect(data!.chunks).toEqual(['lists']);
  });

  it('a list page: its list; 404 when the API has none', async () => {
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValueOnce(lista).mockRejectedValueOnce(notFound());
    expect(await loadPageData(request('publicList', { slug: 'casamento-ana' }))).toEqual({
      status: 200,
      fallback: { [unstable_serialize(swrKeys.publicList('casamento-ana'))]: lista },
      private: false,
      chunks: ['list', 'give'],
    });
    // the list screen shows its own 'Lista não encontrada' from that key's 404 (docs/decisions/031), with no gift to give
    expect(await loadPageData(request('publicList', { slug: 'nada' }))).toEqual({ status: 404, fallback: {}, notFound: [unstable_serialize(swrKeys.publicList('nada'))], chunks: ['list'] });
  });

  it("a list that is not public is a private page (no shared cache keeps it, docs/decisions/032)", async () => {
    for (const privacidade of ['apenas_convidados', 'privado'] as const) {
      jest.spyOn(api, 'fetchListBySlug').mockResolvedValueOnce({ ...lista, privacidade });
      expect(await loadPageData(request('publicList', { slug: 'casamento-ana' }))).toMatchObject({ status: 200, private: true });
    }
  });

  it('any other failure of the API is thrown (the browser renders the page instead)', async () => {
    jest.spyOn(api, 'fetchListBySlug').mockRejectedValue(new ApiError('HTTP_ERROR', 503, 'Erro 503'));
    await expect(loadPageData(request('publicList', { slug: 'x' }))).rejects.toMatchObject({ status: 503 });
  });

  it("a share link: its list's data, rendered at the list's address with the query kept; a bad or unknown id is a 404", async () => {
    jest.spyOn(api, 'fetchShareList').mockResolvedValueOnce({ slug: 'casamento-ana' }).mockRejectedValueOnce(notFound());
    jest.spyOn(api, 'fetchListBySlug').mockResolvedValue(lista);
    expect(await loadPageData(request('shareList', { id: '7' }, 'utm_source=whatsapp'))).toMatchObject({ status: 200, path: '/lista/casamento-ana?utm_source=whatsapp', private: false, chunks: ['list', 'give'] });
    expect(await loadPageData(request('shareList', { id: '8' }))).toEqual({ status: 404, fallback: {} });
    expect(await loadPageData(request('shareList', { id: '1e0' }))).toEqual({ status: 404, fallback: {} });
  });

  it('leaves /lista/kit to the browser (it reads its navigation state)', async () => {
    expect(await loadPageData(request('kitOptions'))).toBeNull();
  });

  it('names to prefetch only chunks that the code names (webpackChunkName), as the page server accepts them', () => {
    const source = ['../routes.tsx', '../list/useGiving.tsx'].map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('\n');
    const named = new Set([...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]));
    for (const name of Object.values(SCREEN_CHUNKS).flat()) {
      expect(named).toContain(name);
      expect(name).toMatch(CHUNK_NAME);
    }
  });
});
