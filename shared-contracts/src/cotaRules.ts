/**
 * The arithmetic of cotas (decision 043): which values can be given toward a gift, made of the
 * store's gift card denominations. Its own entry (`shared-contracts/cota-rules`), outside the
 * shared singleton: only the guest's cota dialog (a lazy chunk) and the API need it, so a guest's
 * first load does not carry it. Amounts in whole cents unless a name says reais.
 */
import { formatBRL } from './format';

/** pt-BR messages of the cota rules: the guest's dialog, the staff's and owner's marking, and the API's refusals. */
export const COTA_RULE_MSG = {
  valueRequired: 'Escolha o valor da cota',
  wholeReais: 'Digite um valor em reais, sem centavos',
  below: (min: number) => `A cota mínima é de ${formatBRL(min)}`,
  above: (max: number) => `O valor em aberto permite uma cota de até ${formatBRL(max)}`,
  notComposable: (valores: number[]) =>
    `Este valor não pode ser formado com os vales da loja (${valores.map(formatBRL).join(', ')}). Escolha outro valor.`,
  notAccepted: 'Este presente não está recebendo cotas.',
  closed: 'Este presente já foi completado e não recebe mais cotas.',
  over: (aberto: number) =>
    aberto > 0
      ? `Outros convidados estão dando cotas para este presente agora. Ainda em aberto: ${formatBRL(aberto)}. Escolha um valor menor ou tente novamente em alguns minutos.`
      : 'Outros convidados estão completando este presente agora. Tente novamente em alguns minutos.',
  belowMinimum: (min: number) => `Só presentes a partir de ${formatBRL(min)} podem aceitar cotas.`,
  unavailable: 'As cotas não estão disponíveis na loja online no momento.',
} as const;

const cents = (reais: number) => Math.round(reais * 100);

/** The most steps of the dynamic program below: values beyond it (in units of the cards' gcd) cannot be made, so that no guest's value costs the API more (R$ 100.000 of R$ 1 cards: 100,000 steps). */
export const COTA_STEPS_MAX = 200_000;

/**
 * The fewest cards that make every value up to `topCents`, as multiples of the denominations'
 * greatest common divisor (a dynamic program, at most COTA_STEPS_MAX steps; none beyond):
 * `cardsFor(v)` answers the cards of value `v` (cents), or null when they cannot make it.
 */
function cardTable(topCents: number, denominacoes: readonly number[]) {
  const coins = [...new Set(denominacoes.map(cents))].filter((c) => c > 0).sort((a, b) => b - a);
  const g = coins.length ? coins.reduce(gcd) : 1;
  const top = coins.length ? Math.min(Math.floor(topCents / g), COTA_STEPS_MAX) : 0;
  const units = coins.map((c) => c / g);
  const best = new Int32Array(top + 1).fill(-1);
  const last = new Int32Array(top + 1).fill(-1);
  best[0] = 0;
  for (let v = 1; v <= top; v++) {
    for (let i = 0; i < units.length; i++) {
      const prev = v - units[i]!;
      if (prev >= 0 && best[prev]! >= 0 && (best[v]! < 0 || best[prev]! + 1 < best[v]!)) {
        best[v] = best[prev]! + 1;
        last[v] = i;
      }
    }
  }
  return (valorCents: number): Array<{ valor: number; quantidade: number }> | null => {
    if (!Number.isInteger(valorCents) || valorCents <= 0 || valorCents % g !== 0) return null;
    const target = valorCents / g;
    if (target > top || best[target]! < 0) return null;
    const counts = new Map<number, number>();
    for (let v = target; v > 0; v -= units[last[v]!]!) counts.set(coins[last[v]!]!, (counts.get(coins[last[v]!]!) ?? 0) + 1);
    return [...counts].sort((a, b) => b[0] - a[0]).map(([c, quantidade]) => ({ valor: c / 100, quantidade }));
  };
}

/**
 * The gift cards that make `valorCents`: denominations (reais) → how many of each, fewest cards
 * first, or null when the value cannot be made (or needs more than COTA_STEPS_MAX steps).
 */
export function composeCota(valorCents: number, denominacoes: readonly number[]): Array<{ valor: number; quantidade: number }> | null {
  return cardTable(valorCents, denominacoes)(valorCents);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The largest cota a guest may give when `abertoCents` is open: the last cota may pass what is
 * open by less than the smallest card, since a cota is made of cards (R$ 99 open, cards of R$ 50:
 * R$ 100). 0 when nothing is open. In cents; one dynamic program (cardTable).
 */
export function maxCotaCents(abertoCents: number, denominacoes: readonly number[]): number {
  if (abertoCents <= 0 || !denominacoes.length) return 0;
  const smallest = Math.min(...denominacoes.map(cents));
  // the largest whole-real value below open + smallest card that the cards can make
  const top = Math.floor((abertoCents + smallest - 1) / 100) * 100;
  const cardsFor = cardTable(top, denominacoes);
  for (let v = top; v > 0; v -= 100) if (cardsFor(v)) return v;
  return 0;
}

/**
 * Why `valorReais` cannot be a cota now, in pt-BR, or null when it can: whole reais, at least the
 * smallest configured cota (or the whole maximum when less is open), at most maxCotaCents, and
 * made of the store's cards. `valores` are the configured cota values (reais), `denominacoes` the
 * gift card denominations (reais).
 */
export function cotaValueProblem(valorReais: number, abertoCents: number, valores: readonly number[], denominacoes: readonly number[]): string | null {
  if (!Number.isInteger(valorReais) || valorReais <= 0) return COTA_RULE_MSG.wholeReais;
  const max = maxCotaCents(abertoCents, denominacoes);
  if (max <= 0) return COTA_RULE_MSG.closed;
  const min = Math.min(valores.length ? Math.min(...valores.map(cents)) : 100, max);
  const v = valorReais * 100;
  if (v < min) return COTA_RULE_MSG.below(min / 100);
  if (v > max) return COTA_RULE_MSG.above(max / 100);
  if (!composeCota(v, denominacoes)) return COTA_RULE_MSG.notComposable([...denominacoes]);
  return null;
}

/** The configured cota values (reais) a guest may pick now: those that pass cotaValueProblem. */
export function cotaChoices(abertoCents: number, valores: readonly number[], denominacoes: readonly number[]): number[] {
  return valores.filter((v) => cotaValueProblem(v, abertoCents, valores, denominacoes) === null);
}
