/** The app frame: Chakra, SWR (cache times and retries of §9), session and router. */
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { CACHE, type RuntimeConfig } from 'shared-contracts';
import { AppProviders } from 'shared-contracts/ui';
import { SessionProvider } from './session/SessionProvider';
import { AppRoutes } from './routing/AppRoutes';

export const swrConfig = {
  dedupingInterval: CACHE.default.dedupingInterval,
  errorRetryCount: CACHE.default.errorRetryCount,
  revalidateOnFocus: false,
  revalidateIfStale: false,
};

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <AppProviders>
      <SWRConfig value={swrConfig}>
        <SessionProvider config={config}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </SWRConfig>
    </AppProviders>
  );
}
