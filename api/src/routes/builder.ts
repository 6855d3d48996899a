/**
 * The kit and product builder calls (§7 "List products and kits"; §2 Kit builder, Add product to
 * list, Edit variable product; §5 Kit): add a product with or without a variant, edit a variable
 * item, create a kit or add products to an existing one, and the size and colour lists.
 * The request rules (§5 Kit, same messages as the forms) are the contracts' schemas; this file adds
 * what needs the database: the list exists and is not archived, the product is active, the variant
 * exists, the anchor is unsold and is not another kit's member. Permissions: ./staffCalls.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strictIdSchema, type CreateKitResponse, type SizeOrColour } from 'shared-contracts';
import {
  addListItemRequestSchema,
  addVariantItemRequestSchema,
  createKitRequestSchema,
  sizesColoursQuerySchema,
  updateVariantItemRequestSchema,
} from 'shared-contracts/requests';
import { z } from 'zod';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG, parseBody, parseOr400 } from '../lib/errors';
import { findItem, itemOut, loadListItems } from '../lists/items';
import { STAFF_MSG } from '../lists/messages';
import { escapeLike, normalizeSearch } from '../lists/queries';
import { staffRoute } from './staffCalls';

/** pt-BR messages of the builder calls. */
export const BUILDER_MSG = {
  archivedList: 'Lista arquivada não pode ser alterada.',
  variantNotFound: 'Este produto não tem a variação escolhida de tamanho e cor.',
  itemAdded: 'Item adicionado com sucesso!',
  itemUpdated: 'Item atualizado com sucesso!',
  kitCreated: 'Kit criado com sucesso!',
  kitItemsAdded: 'Item adicionado ao kit!',
  soldAnchor: 'Item vendido não pode receber itens de kit.',
  memberAnchor: 'Este item já faz parte de um kit: use o item âncora do kit.',
} as const;

const itemIdParamsSchema = z.object({ itemId: strictIdSchema('ID inválido') });

/** Runs `fn` with the database or the transaction it is called in. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/** 404 when list `listaId` does not exist, 409 when it is archived (its items cannot change). */
async function assertListOpen(db: Conn, listaId: number): Promise<void> {
  const [lista] = await db.select({ status: s.listas.status }).from(s.listas).where(eq(s.listas.id, listaId)).limit(1);
  if (!lista) throw new HttpError(404, MSG.listNotFound);
  if (lista.status !== 'ativo') throw new HttpError(409, BUILDER_MSG.archivedList);
}

/** The active products among `ordens` (name by ordem), or a 404 'Produto não encontrado ou inativo.' */
async function activeProducts(db: Conn, ordens: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ ordem: s.produtos.ordem, nome: s.produtos.nome })
    .from(s.produtos)
    .where(and(inArray(s.produtos.ordem, ordens), eq(s.produtos.ativo, true)));
  const found = new Map(rows.map((r) => [r.ordem, r.nome]));
  if (ordens.some((o) => !found.has(o))) throw new HttpError(404, STAFF_MSG.productNotFound);
  return found;
}

/**
 * The variant (grade.ordem) of product `produtoOrdem` with exactly this size and colour (a null
 * one means the variant has none), or a 404: a product's variants have fixed dimensions (size
 * only, colour only, or both), so a choice must name each one the product uses.
 */
async function findVariant(db: Conn, produtoOrdem: number, tamanhoCodigo: number | null, corCodigo: number | null): Promise<number> {
  const [variant] = await db
    .select({ ordem: s.grade.ordem })
    .from(s.grade)
    .where(
      and(
        eq(s.grade.produtoOrdem, produtoOrdem),
        tamanhoCodigo === null ? isNull(s.grade.tamanhoCodigo) : eq(s.grade.tamanhoCodigo, tamanhoCodigo),
        corCodigo === null ? isNull(s.grade.corCodigo) : eq(s.grade.corCodigo, corCodigo),
      ),
    )
    .orderBy(asc(s.grade.ordem))
    .limit(1);
  if (!variant) throw new HttpError(404, BUILDER_MSG.variantNotFound);
  return variant.ordem;
}

/** Stored form of an optional description: trimmed, '' is none. */
const descricaoOf = (descricao: string | null | undefined) => descricao?.trim() || null;

/** Size or colour rows for GET /tamanhos and GET /cores (§7). */
function sizesOrColours(db: Db, table: typeof s.tamanhos | typeof s.cores, q: z.infer<typeof sizesColoursQuerySchema>): Promise<SizeOrColour[]> {
  const conds: SQL[] = [];
  if (q.onlyActive) conds.push(eq(table.ativo, true));
  const search = q.q ? normalizeSearch(q.q) : '';
  if (search) {
    const folded = sql`translate(lower(${table.nome}), ${s.ACCENTED}, ${s.UNACCENTED})`;
    conds.push(sql`${folded} LIKE ${`%${escapeLike(search)}%`} ESCAPE '\\'`);
  }
  const dir = q.sort === 'desc' ? desc : asc;
  // orderBy nome, in natural order: '2 anos' before '10 anos', numbers before letters (asc)
  const leadingNumber = sql`(substring(${table.nome} from '^[0-9]+'))::int`;
  return db
    .select({ Codigo: table.codigo, Nome: table.nome })
    .from(table)
    .where(and(...conds))
    .orderBy(dir(leadingNumber), dir(table.nome), dir(table.codigo))
    .limit(q.take)
    .offset(q.skip);
}

/** Registers the builder calls; the permission check runs first (401/403, nothing read or written). */
export async function builderRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  /* Add a product without variants: 201 {message, listaProduto}. */
  staffRoute(app, 'addItem', async (request, reply) => {
    const body = parseBody(addListItemRequestSchema, request.body);
    await assertListOpen(db, body.listaId);
    await activeProducts(db, [body.ordemProdServ]);
    const [row] = await db
      .insert(s.listaProdutos)
      .values({ listaId: body.listaId, ordemProdServ: body.ordemProdServ, quantidade: body.quantidade, descricao: descricaoOf(body.descricao) })
      .returning({ id: s.listaProdutos.id });
    reply.code(201);
    return { message: BUILDER_MSG.itemAdded, listaProduto: await itemOut(db, body.listaId, row!.id) };
  });

  /* Add the product's variant of that size and colour: 201, or 404 when it has no such variant. */
  staffRoute(app, 'addVariantItem', async (request, reply) => {
    const body = parseBody(addVariantItemRequestSchema, request.body);
    await assertListOpen(db, body.listaId);
    await activeProducts(db, [body.ordemProdServ]);
    const grade = await findVariant(db, body.ordemProdServ, body.tamanhoCodigo, body.corCodigo);
    const [row] = await db
      .insert(s.listaProdutos)
      .values({
        listaId: body.listaId,
        ordemProdServ: body.ordemProdServ,
        ordemProdServGrade: grade,
        variavel: true,
        quantidade: body.quantidade,
        descricao: descricaoOf(body.descricao),
      })
      .returning({ id: s.listaProdutos.id });
    reply.code(201);
    return { message: BUILDER_MSG.itemAdded, listaProduto: await itemOut(db, body.listaId, row!.id) };
  });

  /* Edit a variable item: quantity, description (left out: kept), size and colour of its product. */
  staffRoute(app, 'updateVariantItem', async (request) => {
    const { itemId } = parseOr400(itemIdParamsSchema, request.params);
    const body = parseBody(updateVariantItemRequestSchema, request.body);
    const item = await findItem(db, itemId);
    if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotEditable);
    await assertListOpen(db, item.listaId);
    const grade = await findVariant(db, item.ordemProdServ, body.tamanhoCodigo, body.corCodigo);
    const descricao = body.descricao === undefined ? {} : { descricao: descricaoOf(body.descricao) };
    await db
      .update(s.listaProdutos)
      .set({ quantidade: body.quantidade, ...descricao, ordemProdServGrade: grade, variavel: true, updatedAt: now() })
      .where(and(eq(s.listaProdutos.id, itemId), eq(s.listaProdutos.vendido, false)));
    return { message: BUILDER_MSG.itemUpdated, listaProduto: await itemOut(db, item.listaId, itemId) };
  });

  /*
   * Kit save: creates the kit around the anchor (201, created true) or adds the products to the
   * anchor's kit ('Adicionar Item': 200, created false). The anchor row is locked for the
   * transaction, so two saves around one item make one kit.
   */
  staffRoute(app, 'createKit', async (request, reply): Promise<CreateKitResponse> => {
    const body = parseBody(createKitRequestSchema, request.body);
    const { listaId, kitId, created, ids } = await db.transaction(async (tx) => {
      const [anchor] = await tx
        .select({ id: s.listaProdutos.id, listaId: s.listaProdutos.listaId, vendido: s.listaProdutos.vendido, kitId: s.listaProdutos.kitId, nome: s.produtos.nome })
        .from(s.listaProdutos)
        .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
        .where(eq(s.listaProdutos.id, body.anchorItemId))
        .for('update', { of: s.listaProdutos })
        .limit(1);
      if (!anchor) throw new HttpError(404, STAFF_MSG.itemNotFound);
      await assertListOpen(tx, anchor.listaId);
      if (anchor.vendido) throw new HttpError(409, BUILDER_MSG.soldAnchor);
      const [existing] = await tx.select({ id: s.kits.id }).from(s.kits).where(eq(s.kits.anchorItemId, anchor.id)).limit(1);
      if (!existing && anchor.kitId !== null) throw new HttpError(409, BUILDER_MSG.memberAnchor);
      await activeProducts(tx, [...new Set(body.items.map((i) => i.ordemProdServ))]);
      const rows = [];
      for (const i of body.items) {
        const grade = i.variavel ? await findVariant(tx, i.ordemProdServ, i.tamanhoCodigo ?? null, i.corCodigo ?? null) : null;
        rows.push({ ordemProdServ: i.ordemProdServ, ordemProdServGrade: grade, variavel: grade !== null, quantidade: i.quantidade, descricao: descricaoOf(i.descricao) });
      }
      let kit = existing?.id;
      if (kit === undefined) {
        const [row] = await tx.insert(s.kits).values({ listaId: anchor.listaId, anchorItemId: anchor.id, nome: `Kit ${anchor.nome}` }).returning({ id: s.kits.id });
        kit = row!.id;
      }
      await tx.update(s.listaProdutos).set({ kitId: kit, updatedAt: now() }).where(eq(s.listaProdutos.id, anchor.id));
      const inserted = await tx
        .insert(s.listaProdutos)
        .values(rows.map((r) => ({ ...r, listaId: anchor.listaId, kitId: kit })))
        .returning({ id: s.listaProdutos.id });
      return { listaId: anchor.listaId, kitId: kit, created: !existing, ids: new Set(inserted.map((r) => r.id)) };
    });
    reply.code(created ? 201 : 200);
    const items = (await loadListItems(db, [listaId])).filter((i) => ids.has(i.id));
    return { message: created ? BUILDER_MSG.kitCreated : BUILDER_MSG.kitItemsAdded, kitId, created, items };
  });

  staffRoute(app, 'sizes', async (request) => sizesOrColours(db, s.tamanhos, parseOr400(sizesColoursQuerySchema, request.query)));
  staffRoute(app, 'colours', async (request) => sizesOrColours(db, s.cores, parseOr400(sizesColoursQuerySchema, request.query)));
}
