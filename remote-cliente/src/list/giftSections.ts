/**
 * The two gift sections of the customer list view (§2 Customer list view, §4 Item availability
 * and Kit): 'Presentes Disponíveis' lists every gift not yet acquired (a sold-out item stays here
 * with its 'Esgotado' badge: the customer still waits for it), 'Presentes Já Adquiridos' every
 * acquired one. Adquirido = vendido for a single item; a kit counts as one gift and is acquired
 * when its anchor and every member are sold. The (n) of 'Presentes Disponíveis' counts only the
 * gifts that can still be given, the guest page's count (remote-public giftEntries
 * `availableCount`): a sold-out item, a held gift or an 'Indisponível' / out-of-stock kit is listed
 * there but not counted.
 */
import { isAvailable, isHeld, isKitAcquired, isKitHeld, isKitInStock, isKitUnavailable, type Kit, type ListProductItem, type Lista } from 'shared-contracts';

/** One gift of a list: a single product item or a kit. */
export type Gift = { kind: 'item'; item: ListProductItem } | { kind: 'kit'; kit: Kit };

/** The gifts of the two sections of the customer list view. */
export interface GiftSections {
  available: Gift[];
  acquired: Gift[];
  /** How many of `available` can still be given: the n of 'Presentes Disponíveis (n)'. */
  givable: number;
}

/** Acquired: a single item marked vendido, or a kit whose products are all sold. */
export function isGiftAcquired(gift: Gift): boolean {
  return gift.kind === 'item' ? gift.item.vendido : isKitAcquired(gift.kit);
}

/**
 * Can still be given (the guest page's 'Presentear' rule): an unsold single item in stock somewhere,
 * or a kit neither acquired nor 'Indisponível' with every product in stock at some branch; in both
 * cases not held by a guest's checkout.
 */
export function isGiftGivable(gift: Gift, now: number = Date.now()): boolean {
  if (gift.kind === 'item') return isAvailable(gift.item) && !isHeld(gift.item, now);
  const { kit } = gift;
  return !isKitAcquired(kit) && !isKitUnavailable(kit) && isKitInStock(kit) && !isKitHeld(kit, now);
}

/**
 * Splits the list's gifts: loose items (`produtosAvulsos`, else the `produtos` that belong to no
 * kit) then kits, keeping the API's order inside each section.
 */
export function giftSections(lista: Pick<Lista, 'produtosAvulsos' | 'produtos' | 'kits'>, now: number = Date.now()): GiftSections {
  const single = lista.produtosAvulsos ?? (lista.produtos ?? []).filter((item) => item.kitId == null);
  const gifts: Gift[] = [
    ...single.map((item): Gift => ({ kind: 'item', item })),
    ...(lista.kits ?? []).map((kit): Gift => ({ kind: 'kit', kit })),
  ];
  const sections: GiftSections = { available: [], acquired: [], givable: 0 };
  for (const gift of gifts) (isGiftAcquired(gift) ? sections.acquired : sections.available).push(gift);
  sections.givable = sections.available.filter((gift) => isGiftGivable(gift, now)).length;
  return sections;
}

/** Stable React key of a gift. */
export function giftKey(gift: Gift): string {
  return gift.kind === 'item' ? `item-${gift.item.id}` : `kit-${gift.kit.kitId}`;
}
