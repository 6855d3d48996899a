/**
 * The route table's part in the early start (decision 013): matching an address without the router,
 * and each guest page's first request, which must be exactly what the page asks for.
 */
import { composeUrl, guestRequests } from './client/requests';
import { HOME_LISTS_QUERY } from './publicListsFilters';
import { matchRoute, routeTable } from './routes';

describe('matchRoute', () => {
  it('matches static paths, parameters and decodes them', () => {
    expect(matchRoute('/')).toEqual({ id: 'home', params: {} });
    expect(matchRoute('/listas')).toEqual({ id: 'publicLists', params: {} });
    expect(matchRoute('/lista/ch%C3%A1-de-beb%C3%AA')).toEqual({ id: 'publicList', params: { slug: 'chá-de-bebê' } });
    expect(matchRoute('/funcionario/lista/7/kit/42')).toEqual({ id: 'kitBuilder', params: { listaId: '7', anchorItemId: '42' } });
  });

  it('ranks a static segment above a parameter, as the router does', () => {
    expect(matchRoute('/lista/kit')?.id).toBe('kitOptions');
  });

  it('answers null for unknown paths and undecodable parameters', () => {
    expect(matchRoute('/nao/existe')).toBeNull();
    expect(matchRoute('/lista/%E0')).toBeNull();
  });

  it('ignores letter case in static segments, as the router does, and keeps a parameter as written', () => {
    expect(matchRoute('/Listas')).toEqual({ id: 'publicLists', params: {} });
    expect(matchRoute('/LISTA/Casamento-X')).toEqual({ id: 'publicList', params: { slug: 'Casamento-X' } });
    expect(matchRoute('/Funcionario/Dashboard')?.id).toBe('staffDashboard');
  });
});

describe('first requests of the guest pages', () => {
  const first = (pathname: string, search = '') => {
    const match = matchRoute(pathname)!;
    const def = routeTable[match.id] as { firstRequest?: (p: Record<string, string>, s: URLSearchParams) => unknown };
    return def.firstRequest?.(match.params, new URLSearchParams(search)) ?? null;
  };

  it('home: the first 30 lists; a list page: the list by its slug', () => {
    expect(first('/')).toEqual(guestRequests.publicListsIndex(HOME_LISTS_QUERY));
    expect(composeUrl('http://api.test', '/lista/publica/index', { ...HOME_LISTS_QUERY })).toBe('http://api.test/lista/publica/index?page=1&limit=30');
    expect(first('/lista/casamento-maria-e-joao')).toEqual({ path: '/lista/publica/slug/casamento-maria-e-joao' });
  });

  it('/listas: the page of the filters in the address, as the page reads them', () => {
    expect(first('/listas', 'search=Maria&categoria=2&data=2027-03-05&page=3')).toEqual({
      path: '/lista/publica',
      query: { search: 'Maria', categoryId: 2, dataEvento: '2027-03-05', page: 3, limit: 50 },
    });
    expect(first('/listas', 'categoria=0x1F&page=-1')).toEqual({ path: '/lista/publica', query: { page: 1, limit: 50, search: undefined, categoryId: undefined, dataEvento: undefined } });
  });

  it('signed-in pages declare none', () => {
    expect(first('/cliente/dashboard')).toBeNull();
  });
});
