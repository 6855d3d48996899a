/**
 * The natural order of the size and colour lists (docs/product.md, 'Forms, pickers and
 * messages'), whatever order the API sends them in (§7: the add and edit screens ask for Z to A):
 * sizes PP, P, M, G, GG, then the sizes that start with a number in ascending order ('2 anos'
 * before '10 anos', '34' before '44'), then any other name alphabetically; colours
 * alphabetically. Names compare with the pt-BR collation (accents and case do not push a name to
 * the end).
 */
import type { SizeOrColour } from 'shared-contracts';
import type { SizeColourKind } from './useSizesColours';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** The letter sizes, smallest first. */
const LETTER_SIZES = ['PP', 'P', 'M', 'G', 'GG'];

/** Where a size goes: its group (0 letter, 1 numeric, 2 other) and its rank inside it. */
function sizeRank(nome: string): [group: number, rank: number] {
  const name = nome.trim();
  const letter = LETTER_SIZES.indexOf(name.toUpperCase());
  if (letter >= 0) return [0, letter];
  const number = /^\d+(?:[.,]\d+)?/.exec(name);
  return number ? [1, Number(number[0].replace(',', '.'))] : [2, 0];
}

/** Comparator of size names in their natural order (for `Array.prototype.sort`). */
export function compareSizeNames(a: string, b: string): number {
  const [groupA, rankA] = sizeRank(a);
  const [groupB, rankB] = sizeRank(b);
  return groupA - groupB || rankA - rankB || collator.compare(a, b);
}

/** Comparator of colour names, alphabetical with the pt-BR collation. */
export function compareColourNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** A sorted copy of sizes or colours (`kind`) in their natural order; same names by code. */
export function sortSizesColours(kind: SizeColourKind, rows: readonly SizeOrColour[]): SizeOrColour[] {
  const compare = kind === 'tamanhos' ? compareSizeNames : compareColourNames;
  return [...rows].sort((a, b) => compare(a.Nome, b.Nome) || a.Codigo - b.Codigo);
}
