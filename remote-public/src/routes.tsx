/**
 * remote-public's exposed routes (guests, §2): home, /listas, /lista/{slug}, /lista/kit and the
 * share link /share/lista/{id}. The kit screen is its own chunk, loaded when the route is first
 * opened.
 */
import { lazy, Suspense } from 'react';
import type { AreaRoutes } from 'shared-contracts';
import { CenteredMessage, withAppProviders } from 'shared-contracts/ui';
import { Spinner } from '@chakra-ui/react';
import { HomePage } from './home/HomePage';
import { PublicListPage } from './list/PublicListPage';
import { PublicListsPage } from './lists/PublicListsPage';
import { ShareLinkPage } from './share/ShareLinkPage';

const KitOptionsPage = lazy(() => import('./kit/KitOptionsPage'));

function KitOptionsRoute() {
  return (
    <Suspense
      fallback={
        <CenteredMessage>
          <Spinner size="lg" color="brand.solid" aria-label="Carregando" />
        </CenteredMessage>
      }
    >
      <KitOptionsPage />
    </Suspense>
  );
}

const routes: AreaRoutes = {
  home: withAppProviders(HomePage),
  publicLists: withAppProviders(PublicListsPage),
  publicList: withAppProviders(PublicListPage),
  kitOptions: withAppProviders(KitOptionsRoute),
  shareList: withAppProviders(ShareLinkPage),
};
export default routes;
