/**
 * Cotas of a list's gifts (decision 043): which gifts accept them ('Aceita cotas', marked by staff
 * or the owner), what was given and what is held toward each, and the progress a guest sees. What
 * a paid order does with a cota is shop/cotaOrders; the guest's checkout is shop/cotaCheckout.
 */
import { and, eq } from 'drizzle-orm';
import { kitPrice, unitPrice } from 'shared-contracts';
import { COTA_RULE_MSG } from 'shared-contracts/cota-rules';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError } from '../lib/errors';
import { groupKits, loadListItems } from './items';
import { STAFF_MSG } from './messages';

/** pt-BR refusals of marking a gift 'Aceita cotas'. */
export const COTA_MARK_MSG = {
  kitMember: 'Este item faz parte de um kit: marque o kit inteiro pelo seu item principal.',
  sold: 'Este presente já foi dado e não pode mudar as cotas.',
  hasCotas: 'Este presente já recebeu cotas e não pode deixar de aceitá-las.',
} as const;

/**
 * The price toward which cotas of item `itemId` of list `listaId` are given, in cents: a loose
 * item's unit price × quantity, a kit's (by its anchor) every product's; with whether it is a kit
 * and its items (the anchor first). null when the item is not on the list; 409 for a member of a
 * kit (a kit is marked by its anchor).
 */
export async function cotaGift(db: Db, listaId: number, itemId: number, now: Date) {
  const items = await loadListItems(db, [listaId], now);
  const { produtosAvulsos, kits } = await groupKits(db, listaId, items);
  const loose = produtosAvulsos.find((i) => i.id === itemId);
  if (loose) return { item: loose, kit: null, priceCents: Math.round(unitPrice(loose) * loose.quantidade * 100), itemIds: [loose.id] };
  const kit = kits.find((k) => k.anchor.id === itemId);
  if (kit) return { item: kit.anchor, kit, priceCents: Math.round(kitPrice(kit) * 100), itemIds: [kit.anchor.id, ...kit.members.map((m) => m.id)] };
  if (kits.some((k) => k.members.some((m) => m.id === itemId))) throw new HttpError(409, COTA_MARK_MSG.kitMember);
  return null;
}

/**
 * Marks or unmarks gift `itemId` of list `listaId` 'Aceita cotas' (staff's add and edit, the
 * owner's list view). A gift that accepts cotas needs a price of at least `precoMinimo` reais
 * (400 COTA_RULE_MSG.belowMinimum, also when it was marked and an edit lowered it); a given gift does not change (409); unmarking a gift that received cotas
 * is refused (409), so that nobody's cota loses its gift. 404 `notFound` when the item is not on
 * the list. Setting the stored value again changes nothing.
 */
export async function setAceitaCotas(db: Db, listaId: number, itemId: number, aceita: boolean, opts: { precoMinimo: number; now: Date; notFound: string }): Promise<void> {
  const gift = await cotaGift(db, listaId, itemId, opts.now);
  if (!gift) throw new HttpError(404, opts.notFound);
  // a gift that accepts cotas keeps the minimum price (an edit of its quantity is checked too)
  if (aceita && !gift.item.vendido && gift.priceCents < Math.round(opts.precoMinimo * 100)) throw new HttpError(400, COTA_RULE_MSG.belowMinimum(opts.precoMinimo));
  if (gift.item.aceitaCotas === aceita) return;
  if (gift.item.vendido) throw new HttpError(409, COTA_MARK_MSG.sold);
  if (!aceita && (gift.item.cotas?.dado ?? 0) > 0) throw new HttpError(409, COTA_MARK_MSG.hasCotas);
  await db.update(s.listaProdutos).set({ aceitaCotas: aceita, updatedAt: opts.now }).where(and(eq(s.listaProdutos.id, itemId), eq(s.listaProdutos.listaId, listaId)));
}

/** The cotas rule of the staff's add and edit (decision 043): the lowest price of a gift that may accept cotas, and the clock. */
export interface CotaRule {
  precoMinimo: number;
  now: () => Date;
}

/**
 * 'Aceita cotas' of the staff's add and edit (decision 043): absent changes nothing; else
 * lists/cotas setAceitaCotas, inside the caller's transaction, so that a refusal (400 below the
 * minimum price, 409) writes nothing.
 */
export async function markCotas(tx: Db, listaId: number, itemId: number, aceita: boolean | undefined, rule: CotaRule): Promise<void> {
  if (aceita === undefined) return;
  await setAceitaCotas(tx, listaId, itemId, aceita, { precoMinimo: rule.precoMinimo, now: rule.now(), notFound: STAFF_MSG.itemNotFound });
}
