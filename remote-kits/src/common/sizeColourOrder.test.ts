import { compareColourNames, compareSizeNames, sortSizesColours } from './sizeColourOrder';

const names = (rows: { Nome: string }[]) => rows.map((r) => r.Nome);

describe('sizeColourOrder (sizes and colours in their natural order)', () => {
  it('puts the letter sizes PP, P, M, G, GG first, then numeric sizes ascending, then other names alphabetically', () => {
    const zToA = ['Único', 'Solteiro', 'RN', 'PP', 'P', 'M', 'GG', 'G', 'Casal', '44', '34', '16 anos', '10 anos', '6 anos', '2 anos', '1 ano'];
    expect([...zToA].sort(compareSizeNames)).toEqual([
      'PP', 'P', 'M', 'G', 'GG',
      '1 ano', '2 anos', '6 anos', '10 anos', '16 anos', '34', '44',
      'Casal', 'RN', 'Solteiro', 'Único',
    ]);
  });

  it('sorts colours by name with the pt-BR collation (accents and case do not push a name to the end)', () => {
    const zToA = ['Verde Menta', 'Lilás', 'branco', 'Azul Marinho', 'Azul', 'Âmbar', 'Amarelo'];
    expect([...zToA].sort(compareColourNames)).toEqual(['Amarelo', 'Âmbar', 'Azul', 'Azul Marinho', 'branco', 'Lilás', 'Verde Menta']);
  });

  it('sorts rows of either kind without changing the rows given', () => {
    const sizes = [{ Codigo: 9, Nome: '6 anos' }, { Codigo: 3, Nome: 'M' }, { Codigo: 2, Nome: 'P' }];
    expect(sortSizesColours('tamanhos', sizes)).toEqual([{ Codigo: 2, Nome: 'P' }, { Codigo: 3, Nome: 'M' }, { Codigo: 9, Nome: '6 anos' }]);
    expect(names(sizes)).toEqual(['6 anos', 'M', 'P']);
    expect(names(sortSizesColours('cores', [{ Codigo: 2, Nome: 'Preto' }, { Codigo: 1, Nome: 'Branco' }]))).toEqual(['Branco', 'Preto']);
  });
});
