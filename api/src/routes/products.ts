/**
 * List products and kits for staff product management (§7 "List products and kits", §2 Staff
 * product management): the items table, item edit, sold toggles, removal, kit removal and
 * unlinking, and the product lookup. HTTP only: the queries are lists/products and
 * lists/catalogue. Permissions per call: ./staffCalls and api/README.md.
 */
import type { FastifyInstance } from 'fastify';
import { type ProductLookup } from 'shared-contracts';
import { listItemsQuerySchema, setItemSoldRequestSchema, updateListItemRequestSchema } from 'shared-contracts/requests';
import { parseBody, parseOr400 } from '../lib/errors';
import { lookupProduct } from '../lists/catalogue';
import { STAFF_MSG } from '../lists/messages';
import { listItemsOf, removeKit, removeListItem, setAnchorSold, setItemSold, unlinkKitMember, updateListItem } from '../lists/products';
import {
  idParamsSchema,
  listIdParamsSchema,
  productCodeParamsSchema,
  removeItemParamsSchema,
  staffRoute,
} from './staffCalls';

/** Registers the §7 List products and kits calls used by product management; permission checked first (401/403). */
export async function productRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;
  const cotaRule = { precoMinimo: app.ctx.config.cotas.precoMinimo, now };

  staffRoute(app, 'listItems', async (request) => {
    const { listId } = parseOr400(listIdParamsSchema, request.params);
    return listItemsOf(db, listId, parseOr400(listItemsQuerySchema, request.query));
  });

  /* Edit quantity and description; a sold item is refused (409). Description left out is kept. */
  staffRoute(app, 'updateItem', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const body = parseBody(updateListItemRequestSchema, request.body);
    return { listaProduto: await updateListItem(db, id, body, cotaRule) };
  });

  staffRoute(app, 'setItemSold', async (request, _reply, caller) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const { vendido } = parseBody(setItemSoldRequestSchema, request.body);
    const listaProduto = await setItemSold(db, id, vendido, now, caller.id);
    return { message: vendido ? STAFF_MSG.markedSold : STAFF_MSG.markedAvailable, listaProduto };
  });

  /* Remove one item: the id/list/product triple must match (404); sold items and kit anchors are refused (409). */
  staffRoute(app, 'removeItem', async (request) => {
    await removeListItem(db, parseOr400(removeItemParamsSchema, request.params));
    return { message: STAFF_MSG.itemRemoved };
  });

  /* Anchor sold toggle: only the anchor row changes, members keep their state. */
  staffRoute(app, 'setAnchorSold', async (request, _reply, caller) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const { vendido } = parseBody(setItemSoldRequestSchema, request.body);
    const listaProduto = await setAnchorSold(db, id, vendido, now, caller.id);
    return { message: vendido ? STAFF_MSG.kitMarkedSold : STAFF_MSG.kitMarkedAvailable, listaProduto };
  });

  /* Remove kit: the kit, its anchor and its members leave the list; refused (409) when any is sold. */
  staffRoute(app, 'removeKit', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    await removeKit(db, id);
    return { message: STAFF_MSG.kitRemoved };
  });

  /* Unlink a member: it becomes a loose item. Not for anchors, loose items or sold members (409). */
  staffRoute(app, 'unlinkKitMember', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    await unlinkKitMember(db, id, now);
    return { message: STAFF_MSG.unlinked };
  });

  /* Product lookup by code (§3 Product lookup result): active products only, price of the first price row. */
  staffRoute(app, 'productLookup', async (request): Promise<ProductLookup> => {
    const { codigo } = parseOr400(productCodeParamsSchema, request.params);
    return lookupProduct(db, codigo);
  });
}
