/** The app frame: Chakra, SWR (cache times and retries of §9), session and router. */
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { httpError, type ApiError, type RuntimeConfig } from 'shared-contracts';
import { AppProviders, SessionProvider, swrConfig } from 'shared-contracts/ui';
import { AppRoutes } from './routing/AppRoutes';

export interface AppFrameProps {
  config: RuntimeConfig;
  /**
   * The data a page was rendered with on the server (serialized SWR key → data), decision 029: the SWR
   * cache starts with it, as if it had been fetched here (an SWR `fallback` would not do: a screen
   * that keeps its previous data while loading would never leave it for the fallback's).
   */
  initialData?: Record<string, unknown>;
  /** The serialized SWR keys the API answered 404 for on the server (an unknown list, docs/decisions/031): their entries start as that error. */
  notFound?: string[];
  children: ReactNode;
}

/** A new SWR cache holding `initialData`, and a 404 for each key of `notFound` (the page server makes one per request). */
const cacheWith = (initialData: Record<string, unknown>, notFound: string[]) => () =>
  new Map<string, { data?: unknown; error?: ApiError }>([
    ...Object.entries(initialData).map(([key, data]) => [key, { data }] as const),
    ...notFound.map((key) => [key, { error: httpError(404) }] as const),
  ]);

/** Every provider of the app but the router: the browser (`App`) and the page server (src/server) wrap the same routes in it. */
export function AppFrame({ config, initialData, notFound = [], children }: AppFrameProps) {
  const value = initialData ? { ...swrConfig, provider: cacheWith(initialData, notFound) } : swrConfig;
  return (
    <AppProviders>
      <SWRConfig value={value}>
        <SessionProvider config={config}>{children}</SessionProvider>
      </SWRConfig>
    </AppProviders>
  );
}

/**
 * The app in the browser; `initialData` and `notFound`: the data of a page rendered on the server,
 * which it hydrates. `onReady` runs once the whole tree has committed (its effects run last).
 */
export function App({ config, initialData, notFound, onReady }: { config: RuntimeConfig; initialData?: Record<string, unknown>; notFound?: string[]; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <AppFrame config={config} initialData={initialData} notFound={notFound}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
