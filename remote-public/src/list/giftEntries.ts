/**
 * The gifts of a public list (§2 Public list page, §4 Item availability and Kit): single products
 * and kits mixed, unsold first and sold last (stable within each group).
 */
import { isAvailable, isHeld, isKitAcquired, isKitHeld, isKitInStock, isKitUnavailable, type Kit, type ListProductItem, type Lista } from 'shared-contracts';

export type GiftEntry = { kind: 'item'; item: ListProductItem } | { kind: 'kit'; kit: Kit };

/** Sold: a single item marked vendido, or a kit whose products are all sold. */
export function isEntrySold(entry: GiftEntry): boolean {
  return entry.kind === 'item' ? entry.item.vendido : isKitAcquired(entry.kit);
}

/**
 * Whether 'Presentear' is offered: an unsold single item in stock somewhere, or a kit that is
 * neither acquired nor 'Indisponível' and has every product in stock at some branch; in both
 * cases not held by another guest's checkout (no double gift).
 */
export function canGive(entry: GiftEntry, now: number = Date.now()): boolean {
  if (entry.kind === 'item') return isAvailable(entry.item) && !isHeld(entry.item, now);
  const { kit } = entry;
  return !isKitAcquired(kit) && !isKitUnavailable(kit) && isKitInStock(kit) && !isKitHeld(kit, now);
}

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
