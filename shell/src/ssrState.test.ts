import { SSR_STATE_ID } from 'shared-contracts/ssr';
import { adoptRenderedAddress, pinnedRemotes, resetSsrState, ssrState } from './ssrState';

const state = {
  area: 'public',
  manifest: 'http://localhost:3101/abc1234567/mf-manifest.json',
  version: 'abc1234567',
  fallback: { k: 1 },
  notFound: [] as string[],
  path: '/lista/casamento?utm=x',
  hydrate: true,
  config: { brandName: 'Visual Fashion' },
};

function page(json: string | null) {
  resetSsrState();
  document.body.innerHTML = json === null ? '<div id="root"></div>' : `<div id="root"></div><script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

describe('the state of a page rendered on the server', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => error.mockClear());

  it('is read and validated once', () => {
    page(JSON.stringify(state));
    expect(ssrState()).toEqual(state);
    document.body.innerHTML = '';
    expect(ssrState()).toEqual(state);
  });

  it('is null on a page rendered in the browser, and when malformed (the browser renders the page itself)', () => {
    page(null);
    expect(ssrState()).toBeNull();
    page('{"area":"cliente"}');
    expect(ssrState()).toBeNull();
    page('{nope');
    expect(ssrState()).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("pins the rendered area's remote to the version that rendered it", () => {
    page(JSON.stringify(state));
    expect(pinnedRemotes({ public: 'http://localhost:3101/mf-manifest.json', kits: 'http://k/mf-manifest.json' })).toEqual({ public: state.manifest, kits: 'http://k/mf-manifest.json' });
    page(null);
    expect(pinnedRemotes({ public: 'p' })).toEqual({ public: 'p' });
  });

  it('shows the address the page was rendered at (a share link becomes its list), keeping the hash', () => {
    window.history.replaceState(null, '', '/share/lista/7?utm=x#presentes');
    adoptRenderedAddress({ ...state, area: 'public', path: '/lista/casamento' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/lista/casamento?utm=x#presentes');
    // the same path: the address keeps its own query (the render read only the screen's parameters)
    window.history.replaceState(null, '', '/listas?b=1&search=bodas');
    adoptRenderedAddress({ ...state, area: 'public', path: '/listas?search=bodas' });
    expect(window.location.pathname + window.location.search).toBe('/listas?b=1&search=bodas');
    window.history.replaceState(null, '', '/lista/nada');
    adoptRenderedAddress({ ...state, area: 'public', hydrate: false, path: '/404' });
    expect(window.location.pathname).toBe('/lista/nada');
  });
});
