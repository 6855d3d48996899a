import { CHECKOUT_MSG, checkoutNote, GIFT_BAG, toProductGid } from '../index';
import { checkoutRequestSchema } from './requests';

const base = { listId: 1, listProductId: 7, note: 'Lista #1 - item código 7' };
const gid = (n: number | string) => `gid://shopify/ProductVariant/${n}`;
const firstMessage = (value: unknown) => {
  const result = checkoutRequestSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('POST /shopify/checkout body (§7, §5 Kit checkout)', () => {
  it('accepts the single item payload with the gift bag', () => {
    const body = { ...base, productId: gid(7400000004052), quantity: 1, giftProductId: GIFT_BAG.productId, giftQuantity: 1 };
    expect(checkoutRequestSchema.parse(body)).toEqual(body);
  });

  it('accepts the kit payload, flooring quantities to at least 1', () => {
    const parsed = checkoutRequestSchema.parse({
      ...base,
      isKit: true,
      items: [
        { productId: gid(1), quantity: 2.7 },
        { productId: gid(2), quantity: 0 },
        { productId: gid(3), quantity: -4 },
      ],
    });
    expect(parsed.isKit && parsed.items.map((i) => i.quantity)).toEqual([2, 1, 1]);
  });

  it("answers §5's messages for an empty kit and an item without code", () => {
    expect(firstMessage({ ...base, isKit: true, items: [] })).toBe(CHECKOUT_MSG.noKitItems);
    expect(firstMessage({ ...base, isKit: true })).toBe(CHECKOUT_MSG.noKitItems);
    expect(firstMessage({ ...base, isKit: true, items: [{ productId: gid(1), quantity: 1 }, { productId: '', quantity: 1 }] })).toBe(
      'Item 2 inválido: sem código para resolver o productId',
    );
    expect(firstMessage({ ...base, isKit: true, items: [{ productId: 'abc', quantity: 1 }] })).toBe('Item 1 inválido: sem código para resolver o productId');
  });

  it('refuses ids that are not strict positive 32-bit integers', () => {
    const item = { ...base, productId: gid(1), quantity: 1 };
    expect(firstMessage({ ...item, listId: '1' })).toBe(CHECKOUT_MSG.badList);
    expect(firstMessage({ ...item, listId: 1.5 })).toBe(CHECKOUT_MSG.badList);
    expect(firstMessage({ ...item, listId: 2_147_483_648 })).toBe(CHECKOUT_MSG.badList);
    expect(firstMessage({ ...item, listProductId: 0 })).toBe(CHECKOUT_MSG.badListItem);
  });

  it('refuses a product id that is not a variant global id, a long note and another gift product', () => {
    expect(firstMessage({ ...base, productId: '7400000004052', quantity: 1 })).toBe(CHECKOUT_MSG.badProduct);
    expect(firstMessage({ ...base, productId: gid(1), quantity: 0 })).toBe(CHECKOUT_MSG.badQuantity);
    expect(firstMessage({ ...base, productId: gid(1), quantity: 1, note: 'x'.repeat(201) })).toBe(CHECKOUT_MSG.badNote);
    expect(firstMessage({ ...base, productId: gid(1), quantity: 1, giftProductId: gid(123), giftQuantity: 1 })).toBe(CHECKOUT_MSG.badGift);
    expect(firstMessage({ ...base, productId: gid(1), quantity: 1, giftProductId: GIFT_BAG.productId, giftQuantity: 2 })).toBe(CHECKOUT_MSG.badGift);
  });
});

describe('toProductGid and checkoutNote (§5, §7)', () => {
  it('turns a plain code into a variant global id, keeps a global id, refuses the rest', () => {
    expect(toProductGid('7400000004052')).toBe('gid://shopify/ProductVariant/7400000004052');
    expect(toProductGid(' 123 ')).toBe('gid://shopify/ProductVariant/123');
    expect(toProductGid('gid://shopify/ProductVariant/55')).toBe('gid://shopify/ProductVariant/55');
    expect(toProductGid('gid://shopify/Product/55')).toBeNull();
    expect(toProductGid('')).toBeNull();
    expect(toProductGid(null)).toBeNull();
    expect(toProductGid('12a')).toBeNull();
  });
  it("writes 'Lista #{id} - item código {code}'", () => {
    expect(checkoutNote(1, '100490')).toBe('Lista #1 - item código 100490');
  });
});
