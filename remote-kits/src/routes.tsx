/**
 * remote-kits's exposed routes (kit and product builder, §2). The screens come in a later issue;
 * until then each route renders an 'under construction' notice.
 */
import type { AreaRoutes } from 'shared-contracts';
import { UnderConstruction, withAppProviders } from 'shared-contracts/ui';

const Placeholder = withAppProviders(() => <UnderConstruction title="Montagem de kits e produtos" />);

const routes: AreaRoutes = {
  kitBuilder: Placeholder,
  addProduct: Placeholder,
  editVariable: Placeholder,
};
export default routes;
