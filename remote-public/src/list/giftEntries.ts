/**
 * The gifts of a public list (§2 Public list page, §4 Item availability and Kit): single products
 * and kits mixed, unsold first and sold last (stable within each group).
 */
import { canGiveGift, isGiftAcquired, type Gift, type Lista } from 'shared-contracts';

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
  const loose = lista.produtosAvulsos ?? (lista.produtos ?? []).filter((p) => !p.kitId);
  const entries: GiftEntry[] = [
    ...loose.map((item) => ({ kind: 'item' as const, item })),
    ...(lista.kits ?? []).map((kit) => ({ kind: 'kit' as const, kit })),
  ];
  return [...entries.filter((e) => !isEntrySold(e)), ...entries.filter(isEntrySold)];
}

/** The count shown beside 'Lista de Presentes': gifts that can still be given. */
export function availableCount(entries: GiftEntry[]): number {
  return entries.filter((entry) => canGive(entry)).length;
}

/** Stable React key of an entry. */
export function entryKey(entry: GiftEntry): string {
  return entry.kind === 'item' ? `item-${entry.item.id}` : `kit-${entry.kit.kitId}`;
}
