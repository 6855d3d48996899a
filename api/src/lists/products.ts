/**
 * Product management of a list for staff (§7 "List products and kits", §2 Staff product
 * management): the items table with its filter, item edit, sold toggles, removal of an item or a
 * kit, and unlinking a kit member. Errors are HttpErrors with the STAFF_MSG of the call (404 an
 * unknown item, kit or list; 409 a change the item's state forbids).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ListProductItem } from 'shared-contracts';
import type { ListItemsResponse } from 'shared-contracts/area-schemas';
import type { listItemsQuerySchema } from 'shared-contracts/requests';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG } from '../lib/errors';
import { markCotas, type CotaRule } from './cotas';
import { findItem, groupKits, itemOut, loadListItems } from './items';
import { STAFF_MSG } from './messages';
import { listaFields, normalizeSearch, progressOf, selectListas } from './queries';

export type ItemsQuery = ReturnType<typeof listItemsQuerySchema.parse>;

/**
 * The row filter of the items table: `status` disponivel (not sold) or vendido, and `search`
 * contained in the product name, accent- and case-insensitively.
 */
export function itemMatcher(q: ItemsQuery): (item: ListProductItem) => boolean {
  const search = q.search ? normalizeSearch(q.search) : '';
  return (item) =>
    (q.status === 'todos' || item.vendido === (q.status === 'vendido')) &&
    (!search || normalizeSearch(item.produto.nome).includes(search));
}

/**
 * The items response of a list (§3 Items response): loose items and kits after the filter, the
 * list (with progress) and stats.total = every item row of the list, unfiltered. A kit appears
 * when its anchor or any member matches; its anchor always comes with it (it carries the kit's
 * actions) and only its matching members are kept. 404 when the list does not exist.
 */
export async function listItemsOf(db: Db, listId: number, q: ItemsQuery): Promise<ListItemsResponse> {
  const [row] = await selectListas(db).where(eq(s.listas.id, listId)).limit(1);
  if (!row) throw new HttpError(404, MSG.listNotFound);
  const all = await loadListItems(db, [listId]);
  const { produtosAvulsos, kits } = await groupKits(db, listId, all);
  const match = itemMatcher(q);
  return {
    items: produtosAvulsos.filter(match),
    kits: kits.flatMap((k) => {
      const members = k.members.filter(match);
      return match(k.anchor) || members.length ? [{ ...k, members }] : [];
    }),
    stats: { total: all.length },
    lista: { ...listaFields(row), progress: progressOf(all.filter((i) => i.vendido).length, all.length) },
  };
}

/** The kit {id, listaId, anchorItemId} whose anchor item is `anchorItemId`, in an existing list, or a 404 STAFF_MSG.kitNotFound. */
async function findKitByAnchor(db: Db, anchorItemId: number) {
  const [kit] = await db
    .select({ id: s.kits.id, listaId: s.kits.listaId, anchorItemId: s.kits.anchorItemId })
    .from(s.kits)
    .innerJoin(s.listaProdutos, and(eq(s.listaProdutos.id, s.kits.anchorItemId), eq(s.listaProdutos.listaId, s.kits.listaId)))
    .where(eq(s.kits.anchorItemId, anchorItemId))
    .limit(1);
  if (!kit) throw new HttpError(404, STAFF_MSG.kitNotFound);
  return kit;
}

/** True when item `id` is the anchor of a kit. */
async function isAnchor(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: s.kits.id }).from(s.kits).where(eq(s.kits.anchorItemId, id)).limit(1);
  return rows.length > 0;
}

/**
 * Edits quantity and description of item `id` (§7, PUT /lista-produtos/:id): 404 unknown item,
 * 409 STAFF_MSG.soldNotEditable when sold (and the write only touches an unsold row). Description
 * left out (undefined) is kept, '' or null clears it (trimmed). updatedAt = `now()` (read after
 * the item is found). Returns the item in the §3 list product item shape.
 */
export async function updateListItem(
  db: Db,
  id: number,
  body: { quantidade: number; descricao?: string | null; aceitaCotas?: boolean },
  rule: CotaRule,
): Promise<ListProductItem> {
  const item = await findItem(db, id);
  if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotEditable);
  const descricao = body.descricao === undefined ? {} : { descricao: body.descricao?.trim() || null };
  await db.transaction(async (tx) => {
    await tx
      .update(s.listaProdutos)
      .set({ quantidade: body.quantidade, ...descricao, updatedAt: rule.now() })
      .where(and(eq(s.listaProdutos.id, id), eq(s.listaProdutos.vendido, false)));
    await markCotas(tx, item.listaId, id, body.aceitaCotas, rule);
  });
  return itemOut(db, item.listaId, id);
}

/** An item marked available loses the owner's thanks of its marking ('Marcado pela loja'): a new marking is a new gift. */
const unmarkedThanks = (vendido: boolean) => (vendido ? {} : { agradecidoEm: null });

/**
 * Marks item `id` sold or available (§7, sold toggle) by staff member `staffCodigo`: 404 unknown
 * item; updatedAt = `now()`; marking it available takes it out of a till registration
 * (releaseStoreGifts). Returns the item in the §3 list product item shape.
 */
export async function setItemSold(db: Db, id: number, vendido: boolean, now: () => Date, staffCodigo: number): Promise<ListProductItem> {
  const item = await findItem(db, id);
  await db.transaction(async (tx) => {
    await tx.update(s.listaProdutos).set({ vendido, updatedAt: now(), ...unmarkedThanks(vendido) }).where(eq(s.listaProdutos.id, id));
    if (!vendido) await releaseStoreGifts(tx, [id], staffCodigo, now());
  });
  return itemOut(db, item.listaId, id);
}

/**
 * Items that the staff mark available by hand leave the till registrations that gave them
 * (decision 028): their registered item rows stop being active (so the till may register them
 * again), and a registration left with no active item counts as undone by that staff member, with
 * its audit row.
 */
async function releaseStoreGifts(tx: Db, itemIds: number[], staffCodigo: number, at: Date): Promise<void> {
  const released = await tx
    .update(s.presenteLojaItens)
    .set({ ativo: false })
    .where(and(inArray(s.presenteLojaItens.listaProdutoId, itemIds), eq(s.presenteLojaItens.ativo, true)))
    .returning({ presenteId: s.presenteLojaItens.presenteId });
  for (const presenteId of new Set(released.map((r) => r.presenteId))) {
    const [active] = await tx
      .select({ id: s.presenteLojaItens.listaProdutoId })
      .from(s.presenteLojaItens)
      .where(and(eq(s.presenteLojaItens.presenteId, presenteId), eq(s.presenteLojaItens.ativo, true)))
      .limit(1);
    if (active) continue;
    const undone = await tx
      .update(s.presentesLoja)
      .set({ desfeitoPor: staffCodigo, desfeitoEm: at })
      .where(and(eq(s.presentesLoja.id, presenteId), isNull(s.presentesLoja.desfeitoEm)))
      .returning({ id: s.presentesLoja.id });
    if (undone.length) await tx.insert(s.presentesLojaAuditoria).values({ presenteId, acao: 'desfeito', usuarioCodigo: staffCodigo, em: at });
  }
}

/**
 * Removes one item (§7, DELETE of a list item): the id/list/product triple must match (404
 * STAFF_MSG.itemNotFound); sold items (STAFF_MSG.soldNotRemovable) and kit anchors
 * (STAFF_MSG.anchorNotRemovable) are refused with 409; only an unsold row is deleted.
 */
export async function removeListItem(db: Db, target: { id: number; listaId: number; ordemProdServ: number }): Promise<void> {
  const { id, listaId, ordemProdServ } = target;
  const item = await findItem(db, id);
  if (item.listaId !== listaId || item.ordemProdServ !== ordemProdServ) throw new HttpError(404, STAFF_MSG.itemNotFound);
  if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotRemovable);
  if (await isAnchor(db, id)) throw new HttpError(409, STAFF_MSG.anchorNotRemovable);
  await db.delete(s.listaProdutos).where(and(eq(s.listaProdutos.id, id), eq(s.listaProdutos.vendido, false)));
}

/**
 * The anchor sold toggle of the kit anchored at item `anchorItemId` (§7): only the anchor row
 * changes, members keep their state; 404 STAFF_MSG.kitNotFound; updatedAt = `now()`. Returns the
 * anchor in the §3 list product item shape.
 */
export async function setAnchorSold(db: Db, anchorItemId: number, vendido: boolean, now: () => Date, staffCodigo: number): Promise<ListProductItem> {
  const kit = await findKitByAnchor(db, anchorItemId);
  await db.transaction(async (tx) => {
    await tx.update(s.listaProdutos).set({ vendido, updatedAt: now(), ...unmarkedThanks(vendido) }).where(eq(s.listaProdutos.id, kit.anchorItemId));
    if (!vendido) await releaseStoreGifts(tx, [kit.anchorItemId], staffCodigo, now());
  });
  return itemOut(db, kit.listaId, kit.anchorItemId);
}

/**
 * Removes the kit anchored at item `anchorItemId` (§7 Remove kit): the kit, its anchor and its
 * members leave the list, in one transaction; 404 STAFF_MSG.kitNotFound, 409 STAFF_MSG.kitWithSold
 * when any of them is sold (nothing is deleted then).
 */
export async function removeKit(db: Db, anchorItemId: number): Promise<void> {
  const kit = await findKitByAnchor(db, anchorItemId);
  const inKit = or(eq(s.listaProdutos.kitId, kit.id), eq(s.listaProdutos.id, kit.anchorItemId));
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: s.listaProdutos.id, vendido: s.listaProdutos.vendido })
      .from(s.listaProdutos)
      .where(and(eq(s.listaProdutos.listaId, kit.listaId), inKit));
    if (rows.some((r) => r.vendido)) throw new HttpError(409, STAFF_MSG.kitWithSold);
    await tx.delete(s.listaProdutos).where(inArray(s.listaProdutos.id, rows.map((r) => r.id)));
    await tx.delete(s.kits).where(eq(s.kits.id, kit.id));
  });
}

/**
 * Unlinks kit member `id` (§7): it becomes a loose item (kitId null, updatedAt = `now()`). 404
 * unknown item; 409 for a loose item (STAFF_MSG.notInKit), an anchor (anchorNotUnlinkable) or a
 * sold member (soldNotUnlinkable), checked in that order.
 */
export async function unlinkKitMember(db: Db, id: number, now: () => Date): Promise<void> {
  const item = await findItem(db, id);
  if (item.kitId === null) throw new HttpError(409, STAFF_MSG.notInKit);
  if (await isAnchor(db, id)) throw new HttpError(409, STAFF_MSG.anchorNotUnlinkable);
  if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotUnlinkable);
  await db.update(s.listaProdutos).set({ kitId: null, updatedAt: now() }).where(eq(s.listaProdutos.id, id));
}
