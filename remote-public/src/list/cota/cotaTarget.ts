/**
 * The gift a cota dialog gives toward (decision 043), found among the list's gifts by its item id:
 * in the dialog's chunk only.
 */
import type { CotaProgress } from 'shared-contracts';
import type { GiftEntry } from '../giftEntries';
import { cotaProgressOf } from './cotaGift';

/**
 * A gift that accepts cotas, as the dialog needs it: `listProductId` the item (a kit: its anchor)
 * the checkout names, `nome` the gift's name, `cotas` its progress in reais.
 */
export interface CotaTarget {
  listProductId: number;
  nome: string;
  cotas: CotaProgress;
}

/** `gift` as the cota dialog takes it, or null when it has no cotas. */
export function cotaTarget(gift: GiftEntry): CotaTarget | null {
  const cotas = cotaProgressOf(gift);
  if (!cotas) return null;
  return gift.kind === 'item'
    ? { listProductId: gift.item.id, nome: gift.item.produto.nome, cotas }
    : { listProductId: gift.kit.anchor.id, nome: gift.kit.kitNome, cotas };
}

/** The gift among `entries` whose cotas go to list item `listProductId` (a loose item, or a kit's anchor), as a CotaTarget; null when gone or without cotas. */
export function findCotaTarget(entries: readonly GiftEntry[], listProductId: number): CotaTarget | null {
  for (const entry of entries) {
    const target = cotaTarget(entry);
    if (target?.listProductId === listProductId) return target;
  }
  return null;
}
