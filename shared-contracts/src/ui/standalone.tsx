/**
 * Minimal host for a remote's own dev server (docs/architecture.md: each remote can run standalone): the same
 * providers as the shell, a real session from the API, and the remote's routes from the table.
 * API address: `?api=` in the page address, else http://localhost:3000.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Box, HStack, Text } from 'shared-contracts/chakra';
// Stateful parts (API settings, session context) come through the package name, so that the
// remote's screens and this host share the one federation singleton.
import { configureApi, routeIds, routeTable } from 'shared-contracts';
import type { AreaRoutes, RuntimeConfig } from 'shared-contracts';
import { DEV_PORTS } from '../federation';
import { AppProviders } from './AppProviders';
import { SessionProvider } from './SessionProvider';
import { swrConfig } from './swr';

/** Renders `routes` in #root with a minimal host. */
export function renderStandalone(routes: AreaRoutes): void {
  const apiUrl = new URLSearchParams(window.location.search).get('api') ?? `http://localhost:${DEV_PORTS.api}`;
  const config: RuntimeConfig = {
    apiUrl,
    assetsUrl: apiUrl,
    brandName: 'Dev',
    remotes: { public: apiUrl, cliente: apiUrl, funcionario: apiUrl, kits: apiUrl },
    remoteTimeoutMs: 5000,
  };
  configureApi({ apiUrl, assetsUrl: apiUrl });
  const ids = routeIds.filter((id) => routes[id]);
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <SWRConfig value={swrConfig}>
        <SessionProvider config={config}>
          <BrowserRouter>
            <Box bg="gray.800" color="white" px="4" py="2" fontSize="sm">
              <HStack gap="4" wrap="wrap">
                <Text fontWeight="bold">Host de desenvolvimento</Text>
                {ids
                  .filter((id) => !routeTable[id].path.includes(':'))
                  .map((id) => (
                    <Link key={id} to={routeTable[id].path}>
                      {routeTable[id].title}
                    </Link>
                  ))}
              </HStack>
            </Box>
            <Routes>
              {ids.map((id) => {
                const Screen = routes[id]!;
                return <Route key={id} path={routeTable[id].path} element={<Screen />} />;
              })}
            </Routes>
          </BrowserRouter>
        </SessionProvider>
      </SWRConfig>
    </AppProviders>,
  );
}
