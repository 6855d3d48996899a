/**
 * Test helper (STYLE: one helper mounting the real providers): Chakra + toaster (AppProviders),
 * a session, a fresh SWR cache and a memory router at `route`, the screen mounted at `path`.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { RuntimeConfigContext, SessionContext, type RuntimeConfig, type SessionValue } from 'shared-contracts';
import { AppProviders } from 'shared-contracts/ui';

export const testConfig: RuntimeConfig = {
  apiUrl: 'http://api.test',
  assetsUrl: 'http://assets.test',
  brandName: 'Loja Teste',
  siteUrl: 'http://site.test',
  remotes: { public: 'http://r.test/p', cliente: 'http://r.test/c', funcionario: 'http://r.test/f', kits: 'http://r.test/k' },
  remoteTimeoutMs: 5000,
};

export const testSession: SessionValue = {
  status: 'unauthenticated',
  user: null,
  setUser: () => {},
  logout: async () => {},
  config: testConfig,
};

/** Exposes the router's current location to assertions (`data-testid="location"`). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface RenderScreenOptions {
  /** Initial address, e.g. '/listas?page=2', or a location with navigation state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Route pattern the screen is mounted at, e.g. '/lista/:slug'. */
  path?: string;
  session?: Partial<SessionValue>;
  /** SWR options over the test defaults (no deduplication, no retry), e.g. the product's `swrConfig`. */
  swr?: SWRConfiguration;
}

/** Renders `ui` as the shell would: session, router, SWR (no shared cache) and the app providers. */
export function renderScreen(ui: ReactElement, { route = '/', path = '*', session, swr }: RenderScreenOptions = {}): RenderResult {
  const value = { ...testSession, ...session };
  return render(
    <RuntimeConfigContext.Provider value={value.config}>
      <SessionContext.Provider value={value}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, ...swr }}>
          <MemoryRouter initialEntries={[route]}>
            <AppProviders>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
              <LocationProbe />
            </AppProviders>
          </MemoryRouter>
        </SWRConfig>
      </SessionContext.Provider>
    </RuntimeConfigContext.Provider>,
  );
}

/** The navigation state of the memory router's current entry (null when none). */
export function currentState(): unknown {
  return JSON.parse(document.querySelector<HTMLElement>('[data-testid="location"]')?.dataset.state ?? 'null');
}

/** The current `pathname + search` of the memory router. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
