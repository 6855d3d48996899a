/**
 * The toast store of the app bundle (§8): `Toaster` (./toaster) subscribes to it, and the
 * on-demand view (./ToastView) draws from it; both import it from here, so neither imports the other.
 */
import { createToaster } from 'shared-contracts/chakra';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });
