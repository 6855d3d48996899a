jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));

import { and, eq } from 'drizzle-orm';
import { fetchListBySlugResponseSchema, PERMISSIONS } from 'shared-contracts';
import { STORE_GIFT_MSG } from 'shared-contracts/area-texts';
import { receivedGiftsResponseSchema, registerStoreGiftResponseSchema, tillListResponseSchema, tillSearchResponseSchema, undoStoreGiftResponseSchema } from 'shared-contracts/area-schemas';
import * as s from '../db/schema';
import { DEMO_CUSTOMERS, DEMO_USERS, PUBLIC_LIST_ID, PUBLIC_LIST_SLUG } from '../seed/fixtures';
import { attachCart, takeHold } from '../shop/holds';
import { sameStoreDay } from '../lib/storeDay';
import { headers, type TestContext } from '../test/helpers';
import { newItem, newKit, newList, sessionFor, staffWith, startStaffApp } from '../test/staff';

let t: TestContext, sid: string;
beforeAll(async () => ({ t, sid } = await startStaffApp()));
afterAll(() => t?.close());

const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, headers: headers(session) });
const send = (method: 'POST' | 'PATCH', url: string, payload?: object, session = sid) =>
  t.app.inject({ method, url, headers: headers(session), ...(payload ? { payload } : {}) });
const register = (listaId: number, body: Record<string, unknown>, session = sid) => send('POST', `/presentes-loja/listas/${listaId}`, body, session);
const giver = { nome: 'Tia Rosa', email: 'tia.rosa@example.com', mensagem: 'Felicidades!\nCom carinho', filialId: 4, numeroVenda: '000123' };
const vendido = async (id: number) => (await t.db.select({ v: s.listaProdutos.vendido }).from(s.listaProdutos).where(eq(s.listaProdutos.id, id)))[0]!.v;
const mariaList = () => newList(t.db, { cliForCodigo: DEMO_CUSTOMERS.maria.codigo });

describe('the till: finding a list', () => {
  it("finds a list by its code alone, and by words of its title (accents and case aside)", async () => {
    const byCode = tillSearchResponseSchema.parse((await get(`/presentes-loja/listas?busca=${PUBLIC_LIST_ID}`)).json());
    expect(byCode.listas.map((l) => l.id)).toEqual([PUBLIC_LIST_ID]);
    expect(byCode.listas[0]!.cliente).toBeTruthy();
    const [list] = await t.db.select({ titulo: s.listas.titulo }).from(s.listas).where(eq(s.listas.id, PUBLIC_LIST_ID));
    const word = list!.titulo.split(/\s+/).find((w) => w.length > 4)!;
    const byTitle = tillSearchResponseSchema.parse((await get(`/presentes-loja/listas?busca=${encodeURIComponent(word.toUpperCase())}`)).json());
    expect(byTitle.listas.map((l) => l.id)).toContain(PUBLIC_LIST_ID);
  });

  it('answers an unknown code with no list, and an empty or control-character search with 400', async () => {
    expect(tillSearchResponseSchema.parse((await get('/presentes-loja/listas?busca=987654321')).json()).listas).toEqual([]);
    const empty = await get('/presentes-loja/listas?busca=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(STORE_GIFT_MSG.searchRequired);
    expect((await get('/presentes-loja/listas?busca=a%00b')).statusCode).toBe(400);
  });

  it("shows the list's gifts as the guest page groups them, without the owner's e-mail", async () => {
    const res = tillListResponseSchema.parse((await get(`/presentes-loja/listas/${PUBLIC_LIST_ID}`)).json());
    const page = fetchListBySlugResponseSchema.parse((await get(`/lista/publica/slug/${PUBLIC_LIST_SLUG}`)).json());
    expect(res.lista.produtosAvulsos!.map((i) => i.id)).toEqual(page.produtosAvulsos!.map((i) => i.id));
    expect(res.lista.kits!.map((k) => k.kitId)).toEqual(page.kits!.map((k) => k.kitId));
    expect(res.lista.cli_for?.Nome).toBeTruthy();
    expect(JSON.stringify(res)).not.toContain('@example.com');
    expect((await get('/presentes-loja/listas/0')).statusCode).toBe(400);
    expect((await get('/presentes-loja/listas/99999999')).statusCode).toBe(404);
  });
});

describe('the till: registering a gift bought in a store', () => {
  it("gives the item (channel loja), keeps who and where, mails the owner, and the guest page shows it given at once", async () => {
    const listaId = await mariaList();
    const [slugRow] = await t.db.select({ slug: s.listas.slug }).from(s.listas).where(eq(s.listas.id, listaId));
    const item = await newItem(t.db, listaId, 1, { quantidade: 2 });
    // the guest page is read (and cached) before the registration
    expect(fetchListBySlugResponseSchema.parse((await get(`/lista/publica/slug/${slugRow!.slug}`)).json()).produtosAvulsos!.find((i) => i.id === item.id)!.vendido).toBe(false);
    const stockBefore = await t.db.select().from(s.estoque).orderBy(s.estoque.produtoOrdem, s.estoque.filialId);

    const res = await register(listaId, { listaProdutoId: item.id, ...giver });
    expect(res.statusCode).toBe(201);
    const { message, registro } = registerStoreGiftResponseSchema.parse(res.json());
    expect(message).toBe('Presente registrado.');
    expect(registro).toMatchObject({ listaProdutoId: item.id, kitId: null, nome: 'Tia Rosa', email: 'tia.rosa@example.com', numeroVenda: '000123', registradoPor: DEMO_USERS.fullStaff.nome, podeDesfazer: true, desfeitoEm: null });
    expect(registro.filial.id).toBe(4);
    expect(registro.valor).toBeGreaterThan(0);
    expect(await vendido(item.id)).toBe(true);
    expect(fetchListBySlugResponseSchema.parse((await get(`/lista/publica/slug/${slugRow!.slug}`)).json()).produtosAvulsos!.find((i) => i.id === item.id)!.vendido).toBe(true);

    const audit = await t.db.select().from(s.presentesLojaAuditoria).where(eq(s.presentesLojaAuditoria.presenteId, registro.id));
    expect(audit.map((a) => [a.acao, a.usuarioCodigo])).toEqual([['registrado', DEMO_USERS.fullStaff.codigo]]);
    const [mail] = await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, DEMO_CUSTOMERS.maria.email)).orderBy(s.mailOutbox.id).limit(1).offset(
      (await t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, DEMO_CUSTOMERS.maria.email))).length - 1,
    );
    expect(mail!.text).toContain('na loja');
    expect(mail!.text).toContain('Tia Rosa');
    expect(mail!.text).toContain('Venda 000123.');
    expect(mail!.text).not.toContain('loja online');
    // the till's sale already moved the stock: nothing of estoque changes
    expect(await t.db.select().from(s.estoque).orderBy(s.estoque.produtoOrdem, s.estoque.filialId)).toEqual(stockBefore);

    const again = await register(listaId, { listaProdutoId: item.id, ...giver });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STORE_GIFT_MSG.alreadyGiven);
  });

  it('registers a kit by its anchor: every unsold item of the kit, one registration, the kit name; a member alone is not a gift', async () => {
    const listaId = await mariaList();
    const { anchor, members } = await newKit(t.db, listaId, 2);
    expect((await register(listaId, { listaProdutoId: members[0]!.id, nome: 'Ana', filialId: 1 })).statusCode).toBe(404);
    const res = await register(listaId, { listaProdutoId: anchor.id, nome: 'Ana', filialId: 1, email: '', mensagem: '' });
    expect(res.statusCode).toBe(201);
    const { registro } = registerStoreGiftResponseSchema.parse(res.json());
    expect(registro).toMatchObject({ kitId: anchor.kitId, presente: 'Kit Teste', email: null, mensagem: null, numeroVenda: null });
    for (const id of [anchor.id, ...members.map((m) => m.id)]) expect(await vendido(id)).toBe(true);
    const items = await t.db.select().from(s.presenteLojaItens).where(eq(s.presenteLojaItens.presenteId, registro.id));
    expect(items).toHaveLength(3);
  });

  it('refuses a gift held by an online checkout while the hold lasts, and registers it once the hold has ended', async () => {
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    const hold = await takeHold(t.db, { itemIds: [item.id], listaId, token: 'till-hold', now: t.clock.now, minutes: 20, cartSeconds: 1200, owner: { browserHash: 'b-till', addressHash: 'a-till' }, limits: { perBrowser: 5, perAddress: 50 } });
    expect(hold.held).toBe(true);
    // its cart exists: a hold shown to everyone, the clerk included
    if (hold.held) await attachCart(t.db, 'till-hold', 'gid://shopify/Cart/till', hold.expiresAt);
    const list = tillListResponseSchema.parse((await get(`/presentes-loja/listas/${listaId}`)).json());
    expect(list.lista.produtosAvulsos!.find((i) => i.id === item.id)!.reservadoAte).toBeTruthy();
    const refused = await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STORE_GIFT_MSG.held);
    expect(await vendido(item.id)).toBe(false);
    t.clock.advance(21 * 60_000);
    expect((await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1 })).statusCode).toBe(201);
    // and a checkout that comes now finds it given
    const late = await takeHold(t.db, { itemIds: [item.id], listaId, token: 'till-late', now: t.clock.now, minutes: 20, cartSeconds: 1200, owner: { browserHash: 'b-till2', addressHash: 'a-till2' }, limits: { perBrowser: 5, perAddress: 50 } });
    expect(late).toEqual({ held: false, reason: 'given' });
  });

  it('of two registrations of one gift at the same moment, one succeeds and the other gets a clear message', async () => {
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    const other = await staffWith(t, 4711, [PERMISSIONS.registrarPresenteLoja]);
    const [a, b] = await Promise.all([
      register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1 }),
      register(listaId, { listaProdutoId: item.id, nome: 'Bia', filialId: 6 }, other),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(STORE_GIFT_MSG.alreadyGiven);
    expect(await t.db.select().from(s.presentesLoja).where(eq(s.presentesLoja.listaProdutoId, item.id))).toHaveLength(1);
  });

  it('of a registration and an online checkout of one gift at the same moment, exactly one wins (20 races)', async () => {
    const listaId = await mariaList();
    for (let n = 0; n < 20; n++) {
      const item = await newItem(t.db, listaId);
      const [hold, reg] = await Promise.all([
        takeHold(t.db, { itemIds: [item.id], listaId, token: `race-${n}`, now: t.clock.now, minutes: 20, cartSeconds: 1200, owner: { browserHash: `race-b-${n}`, addressHash: `race-a-${n}` }, limits: { perBrowser: 5, perAddress: 50 } }),
        register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1 }),
      ]);
      expect([hold.held, reg.statusCode === 201]).toContainEqual(true);
      expect(hold.held && reg.statusCode === 201).toBe(false);
      if (!hold.held) expect(hold).toEqual({ held: false, reason: 'given' });
      else expect(reg.json().message).toBe(STORE_GIFT_MSG.held);
    }
  });

  it('refuses an archived list, an unknown branch, a gift of another list and bad fields, writing nothing', async () => {
    const archived = await newList(t.db, { status: 'arquivado' });
    const inArchived = await newItem(t.db, archived);
    const r1 = await register(archived, { listaProdutoId: inArchived.id, nome: 'Ana', filialId: 1 });
    expect([r1.statusCode, r1.json().message]).toEqual([409, STORE_GIFT_MSG.archived]);
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    expect((await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 999 })).json().message).toBe(STORE_GIFT_MSG.badBranch);
    expect((await register(listaId, { listaProdutoId: inArchived.id, nome: 'Ana', filialId: 1 })).statusCode).toBe(404);
    const bad = [
      { nome: '', filialId: 1 },
      { nome: 'Ana', filialId: 1, email: 'não é e-mail' },
      { nome: 'Ana', filialId: 1, mensagem: 'x'.repeat(501) },
      { nome: 'Ana', filialId: 1, numeroVenda: '9'.repeat(41) },
      { nome: 'A'.repeat(121), filialId: 1 },
      { nome: 'Ana', filialId: '1e0' },
    ];
    for (const body of bad) expect((await register(listaId, { listaProdutoId: item.id, ...body })).statusCode).toBe(400);
    expect((await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1, email: 'não é e-mail' })).json().message).toBe(STORE_GIFT_MSG.email);
    expect(await vendido(item.id)).toBe(false);
    expect(await t.db.select().from(s.presentesLoja).where(eq(s.presentesLoja.listaId, listaId))).toHaveLength(0);
  });
});

describe('the till: undoing a registration', () => {
  it('gives the gift back the same day, keeps who undid it, audits both, and refuses a second undo', async () => {
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    const { registro } = registerStoreGiftResponseSchema.parse((await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1 })).json());
    const undo = await send('POST', `/presentes-loja/${registro.id}/desfazer`);
    expect(undo.statusCode).toBe(200);
    const undone = undoStoreGiftResponseSchema.parse(undo.json()).registro;
    expect(undone).toMatchObject({ desfeitoPor: DEMO_USERS.fullStaff.nome, podeDesfazer: false });
    expect(undone.desfeitoEm).toBeTruthy();
    expect(await vendido(item.id)).toBe(false);
    const audit = await t.db.select({ acao: s.presentesLojaAuditoria.acao }).from(s.presentesLojaAuditoria).where(eq(s.presentesLojaAuditoria.presenteId, registro.id)).orderBy(s.presentesLojaAuditoria.id);
    expect(audit.map((a) => a.acao)).toEqual(['registrado', 'desfeito']);
    const again = await send('POST', `/presentes-loja/${registro.id}/desfazer`);
    expect([again.statusCode, again.json().message]).toEqual([409, STORE_GIFT_MSG.alreadyUndone]);
    // the gift may be registered again after the undo
    expect((await register(listaId, { listaProdutoId: item.id, nome: 'Bia', filialId: 1 })).statusCode).toBe(201);
  });

  it("an item the staff mark available by hand leaves its registration (undone by them, audited) and may be registered again", async () => {
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    const { registro } = registerStoreGiftResponseSchema.parse((await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1 })).json());
    t.clock.advance(86_400_000);
    expect((await send('PATCH', `/lista-produtos/${item.id}/vendido`, { vendido: false })).statusCode).toBe(200);
    const list = tillListResponseSchema.parse((await get(`/presentes-loja/listas/${listaId}`)).json());
    expect(list.registros[0]).toMatchObject({ id: registro.id, desfeitoPor: DEMO_USERS.fullStaff.nome, podeDesfazer: false });
    const audit = await t.db.select({ acao: s.presentesLojaAuditoria.acao }).from(s.presentesLojaAuditoria).where(eq(s.presentesLojaAuditoria.presenteId, registro.id)).orderBy(s.presentesLojaAuditoria.id);
    expect(audit.map((a) => a.acao)).toEqual(['registrado', 'desfeito']);
    expect((await register(listaId, { listaProdutoId: item.id, nome: 'Bia', filialId: 1 })).statusCode).toBe(201);
  });

  it('refuses to undo a registration of another day (the stores\' calendar day)', async () => {
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    const { registro } = registerStoreGiftResponseSchema.parse((await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 1 })).json());
    t.clock.advance(86_400_000);
    const res = await send('POST', `/presentes-loja/${registro.id}/desfazer`);
    expect([res.statusCode, res.json().message]).toEqual([409, STORE_GIFT_MSG.undoOnlySameDay]);
    expect(await vendido(item.id)).toBe(true);
    expect((await send('POST', '/presentes-loja/99999999/desfazer')).statusCode).toBe(404);
  });

  it("is allowed to the clerk who registered it, to its branch's staff and to a super-user; another branch's clerk gets 403 and no 'Desfazer'", async () => {
    const listaId = await mariaList();
    const clerkAt = async (codigo: number, filialId: number) => {
      const session = await staffWith(t, codigo, [PERMISSIONS.registrarPresenteLoja]);
      await t.db.update(s.usuarios).set({ filialId }).where(eq(s.usuarios.codigo, codigo));
      return session;
    };
    const registrar = await clerkAt(4801, 4);
    const otherBranch = await clerkAt(4802, 1);
    const sameBranch = await clerkAt(4803, 4);
    const su = await sessionFor(t, 'usuario', DEMO_USERS.superUser.codigo);
    const registerOne = async () => {
      const item = await newItem(t.db, listaId);
      return registerStoreGiftResponseSchema.parse((await register(listaId, { listaProdutoId: item.id, nome: 'Ana', filialId: 4 }, registrar)).json()).registro;
    };
    const undo = (id: number, session: string) => send('POST', `/presentes-loja/${id}/desfazer`, undefined, session);
    const canUndo = async (id: number, session: string) =>
      tillListResponseSchema.parse((await get(`/presentes-loja/listas/${listaId}`, session)).json()).registros.find((r) => r.id === id)!.podeDesfazer;

    const a = await registerOne();
    expect(await canUndo(a.id, otherBranch)).toBe(false);
    expect([await canUndo(a.id, registrar), await canUndo(a.id, sameBranch), await canUndo(a.id, su)]).toEqual([true, true, true]);
    const refused = await undo(a.id, otherBranch);
    expect([refused.statusCode, refused.json().message]).toEqual([403, STORE_GIFT_MSG.undoNotAllowed]);
    expect(await t.db.select().from(s.presentesLojaAuditoria).where(eq(s.presentesLojaAuditoria.presenteId, a.id))).toHaveLength(1);
    expect((await undo(a.id, registrar)).statusCode).toBe(200);
    const b = await registerOne();
    expect(undoStoreGiftResponseSchema.parse((await undo(b.id, sameBranch)).json()).registro.desfeitoPor).toBe('Teste 4803');
    const c = await registerOne();
    expect((await undo(c.id, su)).statusCode).toBe(200);
  });

  it("mails the owner a correction ('O registro do presente … foi desfeito pela loja')", async () => {
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    const { registro } = registerStoreGiftResponseSchema.parse((await register(listaId, { listaProdutoId: item.id, ...giver })).json());
    const mails = () => t.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, DEMO_CUSTOMERS.maria.email)).orderBy(s.mailOutbox.id);
    const before = (await mails()).length;
    expect((await send('POST', `/presentes-loja/${registro.id}/desfazer`)).statusCode).toBe(200);
    const after = await mails();
    expect(after).toHaveLength(before + 1);
    const correction = after.at(-1)!;
    expect(correction.subject).toBe(`O registro do presente ${registro.presente} foi desfeito pela loja`);
    expect(correction.text).toContain('Tia Rosa');
    expect(correction.text).toContain(registro.filial.nome);
    expect(correction.text).toContain('disponível novamente');
  });

  it('knows the day in São Paulo: 23:30 and 00:30 local are different days, 01:00 and 23:00 local the same', () => {
    expect(sameStoreDay(new Date('2026-11-25T02:30:00Z'), new Date('2026-11-25T03:30:00Z'))).toBe(false);
    expect(sameStoreDay(new Date('2026-11-25T04:00:00Z'), new Date('2026-11-26T02:00:00Z'))).toBe(true);
  });
});

describe("the owner's gift tracker", () => {
  it('lists online and till gifts, saves the thanks of one row, and staff read the same table', async () => {
    const listaId = await mariaList();
    const item = await newItem(t.db, listaId);
    const { registro } = registerStoreGiftResponseSchema.parse((await register(listaId, { listaProdutoId: item.id, ...giver })).json());
    const maria = await sessionFor(t, 'cliente', DEMO_CUSTOMERS.maria.codigo);
    const read = async (session: string, url: string) => receivedGiftsResponseSchema.parse((await get(url, session)).json()).presentes;
    const mine = await read(maria, `/cliente/listas/${listaId}/presentes-recebidos`);
    expect(mine).toEqual([
      expect.objectContaining({ canal: 'loja', id: registro.id, listaProdutoId: item.id, nome: 'Tia Rosa', email: 'tia.rosa@example.com', mensagem: 'Felicidades!\nCom carinho', loja: registro.filial.nome, pedido: '000123', agradecido: false }),
    ]);
    const patch = (body: object, session = maria) => send('PATCH', `/cliente/listas/${listaId}/presentes-recebidos/agradecimento`, body, session);
    expect((await patch({ canal: 'loja', id: registro.id, listaProdutoId: item.id, agradecido: true })).json()).toEqual({ message: STORE_GIFT_MSG.thankedSaved, agradecido: true });
    expect((await read(maria, `/cliente/listas/${listaId}/presentes-recebidos`))[0]!.agradecido).toBe(true);
    // the body the contract documents: a till gift's listaProdutoId is ignored, so it may be left out
    expect((await patch({ canal: 'loja', id: registro.id, agradecido: false })).json()).toEqual({ message: STORE_GIFT_MSG.thankedSaved, agradecido: false });
    expect((await read(maria, `/cliente/listas/${listaId}/presentes-recebidos`))[0]!.agradecido).toBe(false);
    expect((await patch({ canal: 'loja', id: registro.id, listaProdutoId: null, agradecido: true })).statusCode).toBe(200);
    expect(await read(sid, `/lista/${listaId}/presentes-recebidos`)).toEqual(await read(maria, `/cliente/listas/${listaId}/presentes-recebidos`));

    // another customer: 403 on read and write; an unknown gift: 404; staff cannot write the thanks
    const joao = await sessionFor(t, 'cliente', DEMO_CUSTOMERS.joao.codigo);
    expect((await get(`/cliente/listas/${listaId}/presentes-recebidos`, joao)).statusCode).toBe(403);
    expect((await patch({ canal: 'loja', id: registro.id, listaProdutoId: item.id, agradecido: false }, joao)).statusCode).toBe(403);
    expect((await patch({ canal: 'loja', id: registro.id + 1000, listaProdutoId: item.id, agradecido: true })).statusCode).toBe(404);
    expect((await patch({ canal: 'loja', id: registro.id, listaProdutoId: item.id, agradecido: 'sim' })).statusCode).toBe(400);
    expect((await patch({ canal: 'loja', id: registro.id, listaProdutoId: item.id, agradecido: false }, sid)).statusCode).toBe(403);

    // an undone registration leaves the tracker
    await send('POST', `/presentes-loja/${registro.id}/desfazer`);
    expect(await read(maria, `/cliente/listas/${listaId}/presentes-recebidos`)).toEqual([]);
  });

  it('shows an online order once per gift (a kit as one row, its value the sum paid), and thanks the whole kit', async () => {
    const listaId = await mariaList();
    const loose = await newItem(t.db, listaId);
    const { anchor, members } = await newKit(t.db, listaId, 1);
    const [pedido] = await t.db
      .insert(s.pedidos)
      .values({ shopifyOrderId: 'till-test-order', nome: '#5001', listaId, compradorNome: 'Primo Léo', compradorEmail: 'leo@example.com', mensagem: 'Oi', total: 60, moeda: 'BRL', situacao: 'pago', pagoEm: t.clock.now })
      .returning();
    await t.db.insert(s.pedidoItens).values([
      { pedidoId: pedido!.id, listaProdutoId: loose.id, titulo: 'Item', quantidade: 1, preco: 10 },
      { pedidoId: pedido!.id, listaProdutoId: anchor.id, titulo: 'A', quantidade: 1, preco: 20 },
      { pedidoId: pedido!.id, listaProdutoId: members[0]!.id, titulo: 'B', quantidade: 1, preco: 30 },
    ]);
    const maria = await sessionFor(t, 'cliente', DEMO_CUSTOMERS.maria.codigo);
    const url = `/cliente/listas/${listaId}/presentes-recebidos`;
    const rows = receivedGiftsResponseSchema.parse((await get(url, maria)).json()).presentes;
    expect(rows.map((r) => [r.canal, r.presente === 'Kit Teste', r.valor, r.pedido])).toEqual([
      ['online', false, 10, '#5001'],
      ['online', true, 50, '#5001'],
    ]);
    const kitRow = rows[1]!;
    const res = await send('PATCH', `${url}/agradecimento`, { canal: 'online', id: pedido!.id, listaProdutoId: kitRow.listaProdutoId, agradecido: true }, maria);
    expect(res.statusCode).toBe(200);
    const thanked = await t.db.select({ id: s.pedidoItens.listaProdutoId, at: s.pedidoItens.agradecidoEm }).from(s.pedidoItens).where(and(eq(s.pedidoItens.pedidoId, pedido!.id)));
    expect(thanked.filter((r) => r.at !== null).map((r) => r.id).sort()).toEqual([anchor.id, members[0]!.id].sort());
    const after = receivedGiftsResponseSchema.parse((await get(url, maria)).json()).presentes;
    expect(after.map((r) => r.agradecido)).toEqual([false, true]);
  });
});
