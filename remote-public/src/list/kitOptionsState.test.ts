import { makeItem, makeKit } from 'shared-contracts/testing';
import { kitOptionsStateSchema } from 'shared-contracts';
import { kitOptionsState } from './kitOptionsState';

describe('kitOptionsState (§2 Kit purchase options)', () => {
  const anchor = makeItem(
    20,
    { quantidade: 2, descricao: 'Para o café', estoquePorFilial: [{ ordemFilial: 1, quantidade: 5 }, { ordemFilial: 6, quantidade: 2 }], grade: { FotoUrl: '/g.jpg', Codigo: 'G', Cores: { Codigo: 1, Nome: 'Preto' }, Tamanhos: null } },
    { nome: 'Cafeteira', codigo: '100133', codigo_shopify: '7400000019247', isShopify_Ativo: true, precos: [{ Preco: 449.9 }] },
  );
  const member = makeItem(21, { estoquePorFilial: [{ ordemFilial: 1, quantidade: 0 }, { ordemFilial: 6, quantidade: 4 }] }, { nome: 'Xícara', codigo_shopify: '7400000016208', isShopify_Ativo: true });
  const sold = makeItem(22, { vendido: true, estoquePorFilial: [{ ordemFilial: 6, quantidade: 1 }] }, { nome: 'Pires', codigo_shopify: '7400000010130', isShopify_Ativo: true });

  it('carries the items, ids, online flags and the branches that have the whole kit', () => {
    const state = kitOptionsState({ ...makeKit(5, anchor, [member, sold], 'Kit Café'), online: true }, { id: 1, slug: 'casamento' });
    expect(kitOptionsStateSchema.parse(state)).toEqual(state);
    expect(state).toMatchObject({ title: 'Kit Café', listaId: 1, listProductCodigo: 20, slug: 'casamento', showOnline: true, showOnlineAtivo: true });
    expect(state.items.map((i) => [i.nome, i.ok])).toEqual([
      ['Cafeteira', true],
      ['Xícara', true],
      ['Pires', false],
    ]);
    expect(state.items[0]).toMatchObject({ codigo: '100133', quantidade: 2, unitPrice: 449.9, descricao: 'Para o café', fotoGradeUrl: '/g.jpg', corNome: 'Preto' });
    // branch 1 lacks the cup; branch 6 has every product (§4 Kit); 4 and 10 have nothing
    expect(state.stores.map((s) => [s.nome, s.ok])).toEqual([
      ['Visual Fashion Shop', false],
      ['Visual Fashion Santana', false],
      ['Dular Baby Teen', true],
      ['Dular Free Shop', false],
    ]);
    expect(state.stores[2]!.endereco).toContain('Av. Padre Júlio Maria Lombaerd');
  });

  it('has no online purchase when a product lacks an online code, and an inactive one when not active', () => {
    expect(kitOptionsState(makeKit(5, anchor, [makeItem(23)]), { id: 1, slug: 's' }).showOnline).toBe(false);
    const inactive = makeItem(24, {}, { codigo_shopify: '1', isShopify_Ativo: false });
    expect(kitOptionsState({ ...makeKit(5, anchor, [inactive]), online: false }, { id: 1, slug: 's' })).toMatchObject({ showOnline: true, showOnlineAtivo: false });
  });
});
