/**
 * The gifts of a list as every screen lists them (§2 Public list page and Customer list view, §4
 * Kit; the till, docs/decisions/028): the loose items, then the kits, each kit one gift. Each area
 * orders or splits them its own way (the guest page sold last, the owner in two sections, the till
 * with a state per gift).
 *
 * Its own entry (`shared-contracts/gifts`), not the shared singleton `shared-contracts`: each app
 * bundles only what it imports, so that the guest routes' first load does not grow
 * (docs/decisions/013 and 019). Type imports only: a value imported here from another module of
 * this package would be bundled a second time beside the singleton.
 */
import type { Gift } from './availability';
import type { Lista } from './schemas/entities';

/**
 * Loose items (`produtosAvulsos`, else the `produtos` that belong to no kit) then kits, in the
 * API's order; missing arrays count as empty.
 */
export function listGifts(lista: Pick<Lista, 'produtosAvulsos' | 'produtos' | 'kits'>): Gift[] {
  const loose = lista.produtosAvulsos ?? (lista.produtos ?? []).filter((item) => !item.kitId);
  return [...loose.map((item): Gift => ({ kind: 'item', item })), ...(lista.kits ?? []).map((kit): Gift => ({ kind: 'kit', kit }))];
}

/** Stable React key of a gift: `item-{id}` or `kit-{kitId}` (an item and a kit may share a number). */
export function giftKey(gift: Gift): string {
  return gift.kind === 'item' ? `item-${gift.item.id}` : `kit-${gift.kit.kitId}`;
}
