/**
 * remote-funcionario's exposed routes (staff list admin, §2): dashboard, create, edit, view and
 * product management, and the till 'Presente na loja' (decision 028). The shell applies the guards (§6)
 * from the route table and mounts each screen at its path; each screen sets its own page title (§1).
 * The till and the report 'Relatórios' (decision 040) are chunks of their own: only the staff who
 * open them download them.
 */
import type { AreaRoutes } from 'shared-contracts';
import { screenOnDemand, withAppProviders } from 'shared-contracts/ui';
import { StaffDashboardPage } from './dashboard/StaffDashboardPage';
import { CreateListPage, EditListPage } from './form/ListFormPages';
import { ListProductsPage } from './products/ListProductsPage';
import { StaffListViewPage } from './view/StaffListViewPage';

const routes: AreaRoutes = {
  staffDashboard: withAppProviders(StaffDashboardPage),
  staffListCreate: withAppProviders(CreateListPage),
  staffListEdit: withAppProviders(EditListPage),
  staffListView: withAppProviders(StaffListViewPage),
  staffListProducts: withAppProviders(ListProductsPage),
  staffStoreGift: withAppProviders(
    screenOnDemand(() => import(/* webpackChunkName: "till" */ './till/StoreGiftPage').then((m) => ({ default: m.StoreGiftPage }))),
  ),
  staffReports: withAppProviders(
    screenOnDemand(() => import(/* webpackChunkName: "reports" */ './reports/ReportsPage').then((m) => ({ default: m.ReportsPage }))),
  ),
};
export default routes;

/** The label this build was given (BUILD_LABEL), shown to staff with its version. */
export const buildLabel = process.env.BUILD_LABEL;
