/**
 * The two gift sections of the customer list view (§2 Customer list view, §4 Item availability
 * and Kit): 'Presentes Disponíveis' lists every gift not yet acquired (a sold-out item stays here
 * with its 'Esgotado' badge: the customer still waits for it), 'Presentes Já Adquiridos' every
 * acquired one. Adquirido = vendido for a single item; a kit counts as one gift and is acquired
 * when its anchor and every member are sold. The (n) of each section counts its cards; `givable`
 * says how many of the available ones can be given now (shared-contracts' canGiveGift, the guest
 * page's rule: not a sold-out item, a held gift or an 'Indisponível' / out-of-stock kit).
 */
import { canGiveGift, isGiftAcquired, type Gift, type Lista } from 'shared-contracts';
import { listGifts } from 'shared-contracts/gifts';

export type { Gift };

/** The gifts of the two sections of the customer list view. */
export interface GiftSections {
  available: Gift[];
  acquired: Gift[];
  /** How many of `available` can be given now (the others are sold out, held or unavailable). */
  givable: number;
}

/**
 * Splits the list's gifts (shared-contracts' listGifts: loose items, then kits), keeping the API's
 * order inside each section.
 */
export function giftSections(lista: Pick<Lista, 'produtosAvulsos' | 'produtos' | 'kits'>, now: number = Date.now()): GiftSections {
  const gifts = listGifts(lista);
  const sections: GiftSections = { available: [], acquired: [], givable: 0 };
  for (const gift of gifts) (isGiftAcquired(gift) ? sections.acquired : sections.available).push(gift);
  sections.givable = sections.available.filter((gift) => canGiveGift(gift, now)).length;
  return sections;
}
