import { makeItem } from 'shared-contracts/testing';
import { kitOptionsStateSchema, type KitPurchaseItem } from 'shared-contracts';
import { CheckoutBuildError, guestFields, itemCheckout, kitCheckout } from './checkoutPayload';

const line = (id: number, over: Partial<KitPurchaseItem> = {}): KitPurchaseItem => ({
  id,
  nome: `Produto ${id}`,
  codigo: `P${id}`,
  codigo_shopify: String(7400 + id),
  quantidade: 1,
  unitPrice: 10,
  ok: true,
  ...over,
});
const state = (items: KitPurchaseItem[]) =>
  kitOptionsStateSchema.parse({ title: 'Kit', items, listaId: 1, listProductCodigo: 7, slug: 'cha-da-lia', showOnline: true, showOnlineAtivo: true });
const onPage = { listSlug: 'casamento-ana-e-bruno' };
const buildError = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof CheckoutBuildError ? error.message : `unexpected ${String(error)}`;
  }
  return null;
};

describe('itemCheckout (§7 single item)', () => {
  it("builds the payload from the item, with or without the gift bag, with the list page's slug", () => {
    const item = makeItem(3, { quantidade: 2 }, { codigo_shopify: '998877' });
    expect(itemCheckout(item, true, onPage)).toEqual({
      productId: 'gid://shopify/ProductVariant/998877',
      quantity: 2,
      listId: 7,
      listProductId: 3,
      note: 'Lista #7 - item código P3',
      giftProductId: 'gid://shopify/ProductVariant/9000000000599',
      giftQuantity: 1,
      listSlug: 'casamento-ana-e-bruno',
    });
    expect(itemCheckout(item, false, onPage)).not.toHaveProperty('giftProductId');
  });
  it("carries the giver's name and message trimmed, and leaves blank ones out", () => {
    const item = makeItem(3, {}, { codigo_shopify: '998877' });
    expect(itemCheckout(item, false, { ...onPage, giverName: '  Tia Rosa ', message: '\nFelicidades!\nCom carinho.  ' })).toMatchObject({
      listSlug: 'casamento-ana-e-bruno',
      giverName: 'Tia Rosa',
      message: 'Felicidades!\nCom carinho.',
    });
    const blank = itemCheckout(item, false, { ...onPage, giverName: '   ', message: ' \n ' });
    expect(blank).not.toHaveProperty('giverName');
    expect(blank).not.toHaveProperty('message');
  });
  it('keeps a global id as it is and refuses an item without online code', () => {
    expect(itemCheckout(makeItem(3, {}, { codigo_shopify: 'gid://shopify/ProductVariant/55' }), false, onPage)).toMatchObject({ productId: 'gid://shopify/ProductVariant/55' });
    expect(buildError(() => itemCheckout(makeItem(3), false, onPage))).toBe('Erro ao gerar o checkout');
  });
});

describe('kitCheckout (§5 Kit checkout)', () => {
  it('sends the items that can be bought, quantities floored and at least 1', () => {
    const body = kitCheckout(state([line(7, { quantidade: 2 }), line(8, { ok: false }), line(9, { quantidade: 0 })]), true);
    expect(body).toEqual({
      isKit: true,
      items: [
        { productId: 'gid://shopify/ProductVariant/7407', quantity: 2 },
        { productId: 'gid://shopify/ProductVariant/7409', quantity: 1 },
      ],
      listId: 1,
      listProductId: 7,
      note: 'Lista #1 - item código P7',
      giftProductId: 'gid://shopify/ProductVariant/9000000000599',
      giftQuantity: 1,
      listSlug: 'cha-da-lia',
    });
  });
  it("takes the list's slug from the state and carries the guest's name and message", () => {
    expect(kitCheckout(state([line(7)]), false, { giverName: ' Vó Neide ', message: 'Para o cantinho do café.' })).toMatchObject({
      listSlug: 'cha-da-lia',
      giverName: 'Vó Neide',
      message: 'Para o cantinho do café.',
    });
    const withoutSlug = kitCheckout({ ...state([line(7)]), slug: undefined }, false);
    expect(withoutSlug).not.toHaveProperty('listSlug');
    expect(withoutSlug).not.toHaveProperty('giverName');
  });
  it("answers 'Nenhum item do kit selecionado' and 'Item {n} inválido: ...'", () => {
    expect(buildError(() => kitCheckout(state([line(7, { ok: false })]), true))).toBe('Nenhum item do kit selecionado');
    expect(buildError(() => kitCheckout(state([line(7), line(8, { codigo_shopify: null })]), true))).toBe('Item 2 inválido: sem código para resolver o productId');
    expect(buildError(() => kitCheckout(state([line(7, { codigo_shopify: 'abc' })]), true))).toBe('Item 1 inválido: sem código para resolver o productId');
  });
  it("answers 'Erro ao montar checkout do kit' without the list or anchor", () => {
    expect(buildError(() => kitCheckout({ ...state([line(7)]), listaId: undefined }, true))).toBe('Erro ao montar checkout do kit');
  });
});

describe('guestFields', () => {
  it('trims every field and leaves out the empty ones', () => {
    expect(guestFields({ listSlug: ' lista-x ', giverName: 'Ana', message: '' })).toEqual({ listSlug: 'lista-x', giverName: 'Ana' });
    expect(guestFields({})).toEqual({});
  });
});
