/**
 * The kit and product builder (§7 "List products and kits"; §2 Kit builder, Add product to list,
 * Edit variable product; §5 Kit): add a product with or without a variant, edit a variable item,
 * and create a kit or add products to an existing one. The request rules (§5 Kit) are the
 * contracts' schemas; this module checks what needs the database: the list exists (404) and is not
 * archived (409), the product is active (404), the variant exists (404), the anchor is unsold and
 * is not another kit's member (409).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ListProductItem } from 'shared-contracts';
import type { addListItemRequestSchema, addVariantItemRequestSchema, createKitRequestSchema, updateVariantItemRequestSchema } from 'shared-contracts/requests';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG } from '../lib/errors';
import { markCotas, type CotaRule } from './cotas';
import { findItem, itemOut, loadListItems } from './items';
import { STAFF_MSG } from './messages';

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

/** The database or the transaction a query runs in. */
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

/**
 * Adds a product without variants to a list (§7, POST /lista-produtos): list open, product
 * active; returns the new item in the §3 list product item shape.
 */
export async function addListItem(db: Db, body: ReturnType<typeof addListItemRequestSchema.parse>, cotas: CotaRule): Promise<ListProductItem> {
  await assertListOpen(db, body.listaId);
  await activeProducts(db, [body.ordemProdServ]);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(s.listaProdutos)
      .values({ listaId: body.listaId, ordemProdServ: body.ordemProdServ, quantidade: body.quantidade, descricao: descricaoOf(body.descricao) })
      .returning({ id: s.listaProdutos.id });
    await markCotas(tx, body.listaId, row!.id, body.aceitaCotas, cotas);
    return row!.id;
  });
  return itemOut(db, body.listaId, id);
}

/**
 * Adds the product's variant of that size and colour to a list (§7, variable item): list open,
 * product active, 404 BUILDER_MSG.variantNotFound when it has no such variant; returns the new item.
 */
export async function addVariantItem(db: Db, body: ReturnType<typeof addVariantItemRequestSchema.parse>, cotas: CotaRule): Promise<ListProductItem> {
  await assertListOpen(db, body.listaId);
  await activeProducts(db, [body.ordemProdServ]);
  const grade = await findVariant(db, body.ordemProdServ, body.tamanhoCodigo, body.corCodigo);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
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
    await markCotas(tx, body.listaId, row!.id, body.aceitaCotas, cotas);
    return row!.id;
  });
  return itemOut(db, body.listaId, id);
}

/**
 * Edits variable item `itemId` (§2 Edit variable product): quantity, description (left out:
 * kept), size and colour of its product. 404 unknown item, 409 sold (STAFF_MSG.soldNotEditable)
 * or archived list, 404 no such variant; updatedAt = `now()`. Returns the item.
 */
export async function updateVariantItem(
  db: Db,
  itemId: number,
  body: ReturnType<typeof updateVariantItemRequestSchema.parse>,
  rule: CotaRule,
): Promise<ListProductItem> {
  const item = await findItem(db, itemId);
  if (item.vendido) throw new HttpError(409, STAFF_MSG.soldNotEditable);
  await assertListOpen(db, item.listaId);
  const grade = await findVariant(db, item.ordemProdServ, body.tamanhoCodigo, body.corCodigo);
  const descricao = body.descricao === undefined ? {} : { descricao: descricaoOf(body.descricao) };
  await db.transaction(async (tx) => {
    await tx
      .update(s.listaProdutos)
      .set({ quantidade: body.quantidade, ...descricao, ordemProdServGrade: grade, variavel: true, updatedAt: rule.now() })
      .where(and(eq(s.listaProdutos.id, itemId), eq(s.listaProdutos.vendido, false)));
    await markCotas(tx, item.listaId, itemId, body.aceitaCotas, rule);
  });
  return itemOut(db, item.listaId, itemId);
}

/** What a kit save did: the kit, whether it was created, and the items it added (§3 list product item shape). */
export interface KitSaved {
  kitId: number;
  created: boolean;
  items: ListProductItem[];
}

/**
 * Kit save (§5 Kit, §2 Kit builder): creates the kit ('Kit ' + the anchor's product name) around
 * the anchor (created true) or adds the products to the anchor's kit ('Adicionar Item': created
 * false). In one transaction, with the anchor row locked (SELECT … FOR UPDATE), so two saves around
 * one item make one kit: 404 unknown anchor (STAFF_MSG.itemNotFound), 404/409 list missing or
 * archived, 409 sold anchor (BUILDER_MSG.soldAnchor) or anchor that is another kit's member
 * (BUILDER_MSG.memberAnchor), 404 inactive product or missing variant. updatedAt of the anchor =
 * `now()`. Returns the items added, as loaded after the commit.
 */
export async function saveKit(db: Db, body: ReturnType<typeof createKitRequestSchema.parse>, now: () => Date): Promise<KitSaved> {
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
  const items = (await loadListItems(db, [listaId])).filter((i) => ids.has(i.id));
  return { kitId, created, items };
}
