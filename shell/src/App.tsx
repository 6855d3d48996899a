/** The app frame: Chakra, SWR (cache times and retries of §9), session and router. */
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { RuntimeConfig } from 'shared-contracts';
import { AppProviders, SessionProvider, swrConfig } from 'shared-contracts/ui';
import { AppRoutes } from './routing/AppRoutes';

export interface AppFrameProps {
  config: RuntimeConfig;
  /**
   * The data a page was rendered with on the server (serialized SWR key → data), issue 22: the SWR
   * cache starts with it, as if it had been fetched here (an SWR `fallback` would not do: a screen
   * that keeps its previous data while loading would never leave it for the fallback's).
   */
  initialData?: Record<string, unknown>;
  children: ReactNode;
}

/** A new SWR cache holding `initialData` (the page server makes one per request). */
const cacheWith = (initialData: Record<string, unknown>) => () => new Map(Object.entries(initialData).map(([key, data]) => [key, { data }]));

/** Every provider of the app but the router: the browser (`App`) and the page server (src/server) wrap the same routes in it. */
export function AppFrame({ config, initialData, children }: AppFrameProps) {
  const value = initialData ? { ...swrConfig, provider: cacheWith(initialData) } : swrConfig;
  return (
    <AppProviders>
      <SWRConfig value={value}>
        <SessionProvider config={config}>{children}</SessionProvider>
      </SWRConfig>
    </AppProviders>
  );
}

/** The app in the browser; `initialData`: the data of a page rendered on the server, which it hydrates. */
export function App({ config, initialData }: { config: RuntimeConfig; initialData?: Record<string, unknown> }) {
  return (
    <AppFrame config={config} initialData={initialData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
