/**
 * List products and kits for staff product management (§7 "List products and kits", §2 Staff
 * product management): the items table, item edit, sold toggles, removal, kit removal and
 * unlinking, and the product lookup. Permissions per call: ./staffCalls and api/README.md.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ListItemsResponse, type ListProductItem, type ProductLookup } from 'shared-contracts';
import { listItemsQuerySchema, setItemSoldRequestSchema, updateListItemRequestSchema } from 'shared-contracts/requests';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG, parseBody, parseOr400 } from '../lib/errors';
import { findItem, groupKits, itemOut, loadListItems } from '../lists/items';
import { STAFF_MSG } from '../lists/messages';
import { listaFields, normalizeSearch, progressOf, selectListas } from '../lists/queries';
import {
  idParamsSchema,
  listIdParamsSchema,
  productCodeParamsSchema,
  removeItemParamsSchema,
  staffRoute,
} from './staffCalls';

type ItemsQuery = ReturnType<typeof listItemsQuerySchema.parse>;

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

/** The kit whose anchor item is `anchorItemId`, in an existing list, or a 404. */
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

/** Registers the §7 List products and kits calls used by product management; permission checked first (401/403). */
export async function productRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  staffRoute(app, 'listItems', async (request) => {
    const { listId } = parseOr400(listIdParamsSchema, request.params);
    return listItemsOf(db, listId, parseOr400(listItemsQuerySchema, request.query));
  });

  /* Edit quantity and description; a sold item is refused (409). Description left out is kept. */
  staffRoute(app, 'updateItem', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const body = parseBody(updateListItemRequestSchema, request.body);
    const item = await findItem(db, id);
    if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotEditable);
    const descricao = body.descricao === undefined ? {} : { descricao: body.descricao?.trim() || null };
    await db
      .update(s.listaProdutos)
      .set({ quantidade: body.quantidade, ...descricao, updatedAt: now() })
      .where(and(eq(s.listaProdutos.id, id), eq(s.listaProdutos.vendido, false)));
    return { listaProduto: await itemOut(db, item.listaId, id) };
  });

  staffRoute(app, 'setItemSold', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const { vendido } = parseBody(setItemSoldRequestSchema, request.body);
    const item = await findItem(db, id);
    await db.update(s.listaProdutos).set({ vendido, updatedAt: now() }).where(eq(s.listaProdutos.id, id));
    return { message: vendido ? STAFF_MSG.markedSold : STAFF_MSG.markedAvailable, listaProduto: await itemOut(db, item.listaId, id) };
  });

  /* Remove one item: the id/list/product triple must match (404); sold items and kit anchors are refused (409). */
  staffRoute(app, 'removeItem', async (request) => {
    const { id, listaId, ordemProdServ } = parseOr400(removeItemParamsSchema, request.params);
    const item = await findItem(db, id);
    if (item.listaId !== listaId || item.ordemProdServ !== ordemProdServ) throw new HttpError(404, STAFF_MSG.itemNotFound);
    if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotRemovable);
    if (await isAnchor(db, id)) throw new HttpError(409, STAFF_MSG.anchorNotRemovable);
    await db.delete(s.listaProdutos).where(and(eq(s.listaProdutos.id, id), eq(s.listaProdutos.vendido, false)));
    return { message: STAFF_MSG.itemRemoved };
  });

  /* Anchor sold toggle: only the anchor row changes, members keep their state. */
  staffRoute(app, 'setAnchorSold', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const { vendido } = parseBody(setItemSoldRequestSchema, request.body);
    const kit = await findKitByAnchor(db, id);
    await db.update(s.listaProdutos).set({ vendido, updatedAt: now() }).where(eq(s.listaProdutos.id, kit.anchorItemId));
    return {
      message: vendido ? STAFF_MSG.kitMarkedSold : STAFF_MSG.kitMarkedAvailable,
      listaProduto: await itemOut(db, kit.listaId, kit.anchorItemId),
    };
  });

  /* Remove kit: the kit, its anchor and its members leave the list; refused (409) when any is sold. */
  staffRoute(app, 'removeKit', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const kit = await findKitByAnchor(db, id);
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
    return { message: STAFF_MSG.kitRemoved };
  });

  /* Unlink a member: it becomes a loose item. Not for anchors, loose items or sold members (409). */
  staffRoute(app, 'unlinkKitMember', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const item = await findItem(db, id);
    if (item.kitId === null) throw new HttpError(409, STAFF_MSG.notInKit);
    if (await isAnchor(db, id)) throw new HttpError(409, STAFF_MSG.anchorNotUnlinkable);
    if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotUnlinkable);
    await db.update(s.listaProdutos).set({ kitId: null, updatedAt: now() }).where(eq(s.listaProdutos.id, id));
    return { message: STAFF_MSG.unlinked };
  });

  /* Product lookup by code (§3 Product lookup result): active products only, price of the first price row. */
  staffRoute(app, 'productLookup', async (request): Promise<ProductLookup> => {
    const { codigo } = parseOr400(productCodeParamsSchema, request.params);
    const [produto] = await db
      .select({ ordem: s.produtos.ordem, nome: s.produtos.nome, fotoUrl: s.produtos.fotoUrl })
      .from(s.produtos)
      .where(and(eq(s.produtos.codigo, codigo), eq(s.produtos.ativo, true)))
      .limit(1);
    if (!produto) throw new HttpError(404, STAFF_MSG.productNotFound);
    const [preco] = await db
      .select({ preco: s.produtoPrecos.preco })
      .from(s.produtoPrecos)
      .where(eq(s.produtoPrecos.produtoOrdem, produto.ordem))
      .orderBy(asc(s.produtoPrecos.id))
      .limit(1);
    return { ...produto, preco: Number(preco?.preco ?? 0) };
  });
}
