/**
 * The two gift sections of the customer list view (§2 Customer list view, §4 Item availability
 * and Kit): 'Presentes Disponíveis' holds every gift not yet acquired (a sold-out item stays here
 * with its 'Esgotado' badge: the customer still waits for it), 'Presentes Já Adquiridos' every
 * acquired one. Adquirido = vendido for a single item; a kit counts as one gift and is acquired
 * when its anchor and every member are sold.
 */
import { isKitAcquired, type Kit, type ListProductItem, type Lista } from 'shared-contracts';

/** One gift of a list: a single product item or a kit. */
export type Gift = { kind: 'item'; item: ListProductItem } | { kind: 'kit'; kit: Kit };

/** The gifts of the two sections of the customer list view. */
export interface GiftSections {
  available: Gift[];
  acquired: Gift[];
}

/** Acquired: a single item marked vendido, or a kit whose products are all sold. */
export function isGiftAcquired(gift: Gift): boolean {
  return gift.kind === 'item' ? gift.item.vendido : isKitAcquired(gift.kit);
}

/**
 * Splits the list's gifts: loose items (`produtosAvulsos`, else the `produtos` that belong to no
 * kit) then kits, keeping the API's order inside each section.
 */
export function giftSections(lista: Pick<Lista, 'produtosAvulsos' | 'produtos' | 'kits'>): GiftSections {
  const single = lista.produtosAvulsos ?? (lista.produtos ?? []).filter((item) => item.kitId == null);
  const gifts: Gift[] = [
    ...single.map((item): Gift => ({ kind: 'item', item })),
    ...(lista.kits ?? []).map((kit): Gift => ({ kind: 'kit', kit })),
  ];
  const sections: GiftSections = { available: [], acquired: [] };
  for (const gift of gifts) (isGiftAcquired(gift) ? sections.acquired : sections.available).push(gift);
  return sections;
}

/** Stable React key of a gift. */
export function giftKey(gift: Gift): string {
  return gift.kind === 'item' ? `item-${gift.item.id}` : `kit-${gift.kit.kitId}`;
}
