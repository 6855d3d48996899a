import { EMPTY_DRAFT, kitDraftReducer, kitRequest, kitSummary, type KitDraft, type KitDraftItem } from './kitDraft';

const camiseta = { ordem: 321, codigo: '900001', nome: 'Camiseta Infantil', preco: 59.9, fotoUrl: null };
const xicaras = { ordem: 325, codigo: '900005', nome: 'Jogo de Xícaras', preco: 129.9, fotoUrl: '/x.jpg' };
const add = (draft: KitDraft, item: Partial<Omit<KitDraftItem, 'tempId'>> = {}) =>
  kitDraftReducer(draft, { type: 'add', item: { product: xicaras, quantidade: 1, descricao: '', tamanho: null, cor: null, ...item } });

describe('kit draft (§4 Kit builder, §5 Kit)', () => {
  it('adds items with their own temporary ids and removes them', () => {
    let draft = add(EMPTY_DRAFT, { product: camiseta, quantidade: 2, tamanho: { Codigo: 9, Nome: '6 anos' } });
    draft = add(draft);
    expect(draft.items.map((i) => [i.tempId, i.product.nome, i.quantidade])).toEqual([
      [1, 'Camiseta Infantil', 2],
      [2, 'Jogo de Xícaras', 1],
    ]);
    draft = kitDraftReducer(draft, { type: 'remove', tempId: 1 });
    expect(draft.items.map((i) => i.tempId)).toEqual([2]);
    expect(add(draft).items.map((i) => i.tempId)).toEqual([2, 3]);
  });

  it('never lets a quantity go below 1 nor become a fraction', () => {
    let draft = add(EMPTY_DRAFT, { quantidade: 3 });
    for (const quantidade of [0, -1, 1.5, Number.NaN, 1000]) {
      draft = kitDraftReducer(draft, { type: 'setQuantity', tempId: 1, quantidade });
      expect(draft.items[0]!.quantidade).toBe(3);
    }
    draft = kitDraftReducer(draft, { type: 'setQuantity', tempId: 1, quantidade: 1 });
    expect(draft.items[0]!.quantidade).toBe(1);
    expect(add(EMPTY_DRAFT, { quantidade: 0 }).items[0]!.quantidade).toBe(1);
  });

  it('keeps descriptions up to 500 characters', () => {
    const draft = kitDraftReducer(add(EMPTY_DRAFT), { type: 'setDescription', tempId: 1, descricao: 'a'.repeat(600) });
    expect(draft.items[0]!.descricao).toHaveLength(500);
  });

  it('sums item count, total quantity and the estimated total in reais', () => {
    expect(kitSummary([])).toEqual({ itemCount: 0, totalQuantity: 0, estimatedTotal: 0 });
    const draft = add(add(EMPTY_DRAFT, { product: camiseta, quantidade: 3 }), { quantidade: 2 });
    expect(kitSummary(draft.items)).toEqual({ itemCount: 2, totalQuantity: 5, estimatedTotal: 439.5 });
  });

  it("adds the price of what the kit already holds (the anchor, the members) to the estimated total, as the public kit price does", () => {
    const draft = add(EMPTY_DRAFT, { quantidade: 2 });
    expect(kitSummary(draft.items, 199.9)).toEqual({ itemCount: 1, totalQuantity: 2, estimatedTotal: 459.7 });
    expect(kitSummary([], 59.9).estimatedTotal).toBe(59.9);
  });

  it('builds the kit save request: variavel with the codes when a size or colour is chosen', () => {
    const draft = add(add(EMPTY_DRAFT, { product: camiseta, quantidade: 2, descricao: ' Para o Theo ', cor: { Codigo: 16, Nome: 'Azul Marinho' } }), { descricao: '  ' });
    expect(kitRequest(40, draft.items)).toEqual({
      anchorItemId: 40,
      items: [
        { ordemProdServ: 321, quantidade: 2, descricao: 'Para o Theo', variavel: true, tamanhoCodigo: null, corCodigo: 16 },
        { ordemProdServ: 325, quantidade: 1, descricao: null, variavel: false },
      ],
    });
  });
});
