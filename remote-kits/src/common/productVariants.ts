/**
 * What the size and colour pickers offer for a chosen product (docs/product.md, 'Forms, pickers
 * and messages'): only the sizes and colours of its variants (the product lookup's `variantes`),
 * and, once one side is chosen, the other side's options that have no variant with it are
 * disabled. Without variants (no product yet, or a product the lookup did not describe) every
 * option is offered, as before.
 */
import type { ProductVariant } from 'shared-contracts';

/** The options of the two pickers: `only` (undefined: all) and `disabled` codes, per side. */
export interface VariantOptions {
  sizes: { only?: ReadonlySet<number>; disabled: ReadonlySet<number> };
  colours: { only?: ReadonlySet<number>; disabled: ReadonlySet<number> };
}

const codes = (rows: ProductVariant[], pick: (v: ProductVariant) => number | null) =>
  new Set(rows.map(pick).filter((c): c is number => c !== null));

/**
 * The options for `variantes` with size `tamanho` and colour `cor` chosen (codes, null when none):
 * a colour is disabled when no variant has it with the chosen size, and a size when no variant has
 * it with the chosen colour.
 */
export function variantOptions(variantes: ProductVariant[] | undefined, tamanho: number | null, cor: number | null): VariantOptions {
  if (!variantes?.length) return { sizes: { disabled: new Set() }, colours: { disabled: new Set() } };
  const sizes = codes(variantes, (v) => v.tamanhoCodigo);
  const colours = codes(variantes, (v) => v.corCodigo);
  const coloursWithSize = tamanho === null ? colours : codes(variantes.filter((v) => v.tamanhoCodigo === tamanho), (v) => v.corCodigo);
  const sizesWithColour = cor === null ? sizes : codes(variantes.filter((v) => v.corCodigo === cor), (v) => v.tamanhoCodigo);
  return {
    sizes: { only: sizes, disabled: new Set([...sizes].filter((c) => !sizesWithColour.has(c))) },
    colours: { only: colours, disabled: new Set([...colours].filter((c) => !coloursWithSize.has(c))) },
  };
}
