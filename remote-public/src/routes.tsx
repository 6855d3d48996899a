/** remote-public's exposed routes (guests, §2): home, /listas, /lista/{slug}; /lista/kit comes later. */
import type { AreaRoutes } from 'shared-contracts';
import { UnderConstruction, withAppProviders } from 'shared-contracts/ui';
import { HomePage } from './home/HomePage';
import { PublicListPage } from './list/PublicListPage';
import { PublicListsPage } from './lists/PublicListsPage';

const KitOptionsPlaceholder = withAppProviders(() => <UnderConstruction title="Opções de compra" />);

const routes: AreaRoutes = {
  home: withAppProviders(HomePage),
  publicLists: withAppProviders(PublicListsPage),
  publicList: withAppProviders(() => <PublicListPage />),
  kitOptions: KitOptionsPlaceholder,
};
export default routes;
