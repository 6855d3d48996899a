/**
 * Gifts bought at a store's till and registered by the staff (decision 028, 'Presente na loja'): find a
 * list by its code or title, show its gifts, register one as given (channel loja) and undo a
 * registration made the same day. The rules are online giving's (./holds, ./orderEvents): a given
 * gift is never given again, and a gift held by an online checkout cannot be registered while the
 * hold lasts. A registration locks the gift's rows (FOR UPDATE) before it looks for holds, and a
 * hold reads them under a share lock after writing itself (takeHold), so of a registration and a
 * checkout at the same moment exactly one wins; two registrations of one gift queue on the row
 * locks, and the partial unique index of `presente_loja_itens` refuses a second active one whatever
 * happens. The till's sale already moved the branch's stock: `estoque` is never touched here.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { unitPrice, type Lista, type ListProductItem } from 'shared-contracts';
import { STORE_GIFT_MSG } from 'shared-contracts/area-texts';
import type { StoreGift, TillListSummary } from 'shared-contracts/area-schemas';
import type { registerStoreGiftRequestSchema } from 'shared-contracts/requests';
import type { z } from 'zod';
import type { Db } from '../db';
import * as s from '../db/schema';
import { inTransaction } from '../lib/transaction';
import { HttpError, isUniqueViolation, MSG } from '../lib/errors';
import type { MailMessage } from '../mail/mailer';
import { groupKits, loadListItems } from '../lists/items';
import { listaFields, listFilterConditions, searchedListId, selectListas } from '../lists/queries';
import { ownerMail, ownerUndoMail } from '../mail/ownerMails';
import { sameStoreDay } from '../lib/storeDay';

/** At most this many lists answer a title search at the till. */
export const TILL_SEARCH_LIMIT = 20;


/**
 * Lists the till's search finds: a whole number that is a list's id finds that list alone; any
 * other text (or a number that is no list's id) finds the lists whose title contains it
 * (accent- and case-insensitive), active first, then by event date, newest first.
 */
export async function searchTillLists(db: Db, busca: string): Promise<TillListSummary[]> {
  const base = () =>
    db
      .select({ id: s.listas.id, titulo: s.listas.titulo, dataEvento: s.listas.dataEvento, status: s.listas.status, filial: s.filiais.nome, cliente: s.cliFor.nome })
      .from(s.listas)
      .innerJoin(s.filiais, eq(s.filiais.id, s.listas.filialId))
      .innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo));
  const asId = searchedListId(busca);
  let rows = asId ? await base().where(eq(s.listas.id, asId)).limit(1) : [];
  if (!rows.length) {
    rows = await base()
      .where(and(...listFilterConditions({ search: busca })))
      .orderBy(sql`${s.listas.status} <> 'ativo'`, desc(s.listas.dataEvento), desc(s.listas.id))
      .limit(TILL_SEARCH_LIMIT);
  }
  return rows.map((r) => ({ ...r, dataEvento: r.dataEvento.toISOString(), status: r.status as TillListSummary['status'] }));
}

/** Who asks at the till: a staff user that holds 'Registrar presente na loja' (the route checked it). */
export interface TillCaller {
  id: number;
  su: boolean;
  filialId?: number | null;
}

/**
 * Whether `caller` may undo a registration made by `registro.registradoPor` in branch
 * `registro.filialId` (docs/decisions/037): the clerk who registered it, the staff of that branch
 * (with the till's permission, which the route checked), and a super-user.
 */
export const mayUndo = (caller: TillCaller, registro: { registradoPor: number; filialId: number }): boolean =>
  caller.su || caller.id === registro.registradoPor || (caller.filialId != null && caller.filialId === registro.filialId);

const registradoPor = alias(s.usuarios, 'registrado_por');
const desfeitoPor = alias(s.usuarios, 'desfeito_por');

/**
 * The till registrations of list `listaId` (or the one `id`), newest first, in the contract's shape
 * at `now`; `podeDesfazer` is whether `caller` may undo each one now.
 */
export async function storeGiftsOf(db: Db, where: { listaId: number } | { id: number }, now: Date, caller: TillCaller): Promise<StoreGift[]> {
  const rows = await db
    .select({ p: s.presentesLoja, filialNome: s.filiais.nome, por: registradoPor.nome, desfeitoPorNome: desfeitoPor.nome })
    .from(s.presentesLoja)
    .innerJoin(s.filiais, eq(s.filiais.id, s.presentesLoja.filialId))
    .innerJoin(registradoPor, eq(registradoPor.codigo, s.presentesLoja.registradoPor))
    .leftJoin(desfeitoPor, eq(desfeitoPor.codigo, s.presentesLoja.desfeitoPor))
    .where('id' in where ? eq(s.presentesLoja.id, where.id) : eq(s.presentesLoja.listaId, where.listaId))
    .orderBy(desc(s.presentesLoja.registradoEm), desc(s.presentesLoja.id));
  return rows.map(({ p, filialNome, por, desfeitoPorNome }) => ({
    id: p.id,
    listaId: p.listaId,
    listaProdutoId: p.listaProdutoId,
    kitId: p.kitId,
    presente: p.presente,
    valor: p.valor,
    nome: p.nome,
    email: p.email,
    mensagem: p.mensagem,
    filial: { id: p.filialId, nome: filialNome },
    numeroVenda: p.numeroVenda,
    registradoPor: por,
    registradoEm: p.registradoEm.toISOString(),
    desfeitoPor: desfeitoPorNome,
    desfeitoEm: p.desfeitoEm?.toISOString() ?? null,
    podeDesfazer: p.desfeitoEm === null && sameStoreDay(p.registradoEm, now) && mayUndo(caller, p),
  }));
}

/**
 * A list at the till: its fields, its owner's name (no e-mail), every gift grouped as the guest
 * page groups them (with `vendido` and `reservadoAte`), and its registrations as `caller` sees
 * them. 404 for an unknown id.
 */
export async function tillList(db: Db, id: number, now: Date, caller: TillCaller): Promise<{ lista: Lista; registros: StoreGift[] }> {
  const [row] = await selectListas(db).where(eq(s.listas.id, id)).limit(1);
  if (!row) throw new HttpError(404, MSG.listNotFound);
  const [owner] = await db.select({ codigo: s.cliFor.codigo, nome: s.cliFor.nome }).from(s.cliFor).where(eq(s.cliFor.codigo, row.lista.cliForCodigo)).limit(1);
  const produtos = await loadListItems(db, [id], now);
  const { produtosAvulsos, kits } = await groupKits(db, id, produtos);
  return {
    lista: { ...listaFields(row), cli_for: owner ? { Codigo: owner.codigo, Nome: owner.nome } : null, produtosAvulsos, kits },
    registros: await storeGiftsOf(db, { listaId: id }, now, caller),
  };
}

/** The gift that list item `itemId` stands for: the item alone, or the kit it anchors (a kit's other items are not gifts of their own). */
async function giftOf(db: Db, listaId: number, itemId: number, now: Date) {
  const produtos = await loadListItems(db, [listaId], now);
  const { produtosAvulsos, kits } = await groupKits(db, listaId, produtos);
  const loose = produtosAvulsos.find((i) => i.id === itemId);
  if (loose) return { kitId: null, nome: loose.produto.nome, items: [loose] };
  const kit = kits.find((k) => k.anchor.id === itemId);
  if (kit) return { kitId: kit.kitId, nome: kit.kitNome, items: [kit.anchor, ...kit.members] };
  throw new HttpError(404, STORE_GIFT_MSG.itemNotInList);
}

const valueOf = (items: ListProductItem[]) => Math.round(items.reduce((sum, i) => sum + unitPrice(i) * i.quantidade, 0) * 100) / 100;

/** What a registration needs besides the request: the list, the caller and the time. */
export interface StoreGiftContext {
  db: Db;
  now: Date;
  siteUrl: string;
  /** Stages the owner's mail in the transaction; the returned function sends it after the commit. */
  stageMail: (tx: Db, message: MailMessage) => Promise<() => void>;
}

/**
 * Registers gift `body.listaProdutoId` of list `listaId` as given at the till by staff member
 * `caller`: the unsold items of the gift become given, a registration and its audit row are
 * written, and the owner's mail is staged. Errors (pt-BR, nothing written): 404 unknown list or
 * gift, 409 archived list, gift already given, gift held by an online checkout (or registered by
 * someone else at the same moment), 400 unknown branch. Returns the registration and the mail's
 * delivery (call it after the transaction).
 */
export async function registerStoreGift(
  ctx: StoreGiftContext,
  listaId: number,
  body: z.output<typeof registerStoreGiftRequestSchema>,
  caller: TillCaller,
): Promise<{ registro: StoreGift; deliver: () => void }> {
  const { now } = ctx;
  try {
    // run again on a deadlock or serialization failure (lib/transaction)
    return await inTransaction(ctx.db, async (tx) => {
      const [lista] = await tx
        .select({ id: s.listas.id, titulo: s.listas.titulo, status: s.listas.status, ownerNome: s.cliFor.nome, ownerEmail: s.cliFor.email })
        .from(s.listas)
        .innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo))
        .where(eq(s.listas.id, listaId))
        .limit(1);
      if (!lista) throw new HttpError(404, MSG.listNotFound);
      if (lista.status !== 'ativo') throw new HttpError(409, STORE_GIFT_MSG.archived);
      const [filial] = await tx.select({ id: s.filiais.id, nome: s.filiais.nome }).from(s.filiais).where(eq(s.filiais.id, body.filialId)).limit(1);
      if (!filial) throw new HttpError(400, STORE_GIFT_MSG.badBranch);

      const gift = await giftOf(tx, listaId, body.listaProdutoId, now);
      const ids = gift.items.map((i) => i.id).sort((a, b) => a - b);
      // Lock the gift's rows (in id order: no deadlock between two registrations), then read them again.
      const locked = await tx
        .select({ id: s.listaProdutos.id, vendido: s.listaProdutos.vendido })
        .from(s.listaProdutos)
        .where(inArray(s.listaProdutos.id, ids))
        .orderBy(asc(s.listaProdutos.id))
        .for('update');
      const unsold = new Set(locked.filter((r) => !r.vendido).map((r) => r.id));
      if (!unsold.size) throw new HttpError(409, STORE_GIFT_MSG.alreadyGiven);
      const held = await tx
        .select({ id: s.reservas.listaProdutoId })
        .from(s.reservas)
        .where(and(inArray(s.reservas.listaProdutoId, [...unsold]), gt(s.reservas.expiresAt, now)))
        .limit(1);
      if (held.length) throw new HttpError(409, STORE_GIFT_MSG.held);

      const given = gift.items.filter((i) => unsold.has(i.id));
      const [row] = await tx
        .insert(s.presentesLoja)
        .values({
          listaId,
          listaProdutoId: body.listaProdutoId,
          kitId: gift.kitId,
          presente: gift.nome,
          quantidade: gift.kitId === null ? given[0]!.quantidade : 1,
          valor: valueOf(given),
          nome: body.nome,
          email: body.email ?? null,
          mensagem: body.mensagem ?? null,
          filialId: filial.id,
          numeroVenda: body.numeroVenda ?? null,
          registradoPor: caller.id,
          registradoEm: now,
        })
        .returning({ id: s.presentesLoja.id, valor: s.presentesLoja.valor });
      await tx.insert(s.presenteLojaItens).values(given.map((i) => ({ presenteId: row!.id, listaProdutoId: i.id })));
      await tx.update(s.listaProdutos).set({ vendido: true, updatedAt: now }).where(inArray(s.listaProdutos.id, [...unsold]));
      await tx.insert(s.presentesLojaAuditoria).values({ presenteId: row!.id, acao: 'registrado', usuarioCodigo: caller.id, em: now });

      const deliver = lista.ownerEmail
        ? await ctx.stageMail(
            tx,
            ownerMail({
              to: lista.ownerEmail,
              ownerName: lista.ownerNome,
              listId: listaId,
              listTitle: lista.titulo,
              gifts: [{ nome: gift.nome, total: row!.valor, itens: gift.kitId === null ? undefined : given.map((i) => i.produto.nome) }],
              giver: { nome: body.nome, email: body.email ?? null, mensagem: body.mensagem ?? null },
              store: { nome: filial.nome, numeroVenda: body.numeroVenda ?? null },
              siteUrl: ctx.siteUrl,
            }),
          )
        : () => undefined;
      const [registro] = await storeGiftsOf(tx, { id: row!.id }, now, caller);
      return { registro: registro!, deliver };
    });
  } catch (error) {
    // Another registration of the same item committed between our read and our write.
    if (isUniqueViolation(error)) throw new HttpError(409, STORE_GIFT_MSG.alreadyGiven);
    throw error;
  }
}

/**
 * Undoes registration `id` by staff member `caller`: its items are available again (those that an
 * online order has given since stay given), the registration keeps who undid it and when, an audit
 * row is written, and when the owner has an e-mail (so the registration mailed them) a correction
 * is staged (docs/decisions/037). 404 unknown, 403 a caller who did not register it and is not of
 * its branch (`mayUndo`), 409 already undone or not registered today (the stores' calendar day).
 * Returns the registration and the mail's delivery (call it after the transaction).
 */
export async function undoStoreGift(ctx: StoreGiftContext, id: number, caller: TillCaller): Promise<{ registro: StoreGift; deliver: () => void }> {
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(s.presentesLoja).where(eq(s.presentesLoja.id, id)).for('update').limit(1);
    if (!row) throw new HttpError(404, STORE_GIFT_MSG.registrationNotFound);
    if (!mayUndo(caller, row)) throw new HttpError(403, STORE_GIFT_MSG.undoNotAllowed);
    if (row.desfeitoEm) throw new HttpError(409, STORE_GIFT_MSG.alreadyUndone);
    if (!sameStoreDay(row.registradoEm, now)) throw new HttpError(409, STORE_GIFT_MSG.undoOnlySameDay);
    const items = await tx
      .update(s.presenteLojaItens)
      .set({ ativo: false })
      .where(and(eq(s.presenteLojaItens.presenteId, id), eq(s.presenteLojaItens.ativo, true)))
      .returning({ id: s.presenteLojaItens.listaProdutoId });
    const ids = items.map((i) => i.id);
    if (ids.length) {
      const online = await tx
        .select({ id: s.pedidoItens.listaProdutoId })
        .from(s.pedidoItens)
        .where(and(inArray(s.pedidoItens.listaProdutoId, ids), isNull(s.pedidoItens.devolvidoEm)));
      const back = ids.filter((i) => !online.some((o) => o.id === i));
      if (back.length) await tx.update(s.listaProdutos).set({ vendido: false, updatedAt: now }).where(inArray(s.listaProdutos.id, back));
    }
    await tx.update(s.presentesLoja).set({ desfeitoPor: caller.id, desfeitoEm: now }).where(eq(s.presentesLoja.id, id));
    await tx.insert(s.presentesLojaAuditoria).values({ presenteId: id, acao: 'desfeito', usuarioCodigo: caller.id, em: now });

    const [lista] = await tx
      .select({ titulo: s.listas.titulo, ownerNome: s.cliFor.nome, ownerEmail: s.cliFor.email, filialNome: s.filiais.nome })
      .from(s.listas)
      .innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo))
      .innerJoin(s.filiais, eq(s.filiais.id, row.filialId))
      .where(eq(s.listas.id, row.listaId))
      .limit(1);
    const deliver = lista?.ownerEmail
      ? await ctx.stageMail(
          tx,
          ownerUndoMail({
            to: lista.ownerEmail,
            ownerName: lista.ownerNome,
            listId: row.listaId,
            listTitle: lista.titulo,
            gift: row.presente,
            giver: row.nome,
            store: lista.filialNome,
            siteUrl: ctx.siteUrl,
          }),
        )
      : () => undefined;
    const [registro] = await storeGiftsOf(tx, { id }, now, caller);
    return { registro: registro!, deliver };
  });
}
