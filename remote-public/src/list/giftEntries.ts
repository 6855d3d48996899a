/**
 * The gifts of a public list (§2 Public list page, §4 Item availability and Kit): single products
 * and kits mixed (shared-contracts' listGifts), unsold first and sold last (stable within each group).
 */
import { canGiveGift, isGiftAcquired, type Gift, type Lista } from 'shared-contracts';
import { listGifts } from 'shared-contracts/gifts';

export type GiftEntry = Gift;

/** Sold: a single item marked vendido, or a kit whose products are all sold. */
export const isEntrySold = isGiftAcquired;

/**
 * Whether 'Presentear' is offered: the shared rule (canGiveGift), held gifts included, so that no
 * gift is given twice.
 */
export const canGive = canGiveGift;

/** Loose items (`produtosAvulsos`, else the `produtos` outside kits) and kits, unsold first. */
export function giftEntries(lista: Pick<Lista, 'produtosAvulsos' | 'produtos' | 'kits'>): GiftEntry[] {
  const entries = listGifts(lista);
  return [...entries.filter((e) => !isEntrySold(e)), ...entries.filter(isEntrySold)];
}

/** The count shown beside 'Lista de Presentes': gifts that can still be given. */
export function availableCount(entries: GiftEntry[]): number {
  return entries.filter((entry) => canGive(entry)).length;
}
