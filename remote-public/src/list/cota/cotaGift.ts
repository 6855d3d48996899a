/**
 * Cotas of the gifts on the guest's list page (decision 043), as the cards and the dialog read
 * them: a loose item carries its own progress, a kit its anchor's (for the whole kit). Pure rules,
 * no formik or yup: the card imports them on the page's first JavaScript.
 */
import { type CotaProgress, isKitAcquired } from 'shared-contracts';
import type { GiftEntry } from '../giftEntries';

/** The progress (reais) of `gift`'s cotas: the item's, a kit's anchor's; null when it takes none. */
export function cotaProgressOf(gift: GiftEntry): CotaProgress | null {
  return (gift.kind === 'item' ? gift.item.cotas : gift.kit.anchor.cotas) ?? null;
}

/** Whether `gift` is sold: a loose item marked vendido, a kit with every product sold (or its anchor, which carries the kit's cotas). */
function isSold(gift: GiftEntry): boolean {
  return gift.kind === 'item' ? gift.item.vendido : isKitAcquired(gift.kit) || gift.kit.anchor.vendido;
}

/** 'Presenteado em cotas': `gift` is sold and its cotas reached its price (dado ≥ preco, reais). */
export function isGivenInCotas(gift: GiftEntry): boolean {
  const cotas = cotaProgressOf(gift);
  return !!cotas && isSold(gift) && cotas.dado >= cotas.preco;
}

/** Whether 'Dar uma cota' is offered on `gift`: it has cotas, is not sold, and something is open (aberto > 0). */
export function canGiveCota(gift: GiftEntry): boolean {
  const cotas = cotaProgressOf(gift);
  return !!cotas && !isSold(gift) && cotas.aberto > 0;
}

/** Share of the price given (dado / preco), 0 to 100, rounded down so that 100 means complete. */
export function cotaPercent(cotas: Pick<CotaProgress, 'dado' | 'preco'>): number {
  if (cotas.preco <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((cotas.dado / cotas.preco) * 100)));
}
