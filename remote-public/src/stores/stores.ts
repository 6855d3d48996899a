/**
 * The chain's stores as the guest pages name and find them (§2 Public list page, §9 branches):
 * the branch's display name and the 'Abrir no Mapa' address built on the device (§5 Map link).
 * Shared by the list page, the home page and the purchase review, which therefore import no
 * screen of each other.
 */
import { BRANCH_NAMES, buildMapLink, isIOS } from 'shared-contracts';

/** The display name of branch `ordemFilial` (§9), else the API's name, else 'Loja {id}'. */
export function branchName(ordemFilial: number, fallback?: string | null): string {
  return BRANCH_NAMES[ordemFilial] ?? fallback ?? `Loja ${ordemFilial}`;
}

/** The map address of a store, or null when there is nothing to search for. */
export function storeMapLink(name: string, address: string | null | undefined): string | null {
  try {
    const ios = typeof navigator !== 'undefined' && isIOS(navigator.userAgent, navigator.maxTouchPoints);
    return buildMapLink({ name, address }, ios);
  } catch {
    return null;
  }
}
