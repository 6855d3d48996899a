/** The pickers offer only a product's sizes and colours, and disable combinations it lacks. */
import { variantOptions } from './productVariants';

// sizes P (1) and M (2); colours Azul (10) and Rosa (20); P comes in both, M only in Azul
const VARIANTS = [
  { tamanhoCodigo: 1, corCodigo: 10 },
  { tamanhoCodigo: 1, corCodigo: 20 },
  { tamanhoCodigo: 2, corCodigo: 10 },
];

describe('variantOptions', () => {
  it('offers only the sizes and colours of the product, none disabled before a choice', () => {
    const o = variantOptions(VARIANTS, null, null);
    expect([...o.sizes.only!]).toEqual([1, 2]);
    expect([...o.colours.only!]).toEqual([10, 20]);
    expect(o.sizes.disabled.size + o.colours.disabled.size).toBe(0);
  });

  it('disables a colour that the chosen size lacks, and a size that the chosen colour lacks', () => {
    expect([...variantOptions(VARIANTS, 2, null).colours.disabled]).toEqual([20]);
    expect([...variantOptions(VARIANTS, 1, null).colours.disabled]).toEqual([]);
    expect([...variantOptions(VARIANTS, null, 20).sizes.disabled]).toEqual([2]);
  });

  it('offers everything when the product has no variants to go by', () => {
    for (const variantes of [undefined, []]) {
      const o = variantOptions(variantes, 1, 10);
      expect(o.sizes.only).toBeUndefined();
      expect(o.colours.only).toBeUndefined();
    }
  });

  it('handles variants with a size only or a colour only', () => {
    const o = variantOptions([{ tamanhoCodigo: 3, corCodigo: null }, { tamanhoCodigo: null, corCodigo: 30 }], null, null);
    expect([...o.sizes.only!]).toEqual([3]);
    expect([...o.colours.only!]).toEqual([30]);
  });
});
