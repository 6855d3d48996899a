jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * Cotas (decision 043) end to end on the API with the sandbox store: marking a gift 'Aceita
 * cotas', the cart of gift cards that make a cota, the hold of its value (two guests on the last
 * open amount), the paid order recording it, the gift completed ('Presenteado em cotas', the
 * owner mailed once), a refund reopening it, a gift given whole meanwhile, forged cotas, and the
 * reconciliation after a lost webhook.
 */
import { and, eq, like } from 'drizzle-orm';
import { fetchListBySlugResponseSchema, formatBRL, type ListProductItem, valePresenteOptionsResponseSchema } from 'shared-contracts';
import { COTA_RULE_MSG } from 'shared-contracts/cota-rules';
import { receivedGiftsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { COTA_MARK_MSG } from '../lists/cotas';
import { shopifyHmac } from '../sandbox-store/orders';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS, DEMO_USERS, PUBLIC_LIST_SLUG } from '../seed/fixtures';
import { headers } from '../test/helpers';
import { createShopTestApp, sandboxCart, SHOP, type ShopTestContext } from '../test/shop';
import { signInCustomer, signInStaff } from '../test/signin';
import { demoProduct, newItem, newKit, newList } from '../test/staff';
import { releaseCotaHold, takeCotaHold } from './cotaCheckout';
import { COTA_REVIEW_MSG } from './cotaOrders';
import { takeHold } from './holds';
import { GIFT_CARD_PROPERTIES } from './orderFacts';
import { runReconciliation } from './reconcile';
import { WEBHOOK_PATHS } from './webhook';

let t: ShopTestContext;
let maria: string;
let cups: number;
beforeAll(async () => {
  t = await createShopTestApp();
  maria = await signInCustomer(t.app, t.db, DEMO_CUSTOMERS.maria.email);
  cups = (await demoProduct(t.db, DEMO_PRODUCTS.cups.codigo)).ordem;
});
afterAll(() => t?.close());
afterEach(async () => {
  t.dropWebhooks(false);
  await t.db.delete(s.cotaReservas);
});

/** A public list of Maria's with 4 'Jogo de Xícaras Porcelana' (4 × R$ 129,90 = R$ 519,60) accepting cotas. */
async function cotaGift(over: Partial<typeof s.listaProdutos.$inferInsert> = {}) {
  const listaId = await newList(t.db, { cliForCodigo: DEMO_CUSTOMERS.maria.codigo, privacidade: 'publico' });
  const item = await newItem(t.db, listaId, cups, { quantidade: 4, aceitaCotas: true, ...over });
  const [row] = await t.db.select({ slug: s.listas.slug }).from(s.listas).where(eq(s.listas.id, listaId));
  return { listaId, itemId: item.id, slug: row!.slug };
}
const PRICE = 519.6;
const give = (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/shopify/cota/checkout', headers: { ...headers(), ...extra }, payload: { nome: 'Ana', ...body } });
/** The gift as the guest page answers it. */
async function guestItem(slug: string, itemId: number): Promise<ListProductItem> {
  const page = fetchListBySlugResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${slug}` })).json());
  return [...(page.produtosAvulsos ?? []), ...(page.kits ?? []).map((k) => k.anchor)].find((i) => i.id === itemId)!;
}
/** Pays a sandbox checkout as `nome`; answers the sandbox order id. */
async function pay(checkoutUrl: string, nome = 'Ana Souza'): Promise<number> {
  const url = new URL(checkoutUrl);
  const paid = await t.sandbox.inject({
    method: 'POST',
    url: `${url.pathname}/pagar${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ nome, email: 'ana.souza@example.com' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return t.orders.list().at(-1)!.id;
}
async function giveAndPay(gift: { listaId: number; itemId: number }, valor: number, nome = 'Ana'): Promise<number> {
  const res = await give({ listId: gift.listaId, listProductId: gift.itemId, valor, nome });
  expect([res.statusCode, res.json().message]).toEqual([200, undefined]);
  return pay(res.json().checkoutUrl);
}
const itemRow = async (id: number) => (await t.db.select().from(s.listaProdutos).where(eq(s.listaProdutos.id, id)))[0]!;
const tracker = async (listaId: number) =>
  receivedGiftsResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/cliente/listas/${listaId}/presentes-recebidos`, headers: headers(maria) })).json()).presentes;
const completeMails = () => t.db.select().from(s.mailOutbox).where(and(eq(s.mailOutbox.to, DEMO_CUSTOMERS.maria.email), like(s.mailOutbox.subject, '%completado em cotas%')));
const reconcile = () => runReconciliation({ db: t.db, config: t.app.ctx.config, mailer: t.app.ctx.mailer, now: () => t.clock.now, log: t.app.log, owner: 'cotas' });
const setCotas = (listaId: number, itemId: number, aceitaCotas: unknown) =>
  t.app.inject({ method: 'PUT', url: `/cliente/listas/${listaId}/itens/${itemId}/cotas`, headers: headers(maria), payload: { aceitaCotas } });

describe('the demo data', () => {
  it('a gift of the public demo list accepts cotas, with R$ 300 of two guests given and the rest open', async () => {
    const page = fetchListBySlugResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${PUBLIC_LIST_SLUG}` })).json());
    const gifts = [...(page.produtosAvulsos ?? []), ...(page.kits ?? []).map((k) => k.anchor)].filter((i) => i.cotas);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.cotas).toMatchObject({ dado: 300, quantidade: 2, reservado: 0 });
    expect(gifts[0]!.cotas!.aberto).toBeGreaterThanOrEqual(300);
    // never who gave
    expect(JSON.stringify(page)).not.toContain('Tia Lúcia');
  });
});

describe('marking a gift', () => {
  it('GET /shopify/vale-presente offers the cota values and the minimum price', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shopify/vale-presente' });
    expect(valePresenteOptionsResponseSchema.parse(res.json()).cotas).toEqual({ valores: [50, 100, 200], precoMinimo: 300 });
  });

  it('the owner marks a gift of R$ 300 or more; below, a kit member, a bad body and a sold gift are refused, changing nothing', async () => {
    const listaId = await newList(t.db, { cliForCodigo: DEMO_CUSTOMERS.maria.codigo, privacidade: 'publico' });
    const cheap = await newItem(t.db, listaId, cups, { quantidade: 2 });
    const dear = await newItem(t.db, listaId, cups, { quantidade: 3 });
    const kit = await newKit(t.db, listaId);
    const sold = await newItem(t.db, listaId, cups, { quantidade: 3, vendido: true });
    expect([(await setCotas(listaId, cheap.id, true)).statusCode, (await setCotas(listaId, cheap.id, true)).json().message]).toEqual([400, COTA_RULE_MSG.belowMinimum(300)]);
    expect((await setCotas(listaId, kit.members[0]!.id, true)).json().message).toBe(COTA_MARK_MSG.kitMember);
    expect((await setCotas(listaId, dear.id, 'sim')).statusCode).toBe(400);
    expect((await setCotas(listaId, sold.id, true)).statusCode).toBe(409);
    expect((await itemRow(cheap.id)).aceitaCotas).toBe(false);
    const ok = await setCotas(listaId, dear.id, true);
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: 'O presente agora aceita cotas.', aceitaCotas: true }]);
    expect((await itemRow(dear.id)).aceitaCotas).toBe(true);
    // another customer's list is not theirs to mark
    const other = await newList(t.db, { cliForCodigo: DEMO_CUSTOMERS.joao.codigo });
    const item = await newItem(t.db, other, cups, { quantidade: 3 });
    expect((await setCotas(other, item.id, true)).statusCode).toBe(403);
  });

  it('the staff mark it on add and edit, in the same transaction as the write', async () => {
    const staff = await signInStaff(t.app, DEMO_USERS.fullStaff.codigo, DEMO_USERS.fullStaff.senha);
    const listaId = await newList(t.db);
    const low = await t.app.inject({ method: 'POST', url: '/lista-produtos', headers: headers(staff), payload: { listaId, ordemProdServ: cups, quantidade: 1, aceitaCotas: true } });
    expect([low.statusCode, low.json().message]).toEqual([400, COTA_RULE_MSG.belowMinimum(300)]);
    expect(await t.db.select().from(s.listaProdutos).where(eq(s.listaProdutos.listaId, listaId))).toEqual([]);
    const added = await t.app.inject({ method: 'POST', url: '/lista-produtos', headers: headers(staff), payload: { listaId, ordemProdServ: cups, quantidade: 3, aceitaCotas: true } });
    expect(added.statusCode).toBe(201);
    expect(added.json().listaProduto).toMatchObject({ aceitaCotas: true, cotas: { preco: 389.7, dado: 0, aberto: 389.7 } });
    const edit = await t.app.inject({ method: 'PATCH', url: `/lista-produtos/${added.json().listaProduto.id}`, headers: headers(staff), payload: { quantidade: 1, aceitaCotas: true } });
    expect([edit.statusCode, edit.json().message]).toEqual([400, COTA_RULE_MSG.belowMinimum(300)]);
    expect((await itemRow(added.json().listaProduto.id)).quantidade).toBe(3);
  });
});

describe('POST /shopify/cota/checkout', () => {
  it('builds the cart of the gift cards that make the cota, sent to the owner and naming the gift, and holds its value', async () => {
    const gift = await cotaGift();
    expect((await guestItem(gift.slug, gift.itemId)).cotas).toEqual({ preco: PRICE, dado: 0, reservado: 0, aberto: PRICE, quantidade: 0 });
    const res = await give({ listId: gift.listaId, listProductId: gift.itemId, valor: 150, mensagem: 'Para a casa' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(DEMO_CUSTOMERS.maria.email);
    const cart = await sandboxCart(t, res.json().checkoutUrl);
    expect(cart.lines.nodes.map((l) => [l.merchandise.id, l.quantity])).toEqual([
      ['gid://shopify/ProductVariant/990100', 1],
      ['gid://shopify/ProductVariant/990050', 1],
    ]);
    const props = Object.fromEntries(cart.lines.nodes[0]!.attributes.map((a) => [a.key, a.value]));
    expect(props).toMatchObject({ [GIFT_CARD_PROPERTIES.recipientEmail]: DEMO_CUSTOMERS.maria.email, _lista_id: String(gift.listaId), _vale_presente: '1', _cota: String(gift.itemId) });
    expect((await guestItem(gift.slug, gift.itemId)).cotas).toEqual({ preco: PRICE, dado: 0, reservado: 150, aberto: 369.6, quantidade: 0 });
    // once the hold ends (GIFT_HOLD_MINUTES, nothing written meanwhile), guests see the value open again
    t.clock.advance(31 * 60_000);
    expect((await guestItem(gift.slug, gift.itemId)).cotas).toEqual({ preco: PRICE, dado: 0, reservado: 0, aberto: PRICE, quantidade: 0 });
  });

  it('refuses values below the smallest cota, not made of the cards, fractions and gifts not accepting cotas', async () => {
    const gift = await cotaGift();
    const cases: Array<[number | string, number, string]> = [
      [20, 400, COTA_RULE_MSG.below(50)],
      [75, 400, COTA_RULE_MSG.notComposable([50, 100, 200, 500])],
      [50.5, 400, COTA_RULE_MSG.wholeReais],
      ['100', 400, COTA_RULE_MSG.valueRequired],
    ];
    for (const [valor, status, message] of cases) {
      const res = await give({ listId: gift.listaId, listProductId: gift.itemId, valor });
      expect({ valor, status: res.statusCode, message: res.json().message }).toEqual({ valor, status, message });
    }
    const plain = await newItem(t.db, gift.listaId, cups, { quantidade: 4 });
    expect((await give({ listId: gift.listaId, listProductId: plain.id, valor: 100 })).json().message).toBe(COTA_RULE_MSG.notAccepted);
    expect(await t.db.select().from(s.cotaReservas)).toEqual([]);
  });

  it('two guests on the last open R$ 100 at once: one gets the checkout, the other a message with what is open', async () => {
    const gift = await cotaGift();
    await giveAndPay(gift, 200);
    await giveAndPay(gift, 200);
    // open: R$ 119,60; a cota of R$ 100 fits, and so would R$ 150 (below open + the R$ 50 card)
    const [a, b] = await Promise.all([
      give({ listId: gift.listaId, listProductId: gift.itemId, valor: 100 }, { 'x-forwarded-for': '10.0.0.1' }),
      give({ listId: gift.listaId, listProductId: gift.itemId, valor: 100 }, { 'x-forwarded-for': '10.0.0.2' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe(COTA_RULE_MSG.over(19.6));
    expect((await guestItem(gift.slug, gift.itemId)).cotas).toMatchObject({ dado: 400, reservado: 100, aberto: 19.6 });
  });
});

describe("a guest's limits", () => {
  it('count held cotas and held gifts together, per browser and per address', async () => {
    const gift = await cotaGift();
    const other = await newItem(t.db, gift.listaId, cups);
    const now = t.clock.now;
    const owner = { browserHash: 'navegador-limite', addressHash: 'endereco-limite' };
    const common = { now, minutes: 30, cartSeconds: 30, owner, limits: { perBrowser: 1, perAddress: 1 } };
    const cota = (token: string) =>
      takeCotaHold(t.db, { ...common, itemId: gift.itemId, listaId: gift.listaId, token, valorCents: 10_000, precoCents: 51_960, slackCents: 5_000 });
    expect(await cota('cota-1')).toEqual({ held: true, expiresAt: expect.any(Date) });
    // the address counts an attempt in flight: a gift is refused while the cota is held
    expect(await takeHold(t.db, { ...common, itemIds: [other.id], listaId: gift.listaId, token: 'presente-1' })).toMatchObject({ held: false, reason: 'limit' });
    expect(await cota('cota-2')).toMatchObject({ held: false, reason: 'limit' });
    await releaseCotaHold(t.db, 'cota-1');
    expect(await takeHold(t.db, { ...common, itemIds: [other.id], listaId: gift.listaId, token: 'presente-1' })).toMatchObject({ held: true });
    expect(await cota('cota-3')).toMatchObject({ held: false, reason: 'limit' });
    await t.db.delete(s.reservas).where(eq(s.reservas.token, 'presente-1'));
  });
});

describe('a paid cota', () => {
  it("is recorded; the cotas that cover the price give the gift ('Presenteado em cotas'), mail the owner once, and a refund reopens it", async () => {
    const gift = await cotaGift();
    const mailsBefore = (await completeMails()).length;
    await giveAndPay(gift, 200, 'Ana');
    await giveAndPay(gift, 200, 'Bia');
    expect((await itemRow(gift.itemId)).vendido).toBe(false);
    const last = await giveAndPay(gift, 150, 'Caio');
    const row = await itemRow(gift.itemId);
    expect([row.vendido, row.cotasCompletasEm !== null]).toEqual([true, true]);
    expect((await guestItem(gift.slug, gift.itemId))).toMatchObject({ vendido: true, cotas: { preco: PRICE, dado: 550, aberto: 0, quantidade: 3 } });
    const mails = (await completeMails()).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual([`O presente ${DEMO_PRODUCTS.cups.nome} foi completado em cotas`]);
    expect(mails[0]!.text).toContain(`em 3 cotas, somando ${formatBRL(550)}`);
    // the tracker: one row per cota, naming the gift; not 'marcado'
    const rows = await tracker(gift.listaId);
    expect(rows.map((g) => [g.canal, g.presente, g.valor, g.nome, g.listaProdutoId])).toEqual([
      ['vale_presente', `Cota: ${DEMO_PRODUCTS.cups.nome}`, 200, 'Ana', gift.itemId],
      ['vale_presente', `Cota: ${DEMO_PRODUCTS.cups.nome}`, 200, 'Bia', gift.itemId],
      ['vale_presente', `Cota: ${DEMO_PRODUCTS.cups.nome}`, 150, 'Caio', gift.itemId],
    ]);
    expect(rows.some((g) => g.cotaComoVale)).toBe(false);
    // 'Agradecimento enviado' on the cota of two cards marks the whole cota
    const caio = rows[2]!;
    const thanked = await t.app.inject({ method: 'PATCH', url: `/cliente/listas/${gift.listaId}/presentes-recebidos/agradecimento`, headers: headers(maria), payload: { canal: 'vale_presente', id: caio.id, agradecido: true } });
    expect(thanked.statusCode).toBe(200);
    expect((await tracker(gift.listaId)).map((g) => g.agradecido)).toEqual([false, false, true]);
    // a checkout now is refused
    expect((await give({ listId: gift.listaId, listProductId: gift.itemId, valor: 50 })).json().message).toBe(COTA_RULE_MSG.closed);
    // the reconciliation replays it: nothing more
    expect((await reconcile()).status).toBe('done');
    expect((await completeMails()).length).toBe(mailsBefore + 1);
    // the last cota is cancelled: the gift reopens with what is open again
    await t.orders.cancel(last);
    const reopened = await itemRow(gift.itemId);
    expect([reopened.vendido, reopened.cotasCompletasEm]).toEqual([false, null]);
    expect((await guestItem(gift.slug, gift.itemId)).cotas).toMatchObject({ dado: 400, aberto: 119.6, quantidade: 2 });
  });

  it('of a kit (marked on its anchor) gives the whole kit', async () => {
    const listaId = await newList(t.db, { cliForCodigo: DEMO_CUSTOMERS.maria.codigo, privacidade: 'publico' });
    const kit = await newKit(t.db, listaId);
    await t.db.update(s.listaProdutos).set({ quantidade: 10 }).where(eq(s.listaProdutos.listaId, listaId));
    expect((await setCotas(listaId, kit.anchor.id, true)).statusCode).toBe(200);
    const [row] = await t.db.select({ slug: s.listas.slug }).from(s.listas).where(eq(s.listas.id, listaId));
    const preco = (await guestItem(row!.slug, kit.anchor.id)).cotas!.preco;
    expect(preco).toBeGreaterThan(300);
    let open = preco;
    while (open > 0) {
      const valor = open >= 500 ? 500 : Math.ceil(open / 50) * 50;
      await giveAndPay({ listaId, itemId: kit.anchor.id }, valor);
      open -= valor;
    }
    const items = await t.db.select({ vendido: s.listaProdutos.vendido }).from(s.listaProdutos).where(eq(s.listaProdutos.listaId, listaId));
    expect(items.map((i) => i.vendido)).toEqual(items.map(() => true));
  });

  it('is recorded by the reconciliation when the webhook was lost', async () => {
    const gift = await cotaGift();
    t.dropWebhooks(true);
    await giveAndPay(gift, 100);
    expect((await guestItem(gift.slug, gift.itemId)).cotas!.dado).toBe(0);
    t.dropWebhooks(false);
    expect((await reconcile()).status).toBe('done');
    expect((await guestItem(gift.slug, gift.itemId)).cotas).toMatchObject({ dado: 100, quantidade: 1 });
  });

  it('given whole meanwhile: open checkouts are refused, and a cota paid later stays with the owner, flagged for the staff', async () => {
    const gift = await cotaGift();
    const res = await give({ listId: gift.listaId, listProductId: gift.itemId, valor: 100 });
    await t.db.update(s.listaProdutos).set({ vendido: true }).where(eq(s.listaProdutos.id, gift.itemId));
    expect((await give({ listId: gift.listaId, listProductId: gift.itemId, valor: 100 })).json().message).toBe(COTA_RULE_MSG.closed);
    const orderId = await pay(res.json().checkoutUrl);
    const [pedido] = await t.db.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, String(orderId)));
    expect([pedido!.conferencia, pedido!.motivo]).toEqual(['a_conferir', COTA_REVIEW_MSG.givenMeanwhile(DEMO_PRODUCTS.cups.nome)]);
    // the tracker says that the cota stayed as credit
    expect((await tracker(gift.listaId)).filter((g) => g.canal === 'vale_presente').map((g) => [g.valor, g.cotaComoVale])).toEqual([[100, true]]);
  });
});

describe('forged cotas are recorded a conferir and change nothing', () => {
  let n = 0;
  async function paidWith(listaId: number, itemId: number, variantId: number, price: string) {
    n += 1;
    const order = {
      id: 8_300_000_000 + n,
      name: `#C${n}`,
      email: 'forja@example.com',
      total_price: price,
      currency: 'BRL',
      financial_status: 'paid',
      note_attributes: [{ name: '_lista_id', value: String(listaId) }],
      line_items: [
        {
          id: 9_300_000_000 + n,
          title: 'Vale-presente',
          quantity: 1,
          variant_id: variantId,
          price,
          properties: [
            { name: GIFT_CARD_PROPERTIES.recipientEmail, value: DEMO_CUSTOMERS.maria.email },
            { name: GIFT_CARD_PROPERTIES.send, value: 'on' },
            { name: '_lista_id', value: String(listaId) },
            { name: '_vale_presente', value: '1' },
            { name: '_cota', value: String(itemId) },
          ],
        },
      ],
    };
    const body = JSON.stringify(order);
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATHS['orders/paid'],
      payload: body,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/paid', 'x-shopify-webhook-id': `wh-cota-${n}`, 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) },
    });
    expect(res.statusCode).toBe(200);
    return (await t.db.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, String(order.id))))[0]!;
  }

  it('toward a gift that does not accept cotas, and larger than what is open', async () => {
    const gift = await cotaGift();
    const plain = await newItem(t.db, gift.listaId, cups, { quantidade: 4 });
    const notAccepted = await paidWith(gift.listaId, plain.id, 990100, '100.00');
    expect([notAccepted.conferencia, notAccepted.motivo]).toEqual(['a_conferir', COTA_REVIEW_MSG.notAccepted(DEMO_PRODUCTS.cups.nome)]);
    const over = await paidWith(gift.listaId, gift.itemId, 990500, '500.00');
    expect(over.conferencia).toBe(null);
    const tooMuch = await paidWith(gift.listaId, gift.itemId, 990200, '200.00');
    expect([tooMuch.conferencia, tooMuch.motivo]).toEqual(['a_conferir', COTA_REVIEW_MSG.over(DEMO_PRODUCTS.cups.nome, 200, 19.6)]);
    expect((await guestItem(gift.slug, gift.itemId)).cotas).toMatchObject({ dado: 500, quantidade: 1 });
    expect((await itemRow(plain.id)).vendido).toBe(false);
  });
});
