/**
 * The chain's stores as the guest pages find them (§2 Public list page, §9 branches): the 'Abrir
 * no Mapa' address built on the device (§5 Map link); the branch's display name is `branchName`
 * of shared-contracts/ui. Shared by the list page, the home page and the purchase review, which
 * therefore import no screen of each other.
 */
import { buildMapLink, isIOS } from 'shared-contracts';

/** The map address of a store, or null when there is nothing to search for. */
export function storeMapLink(name: string, address: string | null | undefined): string | null {
  try {
    const ios = typeof navigator !== 'undefined' && isIOS(navigator.userAgent, navigator.maxTouchPoints);
    return buildMapLink({ name, address }, ios);
  } catch {
    return null;
  }
}
