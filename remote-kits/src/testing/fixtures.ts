/** Data and API doubles for the tests of the kits area. */
import { type SizeOrColour } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';

/** Sizes and colours as GET /tamanhos and GET /cores answer them. */
export const SIZES: SizeOrColour[] = [
  { Codigo: 7, Nome: '2 anos' },
  { Codigo: 8, Nome: '4 anos' },
  { Codigo: 9, Nome: '6 anos' },
  { Codigo: 2, Nome: 'P' },
];
export const COLOURS: SizeOrColour[] = [
  { Codigo: 1, Nome: 'Branco' },
  { Codigo: 16, Nome: 'Azul Marinho' },
];

/** Products by code, as GET /produtos/{codigo} answers them (prices in reais). */
export const PRODUCTS = {
  '900001': { ordem: 321, nome: 'Camiseta Infantil Estampada', fotoUrl: '/static/seed/products/prod-900001.jpg', preco: 59.9 },
  '900005': { ordem: 325, nome: 'Jogo de Xícaras Porcelana', fotoUrl: null, preco: 129.9 },
} as const;

/**
 * Spies on the lookups: products by code (404 for others), sizes and colours filtered by `q`
 * (case-insensitive, like the API). Returns the spies.
 */
export function mockLookups() {
  const { ApiError } = jest.requireActual('shared-contracts') as typeof import('shared-contracts');
  const filter = (rows: SizeOrColour[], q?: string) => rows.filter((r) => !q || r.Nome.toLowerCase().includes(q.toLowerCase()));
  return {
    fetchProduct: jest.spyOn(areaApi, 'fetchProduct').mockImplementation(async (codigo) => {
      const found = (PRODUCTS as Record<string, (typeof PRODUCTS)[keyof typeof PRODUCTS]>)[codigo];
      if (!found) throw new ApiError('HTTP_ERROR', 404, 'Produto não encontrado ou inativo.', { message: 'Produto não encontrado ou inativo.' });
      return { ...found };
    }),
    fetchSizes: jest.spyOn(areaApi, 'fetchSizes').mockImplementation(async (q = {}) => filter(SIZES, q.q)),
    fetchColours: jest.spyOn(areaApi, 'fetchColours').mockImplementation(async (q = {}) => filter(COLOURS, q.q)),
  };
}
