import { makeItem, makeKit } from './testing/fixtures';
import { giftKey, listGifts } from './gifts';

const label = (gift: ReturnType<typeof listGifts>[number]) => giftKey(gift);

describe('listGifts', () => {
  it('lists the loose items then the kits, in the order the API sent them', () => {
    const kitA = makeKit(9, makeItem(20), [makeItem(21)]);
    const kitB = makeKit(4, makeItem(30), []);
    const gifts = listGifts({ produtosAvulsos: [makeItem(3), makeItem(1, { vendido: true })], kits: [kitA, kitB] });
    expect(gifts.map(label)).toEqual(['item-3', 'item-1', 'kit-9', 'kit-4']);
    expect(gifts[2]).toEqual({ kind: 'kit', kit: kitA });
  });

  it('without produtosAvulsos, takes the produtos that belong to no kit', () => {
    const gifts = listGifts({ produtos: [makeItem(5, { kitId: 9 }), makeItem(6), makeItem(7, { kitId: undefined })] });
    expect(gifts.map(label)).toEqual(['item-6', 'item-7']);
  });

  it('prefers produtosAvulsos over produtos, and lists nothing when the list has neither', () => {
    expect(listGifts({ produtosAvulsos: [makeItem(2)], produtos: [makeItem(8)] }).map(label)).toEqual(['item-2']);
    expect(listGifts({})).toEqual([]);
  });
});

describe('giftKey', () => {
  it('tells an item from a kit of the same number', () => {
    const item = makeItem(9);
    expect(giftKey({ kind: 'item', item })).toBe('item-9');
    expect(giftKey({ kind: 'kit', kit: makeKit(9, item, []) })).toBe('kit-9');
  });
});
