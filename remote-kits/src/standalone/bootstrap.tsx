/** This remote on its own dev server, in the minimal host of shared-contracts/ui. */
import { renderStandalone } from 'shared-contracts/ui';
import routes from '../routes';

renderStandalone(routes);
