/** The app frame: Chakra, SWR (cache times and retries of §9), session and router. */
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { RuntimeConfig } from 'shared-contracts';
import { AppProviders, SessionProvider, swrConfig } from 'shared-contracts/ui';
import { AppRoutes } from './routing/AppRoutes';

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
