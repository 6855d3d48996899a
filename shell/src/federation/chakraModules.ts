/**
 * The curated Chakra modules that load on demand (shared-contracts/ui: chakraOverlays,
 * chakraMenus, chakraExtras, chakraDates). The remotes never bring copies of their own in production
 * (`consumedChakra` in shared-contracts/federation.ts: a copy would carry a second Chakra
 * context), so the shell must provide every one of them, and the bundler provides a shared module
 * only when the build references it: this table is that reference.
 *
 * The signed-in areas use the extras (tables, statistics, text areas...) on their first screen,
 * so their module starts with the area's own code instead of after it (`preloadAreaChakra`).
 */
import { loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteArea } from 'shared-contracts';

export const onDemandChakra = {
  overlays: () => import('shared-contracts/chakra-overlays'),
  menus: () => import('shared-contracts/chakra-menus'),
  extras: () => import('shared-contracts/chakra-extras'),
  dates: () => import('shared-contracts/chakra-dates'),
} as const;

/** Starts the Chakra module a signed-in area needs with the area's code (nothing for guests). */
export function preloadAreaChakra(area: RemoteArea): void {
  if (area === 'public') return;
  // a failure shows up where the module is used, inside the area's boundary
  onDemandChakra.extras().catch(() => undefined);
}

/**
 * Downloads the overlays' module (dialogs, drawers) without running it: `loadShare` hands back the
 * module's factory, so the main thread does no more work now; the code runs when a dialog opens.
 * The start calls it when a press waits for the app (docs/decisions/047).
 */
export function prefetchOverlays(): void {
  // a failure shows up where the module is used (the dialog's own boundary)
  loadShare('shared-contracts/chakra-overlays').catch(() => undefined);
}
