jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { count, eq, inArray } from 'drizzle-orm';
import { checkoutNote, customerListResponseSchema, fetchListBySlugResponseSchema, GIFT_BAG } from 'shared-contracts';
import * as s from '../db/schema';
import { shopifyHmac } from '../sandbox-store/orders';
import { DEMO_CUSTOMERS, PUBLIC_LIST_ID, PUBLIC_LIST_SLUG } from '../seed/fixtures';
import { createTestApp, headers, rowCount } from '../test/helpers';
import { createShopTestApp, SHOP, type ShopTestContext } from '../test/shop';
import { signInCustomer } from '../test/signin';
import { WEBHOOK_MSG, WEBHOOK_PATH } from './webhook';

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
/** A Shopify-shaped order whose lines name list items `[listaId, itemId, price]`. */
function order(lines: Array<[number, number, string]>, over: Record<string, unknown> = {}) {
  const id = 5_912_345_678_000 + orderSeq++;
  return {
    id,
    name: `#${9000 + orderSeq}`,
    email: 'ana.souza@example.com',
    total_price: '100.00',
    currency: 'BRL',
    financial_status: 'paid',
    processed_at: '2026-11-20T15:00:00-03:00',
    note: 'Lista #1 - item código 1',
    note_attributes: [{ name: '_lista_id', value: '1' }, { name: 'Mensagem', value: 'Felicidades!' }],
    customer: { id: 1, email: 'ana.souza@example.com', first_name: 'Ana', last_name: 'Souza' },
    billing_address: { name: 'Ana Souza', first_name: 'Ana', last_name: 'Souza' },
    line_items: lines.map(([listaId, itemId, price], i) => ({
      id: i + 1,
      title: `Produto ${itemId}`,
      quantity: 1,
      price,
      properties: [
        { name: '_lista_id', value: String(listaId) },
        { name: '_lista_produto_id', value: String(itemId) },
      ],
    })),
    ...over,
  };
}

function deliver(body: string, opts: { secret?: string; webhookId?: string; topic?: string; hmac?: string | null } = {}) {
  const hmac = opts.hmac === undefined ? shopifyHmac(body, opts.secret ?? SHOP.secret) : opts.hmac;
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': opts.topic ?? 'orders/paid',
      'x-shopify-webhook-id': opts.webhookId ?? `wh-${orderSeq}-${Math.random()}`,
      'x-shopify-shop-domain': 'loja.myshopify.com',
      ...(hmac === null ? {} : { 'x-shopify-hmac-sha256': hmac }),
    },
    payload: body,
  });
}

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
      payload: { productId: `gid://shopify/ProductVariant/${code}`, quantity: 1, listId: PUBLIC_LIST_ID, listProductId: 1, note: checkoutNote(1, 1), giftProductId: GIFT_BAG.productId, giftQuantity: 1 },
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
      payload: new URLSearchParams({ nome: 'Beatriz Lima', email: 'bia.lima@example.com', mensagem: 'Muitas felicidades!' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const confirmation = await t.sandbox.inject({ method: 'GET', url: path });
    expect(confirmation.body).toContain('Pagamento aprovado!');
    expect(confirmation.body).toContain(`href="http://site.test/lista/${PUBLIC_LIST_SLUG}"`);

    expect(await isSold([1])).toEqual({ 1: true });
    expect(await t.db.select().from(s.reservas).where(eq(s.reservas.listaProdutoId, 1))).toEqual([]);
    const [pedido] = await t.db.select().from(s.pedidos).where(eq(s.pedidos.listaId, 1));
    expect(pedido).toMatchObject({ compradorNome: 'Beatriz Lima', compradorEmail: 'bia.lima@example.com', mensagem: 'Muitas felicidades!', total: 123.89, moeda: 'BRL', nome: '#1001' });
    expect(await t.db.select({ id: s.pedidoItens.listaProdutoId, preco: s.pedidoItens.preco }).from(s.pedidoItens).where(eq(s.pedidoItens.pedidoId, pedido!.id))).toEqual([{ id: 1, preco: 117.9 }]);

    const [mail] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, DEMO_CUSTOMERS.maria.email)).orderBy(s.mailOutbox.id);
    expect(mail!.subject).toBe('Você ganhou um presente: Manta Soft Essencial');
    for (const part of ['Olá, Maria!', 'Casamento Maria e João', 'Manta Soft Essencial: R$\u00a0117,90', 'Quem presenteou: Beatriz Lima', 'E-mail: bia.lima@example.com', 'Mensagem: "Muitas felicidades!"', 'Com embalagem de presente.', 'http://site.test/cliente/lista/1']) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.text).not.toContain(SHOP.secret);

    const sid = await signInCustomer(t.app, t.db, DEMO_CUSTOMERS.maria.email);
    const own = await t.app.inject({ method: 'GET', url: `/cliente/listas/1/${DEMO_CUSTOMERS.maria.codigo}/${DEMO_CUSTOMERS.maria.email}`, headers: headers(sid) });
    const lista = customerListResponseSchema.parse(own.json());
    expect(lista.produtos!.find((i) => i.id === 1)!.presenteadoPor).toEqual({
      nome: 'Beatriz Lima',
      email: 'bia.lima@example.com',
      mensagem: 'Muitas felicidades!',
      pedido: '#1001',
      pagoEm: expect.any(String),
    });
    const publicList = await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` });
    expect(publicList.body).not.toContain('bia.lima@example.com');
    expect(publicList.body).not.toContain('Beatriz');
    const item = fetchListBySlugResponseSchema.parse(publicList.json()).produtosAvulsos!.find((i) => i.id === 1)!;
    expect([item.vendido, item.presenteadoPor, item.reservadoAte]).toEqual([true, undefined, null]);
  });
});

describe('POST /shopify/webhooks/orders-paid', () => {
  it('a forged webhook (bad or missing HMAC, or no secret configured) answers 401 and changes nothing', async () => {
    const before = await fingerprint();
    const body = JSON.stringify(order([[1, 3, '10.00']]));
    const forged = [
      await deliver(body, { secret: 'not-the-secret' }),
      await deliver(body, { hmac: null }),
      await deliver(body, { hmac: '' }),
      await deliver(body, { hmac: 'AAAA' }),
      await deliver(`${body} `, { hmac: shopifyHmac(body, SHOP.secret) }),
    ];
    for (const res of forged) expect([res.statusCode, res.json().message]).toEqual([401, WEBHOOK_MSG.badSignature]);
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

  it('validates what is signed: topic, webhook id, JSON and order shape (400)', async () => {
    const before = await fingerprint();
    const good = JSON.stringify(order([[1, 3, '10.00']]));
    const cases: Array<[Awaited<ReturnType<typeof deliver>>, string]> = [
      [await deliver(good, { topic: 'orders/create' }), WEBHOOK_MSG.badTopic],
      [await deliver(good, { webhookId: '' }), WEBHOOK_MSG.noWebhookId],
      [await deliver('{not json'), 'Corpo da requisição inválido.'],
      [await deliver(JSON.stringify({ ...order([[1, 3, '10.00']]), total_price: 'dez reais' })), WEBHOOK_MSG.badOrder],
      [await deliver(JSON.stringify({ id: 1 })), WEBHOOK_MSG.badOrder],
    ];
    for (const [res, message] of cases) expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await fingerprint()).toEqual(before);
  });

  it('a replayed webhook id and a known order change nothing (200)', async () => {
    const body = JSON.stringify(order([[1, 3, '57.90']]));
    const first = await deliver(body, { webhookId: 'replayed-1' });
    expect([first.statusCode, first.json().message]).toEqual([200, WEBHOOK_MSG.processed]);
    const after = await fingerprint();
    const again = await deliver(body, { webhookId: 'replayed-1' });
    expect([again.statusCode, again.json().message]).toEqual([200, WEBHOOK_MSG.duplicate]);
    const sameOrder = await deliver(body, { webhookId: 'replayed-2' });
    expect([sameOrder.statusCode, sameOrder.json().message]).toEqual([200, WEBHOOK_MSG.duplicate]);
    expect({ ...(await fingerprint()), webhooks: after.webhooks }).toEqual(after);
  });

  it('a kit order marks the anchor and every member sold and names the kit in the mail', async () => {
    const mailsBefore = await rowCount(t.db, s.mailOutbox);
    const body = JSON.stringify(order([[1, 7, '41.90'], [1, 8, '636.90'], [1, 9, '449.90']], { total_price: '1128.70' }));
    expect((await deliver(body)).json().message).toBe(WEBHOOK_MSG.processed);
    expect(await isSold([7, 8, 9])).toEqual({ 7: true, 8: true, 9: true });
    const [mail] = await t.db.select().from(s.mailOutbox).orderBy(s.mailOutbox.id).offset(mailsBefore);
    expect(mail!.subject).toBe('Você ganhou um presente: Kit Cozinha Completa');
    expect(mail!.text).toContain('Kit Cozinha Completa: R$\u00a01.128,70');
  });

  it('ignores a normal sale of the store and lines that name an item of another list', async () => {
    const before = await fingerprint();
    const sale = { ...order([]), line_items: [{ title: 'Camiseta', quantity: 1, price: '39.90', properties: [] }] };
    const res = await deliver(JSON.stringify(sale));
    expect([res.statusCode, res.json().message]).toEqual([200, WEBHOOK_MSG.notAGift]);
    // item 6 is on list 1, not on list 2
    const wrongList = await deliver(JSON.stringify(order([[2, 6, '21.90']])));
    expect(wrongList.json().message).toBe(WEBHOOK_MSG.notAGift);
    expect(await isSold([6])).toEqual({ 6: false });
    expect({ ...(await fingerprint()), webhooks: before.webhooks }).toEqual(before);
  });
});
