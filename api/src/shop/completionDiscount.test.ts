jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

/**
 * The completion discount (decision 042) on the API with the sandbox store: when the owner may ask
 * (the day after the event, São Paulo), the code made once in the store through the Admin API (for
 * the remaining online gifts, the configured percentage, period and one use), two requests at once,
 * the store failing, the owner's cart of the remaining gifts with the code, the sandbox's checkout
 * honouring it once, and expiry.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { formatBRL } from 'shared-contracts';
import { reportResponseSchema } from 'shared-contracts/reports';
import { completionDiscountCartResponseSchema, completionDiscountResponseSchema, receivedGiftsResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { DEMO_CUSTOMERS, DEMO_USERS, GUESTS_ONLY_LIST_SLUG } from '../seed/fixtures';
import { headers } from '../test/helpers';
import { sampleFixtures, type SampleFixtures } from '../test/routeSamples';
import { createShopTestApp, SHOP, type ShopTestContext } from '../test/shop';
import { signInCustomer, signInStaff } from '../test/signin';
import { newItem, newList } from '../test/staff';
import { sandboxDiscountsOf } from '../sandbox-store/app';
import { COMPLETION_MAIL_WINDOW_DAYS, COMPLETION_MSG, dayAfter, mailCompletionDiscounts } from './completionDiscount';

let t: ShopTestContext;
let maria: string;
let joao: string;
let su: string;
let f: SampleFixtures;
beforeAll(async () => {
  t = await createShopTestApp();
  maria = await signInCustomer(t.app, t.db, DEMO_CUSTOMERS.maria.email);
  joao = await signInCustomer(t.app, t.db, DEMO_CUSTOMERS.joao.email);
  su = await signInStaff(t.app, DEMO_USERS.superUser.codigo, DEMO_USERS.superUser.senha);
  f = await sampleFixtures(t);
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const url = (id: number, tail = '') => `/cliente/listas/${id}/desconto-conclusao${tail}`;
const state = async (id: number, session = maria) => {
  const res = await t.app.inject({ method: 'GET', url: url(id), headers: headers(session) });
  expect(res.statusCode).toBe(200);
  return completionDiscountResponseSchema.parse(res.json());
};
const ask = (id: number, session = maria) => t.app.inject({ method: 'POST', url: url(id), headers: headers(session) });
const cart = (id: number) => t.app.inject({ method: 'POST', url: url(id, '/carrinho'), headers: headers(maria) });
/** A list of Maria's whose event was `daysAgo` days ago (negative: ahead), with `online` remaining online gifts and one given. */
async function mariaList(daysAgo: number, online = 2) {
  const listaId = await newList(t.db, { cliForCodigo: DEMO_CUSTOMERS.maria.codigo, dataEvento: new Date(t.clock.now.getTime() - daysAgo * DAY) });
  for (let i = 0; i < online; i++) await newItem(t.db, listaId, f.onlineProduct.ordem, { quantidade: i + 1 });
  await newItem(t.db, listaId, f.onlineProduct.ordem, { vendido: true });
  return listaId;
}
const mailsTo = (email: string) => t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, email));
/** The chain's report of today (São Paulo), as the super-user reads it. */
const report = async () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now);
  const res = await t.app.inject({ method: 'GET', url: `/relatorios?de=${day}&ate=${day}`, headers: headers(su) });
  expect(res.statusCode).toBe(200);
  return reportResponseSchema.parse(res.json());
};
const codesOf = (listaId: number) => t.db.select().from(s.descontosConclusao).where(eq(s.descontosConclusao.listaId, listaId));

describe('the completion discount', () => {
  it("is offered on Maria's demo list whose event has passed (the demo shows it on signing in as Maria)", async () => {
    const [demo] = await t.db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.slug, GUESTS_ONLY_LIST_SLUG));
    const offer = await state(demo!.id);
    expect(offer.situacao).toBe('disponivel');
    expect(offer.itensRestantes).toBeGreaterThan(0);
  });

  it('is not there before the day after the event: the state says from when, and asking is refused with it', async () => {
    const listaId = await mariaList(-3);
    const before = await state(listaId);
    expect(before).toMatchObject({ situacao: 'antes_do_evento', percentual: 10, dias: 90, codigo: null, validoAte: null, itensRestantes: 2 });
    expect(before.disponivelEm).toBe(dayAfter(new Date(t.clock.now.getTime() + 3 * DAY)));
    const res = await ask(listaId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COMPLETION_MSG.notYet(before.disponivelEm));
    expect(await codesOf(listaId)).toEqual([]);
  });

  it("is made once in the store for the remaining online gifts, with the list's percentage, period and one use", async () => {
    const listaId = await mariaList(2);
    expect((await state(listaId)).situacao).toBe('disponivel');
    const res = await ask(listaId);
    expect(res.statusCode).toBe(200);
    const made = completionDiscountResponseSchema.parse(res.json());
    expect(made).toMatchObject({ situacao: 'ativo', percentual: 10, itensRestantes: 2 });
    expect(made.codigo).toMatch(/^LISTA-[A-HJ-NP-Z2-9]{8}$/);
    expect(new Date(made.validoAte!).getTime()).toBe(t.clock.now.getTime() + 90 * DAY);

    const inStore = sandboxDiscountsOf(t.sandbox).list().filter((d) => d.code === made.codigo);
    expect(inStore).toHaveLength(1);
    expect(inStore[0]).toMatchObject({ percentage: 0.1, usageLimit: 1, used: 0 });
    expect([...inStore[0]!.variantIds]).toEqual([f.onlineProduct.codigoShopify.replace(/\D/g, '')]);

    // asking again answers the same code; the store is not asked twice
    const again = completionDiscountResponseSchema.parse((await ask(listaId)).json());
    expect(again.codigo).toBe(made.codigo);
    expect(sandboxDiscountsOf(t.sandbox).list().filter((d) => d.title.endsWith(`#${listaId}`))).toHaveLength(1);
    expect(await state(listaId)).toEqual(again);
  });

  it('two requests at once make one code', async () => {
    const listaId = await mariaList(5);
    const answers = await Promise.all([ask(listaId), ask(listaId), ask(listaId)]);
    const codes = answers.filter((r) => r.statusCode === 200).map((r) => r.json().codigo);
    // every answer is the one code, or 'being made' for one that came while the store was asked
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect([r.statusCode, r.json().message]).toEqual([409, COMPLETION_MSG.pending]);
    expect(new Set(codes).size).toBe(1);
    expect(await codesOf(listaId)).toHaveLength(1);
    expect(sandboxDiscountsOf(t.sandbox).list().filter((d) => d.title.endsWith(`#${listaId}`))).toHaveLength(1);
  });

  it("leaves out a kit that is not wholly sold online: the store's code and cart hold only what an order can take", async () => {
    const listaId = await mariaList(2, 1);
    const [anchor] = await t.db.insert(s.listaProdutos).values({ listaId, ordemProdServ: f.onlineProduct.ordem, quantidade: 1 }).returning();
    const [kit] = await t.db.insert(s.kits).values({ listaId, anchorItemId: anchor!.id, nome: 'Kit Misto' }).returning();
    await t.db.update(s.listaProdutos).set({ kitId: kit!.id }).where(eq(s.listaProdutos.id, anchor!.id));
    // a member only the stores sell (no online code)
    const [offline] = await t.db.select({ ordem: s.produtos.ordem }).from(s.produtos).where(and(eq(s.produtos.ativo, true), isNull(s.produtos.codigoShopify))).limit(1);
    await newItem(t.db, listaId, offline!.ordem, { kitId: kit!.id });
    expect((await state(listaId)).itensRestantes).toBe(1);
    // the whole kit online: it counts
    await t.db.update(s.listaProdutos).set({ vendido: true }).where(and(eq(s.listaProdutos.kitId, kit!.id), eq(s.listaProdutos.ordemProdServ, offline!.ordem)));
    expect((await state(listaId)).itensRestantes).toBe(2);
  });

  it('is refused without remaining online gifts, for an archived list, and to another customer', async () => {
    const given = await mariaList(2, 0);
    expect((await state(given)).situacao).toBe('sem_itens');
    expect([(await ask(given)).statusCode, (await ask(given)).json().message]).toEqual([409, COMPLETION_MSG.noItems]);

    const archived = await mariaList(2);
    await t.db.update(s.listas).set({ status: 'arquivado' }).where(eq(s.listas.id, archived));
    expect((await state(archived)).situacao).toBe('indisponivel');
    expect([(await ask(archived)).statusCode, (await ask(archived)).json().message]).toEqual([409, COMPLETION_MSG.notActive]);

    const mine = await mariaList(2);
    expect((await ask(mine, joao)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(mine), headers: headers(joao) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: url(mine), headers: headers() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(0), headers: headers(maria) })).statusCode).toBe(400);
    expect(await codesOf(mine)).toEqual([]);
  });

  it('keeps nothing when the store refuses, so the owner can ask again', async () => {
    const listaId = await mariaList(2);
    const shopify = t.app.ctx.config.shopify;
    const token = shopify.adminToken;
    shopify.adminToken = 'wrong-token';
    try {
      const res = await ask(listaId);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(COMPLETION_MSG.unavailable);
      expect(await codesOf(listaId)).toEqual([]);
    } finally {
      shopify.adminToken = token;
    }
    expect((await ask(listaId)).statusCode).toBe(200);
  });

  it("buys the remaining gifts with the code at the store's checkout, once: they leave the list as the owner's purchase, not as gifts", async () => {
    const listaId = await mariaList(2);
    expect((await cart(listaId)).json().message).toBe(COMPLETION_MSG.noCode);
    const { codigo } = completionDiscountResponseSchema.parse((await ask(listaId)).json());
    const dashboardBefore = (await t.app.inject({ method: 'GET', url: `/cliente/listas/dashboard?codigo=${DEMO_CUSTOMERS.maria.codigo}&email=${encodeURIComponent(DEMO_CUSTOMERS.maria.email)}`, headers: headers(maria) })).json();
    const mailsBefore = (await mailsTo(DEMO_CUSTOMERS.maria.email)).length;
    const reportBefore = await report();
    const res = await cart(listaId);
    expect(res.statusCode).toBe(200);
    const { checkoutUrl } = completionDiscountCartResponseSchema.parse(res.json());
    const address = new URL(checkoutUrl!);
    const page = await t.sandbox.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    const price = Number(t.catalogue.variants[f.onlineProduct.codigoShopify.replace(/\D/g, '')]!.price);
    // two remaining items, quantities 1 and 2: three units at 10 % off
    const total = Math.round(price * 3 * 100);
    const off = Math.round(price * 100 * 0.1) + Math.round(price * 2 * 100 * 0.1);
    const brl = (cents: number) => formatBRL(cents / 100);
    expect(page.body).toContain(`Desconto (${codigo}): -${brl(off)}`);
    expect(page.body).toContain(brl(total - off));

    const paid = await t.sandbox.inject({
      method: 'POST',
      url: `${address.pathname}/pagar${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ nome: 'Maria Silva', email: DEMO_CUSTOMERS.maria.email }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const order = t.orders.list().at(-1)!.payload;
    expect(order.discount_codes).toEqual([{ code: codigo, amount: (off / 100).toFixed(2), type: 'percentage' }]);
    expect(order.total_price).toBe(((total - off) / 100).toFixed(2));

    // the items left the list, recorded against the owner's own purchase
    const open = await t.db.select().from(s.listaProdutos).where(and(eq(s.listaProdutos.listaId, listaId), eq(s.listaProdutos.vendido, false)));
    expect(open).toEqual([]);
    const [pedido] = await t.db.select().from(s.pedidos).where(eq(s.pedidos.listaId, listaId));
    expect(pedido).toMatchObject({ situacao: 'pago', descontoConclusao: true, conferencia: null });
    const after = await state(listaId);
    expect(after).toMatchObject({ situacao: 'usado', codigo, itensRestantes: 0, compra: { pedido: order.name, itens: 2, valor: Math.round(price * 3 * 100) / 100 } });
    // ...not as gifts: no mail of a gift, no row in the tracker, the dashboard's gift counts unchanged
    expect((await mailsTo(DEMO_CUSTOMERS.maria.email)).length).toBe(mailsBefore);
    const tracker = receivedGiftsResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/cliente/listas/${listaId}/presentes-recebidos`, headers: headers(maria) })).json());
    expect(tracker.presentes.map((g) => g.canal)).toEqual(['marcado']); // the item given before, marked by hand in the fixture
    const dashboardAfter = (await t.app.inject({ method: 'GET', url: `/cliente/listas/dashboard?codigo=${DEMO_CUSTOMERS.maria.codigo}&email=${encodeURIComponent(DEMO_CUSTOMERS.maria.email)}`, headers: headers(maria) })).json();
    expect([dashboardAfter.presentesRecebidos, dashboardAfter.unidadesRecebidas]).toEqual([dashboardBefore.presentesRecebidos, dashboardBefore.unidadesRecebidas]);

    // the chain's report: apart from the gifts, at the list price
    const reportAfter = await report();
    expect(reportAfter.resumo.presentes).toEqual(reportBefore.resumo.presentes);
    expect(reportAfter.descontoConclusao).toEqual({
      pedidos: reportBefore.descontoConclusao.pedidos + 1,
      itens: reportBefore.descontoConclusao.itens + 2,
      valor: Math.round((reportBefore.descontoConclusao.valor + price * 3) * 100) / 100,
    });

    // the owner's list view says who bought them
    const view = (await t.app.inject({ method: 'GET', url: `/cliente/listas/${listaId}/${DEMO_CUSTOMERS.maria.codigo}/${encodeURIComponent(DEMO_CUSTOMERS.maria.email)}`, headers: headers(maria) })).json();
    const bought = view.produtos.filter((p: { presenteadoPor?: { descontoConclusao?: boolean } }) => p.presenteadoPor?.descontoConclusao === true);
    expect(bought).toHaveLength(2);

    // the code had one use
    expect([(await cart(listaId)).statusCode, (await cart(listaId)).json().message]).toEqual([409, COMPLETION_MSG.used]);

    // a refund gives the items back to the list, as for a gift
    const refunded = await t.sandbox.inject({ method: 'POST', url: `/sandbox/orders/${t.orders.list().at(-1)!.id}/refund`, headers: { 'x-shopify-access-token': SHOP.adminToken }, payload: {} });
    expect(refunded.statusCode).toBe(200);
    const reopened = await t.db.select().from(s.listaProdutos).where(and(eq(s.listaProdutos.listaId, listaId), eq(s.listaProdutos.vendido, false)));
    expect(reopened).toHaveLength(2);
    // the code stays used (the store counts its one use): the card tells so, and no new cart is offered
    expect(await state(listaId)).toMatchObject({ situacao: 'usado', compra: { pedido: order.name, itens: 0, valor: 0 } });
    expect((await cart(listaId)).json().message).toBe(COMPLETION_MSG.used);
  });

  it("does not take a guest's gift for the owner's purchase because its cart says so: the code decides", async () => {
    const listaId = await mariaList(2, 1);
    const { codigo } = completionDiscountResponseSchema.parse((await ask(listaId)).json());
    const [item] = await t.db.select().from(s.listaProdutos).where(and(eq(s.listaProdutos.listaId, listaId), eq(s.listaProdutos.vendido, false)));
    const gid = `gid://shopify/ProductVariant/${f.onlineProduct.codigoShopify.replace(/\D/g, '')}`;
    // a guest's own cart through the public Storefront API, claiming the owner's purchase without the code
    const made = await t.sandbox.inject({
      method: 'POST',
      url: `/api/${SHOP.apiVersion}/graphql.json`,
      headers: { 'shopify-storefront-private-token': SHOP.token },
      payload: {
        query: 'mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }',
        variables: { input: { lines: [{ merchandiseId: gid, quantity: 1, attributes: [{ key: '_lista_id', value: String(listaId) }, { key: '_lista_produto_id', value: String(item!.id) }] }], attributes: [{ key: '_lista_id', value: String(listaId) }, { key: '_desconto_conclusao', value: String(listaId) }] } },
      },
    });
    const address = new URL(made.json().data.cartCreate.cart.checkoutUrl);
    await t.sandbox.inject({ method: 'POST', url: `${address.pathname}/pagar${address.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'nome=Ana+Souza&email=ana%40example.com' });
    const [pedido] = await t.db.select().from(s.pedidos).where(eq(s.pedidos.listaId, listaId));
    expect(pedido).toMatchObject({ situacao: 'pago', descontoConclusao: false });
    const tracker = receivedGiftsResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/cliente/listas/${listaId}/presentes-recebidos`, headers: headers(maria) })).json());
    expect(tracker.presentes.filter((g) => g.canal === 'online').map((g) => g.nome)).toEqual(['Ana Souza']);
    expect((await state(listaId)).situacao).toBe('ativo');
    expect(codigo).toBeTruthy();
  });

  it('expires after its days: the state says so and no cart is made', async () => {
    const listaId = await mariaList(2);
    expect((await ask(listaId)).statusCode).toBe(200);
    // the period ends (the session would not outlive 90 days of the test clock)
    await t.db.update(s.descontosConclusao).set({ validoAte: new Date(t.clock.now.getTime() - 1000) }).where(eq(s.descontosConclusao.listaId, listaId));
    expect((await state(listaId)).situacao).toBe('expirado');
    const res = await cart(listaId);
    expect([res.statusCode, res.json().message]).toEqual([409, COMPLETION_MSG.expired]);
  });

  it('mails the owner the code the day after the event, once per list, and not for lists past the window', async () => {
    const recent = await mariaList(2);
    const asked = await mariaList(3);
    const old = await mariaList(COMPLETION_MAIL_WINDOW_DAYS + 5);
    const { codigo: askedCode } = completionDiscountResponseSchema.parse((await ask(asked)).json());
    const mails = async (listaId: number) => (await mailsTo(DEMO_CUSTOMERS.maria.email)).filter((m) => m.subject.startsWith('Seu desconto de conclusão') && m.text.includes(`/cliente/lista/${listaId}`));

    expect(await mailCompletionDiscounts(t.app.ctx, t.app.log)).toBeGreaterThanOrEqual(2);
    const [recentMail] = await mails(recent);
    const recentCode = (await state(recent)).codigo!;
    expect(recentMail!.text).toContain(`Seu código: ${recentCode}`);
    expect(recentMail!.subject).toBe('Seu desconto de conclusão: 10% nos itens que ficaram na lista');
    expect((await mails(asked))[0]!.text).toContain(`Seu código: ${askedCode}`);
    expect(await mails(old)).toEqual([]);
    expect((await state(old)).codigo).toBeNull();

    // a second run mails nobody again
    expect(await mailCompletionDiscounts(t.app.ctx, t.app.log)).toBe(0);
    expect(await mails(recent)).toHaveLength(1);
    expect(await mails(asked)).toHaveLength(1);
  });
});
