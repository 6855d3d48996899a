jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * Vale-presente (decision 030) end to end on the API with the sandbox store: the denominations, the
 * cart built on the server (recipient properties from the list's owner, never in an answer), the
 * sandbox issuing the cards, orders/paid recording contributions only for the store's gift card
 * variants sent to the owner, the owner's mail, refunds and cancellations, the reconciliation,
 * and what the guest page, the owner's tracker and dashboard and the staff see.
 */
import { eq } from 'drizzle-orm';
import { fetchListBySlugResponseSchema, formatBRL, VALE_PRESENTE_MSG, valePresenteOptionsResponseSchema } from 'shared-contracts';
import { customerDashboardResponseSchema, receivedGiftsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { shopifyHmac } from '../sandbox-store/orders';
import { DEMO_CUSTOMERS, DEMO_USERS, PRIVATE_LIST_SLUG, PUBLIC_LIST_ID } from '../seed/fixtures';
import { headers } from '../test/helpers';
import { createShopTestApp, sandboxCart, SHOP, type ShopTestContext } from '../test/shop';
import { signInCustomer, signInStaff } from '../test/signin';
import { newList } from '../test/staff';
import { runReconciliation } from './reconcile';
import { GIFT_CARD_PROPERTIES } from './orderFacts';
import { VALE_PRESENTE_REVIEW_MSG } from './valePresenteOrders';
import { WEBHOOK_PATHS } from './webhook';

let t: ShopTestContext;
let maria: string;
beforeAll(async () => {
  t = await createShopTestApp();
  maria = await signInCustomer(t.app, t.db, DEMO_CUSTOMERS.maria.email);
});
afterAll(() => t?.close());
afterEach(() => t.dropWebhooks(false));

const mariaList = (over: Partial<typeof s.listas.$inferInsert> = {}) => newList(t.db, { cliForCodigo: DEMO_CUSTOMERS.maria.codigo, ...over });
const give = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/shopify/vale-presente/checkout', headers: headers(), payload: body });
const cartOf = (checkoutUrl: string) => {
  const url = new URL(checkoutUrl);
  return { url, path: `${url.pathname}${url.search}` };
};
/** The sandbox's cart behind a checkout address, as the Storefront API's `cart` query answers it. */
const storeCart = (checkoutUrl: string) => sandboxCart(t, checkoutUrl);
const pairs = (list: Array<{ key: string; value: string }>) => Object.fromEntries(list.map((a) => [a.key, a.value]));

/** Pays a sandbox checkout as Ana; answers the sandbox order id. */
async function pay(checkoutUrl: string): Promise<number> {
  const { url } = cartOf(checkoutUrl);
  const paid = await t.sandbox.inject({
    method: 'POST',
    url: `${url.pathname}/pagar${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ nome: 'Ana Souza', email: 'ana.souza@example.com' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return t.orders.list().at(-1)!.id;
}
const tracker = async (listaId: number) =>
  receivedGiftsResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/cliente/listas/${listaId}/presentes-recebidos`, headers: headers(maria) })).json()).presentes;
const cardsOf = (gifts: Awaited<ReturnType<typeof tracker>>) => gifts.filter((g) => g.canal === 'vale_presente');
/** Runs the reconciliation once (one owner for the whole file: the lease stays with it). */
const reconcile = () => runReconciliation({ db: t.db, config: t.app.ctx.config, mailer: t.app.ctx.mailer, now: () => t.clock.now, log: t.app.log, owner: 'vale' });
const mailsTo = (email: string) => t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, email)).orderBy(s.mailOutbox.id);

describe('GET /shopify/vale-presente', () => {
  it("answers the gift card product's denominations in reais, ascending", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shopify/vale-presente' });
    expect(valePresenteOptionsResponseSchema.parse(res.json())).toEqual({ valores: [50, 100, 200, 500], cotas: { valores: [50, 100, 200], precoMinimo: 300 } });
  });
});

describe('POST /shopify/vale-presente/checkout', () => {
  it("builds the cart on the server: the variant of the value, the owner as recipient, the guest's name and message; no answer carries the owner's e-mail", async () => {
    const listaId = await mariaList();
    const res = await give({ listId: listaId, valor: 100, quantidade: 2, nome: ' Ana ', mensagem: 'Felicidades!\nCom carinho' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['checkoutUrl']);
    expect(res.body).not.toContain(DEMO_CUSTOMERS.maria.email);
    const data = await storeCart(res.json().checkoutUrl);
    expect(data.lines.nodes).toHaveLength(1);
    const line = data.lines.nodes[0]!;
    expect(line.merchandise.id).toBe('gid://shopify/ProductVariant/990100');
    expect(line.quantity).toBe(2);
    expect(Object.fromEntries(line.attributes.map((a: { key: string; value: string }) => [a.key, a.value]))).toEqual({
      [GIFT_CARD_PROPERTIES.recipientEmail]: DEMO_CUSTOMERS.maria.email,
      [GIFT_CARD_PROPERTIES.recipientName]: DEMO_CUSTOMERS.maria.nome,
      [GIFT_CARD_PROPERTIES.message]: 'Felicidades!\nCom carinho',
      [GIFT_CARD_PROPERTIES.send]: 'on',
      _lista_id: String(listaId),
      _vale_presente: '1',
    });
    expect(Object.fromEntries(data.attributes.map((a: { key: string; value: string }) => [a.key, a.value]))).toMatchObject({ _lista_id: String(listaId), _presenteador: 'Ana', _mensagem: 'Felicidades!\nCom carinho' });
    // the sandbox's checkout page names the recipient, never the address
    const page = await t.sandbox.inject({ method: 'GET', url: cartOf(res.json().checkoutUrl).path });
    expect(page.body).toContain('Para: Maria Silva');
    expect(page.body).not.toContain(DEMO_CUSTOMERS.maria.email);
  });

  it("cuts the card's Message to the 200 characters Shopify prints (whole emoji), and keeps the whole message for the owner", async () => {
    const mensagem = `${'a'.repeat(199)}🎁${'b'.repeat(100)}`;
    const res = await give({ listId: await mariaList(), valor: 50, quantidade: 1, nome: 'Ana', mensagem });
    const data = await storeCart(res.json().checkoutUrl);
    expect(pairs(data.lines.nodes[0]!.attributes)[GIFT_CARD_PROPERTIES.message]).toBe(`${'a'.repeat(199)}🎁`);
    expect(pairs(data.attributes)._mensagem).toBe(mensagem);
  });

  it('refuses a value the store does not sell, fractions of cents, strings, quantities out of 1..10, a missing name and a long message (400), changing nothing', async () => {
    const listaId = await mariaList();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ valor: 75 }, VALE_PRESENTE_MSG.badValue],
      [{ valor: 100.001 }, VALE_PRESENTE_MSG.badValue],
      [{ valor: '100' }, VALE_PRESENTE_MSG.badValue],
      [{ valor: -100 }, VALE_PRESENTE_MSG.badValue],
      [{ quantidade: 0 }, VALE_PRESENTE_MSG.quantity],
      [{ quantidade: 11 }, VALE_PRESENTE_MSG.quantity],
      [{ quantidade: 1.5 }, VALE_PRESENTE_MSG.quantity],
      [{ nome: '   ' }, VALE_PRESENTE_MSG.nameRequired],
      [{ nome: undefined }, VALE_PRESENTE_MSG.nameRequired],
      [{ mensagem: 'x'.repeat(501) }, VALE_PRESENTE_MSG.messageMax],
    ];
    const carts = t.orders.list().length;
    for (const [over, message] of cases) {
      const res = await give({ listId: listaId, valor: 100, quantidade: 1, nome: 'Ana', ...over });
      expect({ over, status: res.statusCode, message: res.json().message }).toEqual({ over, status: 400, message });
    }
    expect(t.orders.list()).toHaveLength(carts);
  });

  it("answers a list that does not accept vale-presente with 409, and a list a guest cannot open as a missing one (404)", async () => {
    const closed = await give({ listId: await mariaList({ aceitaValePresente: false }), valor: 50, quantidade: 1, nome: 'Ana' });
    expect([closed.statusCode, closed.json().message]).toEqual([409, VALE_PRESENTE_MSG.notAccepted]);
    const archived = await give({ listId: await mariaList({ status: 'arquivado' }), valor: 50, quantidade: 1, nome: 'Ana' });
    expect(archived.statusCode).toBe(404);
    const [privada] = await t.db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.slug, PRIVATE_LIST_SLUG));
    const noSlug = await give({ listId: privada!.id, valor: 50, quantidade: 1, nome: 'Ana' });
    expect(noSlug.statusCode).toBe(404);
    const withSlug = await give({ listId: privada!.id, listSlug: PRIVATE_LIST_SLUG, valor: 50, quantidade: 1, nome: 'Ana' });
    expect(withSlug.statusCode).toBe(200);
  });
});

describe('a paid vale-presente', () => {
  it("is recorded once for the list, mailed to the owner, issued by the sandbox to the owner, and shown in the tracker, dashboard and staff view", async () => {
    const listaId = await mariaList();
    const dashboard = async () => customerDashboardResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/cliente/listas/dashboard?codigo=${DEMO_CUSTOMERS.maria.codigo}&email=${encodeURIComponent(DEMO_CUSTOMERS.maria.email)}`, headers: headers(maria) })).json());
    const before = await dashboard();
    const mailsBefore = (await mailsTo(DEMO_CUSTOMERS.maria.email)).length;
    const res = await give({ listId: listaId, valor: 100, quantidade: 2, nome: 'Ana', mensagem: 'Para a casa nova' });
    const orderId = await pay(res.json().checkoutUrl);

    const cards = cardsOf(await tracker(listaId));
    expect(cards).toEqual([
      expect.objectContaining({ canal: 'vale_presente', listaProdutoId: null, presente: 'Vale-presente', quantidade: 2, valor: 200, nome: 'Ana', email: 'ana.souza@example.com', mensagem: 'Para a casa nova', agradecido: false }),
    ]);
    const mails = (await mailsTo(DEMO_CUSTOMERS.maria.email)).slice(mailsBefore);
    // 'Você recebeu um vale-presente de R$ 200,00 de Ana' (formatBRL's no-break space after R$)
    expect(mails.map((m) => m.subject)).toEqual([`Você recebeu um vale-presente de ${formatBRL(200)} de Ana`]);
    expect(mails[0]!.text).toContain('Para a casa nova');
    const issued = t.orders.giftCards().filter((c) => c.orderName === t.orders.find(orderId)!.name);
    expect(issued.map((c) => [c.value, c.recipientEmail, c.recipientName])).toEqual([
      ['100.00', DEMO_CUSTOMERS.maria.email, DEMO_CUSTOMERS.maria.nome],
      ['100.00', DEMO_CUSTOMERS.maria.email, DEMO_CUSTOMERS.maria.nome],
    ]);
    expect(new Set(issued.map((c) => c.code)).size).toBe(2);
    const page = await t.sandbox.inject({ method: 'GET', url: '/sandbox/vale-presentes' });
    expect(page.body).toContain(issued[0]!.code);

    const after = await dashboard();
    expect(after.valePresente).toEqual({ quantidade: before.valePresente!.quantidade + 2, total: before.valePresente!.total + 200 });

    const staff = await signInStaff(t.app, DEMO_USERS.fullStaff.codigo, DEMO_USERS.fullStaff.senha);
    const staffView = receivedGiftsResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/lista/${listaId}/presentes-recebidos`, headers: headers(staff) })).json()).presentes;
    expect(cardsOf(staffView).map((g) => [g.quantidade, g.valor])).toEqual([[2, 200]]);

    // the owner ticks 'Agradecimento enviado' on it
    const thanked = await t.app.inject({ method: 'PATCH', url: `/cliente/listas/${listaId}/presentes-recebidos/agradecimento`, headers: headers(maria), payload: { canal: 'vale_presente', id: cards[0]!.id, agradecido: true } });
    expect(thanked.statusCode).toBe(200);
    expect(cardsOf(await tracker(listaId))[0]!.agradecido).toBe(true);
    // a contribution of another list is not found from this one
    const other = await mariaList();
    const wrong = await t.app.inject({ method: 'PATCH', url: `/cliente/listas/${other}/presentes-recebidos/agradecimento`, headers: headers(maria), payload: { canal: 'vale_presente', id: cards[0]!.id, agradecido: true } });
    expect(wrong.statusCode).toBe(404);

    // the webhook again (Shopify retries) and the reconciliation change nothing
    const replay = await t.orders.markPaid(orderId).catch((e: Error) => e);
    expect(replay).toBeInstanceOf(Error);
    expect((await reconcile()).status).toBe('done');
    expect(cardsOf(await tracker(listaId)).map((g) => g.quantidade)).toEqual([2]);
    expect((await mailsTo(DEMO_CUSTOMERS.maria.email)).length).toBe(mailsBefore + 1);
  });

  it('a refund of one card leaves the other; a cancellation removes the contribution', async () => {
    const listaId = await mariaList();
    const orderId = await pay((await give({ listId: listaId, valor: 50, quantidade: 2, nome: 'Ana' })).json().checkoutUrl);
    const line = t.orders.find(orderId)!.payload.line_items[0]!;
    await t.orders.refund(orderId, [{ lineItemId: line.id, quantity: 1 }]);
    expect(cardsOf(await tracker(listaId)).map((g) => [g.quantidade, g.valor])).toEqual([[1, 50]]);
    await t.orders.cancel(orderId);
    expect(cardsOf(await tracker(listaId))).toEqual([]);
  });

  it('is recorded by the reconciliation when the webhook was lost', async () => {
    const listaId = await mariaList();
    t.dropWebhooks(true);
    await pay((await give({ listId: listaId, valor: 500, quantidade: 1, nome: 'Ana' })).json().checkoutUrl);
    expect(cardsOf(await tracker(listaId))).toEqual([]);
    t.dropWebhooks(false);
    expect((await reconcile()).status).toBe('done');
    expect(cardsOf(await tracker(listaId)).map((g) => g.valor)).toEqual([500]);
  });
});

describe('orders/paid is as strict with vale-presente as with gifts', () => {
  let n = 0;
  /** Sends a signed orders/paid with one line claiming to be a vale-presente for `listaId`. */
  async function paidWith(listaId: number, line: { variant_id: number; price: string; properties: Array<{ name: string; value: string }> }) {
    n += 1;
    const order = {
      id: 8_200_000_000 + n,
      name: `#V${n}`,
      email: 'forja@example.com',
      total_price: line.price,
      currency: 'BRL',
      financial_status: 'paid',
      note_attributes: [{ name: '_lista_id', value: String(listaId) }, { name: '_presenteador', value: 'Forja' }],
      line_items: [{ id: 9_200_000_000 + n, title: 'Vale-presente', quantity: 1, ...line }],
    };
    const body = JSON.stringify(order);
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATHS['orders/paid'],
      payload: body,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/paid', 'x-shopify-webhook-id': `wh-vale-${n}`, 'x-shopify-hmac-sha256': shopifyHmac(body, SHOP.secret) },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, String(order.id)));
    return row!;
  }
  const toOwner = (listaId: number) => [
    { name: GIFT_CARD_PROPERTIES.recipientEmail, value: DEMO_CUSTOMERS.maria.email },
    { name: GIFT_CARD_PROPERTIES.send, value: 'on' },
    { name: '_lista_id', value: String(listaId) },
    { name: '_vale_presente', value: '1' },
  ];

  it('records nothing for a product that is not the gift card, nor for a card sent to someone else; the order is marked for the staff', async () => {
    const listaId = await mariaList();
    const other = await paidWith(listaId, { variant_id: Number(SHOP.giftBagVariantId), price: '100.00', properties: toOwner(listaId) });
    expect([other.conferencia, other.motivo]).toEqual(['a_conferir', VALE_PRESENTE_REVIEW_MSG.notGiftCard('Vale-presente')]);
    const stolen = await paidWith(listaId, {
      variant_id: 990100,
      price: '100.00',
      properties: toOwner(listaId).map((p) => (p.name === GIFT_CARD_PROPERTIES.recipientEmail ? { ...p, value: 'forja@example.com' } : p)),
    });
    expect([stolen.conferencia, stolen.motivo]).toEqual(['a_conferir', VALE_PRESENTE_REVIEW_MSG.otherRecipient('Vale-presente')]);
    expect(cardsOf(await tracker(listaId))).toEqual([]);
  });

  it('records a store gift card sent to the owner, and flags a price that differs from the configured value', async () => {
    const listaId = await mariaList();
    const odd = await paidWith(listaId, { variant_id: 990200, price: '180.00', properties: toOwner(listaId) });
    expect(odd.conferencia).toBe('a_conferir');
    expect(odd.motivo).toBe(VALE_PRESENTE_REVIEW_MSG.otherValue('Vale-presente', 180, 200));
    expect(cardsOf(await tracker(listaId)).map((g) => [g.valor, g.nome])).toEqual([[180, 'Forja']]);
  });
});

describe("what the list's pages say", () => {
  it("guests see only whether the list accepts vale-presente; the staff and the owner switch it", async () => {
    const listaId = await mariaList();
    const [row] = await t.db.select({ slug: s.listas.slug }).from(s.listas).where(eq(s.listas.id, listaId));
    const guest = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${row!.slug}` });
      expect(res.body).not.toContain(DEMO_CUSTOMERS.maria.email);
      return fetchListBySlugResponseSchema.parse(res.json()).aceitaValePresente;
    };
    expect(await guest()).toBe(true);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/cliente/listas/${listaId}`,
      headers: headers(maria),
      payload: { codigo: DEMO_CUSTOMERS.maria.codigo, email: DEMO_CUSTOMERS.maria.email, titulo: 'Lista da Maria', aceitaValePresente: false },
    });
    expect(patch.statusCode).toBe(200);
    expect(await guest()).toBe(false);
    const [stored] = await t.db.select({ v: s.listas.aceitaValePresente, titulo: s.listas.titulo }).from(s.listas).where(eq(s.listas.id, listaId));
    expect(stored).toEqual({ v: false, titulo: 'Lista da Maria' });
    // a PATCH without it keeps it
    await t.app.inject({ method: 'PATCH', url: `/cliente/listas/${listaId}`, headers: headers(maria), payload: { codigo: DEMO_CUSTOMERS.maria.codigo, email: DEMO_CUSTOMERS.maria.email, titulo: 'Lista da Maria' } });
    expect(await guest()).toBe(false);
  });

  it('a list whose owner has no e-mail does not offer it', async () => {
    const [codigo] = await t.db.insert(s.cliFor).values({ codigo: 5901, nome: 'Sem Email', email: null }).returning({ codigo: s.cliFor.codigo });
    const listaId = await newList(t.db, { cliForCodigo: codigo!.codigo });
    const [row] = await t.db.select({ slug: s.listas.slug }).from(s.listas).where(eq(s.listas.id, listaId));
    const page = fetchListBySlugResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/lista/publica/slug/${row!.slug}` })).json());
    expect(page.aceitaValePresente).toBe(false);
    const res = await give({ listId: listaId, valor: 50, quantidade: 1, nome: 'Ana' });
    expect([res.statusCode, res.json().message]).toEqual([409, VALE_PRESENTE_MSG.notAccepted]);
    expect(PUBLIC_LIST_ID).toBeGreaterThan(0);
  });
});
