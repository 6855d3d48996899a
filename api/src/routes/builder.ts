/**
 * The kit and product builder calls (§7 "List products and kits"; §2 Kit builder, Add product to
 * list, Edit variable product; §5 Kit): add a product with or without a variant, edit a variable
 * item, create a kit or add products to an existing one, and the size and colour lists.
 * The request rules (§5 Kit, same messages as the forms) are the contracts' schemas; what needs
 * the database (the list exists and is not archived, the product is active, the variant exists,
 * the anchor is unsold and is not another kit's member) is lists/kits. Permissions: ./staffCalls.
 */
import type { FastifyInstance } from 'fastify';
import { strictIdSchema } from 'shared-contracts';
import type { CreateKitResponse } from 'shared-contracts/area-schemas';
import {
  addListItemRequestSchema,
  addVariantItemRequestSchema,
  createKitRequestSchema,
  sizesColoursQuerySchema,
  updateVariantItemRequestSchema,
} from 'shared-contracts/requests';
import { z } from 'zod';
import { parseBody, parseOr400 } from '../lib/errors';
import { sizesOrColours } from '../lists/catalogue';
import { addListItem, addVariantItem, BUILDER_MSG, saveKit, updateVariantItem } from '../lists/kits';
import { staffRoute } from './staffCalls';

/** pt-BR messages of the builder calls (defined in lists/kits). */
export { BUILDER_MSG } from '../lists/kits';

const itemIdParamsSchema = z.object({ itemId: strictIdSchema('ID inválido') });

/** Registers the builder calls; the permission check runs first (401/403, nothing read or written). */
export async function builderRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;
  const cotaRule = { precoMinimo: app.ctx.config.cotas.precoMinimo, now };

  /* Add a product without variants: 201 {message, listaProduto}. */
  staffRoute(app, 'addItem', async (request, reply) => {
    const body = parseBody(addListItemRequestSchema, request.body);
    const listaProduto = await addListItem(db, body, cotaRule);
    reply.code(201);
    return { message: BUILDER_MSG.itemAdded, listaProduto };
  });

  /* Add the product's variant of that size and colour: 201, or 404 when it has no such variant. */
  staffRoute(app, 'addVariantItem', async (request, reply) => {
    const body = parseBody(addVariantItemRequestSchema, request.body);
    const listaProduto = await addVariantItem(db, body, cotaRule);
    reply.code(201);
    return { message: BUILDER_MSG.itemAdded, listaProduto };
  });

  /* Edit a variable item: quantity, description (left out: kept), size and colour of its product. */
  staffRoute(app, 'updateVariantItem', async (request) => {
    const { itemId } = parseOr400(itemIdParamsSchema, request.params);
    const body = parseBody(updateVariantItemRequestSchema, request.body);
    return { message: BUILDER_MSG.itemUpdated, listaProduto: await updateVariantItem(db, itemId, body, cotaRule) };
  });

  /*
   * Kit save: creates the kit around the anchor (201, created true) or adds the products to the
   * anchor's kit ('Adicionar Item': 200, created false). The anchor row is locked for the
   * transaction, so two saves around one item make one kit.
   */
  staffRoute(app, 'createKit', async (request, reply): Promise<CreateKitResponse> => {
    const body = parseBody(createKitRequestSchema, request.body);
    const { kitId, created, items } = await saveKit(db, body, now);
    reply.code(created ? 201 : 200);
    return { message: created ? BUILDER_MSG.kitCreated : BUILDER_MSG.kitItemsAdded, kitId, created, items };
  });

  staffRoute(app, 'sizes', async (request) => sizesOrColours(db, 'tamanhos', parseOr400(sizesColoursQuerySchema, request.query)));
  staffRoute(app, 'colours', async (request) => sizesOrColours(db, 'cores', parseOr400(sizesColoursQuerySchema, request.query)));
}
