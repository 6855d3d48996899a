import {
  branchesInStock,
  buildShareMessage,
  isAvailable,
  isHeld,
  isKitAcquired,
  isKitHeld,
  isKitInStock,
  isKitUnavailable,
  isOnline,
  itemBadge,
  kitPrice,
  kitStockByBranch,
  whatsAppLink,
  whatsAppNumber,
  shareListUrl,
  type Kit,
  type ListProductItem,
} from './index';

function item(overrides: Partial<ListProductItem> & { stock?: Array<[number, number]>; price?: number; shopify?: string | null } = {}): ListProductItem {
  const { stock = [[1, 2]], price = 10, shopify = null, ...rest } = overrides;
  return {
    id: 1,
    listaId: 1,
    quantidade: 1,
    vendido: false,
    variavel: false,
    ordemProdServ: 1,
    produto: {
      nome: 'Jogo de Toalhas',
      codigo: '100',
      codigo_shopify: shopify,
      isShopify_Ativo: !!shopify,
      precos: [{ Preco: price }],
      estoque: [],
    },
    estoquePorFilial: stock.map(([ordemFilial, quantidade]) => ({ ordemFilial, quantidade })),
    ...rest,
  };
}

describe('item availability (§4)', () => {
  it('available when not sold and stocked somewhere', () => {
    expect(isAvailable(item())).toBe(true);
    expect(isAvailable(item({ vendido: true }))).toBe(false);
    expect(isAvailable(item({ stock: [[1, 0], [4, -1]] }))).toBe(false);
  });
  it('badges: Adquirido beats Esgotado', () => {
    expect(itemBadge(item({ vendido: true, stock: [[1, 0]] }))).toBe('Adquirido');
    expect(itemBadge(item({ stock: [[1, 0]] }))).toBe('Esgotado');
    expect(itemBadge(item())).toBe('Disponível');
  });
  it('Online only with an active online code, unsold and in stock', () => {
    expect(isOnline(item({ shopify: '123' }))).toBe(true);
    expect(isOnline(item({ shopify: '123', vendido: true }))).toBe(false);
    expect(isOnline(item({ shopify: '123', stock: [[1, 0]] }))).toBe(false);
    expect(isOnline(item())).toBe(false);
  });
  it('reads the single-card stock shape when the kit shape is absent', () => {
    const single = item({ stock: [] });
    single.produto.estoque = [{ Ordem_Filial: 6, Qtde_Estoque_Atual: 3 }, { Ordem_Filial: 1, Qtde_Estoque_Atual: 0 }];
    expect(branchesInStock(single)).toEqual([{ ordemFilial: 6, quantidade: 3 }]);
  });
});

describe('kits (§3, §4)', () => {
  const kit = (anchor: ListProductItem, members: ListProductItem[]): Kit => ({ kitId: 1, kitNome: 'Kit', anchor, members, online: false });
  it('acquired only when anchor and every member are sold', () => {
    expect(isKitAcquired(kit(item({ vendido: true }), [item({ vendido: true })]))).toBe(true);
    expect(isKitAcquired(kit(item({ vendido: true }), [item()]))).toBe(false);
  });
  it('Indisponível when the anchor is unsold but all members are sold', () => {
    expect(isKitUnavailable(kit(item(), [item({ vendido: true }), item({ vendido: true })]))).toBe(true);
    expect(isKitUnavailable(kit(item(), [item({ vendido: true }), item()]))).toBe(false);
  });
  it('branch stock is the minimum across products; a missing row counts 0', () => {
    const k = kit(item({ stock: [[1, 5], [4, 2]] }), [item({ stock: [[1, 3]] })]);
    expect(kitStockByBranch(k)).toEqual([
      { ordemFilial: 1, quantidade: 3 },
      { ordemFilial: 4, quantidade: 0 },
    ]);
    expect(isKitInStock(k)).toBe(true);
    expect(isKitInStock(kit(item({ stock: [[1, 5]] }), [item({ stock: [[4, 3]] })]))).toBe(false);
  });
  it('price is the sum of unit price × quantity', () => {
    expect(kitPrice(kit(item({ price: 10, quantidade: 2 }), [item({ price: 5.5, quantidade: 3 })]))).toBeCloseTo(36.5);
  });
});

describe('holds (no double gift)', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  it('an unsold item is held until reservadoAte, then free again', () => {
    expect(isHeld(item({ reservadoAte: '2026-11-20T12:27:00.000Z' }), now)).toBe(true);
    expect(isHeld(item({ reservadoAte: '2026-11-20T12:00:00.000Z' }), now)).toBe(false);
    expect(isHeld(item({ reservadoAte: '2026-11-20T11:59:00.000Z' }), now)).toBe(false);
    expect(isHeld(item({ reservadoAte: null }), now)).toBe(false);
    expect(isHeld(item({ reservadoAte: 'not a date' }), now)).toBe(false);
  });
  it('a sold item is never held (the order ended the hold)', () => {
    expect(isHeld(item({ vendido: true, reservadoAte: '2026-11-20T12:27:00.000Z' }), now)).toBe(false);
  });
  it('a kit is held when any of its products is', () => {
    const held = item({ reservadoAte: '2026-11-20T12:10:00.000Z' });
    expect(isKitHeld({ kitId: 1, kitNome: 'Kit', anchor: item(), members: [held], online: true }, now)).toBe(true);
    expect(isKitHeld({ kitId: 1, kitNome: 'Kit', anchor: item(), members: [item()], online: true }, now)).toBe(false);
  });
});

describe('share (§2)', () => {
  it('message carries the discount sentence and the link', () => {
    const message = buildShareMessage({ titulo: 'Casamento Ana', url: 'http://x/lista/ana', codigo: 42 });
    expect(message).toContain('Apresente este código e ganhe descontos na compra');
    expect(message).toContain('http://x/lista/ana');
    expect(message).toContain('42');
  });
  it('WhatsApp adds the default country code 55', () => {
    expect(whatsAppLink('oi', '(96) 99999-0000')).toBe('https://wa.me/5596999990000?text=oi');
    expect(whatsAppLink('oi', '5596999990000')).toBe('https://wa.me/5596999990000?text=oi');
    expect(whatsAppLink('a b')).toBe('https://wa.me/?text=a%20b');
  });
  it('a national number is an area code and 8 or 9 digits; 55 is added unless it is already there', () => {
    expect(whatsAppNumber('(96) 3222-1001')).toBe('559632221001');
    expect(whatsAppNumber('096 3222-1001')).toBe('559632221001');
    expect(whatsAppNumber('+55 (96) 3222-1001')).toBe('559632221001');
    // area code 55 (Santa Maria, RS) is a national number, not the country code
    expect(whatsAppNumber('(55) 99123-4567')).toBe('5555991234567');
    expect(whatsAppNumber('+55 55 99123-4567')).toBe('5555991234567');
    expect(whatsAppLink('oi', '(96) 3222-1001')).toBe('https://wa.me/559632221001?text=oi');
  });
  it('what is not a phone number gets the contact chooser', () => {
    for (const phone of ['3222-1001', '', 'loja', '+1 415 555 0100 99', null, undefined]) {
      expect(whatsAppNumber(phone)).toBeNull();
      expect(whatsAppLink('oi', phone)).toBe('https://wa.me/?text=oi');
    }
  });
  it('the share link is on the shop host, else on the site', () => {
    expect(shareListUrl({ shopUrl: 'https://loja.test/', siteUrl: 'https://site.test' }, 7)).toBe('https://loja.test/share/lista/7');
    expect(shareListUrl({ siteUrl: 'https://site.test/' }, 7)).toBe('https://site.test/share/lista/7');
    expect(shareListUrl({}, 7)).toBe(`${window.location.origin}/share/lista/7`);
  });
});
