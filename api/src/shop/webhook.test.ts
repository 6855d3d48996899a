jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { checkoutNote, fetchListBySlugResponseSchema, GIFT_BAG } from 'shared-contracts';
import { customerListResponseSchema, fetchListOrdersResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { shopifyHmac } from '../sandbox-store/orders';
import { DEMO_CUSTOMERS, PUBLIC_LIST_ID, PUBLIC_LIST_SLUG } from '../seed/fixtures';
import { createTestApp, headers, rowCount } from '../test/helpers';
import { createShopTestApp, SHOP, type ShopTestContext } from '../test/shop';
import { CART_KEYS } from './orderFacts';
import { handOverStranded, orderEventContext, REVIEW_MSG } from './orderEvents';
import { WEBHOOK_MSG, WEBHOOK_PATH, WEBHOOK_PATHS, type WebhookTopic } from './webhook';
import { signInCustomer, signInStaff } from '../test/signin';

let t: ShopTestContext;
beforeAll(async () => {
  t = await createShopTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Everything a webhook may change, to prove that a refused one changed nothing. */
async function fingerprint() {
  const [sold] = await t.db.select({ n: count() }).from(s.listaProdutos).where(eq(s.listaProdutos.vendido, true));
  return {
    sold: sold!.n,
    orders: await rowCount(t.db, s.pedidos),
    orderItems: await rowCount(t.db, s.pedidoItens),
    webhooks: await rowCount(t.db, s.webhooksRecebidos),
    mails: await rowCount(t.db, s.mailOutbox),
    holds: await rowCount(t.db, s.reservas),
  };
}

let orderSeq = 1;
/** A list item as an order line needs it: its online-store variant, quantity and name. */
async function itemOf(id: number) {
  const [row] = await t.db
    .select({ variant: s.produtos.codigoShopify, quantidade: s.listaProdutos.quantidade, nome: s.produtos.nome, listaId: s.listaProdutos.listaId })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .where(eq(s.listaProdutos.id, id));
  return row!;
}

type Line = { item: number; listaId?: number; variant?: string | number | null; quantity?: number; price?: string; title?: string | null; id?: number };
/**
 * A Shopify-shaped order (REST webhook JSON) whose lines name list items; by default each line is
 * the item's own variant and quantity (what a real gift checkout makes).
 */
async function order(lines: Line[], over: Record<string, unknown> = {}) {
  const id = 5_912_345_678_000 + orderSeq++;
  const lineItems = [];
  let listaId = 1;
  for (const [i, l] of lines.entries()) {
    const item = await itemOf(l.item);
    if (i === 0) listaId = l.listaId ?? item.listaId;
    lineItems.push({
      id: l.id ?? id * 10 + i + 1,
      variant_id: l.variant === undefined ? Number(item.variant) : l.variant,
      title: l.title === undefined ? item.nome : l.title,
      quantity: l.quantity ?? item.quantidade,
      price: l.price ?? '10.00',
      properties: [
        { name: '_lista_id', value: String(l.listaId ?? item.listaId) },
        { name: '_lista_produto_id', value: String(l.item) },
      ],
    });
  }
  return {
    id,
    name: `#${9000 + orderSeq}`,
    email: 'ana.souza@example.com',
    total_price: '100.00',
    currency: 'BRL',
    financial_status: 'paid',
    test: false,
    processed_at: '2026-11-20T15:00:00-03:00',
    note: 'Lista #1 - item código 1',
    note_attributes: [
      { name: '_lista_id', value: String(listaId) },
      { name: CART_KEYS.message, value: 'Felicidades!' },
    ],
    customer: { id: 1, email: 'ana.souza@example.com', first_name: 'Ana', last_name: 'Souza' },
    billing_address: { name: 'Ana Souza', first_name: 'Ana', last_name: 'Souza' },
    line_items: lineItems,
    ...over,
  };
}

function deliver(body: string, opts: { secret?: string; webhookId?: string; topic?: string; hmac?: string | null; path?: string } = {}) {
  const hmac = opts.hmac === undefined ? shopifyHmac(body, opts.secret ?? SHOP.secret) : opts.hmac;
  const topic = opts.topic ?? 'orders/paid';
  return t.app.inject({
    method: 'POST',
    url: opts.path ?? WEBHOOK_PATHS[topic as WebhookTopic] ?? WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': opts.webhookId ?? `wh-${orderSeq}-${Math.random()}`,
      'x-shopify-shop-domain': 'loja.myshopify.com',
      ...(hmac === null ? {} : { 'x-shopify-hmac-sha256': hmac }),
    },
    payload: body,
  });
}

/** Sends `body` as `topic` and expects it acknowledged. */
async function send(topic: WebhookTopic, body: object) {
  const res = await deliver(JSON.stringify(body), { topic });
  expect(res.statusCode).toBe(200);
  return res;
}

const orderRow = async (id: number) => (await t.db.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, String(id))))[0];

async function isSold(ids: number[]) {
  const rows = await t.db.select({ id: s.listaProdutos.id, vendido: s.listaProdutos.vendido }).from(s.listaProdutos).where(inArray(s.listaProdutos.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.vendido]));
}

describe('the whole path: checkout, pay at the sandbox store, orders/paid webhook', () => {
  it('marks the item sold, ends its hold, records the order and mails the owner; only the owner sees the giver', async () => {
    const code = (await t.db.select({ c: s.produtos.codigoShopify }).from(s.listaProdutos).innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ)).where(eq(s.listaProdutos.id, 1)))[0]!.c;
    const created = await t.app.inject({
      method: 'POST',
      url: '/shopify/checkout',
      headers: headers(),
      payload: { productId: `gid://shopify/ProductVariant/${code}`, quantity: 1, listId: PUBLIC_LIST_ID, listProductId: 1, note: checkoutNote(1, '1'), giftProductId: GIFT_BAG.productId, giftQuantity: 1, giverName: 'Bia e Rafa', message: 'Muitas felicidades!' },
    });
    const checkoutUrl = new URL(created.json().checkoutUrl);
    const path = `${checkoutUrl.pathname}${checkoutUrl.search}`;
    const page = await t.sandbox.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Manta Soft Essencial');
    expect(page.body).toContain('Embalagem de presente');
    expect(page.body).toContain('R$\u00a05,99');
    expect(page.body).toContain('Lista #1 - item código 1');
    expect(page.body).toContain('R$\u00a0123,89');

    // the form checks the giver's data first
    const action = `${checkoutUrl.pathname}/pagar${checkoutUrl.search}`;
    const invalid = await t.sandbox.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'nome=&email=x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Informe seu nome.');
    expect(await isSold([1])).toEqual({ 1: false });

    const paid = await t.sandbox.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ nome: 'Beatriz Lima', email: 'bia.lima@example.com' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const confirmation = await t.sandbox.inject({ method: 'GET', url: path });
    expect(confirmation.body).toContain('Pagamento aprovado!');
    expect(confirmation.body).toContain(`href="http://site.test/lista/${PUBLIC_LIST_SLUG}"`);

    expect(await isSold([1])).toEqual({ 1: true });
    expect(await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, 1))).toEqual([]);
    const [pedido] = await t.db.select().from(s.pedidos).where(and(eq(s.pedidos.listaId, 1), eq(s.pedidos.nome, '#1001')));
    expect(pedido).toMatchObject({ compradorNome: 'Bia e Rafa', compradorEmail: 'bia.lima@example.com', mensagem: 'Muitas felicidades!', total: 123.89, moeda: 'BRL', nome: '#1001' });
    expect(await t.db.select({ id: s.pedidoItens.listaProdutoId, preco: s.pedidoItens.preco }).from(s.pedidoItens).where(eq(s.pedidoItens.pedidoId, pedido!.id))).toEqual([{ id: 1, preco: 117.9 }]);

    const [mail] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, DEMO_CUSTOMERS.maria.email)).orderBy(s.mailOutbox.id);
    expect(mail!.subject).toBe('Você ganhou um presente: Manta Soft Essencial');
    for (const part of ['Olá, Maria!', 'Casamento Maria e João', 'Manta Soft Essencial: R$\u00a0117,90', 'Quem presenteou: Bia e Rafa', 'E-mail: bia.lima@example.com', 'Mensagem: "Muitas felicidades!"', 'Com embalagem de presente.', 'http://site.test/cliente/lista/1']) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.text).not.toContain(SHOP.secret);

    const sid = await signInCustomer(t.app, t.db, DEMO_CUSTOMERS.maria.email);
    const own = await t.app.inject({ method: 'GET', url: `/cliente/listas/1/${DEMO_CUSTOMERS.maria.codigo}/${DEMO_CUSTOMERS.maria.email}`, headers: headers(sid) });
    const lista = customerListResponseSchema.parse(own.json());
    expect(lista.produtos!.find((i) => i.id === 1)!.presenteadoPor).toEqual({
      nome: 'Bia e Rafa',
      email: 'bia.lima@example.com',
      mensagem: 'Muitas felicidades!',
      pedido: '#1001',
      pagoEm: expect.any(String),
    });
    const publicList = await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` });
    expect(publicList.body).not.toContain('bia.lima@example.com');
    expect(publicList.body).not.toContain('Bia e Rafa');
    const item = fetchListBySlugResponseSchema.parse(publicList.json()).produtosAvulsos!.find((i) => i.id === 1)!;
    expect([item.vendido, item.presenteadoPor, item.reservadoAte]).toEqual([true, undefined, null]);
  });
});

/** Loose (not in a kit), unsold items of public active lists sold online, handed out one per call. */
let freeIds: number[] = [];
beforeAll(async () => {
  const rows = await t.db
    .select({ id: s.listaProdutos.id })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .innerJoin(s.listas, eq(s.listas.id, s.listaProdutos.listaId))
    .where(and(eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, 'publico'), eq(s.listaProdutos.vendido, false), isNull(s.listaProdutos.kitId), isNotNull(s.produtos.codigoShopify), eq(s.produtos.shopifyAtivo, true)))
    .orderBy(s.listaProdutos.id);
  freeIds = rows.map((r) => r.id).filter((id) => id !== 1);
});
const freeItem = () => {
  const id = freeIds.shift();
  if (id === undefined) throw new Error('the seed has too few free online items');
  return id;
};

describe('webhooks: only a bad signature is refused', () => {
  it('a forged webhook (bad or missing HMAC, or no secret configured) answers 401 and changes nothing, on every topic', async () => {
    const before = await fingerprint();
    const body = JSON.stringify(await order([{ item: 3 }]));
    for (const topic of Object.keys(WEBHOOK_PATHS)) {
      const forged = [
        await deliver(body, { topic, secret: 'not-the-secret' }),
        await deliver(body, { topic, hmac: null }),
        await deliver(body, { topic, hmac: '' }),
        await deliver(body, { topic, hmac: 'AAAA' }),
        await deliver(`${body} `, { topic, hmac: shopifyHmac(body, SHOP.secret) }),
      ];
      for (const res of forged) expect([res.statusCode, res.json().message]).toEqual([401, WEBHOOK_MSG.badSignature]);
    }
    expect(await fingerprint()).toEqual(before);

    const noSecret = await createTestApp({ config: { shopify: { apiVersion: SHOP.apiVersion } } });
    try {
      const res = await noSecret.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/paid', 'x-shopify-webhook-id': 'x', 'x-shopify-hmac-sha256': shopifyHmac(body, '') },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await noSecret.close();
    }
  });

  it('a signed delivery it cannot use is acknowledged (200) and changes nothing: wrong topic, not JSON, no order id', async () => {
    const before = await fingerprint();
    const good = JSON.stringify(await order([{ item: 3 }]));
    const answers = [
      await deliver(good, { topic: 'orders/updated', path: WEBHOOK_PATH }),
      await deliver('{not json'),
      await deliver(JSON.stringify({ line_items: [] })),
      await deliver(JSON.stringify([1, 2])),
      await deliver('{"no":"refund"}', { topic: 'refunds/create' }),
    ];
    for (const res of answers) expect([res.statusCode, res.json().message]).toEqual([200, WEBHOOK_MSG.received]);
    expect({ ...(await fingerprint()), webhooks: before.webhooks }).toEqual(before);
  });

  it('a paid order is never refused for its shape: null title, missing money, no webhook id, odd fields', async () => {
    const id = freeItem();
    const body = await order([{ item: id, title: null, price: undefined }], { total_price: null, currency: null, name: null, processed_at: 'ontem', billing_address: null, customer: null, email: null, note_attributes: null });
    (body.line_items[0] as Record<string, unknown>).price = null;
    const res = await deliver(JSON.stringify(body), { webhookId: undefined, hmac: undefined });
    expect(res.statusCode).toBe(200);
    expect(await isSold([id])).toEqual({ [id]: true });
    const row = await orderRow(body.id);
    expect(row).toMatchObject({ situacao: 'pago', total: 0, moeda: 'BRL', nome: `#${body.id}`, conferencia: null });
    // without a webhook id the delivery is still applied once (the order's state makes it idempotent)
    const itemsBefore = await rowCount(t.db, s.pedidoItens);
    const noId = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/paid', 'x-shopify-hmac-sha256': shopifyHmac(JSON.stringify(body), SHOP.secret) },
      payload: JSON.stringify(body),
    });
    expect(noId.statusCode).toBe(200);
    expect(await rowCount(t.db, s.pedidoItens)).toBe(itemsBefore);
  });

  it('a replayed webhook id and a paid order delivered again change nothing (200)', async () => {
    const body = JSON.stringify(await order([{ item: freeItem() }]));
    const first = await deliver(body, { webhookId: 'replayed-1' });
    expect([first.statusCode, first.json().message]).toEqual([200, WEBHOOK_MSG.received]);
    const after = await fingerprint();
    const again = await deliver(body, { webhookId: 'replayed-1' });
    expect([again.statusCode, again.json().message]).toEqual([200, WEBHOOK_MSG.duplicate]);
    const sameOrder = await deliver(body, { webhookId: 'replayed-2' });
    expect(sameOrder.statusCode).toBe(200);
    expect({ ...(await fingerprint()), webhooks: after.webhooks }).toEqual(after);
  });
});

describe('orders/paid gives only what was paid for', () => {
  it("another, cheaper product on the gift's line gives nothing: acknowledged and recorded 'a conferir'", async () => {
    const id = freeItem();
    const before = await fingerprint();
    const body = await order([{ item: id, variant: 7400000000599, price: '1.00', title: 'Embalagem de presente' }]);
    await send('orders/paid', body);
    expect(await isSold([id])).toEqual({ [id]: false });
    expect(await orderRow(body.id)).toMatchObject({ conferencia: 'a_conferir', motivo: REVIEW_MSG.otherProduct('Embalagem de presente'), listaId: (await itemOf(id)).listaId });
    const after = await fingerprint();
    expect([after.sold, after.orderItems, after.mails]).toEqual([before.sold, before.orderItems, before.mails]);
  });

  it('a line without a variant, or with a quantity short of the gift, gives nothing', async () => {
    const a = freeItem();
    const b = freeItem();
    const noVariant = await order([{ item: a, variant: null }]);
    await send('orders/paid', noVariant);
    const item = await itemOf(b);
    const short = await order([{ item: b, quantity: item.quantidade - 1 }]);
    await send('orders/paid', short);
    expect(await isSold([a, b])).toEqual({ [a]: false, [b]: false });
    expect((await orderRow(short.id))!.motivo).toBe(REVIEW_MSG.shortQuantity(item.nome, item.quantidade - 1, item.quantidade));
  });

  it('an item of another list, or an unknown item, gives nothing', async () => {
    const id = freeItem();
    const body = await order([{ item: id, listaId: 2 }]);
    await send('orders/paid', body);
    expect(await isSold([id])).toEqual({ [id]: false });
    expect((await orderRow(body.id))!.motivo).toBe(REVIEW_MSG.unknownItem);
  });

  it('a normal sale of the store is not recorded at all', async () => {
    const before = await fingerprint();
    const sale = { ...(await order([])), note_attributes: [], line_items: [{ id: 1, variant_id: 123, title: 'Camiseta', quantity: 1, price: '39.90', properties: [] }] };
    await send('orders/paid', sale);
    expect({ ...(await fingerprint()), webhooks: before.webhooks }).toEqual(before);
  });

  it('a kit is given only when every line of the kit is in the order; paying only the anchor gives nothing', async () => {
    const anchorOnly = await order([{ item: 7 }]);
    await send('orders/paid', anchorOnly);
    expect(await isSold([7, 8, 9])).toEqual({ 7: false, 8: false, 9: false });
    expect((await orderRow(anchorOnly.id))!.motivo).toBe(REVIEW_MSG.kitIncomplete('Kit Cozinha Completa'));

    const mailsBefore = await rowCount(t.db, s.mailOutbox);
    const whole = await order([{ item: 7, price: '41.90' }, { item: 8, price: '636.90' }, { item: 9, price: '449.90' }], { total_price: '1128.70' });
    await send('orders/paid', whole);
    expect(await isSold([7, 8, 9])).toEqual({ 7: true, 8: true, 9: true });
    const [mail] = await t.db.select().from(s.mailOutbox).orderBy(s.mailOutbox.id).offset(mailsBefore);
    expect(mail!.subject).toBe('Você ganhou um presente: Kit Cozinha Completa');
  });

  it("a second paid order for a given gift keeps the first giver and is shown as 'pagamento em duplicidade' with both orders", async () => {
    const id = freeItem();
    const { listaId } = await itemOf(id);
    const first = await order([{ item: id }], { billing_address: { name: 'Primeira Pessoa' }, note_attributes: [{ name: '_lista_id', value: String(listaId) }] });
    await send('orders/paid', first);
    const second = await order([{ item: id }], { billing_address: { name: 'Segunda Pessoa' }, email: 'segunda@example.com', note_attributes: [{ name: '_lista_id', value: String(listaId) }] });
    await send('orders/paid', second);
    const givers = await t.db.select({ nome: s.pedidos.compradorNome }).from(s.pedidoItens).innerJoin(s.pedidos, eq(s.pedidos.id, s.pedidoItens.pedidoId)).where(eq(s.pedidoItens.listaProdutoId, id));
    expect(givers).toEqual([{ nome: 'Primeira Pessoa' }]);
    const firstRow = await orderRow(first.id);
    expect(await orderRow(second.id)).toMatchObject({ conferencia: 'pagamento_em_duplicidade', pedidoOriginalId: firstRow!.id });

    // the staff see it on the list's page, with both orders
    const sid = await signInStaff(t.app, 1001, 'gestor123');
    const res = await t.app.inject({ method: 'GET', url: `/lista/${listaId}/pedidos`, headers: headers(sid) });
    const pedidos = fetchListOrdersResponseSchema.parse(res.json()).pedidos;
    const shown = pedidos.find((p) => p.nome === second.name)!;
    expect(shown).toMatchObject({ conferencia: 'pagamento_em_duplicidade', compradorNome: 'Segunda Pessoa', compradorEmail: 'segunda@example.com', situacao: 'pago', pedidoOriginal: { nome: first.name, compradorNome: 'Primeira Pessoa' } });
    expect(shown.itens).toEqual([{ titulo: (await itemOf(id)).nome, quantidade: (await itemOf(id)).quantidade, preco: 10 }]);
    expect(pedidos.some((p) => p.nome === first.name)).toBe(false);
  });
});

describe('test orders', () => {
  it('on a real store a test order is recorded for the staff and gives nothing; the sandbox and SHOPIFY_ACCEPT_TEST_ORDERS=1 accept it', async () => {
    const id = freeItem();
    const real = await createShopTestApp({ shopify: { storeDomain: 'loja-visual.myshopify.com' } });
    try {
      const paid = await order([{ item: id }], { test: true });
      const body = JSON.stringify(paid);
      const res = await real.app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/paid', 'x-shopify-webhook-id': 'test-1', 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) }, payload: body });
      expect(res.statusCode).toBe(200);
      const [sold] = await real.db.select({ v: s.listaProdutos.vendido }).from(s.listaProdutos).where(eq(s.listaProdutos.id, id));
      expect(sold!.v).toBe(false);
      const [row] = await real.db.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, String(paid.id)));
      expect(row).toMatchObject({ teste: true, conferencia: 'a_conferir', motivo: REVIEW_MSG.testOrder });
    } finally {
      await real.close();
    }
    const accepting = await createShopTestApp({ shopify: { storeDomain: 'loja-visual.myshopify.com', acceptTestOrders: true } });
    try {
      const body = JSON.stringify(await order([{ item: id }], { test: true }));
      await accepting.app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/paid', 'x-shopify-webhook-id': 'test-2', 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) }, payload: body });
      const [sold] = await accepting.db.select({ v: s.listaProdutos.vendido }).from(s.listaProdutos).where(eq(s.listaProdutos.id, id));
      expect(sold!.v).toBe(true);
    } finally {
      await accepting.close();
    }
  });
});

describe('a cancelled first giver hands the gift to the standing paid duplicate', () => {
  const paidBy = async (id: number, nome: string, processedAt: string) => {
    const { listaId } = await itemOf(id);
    const body = await order([{ item: id }], { billing_address: { name: nome }, processed_at: processedAt, note_attributes: [{ name: '_lista_id', value: String(listaId) }] });
    await send('orders/paid', body);
    return body;
  };
  const giversOf = async (id: number) =>
    t.db
      .select({ nome: s.pedidos.compradorNome })
      .from(s.pedidoItens)
      .innerJoin(s.pedidos, eq(s.pedidos.id, s.pedidoItens.pedidoId))
      .where(and(eq(s.pedidoItens.listaProdutoId, id), isNull(s.pedidoItens.devolvidoEm)));

  it('the first paid duplicate gives it now: no longer flagged, the owner is mailed, the others name it, a fourth guest cannot buy it', async () => {
    const id = freeItem();
    const a = await paidBy(id, 'Ana Primeira', '2026-11-20T15:00:00-03:00');
    const c = await paidBy(id, 'Caio Terceiro', '2026-11-20T15:09:00-03:00');
    const b = await paidBy(id, 'Bia Segunda', '2026-11-20T15:04:00-03:00');
    expect((await orderRow(b.id))!.conferencia).toBe('pagamento_em_duplicidade');
    const mailsBefore = await rowCount(t.db, s.mailOutbox);

    await send('orders/cancelled', { ...a, cancelled_at: '2026-11-21T10:00:00-03:00', financial_status: 'voided' });
    expect(await isSold([id])).toEqual({ [id]: true });
    expect(await giversOf(id)).toEqual([{ nome: 'Bia Segunda' }]);
    // Bia paid before Caio (her webhook came later): hers counts, and nothing is left to refund her
    const bRow = (await orderRow(b.id))!;
    expect(bRow).toMatchObject({ situacao: 'pago', conferencia: null, motivo: null, pedidoOriginalId: null });
    const title = (await itemOf(id)).nome;
    expect(await orderRow(c.id)).toMatchObject({ conferencia: 'pagamento_em_duplicidade', pedidoOriginalId: bRow.id, motivo: REVIEW_MSG.duplicate(title, b.name) });
    const mails = await t.db.select().from(s.mailOutbox).orderBy(s.mailOutbox.id);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain('o pagamento de Bia Segunda passou a valer');

    // delivered again: nothing more
    await send('orders/cancelled', { ...a, cancelled_at: '2026-11-21T10:00:00-03:00' });
    expect(await giversOf(id)).toEqual([{ nome: 'Bia Segunda' }]);
    const { listaId } = await itemOf(id);
    const [lista] = await t.db.select({ slug: s.listas.slug }).from(s.listas).where(eq(s.listas.id, listaId));
    const item = await itemOf(id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/shopify/checkout',
      headers: headers(),
      payload: { productId: `gid://shopify/ProductVariant/${item.variant}`, quantity: item.quantidade, listId: listaId, listSlug: lista!.slug, listProductId: id, note: checkoutNote(listaId, 'x') },
    });
    expect(res.statusCode).toBe(409);

    // Bia's order is refunded later: Caio's payment takes it over in turn
    await send('refunds/create', { id: 880_101, order_id: b.id, refund_line_items: [{ id: 101, line_item_id: b.line_items[0]!.id, quantity: 1, line_item: b.line_items[0] }] });
    expect(await giversOf(id)).toEqual([{ nome: 'Caio Terceiro' }]);
    expect(await orderRow(c.id)).toMatchObject({ conferencia: null, pedidoOriginalId: null });
  });

  it('the reconciliation hands over a gift it finds available while a standing paid duplicate covers it', async () => {
    const id = freeItem();
    const a = await paidBy(id, 'Davi Primeiro', '2026-11-20T16:00:00-03:00');
    const b = await paidBy(id, 'Eva Segunda', '2026-11-20T16:05:00-03:00');
    // the state an older version left after a cancellation: the gift available, the duplicate still flagged
    const aRow = (await orderRow(a.id))!;
    await t.db.update(s.pedidos).set({ situacao: 'cancelado' }).where(eq(s.pedidos.id, aRow.id));
    await t.db.update(s.pedidoItens).set({ devolvidoEm: t.clock.now }).where(eq(s.pedidoItens.pedidoId, aRow.id));
    await t.db.update(s.listaProdutos).set({ vendido: false }).where(eq(s.listaProdutos.id, id));

    const ctx = orderEventContext(t.db, t.app.ctx.config, t.app.ctx.mailer, t.clock.now);
    const repaired = await t.db.transaction((tx) => handOverStranded(tx, ctx));
    expect(repaired.handed).toBe(1);
    expect(await giversOf(id)).toEqual([{ nome: 'Eva Segunda' }]);
    expect(await orderRow(b.id)).toMatchObject({ conferencia: null });
    // once is enough
    expect((await t.db.transaction((tx) => handOverStranded(tx, ctx))).handed).toBe(0);
  });
});

describe('cancellations and refunds give gifts back, in any order of arrival', () => {
  it('orders/cancelled after the payment makes the gift available again, records why, and the owner no longer sees a giver', async () => {
    const id = freeItem();
    const body = await order([{ item: id }]);
    await send('orders/paid', body);
    expect(await isSold([id])).toEqual({ [id]: true });
    await send('orders/cancelled', { ...body, cancelled_at: '2026-11-21T10:00:00-03:00', financial_status: 'voided' });
    expect(await isSold([id])).toEqual({ [id]: false });
    expect(await orderRow(body.id)).toMatchObject({ situacao: 'cancelado' });
    const [line] = await t.db.select().from(s.pedidoItens).where(eq(s.pedidoItens.listaProdutoId, id));
    expect(line).toMatchObject({ devolucaoMotivo: REVIEW_MSG.cancelled, devolvidoEm: expect.any(Date) });
    // delivered again: nothing more happens
    await send('orders/cancelled', { ...body, cancelled_at: '2026-11-21T10:00:00-03:00' });
    expect(await isSold([id])).toEqual({ [id]: false });
  });

  it('a cancellation that arrives before its orders/paid wins: the payment then gives nothing', async () => {
    const id = freeItem();
    const body = await order([{ item: id }]);
    await send('orders/cancelled', { ...body, cancelled_at: '2026-11-21T10:00:00-03:00' });
    await send('orders/paid', body);
    expect(await isSold([id])).toEqual({ [id]: false });
    expect(await orderRow(body.id)).toMatchObject({ situacao: 'cancelado' });
  });

  it('refunds/create gives back the refunded lines only, once per refund; a refund before the payment is remembered', async () => {
    const a = freeItem();
    const b = freeItem();
    const body = await order([{ item: a }, { item: b }]);
    await send('orders/paid', body);
    const refund = { id: 880001, order_id: body.id, refund_line_items: [{ id: 1, line_item_id: body.line_items[0]!.id, quantity: 1, line_item: body.line_items[0] }] };
    await send('refunds/create', refund);
    await send('refunds/create', refund);
    expect(await isSold([a, b])).toEqual({ [a]: false, [b]: true });

    const c = freeItem();
    const early = await order([{ item: c }]);
    await send('refunds/create', { id: 880002, order_id: early.id, refund_line_items: [{ id: 2, line_item_id: early.line_items[0]!.id, quantity: 1, line_item: early.line_items[0] }] });
    await send('orders/paid', early);
    expect(await isSold([c])).toEqual({ [c]: false });
  });

  it('a refund of an order that names no list is ignored and not recorded', async () => {
    const before = await rowCount(t.db, s.pedidos);
    await send('refunds/create', { id: 880003, order_id: 777, refund_line_items: [{ id: 3, line_item_id: 4, quantity: 1, line_item: { id: 4, properties: [] } }] });
    expect(await rowCount(t.db, s.pedidos)).toBe(before);
  });
});

describe('slow payments (Pix, boleto): orders/create keeps the gift held', () => {
  it('an unpaid order keeps its hold past the 30 minutes, until paid or cancelled, and no longer counts against the guest', async () => {
    const id = freeItem();
    const item = await itemOf(id);
    const checkout = await t.app.inject({ method: 'POST', url: '/shopify/checkout', headers: headers(), payload: { productId: `gid://shopify/ProductVariant/${item.variant}`, quantity: item.quantidade, listId: item.listaId, listProductId: id, note: checkoutNote(item.listaId, String(id)) } });
    expect(checkout.statusCode).toBe(200);
    const [hold] = await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, id));
    const pending = await order([{ item: id }], { financial_status: 'pending', processed_at: t.clock.now.toISOString(), note_attributes: [{ name: '_lista_id', value: String(item.listaId) }, { name: CART_KEYS.hold, value: hold!.token }] });
    await send('orders/create', pending);
    const [kept] = await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, id));
    expect(kept!.orderId).toBe(String(pending.id));
    expect(kept!.expiresAt.getTime()).toBeGreaterThanOrEqual(t.clock.now.getTime() + 3 * 86_400_000 - 1000);

    t.clock.advance(31 * 60_000);
    const second = await t.app.inject({ method: 'POST', url: '/shopify/checkout', headers: headers(), payload: { productId: `gid://shopify/ProductVariant/${item.variant}`, quantity: item.quantidade, listId: item.listaId, listProductId: id, note: checkoutNote(item.listaId, String(id)) } });
    expect(second.statusCode).toBe(409);

    await send('orders/paid', { ...pending, financial_status: 'paid' });
    expect(await isSold([id])).toEqual({ [id]: true });
    expect(await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, id))).toEqual([]);
  });

  it('a cancelled unpaid order releases its hold at once', async () => {
    const id = freeItem();
    const item = await itemOf(id);
    await t.app.inject({ method: 'POST', url: '/shopify/checkout', headers: headers(), payload: { productId: `gid://shopify/ProductVariant/${item.variant}`, quantity: item.quantidade, listId: item.listaId, listProductId: id, note: checkoutNote(item.listaId, String(id)) } });
    const [hold] = await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, id));
    const pending = await order([{ item: id }], { financial_status: 'pending', processed_at: t.clock.now.toISOString(), note_attributes: [{ name: '_lista_id', value: String(item.listaId) }, { name: CART_KEYS.hold, value: hold!.token }] });
    await send('orders/create', pending);
    await send('orders/cancelled', { ...pending, cancelled_at: '2026-11-21T10:00:00-03:00' });
    expect(await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, id))).toEqual([]);
    expect(await isSold([id])).toEqual({ [id]: false });
  });
});
