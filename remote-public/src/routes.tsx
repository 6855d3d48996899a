/** remote-public's exposed routes (guests, §2). */
import type { AreaRoutes } from 'shared-contracts';
import { UnderConstruction, withAppProviders } from 'shared-contracts/ui';

const Placeholder = withAppProviders(() => <UnderConstruction title="Listas" />);

const routes: AreaRoutes = {
  home: Placeholder,
  publicLists: Placeholder,
  publicList: Placeholder,
  kitOptions: Placeholder,
};
export default routes;
