/**
 * remote-cliente's exposed routes (customer area, §2). The screens come in a later issue; until
 * then each route renders an 'under construction' notice.
 */
import type { AreaRoutes } from 'shared-contracts';
import { UnderConstruction, withAppProviders } from 'shared-contracts/ui';

const Placeholder = withAppProviders(() => <UnderConstruction title="Minhas Listas" />);

const routes: AreaRoutes = {
  clienteDashboard: Placeholder,
  clienteList: Placeholder,
  clienteListEdit: Placeholder,
  clienteListShare: Placeholder,
};
export default routes;
