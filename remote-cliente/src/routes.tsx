/// <reference types="@rsbuild/core/types" />
/**
 * remote-cliente's exposed routes (customer area, §2): dashboard, list view, list edit and share
 * screen. The shell mounts each at its path of the route table and applies the guard (user type
 * cliente); every screen gets this bundle's Chakra system and toaster through withAppProviders.
 */
import type { AreaRoutes } from 'shared-contracts';
import { withAppProviders } from 'shared-contracts/ui';
import { DashboardPage } from './dashboard/DashboardPage';
import { EditListPage } from './edit/EditListPage';
import { ListViewPage } from './list/ListViewPage';
import { SharePage } from './share/SharePage';

const routes: AreaRoutes = {
  clienteDashboard: withAppProviders(DashboardPage),
  clienteList: withAppProviders(ListViewPage),
  clienteListEdit: withAppProviders(EditListPage),
  clienteListShare: withAppProviders(SharePage),
};
export default routes;

/** The label this build was given (BUILD_LABEL), shown to staff with its version. */
export const buildLabel = process.env.BUILD_LABEL;
