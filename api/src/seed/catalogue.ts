/**
 * The seed's sizes and colours (realistic pt-BR names, some inactive) and the builder's demo
 * products (./fixtures DEMO_PRODUCTS) with their variants, prices and stock. Codes are positions
 * in the lists (code = index + 1): the generated catalogue refers to the first entries, so new
 * names are only ever appended.
 */
import { DEMO_PRODUCTS, type DemoProduct } from './fixtures';
import { productPath } from './images';

const CHILD_AGES = Array.from({ length: 16 }, (_, i) => `${i + 1} ${i === 0 ? 'ano' : 'anos'}`);
/** Sizes: clothing, children's ages (1 to 16 anos), bedding and shoe numbers (33 to 44). */
export const SIZES: readonly string[] = [
  'RN', 'P', 'M', 'G', 'GG', '1 ano', '2 anos', '4 anos', '6 anos', '8 anos', '10 anos', 'Único', 'Solteiro', 'Casal', 'Queen', 'King', 'XGG',
  ...CHILD_AGES.filter((age) => !['1 ano', '2 anos', '4 anos', '6 anos', '8 anos', '10 anos'].includes(age)),
  'PP', 'XG', ...Array.from({ length: 12 }, (_, i) => String(33 + i)), '45',
];
/** Sizes no longer sold (left out of the lists by onlyActive). */
export const INACTIVE_SIZES: ReadonlySet<string> = new Set(['XGG', '11 anos', '13 anos', '15 anos', '45']);

export const COLOURS: readonly string[] = [
  'Branco', 'Preto', 'Azul', 'Azul Bebê', 'Rosa', 'Rosa Claro', 'Verde Menta', 'Amarelo', 'Vermelho', 'Cinza', 'Bege', 'Lilás', 'Marrom', 'Off-White', 'Dourado',
  'Azul Marinho', 'Verde Militar', 'Vinho', 'Caramelo', 'Nude', 'Prata', 'Grafite', 'Coral', 'Mostarda', 'Terracota', 'Laranja', 'Creme', 'Neon', 'Cobre',
];
export const INACTIVE_COLOURS: ReadonlySet<string> = new Set(['Dourado', 'Neon', 'Cobre']);

export const sizeCode = (nome: string) => SIZES.indexOf(nome) + 1;
export const colourCode = (nome: string) => COLOURS.indexOf(nome) + 1;

/** Rows of the demo products, numbered after the generated catalogue (`firstOrdem`, `firstGrade`). */
export function demoProductRows(firstOrdem: number, firstGrade: number, branchIds: readonly number[]) {
  const products: Array<{ ordem: number; codigo: string; nome: string; codigoShopify: string | null; shopifyAtivo: boolean; fotoUrl: string; ativo: boolean }> = [];
  const precos: Array<{ id: number; produtoOrdem: number; preco: number }> = [];
  const stock: Array<{ produtoOrdem: number; filialId: number; quantidade: number }> = [];
  const grades: Array<{ ordem: number; codigo: string; produtoOrdem: number; tamanhoCodigo: number | null; corCodigo: number | null; fotoUrl: string }> = [];
  Object.values(DEMO_PRODUCTS).forEach((p: DemoProduct, i) => {
    const ordem = firstOrdem + i;
    const fotoUrl = productPath(p.codigo);
    products.push({ ordem, codigo: p.codigo, nome: p.nome, codigoShopify: p.codigoShopify ?? null, shopifyAtivo: !!p.codigoShopify, fotoUrl, ativo: p.ativo ?? true });
    precos.push({ id: ordem, produtoOrdem: ordem, preco: p.preco });
    // every branch has some, the last one none: realistic and predictable
    if (!p.noStockRecords) {
      branchIds.forEach((filialId, b) => stock.push({ produtoOrdem: ordem, filialId, quantidade: b === branchIds.length - 1 ? 0 : 4 + ((i + b) % 5) }));
    }
    const sizes: Array<string | null> = p.sizes.length ? [...p.sizes] : [null];
    const colours: Array<string | null> = p.colours.length ? [...p.colours] : [null];
    if (!p.sizes.length && !p.colours.length) return;
    for (const size of sizes)
      for (const colour of colours) {
        const g = firstGrade + grades.length;
        grades.push({
          ordem: g,
          codigo: `${p.codigo}-${g}`,
          produtoOrdem: ordem,
          tamanhoCodigo: size === null ? null : sizeCode(size),
          corCodigo: colour === null ? null : colourCode(colour),
          fotoUrl,
        });
      }
  });
  return { products, precos, stock, grades };
}
