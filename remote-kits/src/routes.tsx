/**
 * remote-kits's exposed routes (kit and product builder, §2): the kit builder, add product to a
 * list and edit a variable product. The shell applies the guards (§6, decision 010) from the route
 * table and mounts each screen at its path; each screen sets its own page title (§1).
 */
import type { AreaRoutes } from 'shared-contracts';
import { withAppProviders } from 'shared-contracts/ui';
import { AddProductPage } from './add-product/AddProductPage';
import { EditVariablePage } from './edit-variable/EditVariablePage';
import { KitBuilderPage } from './kit-builder/KitBuilderPage';

const routes: AreaRoutes = {
  kitBuilder: withAppProviders(KitBuilderPage),
  addProduct: withAppProviders(AddProductPage),
  editVariable: withAppProviders(EditVariablePage),
};
export default routes;

/** The label this build was given (BUILD_LABEL), shown to staff with its version. */
export const buildLabel = process.env.BUILD_LABEL;
