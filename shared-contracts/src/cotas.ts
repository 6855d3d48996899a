/**
 * Cotas: guests give together toward one expensive gift (decision 043). A cota is a vale-presente
 * (decision 030) earmarked for one gift of a list: gift cards of the store's gift card product,
 * sent to the list's owner. The store sells cards of fixed denominations only (Shopify's gift
 * card product cannot take a custom amount), so a cota of any value is made of several cards.
 *
 * Amounts here are whole cents (integers) unless a name says reais.
 */
import { formatBRL } from './format';

/** pt-BR texts of cotas on a gift's card (guests, owner, staff); the rules' messages are COTA_RULE_MSG (./cotaRules). */
export const COTA_MSG = {
  button: 'Dar uma cota',
  given: 'Presenteado em cotas',
  progress: (dado: number, preco: number) => `${formatBRL(dado)} de ${formatBRL(preco)} em cotas`,
  count: (n: number) => (n === 1 ? '1 cota' : `${n} cotas`),
  accepts: 'Aceita cotas',
} as const;

/** The guest answer's progress of a gift that accepts cotas, in reais: never who gave. */
export interface CotaProgress {
  /** The gift's price (an item: unit price × quantity; a kit: all its products). */
  preco: number;
  /** Paid cotas not given back. */
  dado: number;
  /** Cotas at a checkout now (held for GIFT_HOLD_MINUTES). */
  reservado: number;
  /** What a guest may still give: preco − dado − reservado, at least 0. */
  aberto: number;
  /** How many cotas were paid (orders), not given back. */
  quantidade: number;
}
