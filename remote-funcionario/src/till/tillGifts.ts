/**
 * The gifts of a list at the till (docs/decisions/028) and the state each one shows. The gifts are
 * every area's (shared-contracts' listGifts); the acquired / held rules are the guest page's
 * (shared-contracts' availability helpers):
 * - 'Presenteado': a loose item marked vendido, a kit whose products are all vendido (isGiftAcquired);
 * - 'Reservado online até HH:MM': held by a guest's online checkout (isHeld / isKitHeld), until
 *   the latest `reservadoAte` of its held products, in the browser's local time;
 * - 'Disponível': otherwise, and only then can it be registered.
 * Unlike the guest page's canGiveGift, online stock is not asked: the gift was bought in the store,
 * in the giver's hands at the till.
 */
import { isGiftAcquired, isHeld, isKitHeld, kitPrice, unitPrice, type Gift, type ListProductItem } from 'shared-contracts';

/** What a gift shows at the till; `until` is an ISO UTC instant. */
export type TillGiftState = { kind: 'given' } | { kind: 'held'; until: string } | { kind: 'available' };

/** The gift's products: the item, or the kit's anchor then its members. */
export function giftProducts(gift: Gift): ListProductItem[] {
  return gift.kind === 'item' ? [gift.item] : [gift.kit.anchor, ...gift.kit.members];
}

/** The state of `gift` at `now` (ms since epoch); see the module comment. */
export function tillGiftState(gift: Gift, now: number = Date.now()): TillGiftState {
  if (isGiftAcquired(gift)) return { kind: 'given' };
  const held = gift.kind === 'item' ? isHeld(gift.item, now) : isKitHeld(gift.kit, now);
  if (!held) return { kind: 'available' };
  const until = giftProducts(gift)
    .filter((item) => isHeld(item, now))
    .map((item) => item.reservadoAte as string)
    .reduce((latest, iso) => (Date.parse(iso) > Date.parse(latest) ? iso : latest));
  return { kind: 'held', until };
}

/** The gift's name: the product's, or the kit's. */
export function giftName(gift: Gift): string {
  return gift.kind === 'item' ? gift.item.produto.nome : gift.kit.kitNome;
}

/** Price in reais: an item's unit price; a kit's sum of unit price × quantity of its products. */
export function giftPrice(gift: Gift): number {
  return gift.kind === 'item' ? unitPrice(gift.item) : kitPrice(gift.kit);
}

/** The id the till registers: the item's, or the kit's anchor's (`listaProdutoId`). */
export function giftItemId(gift: Gift): number {
  return gift.kind === 'item' ? gift.item.id : gift.kit.anchor.id;
}

/** Whether the ISO instant falls on the same local calendar day as `now` (ms). */
export function isSameLocalDay(iso: string, now: number = Date.now()): boolean {
  const a = new Date(iso);
  const b = new Date(now);
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}
