import { makeItem } from 'shared-contracts/testing';
import { editVariableStateSchema } from 'shared-contracts';
import { editVariableState } from './itemRules';

describe('editVariableState (§3 List product in edit)', () => {
  it("hands the edit-variable screen the product, the variant's picture and its size and colour with their names", () => {
    const item = makeItem(5, { variavel: true, quantidade: 2, descricao: 'Para o Theo' }, { nome: 'Camiseta', codigo: '900001', precos: [{ Preco: 59.9 }] });
    item.grade = { FotoUrl: '/grade.jpg', Codigo: '900001-7', Tamanhos: { Codigo: 8, Nome: '4 anos' }, Cores: { Codigo: 1, Nome: 'Branco' } };
    const state = editVariableState(item);
    expect(editVariableStateSchema.parse(state)).toEqual({
      nome: 'Camiseta',
      codigo: '900001',
      codigo_shopify: null,
      codigoGrade: '900001-7',
      fotoUrl: '/grade.jpg',
      preco: 59.9,
      quantidade: 2,
      descricao: 'Para o Theo',
      tamanhoCodigoInicial: 8,
      corCodigoInicial: 1,
      tamanhoNomeInicial: '4 anos',
      corNomeInicial: 'Branco',
    });
  });
});
