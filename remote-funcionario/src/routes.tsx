/**
 * remote-funcionario's exposed routes (staff list admin, §2). The screens come in a later issue;
 * until then each route renders an 'under construction' notice.
 */
import type { AreaRoutes } from 'shared-contracts';
import { UnderConstruction, withAppProviders } from 'shared-contracts/ui';

const Placeholder = withAppProviders(() => <UnderConstruction title="Dashboard Administrativo" />);

const routes: AreaRoutes = {
  staffDashboard: Placeholder,
  staffListCreate: Placeholder,
  staffListEdit: Placeholder,
  staffListView: Placeholder,
  staffListProducts: Placeholder,
};
export default routes;
