/**
 * The items of lists (§3 list product item) and their kits: loading them with product, variant,
 * prices, stock and holds, splitting them into loose items and kits, and finding one item. Used by
 * the public, customer and staff calls, the builder and the checkout (shop/checkout).
 */
import { and, asc, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import { BRANCH_IDS, kitPrice, type Kit, type ListProductItem } from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError } from '../lib/errors';
import { cotaProgress, cotaTotals } from './cotaTotals';
import { STAFF_MSG } from './messages';

/**
 * Items of lists with product, variant, prices, stock per branch (the branches that have a stock
 * record, in BRANCH_IDS order) and `reservadoAte` (the end of an
 * online checkout's hold still running at `now`, ISO UTC, else null), in a fixed number of queries.
 */
export async function loadListItems(db: Db, listaIds: number[], now: Date = new Date()): Promise<ListProductItem[]> {
  if (!listaIds.length) return [];
  const rows = await db
    .select({
      id: s.listaProdutos.id,
      listaId: s.listaProdutos.listaId,
      quantidade: s.listaProdutos.quantidade,
      descricao: s.listaProdutos.descricao,
      vendido: s.listaProdutos.vendido,
      variavel: s.listaProdutos.variavel,
      ordemProdServ: s.listaProdutos.ordemProdServ,
      ordemProdServGrade: s.listaProdutos.ordemProdServGrade,
      kitId: s.listaProdutos.kitId,
      aceitaCotas: s.listaProdutos.aceitaCotas,
      pNome: s.produtos.nome,
      pCodigo: s.produtos.codigo,
      pShopify: s.produtos.codigoShopify,
      pShopifyAtivo: s.produtos.shopifyAtivo,
      pFoto: s.produtos.fotoUrl,
      gCodigo: s.grade.codigo,
      gFoto: s.grade.fotoUrl,
      corCodigo: s.cores.codigo,
      corNome: s.cores.nome,
      tamCodigo: s.tamanhos.codigo,
      tamNome: s.tamanhos.nome,
    })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .leftJoin(s.grade, eq(s.grade.ordem, s.listaProdutos.ordemProdServGrade))
    .leftJoin(s.cores, eq(s.cores.codigo, s.grade.corCodigo))
    .leftJoin(s.tamanhos, eq(s.tamanhos.codigo, s.grade.tamanhoCodigo))
    .where(inArray(s.listaProdutos.listaId, listaIds))
    .orderBy(asc(s.listaProdutos.id));
  const ordens = [...new Set(rows.map((r) => r.ordemProdServ))];
  const [holds, cotas] = await Promise.all([activeHolds(db, listaIds, now), rows.some((r) => r.aceitaCotas) ? cotaTotals(db, listaIds, now) : new Map()]);
  const [precos, estoque] = ordens.length
    ? await Promise.all([
        db
          .select({ ordem: s.produtoPrecos.produtoOrdem, preco: s.produtoPrecos.preco })
          .from(s.produtoPrecos)
          .where(inArray(s.produtoPrecos.produtoOrdem, ordens))
          .orderBy(asc(s.produtoPrecos.id)),
        db
          .select({ ordem: s.estoque.produtoOrdem, filial: s.estoque.filialId, quantidade: s.estoque.quantidade })
          .from(s.estoque)
          .where(inArray(s.estoque.produtoOrdem, ordens)),
      ])
    : [[], []];
  const precoMap = new Map<number, Array<{ Preco: number }>>();
  for (const p of precos) {
    const list = precoMap.get(p.ordem) ?? [];
    list.push({ Preco: Number(p.preco) });
    precoMap.set(p.ordem, list);
  }
  const stockMap = new Map<number, Map<number, number>>();
  for (const e of estoque) {
    const m = stockMap.get(e.ordem) ?? new Map<number, number>();
    m.set(e.filial, e.quantidade);
    stockMap.set(e.ordem, m);
  }
  return rows.map((r) => {
    // Only the branches with a stock record, in branch order: a product without any record has
    // none (§4 'Nenhum registro de estoque'), which is not the same as a record of 0 ('Esgotado').
    const stock = stockMap.get(r.ordemProdServ);
    const porFilial = BRANCH_IDS.filter((f) => stock?.has(f)).map((f) => ({ ordemFilial: f, quantidade: stock!.get(f)! }));
    const precos = precoMap.get(r.ordemProdServ) ?? [];
    return {
      id: r.id,
      listaId: r.listaId,
      quantidade: r.quantidade,
      descricao: r.descricao,
      vendido: r.vendido,
      variavel: r.variavel,
      ordemProdServ: r.ordemProdServ,
      ordemProdServGrade: r.ordemProdServGrade,
      kitId: r.kitId,
      produto: {
        nome: r.pNome,
        codigo: r.pCodigo,
        codigo_shopify: r.pShopify,
        isShopify_Ativo: r.pShopifyAtivo,
        fotoUrl: r.pFoto,
        precos,
        estoque: porFilial.map((p) => ({ Ordem_Filial: p.ordemFilial, Qtde_Estoque_Atual: p.quantidade })),
      },
      grade:
        r.ordemProdServGrade === null || r.gCodigo === null
          ? null
          : {
              FotoUrl: r.gFoto,
              Codigo: r.gCodigo,
              Cores: r.corCodigo === null ? null : { Codigo: r.corCodigo, Nome: r.corNome ?? '' },
              Tamanhos: r.tamCodigo === null ? null : { Codigo: r.tamCodigo, Nome: r.tamNome ?? '' },
            },
      estoquePorFilial: porFilial,
      reservadoAte: r.vendido ? null : (holds.get(r.id)?.toISOString() ?? null),
      aceitaCotas: r.aceitaCotas,
      // a loose item's price; groupKits gives a kit's anchor the kit's
      cotas: r.aceitaCotas ? cotaProgress((precos[0]?.Preco ?? 0) * r.quantidade, cotas.get(r.id)) : null,
    };
  });
}

/**
 * End of each hold of the lists' items still running at `now`, by list item id. A hold whose cart
 * does not exist yet (an attempt in flight, shop/holds) is not shown: it lasts seconds, and one
 * whose process died must not show the gift as reserved, least of all to the guest who tried.
 */
async function activeHolds(db: Db, listaIds: number[], now: Date): Promise<Map<number, Date>> {
  const rows = await db
    .select({ id: s.reservas.listaProdutoId, expiresAt: s.reservas.expiresAt })
    .from(s.reservas)
    .where(and(inArray(s.reservas.listaId, listaIds), gt(s.reservas.expiresAt, now), or(isNotNull(s.reservas.cartId), isNotNull(s.reservas.orderId))));
  return new Map(rows.map((r) => [r.id, r.expiresAt]));
}

const isOnline = (i: ListProductItem) => Boolean(i.produto.codigo_shopify) && i.produto.isShopify_Ativo;

/** A row of the kits table: the kit, its name and its anchor item. */
export interface KitRow {
  id: number;
  nome: string;
  anchorItemId: number;
}

/**
 * Splits items into loose ones and kits (anchor + members, in `kitRows`' order); the members of a
 * kit whose anchor is not among `items` are loose. Any item shape with `id` and `kitId` (the
 * dashboard counts with a few columns).
 */
export function splitKits<T extends { id: number; kitId?: number | null }>(kitRows: readonly KitRow[], items: readonly T[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const kits: Array<{ row: KitRow; anchor: T; members: T[] }> = [];
  const inKit = new Set<number>();
  for (const row of kitRows) {
    const anchor = byId.get(row.anchorItemId);
    if (!anchor) continue;
    const members = items.filter((i) => i.kitId === row.id && i.id !== anchor.id);
    inKit.add(anchor.id);
    members.forEach((m) => inKit.add(m.id));
    kits.push({ row, anchor, members });
  }
  return { loose: items.filter((i) => !inKit.has(i.id)), kits };
}

/** Splits items into loose ones and kits (anchor + members); orphans of a missing kit are loose. */
export async function groupKits(db: Db, listaId: number, items: ListProductItem[]) {
  const kitRows = await db
    .select({ id: s.kits.id, nome: s.kits.nome, anchorItemId: s.kits.anchorItemId })
    .from(s.kits)
    .where(eq(s.kits.listaId, listaId))
    .orderBy(asc(s.kits.id));
  const { loose, kits } = splitKits(kitRows, items);
  return {
    produtosAvulsos: loose,
    kits: kits.map(({ row, anchor, members }): Kit => {
      const kit: Kit = { kitId: row.id, kitNome: row.nome, anchor, members, online: [anchor, ...members].every(isOnline) };
      // cotas of a kit are toward the whole kit (decision 043): its anchor carries them
      if (anchor.cotas) kit.anchor = { ...anchor, cotas: cotaProgress(kitPrice(kit), anchor.cotas) };
      return kit;
    }),
  };
}

/** An item with the list it belongs to (inner join: the list must exist), or a 404 (product management and the builder). */
export async function findItem(db: Db, id: number) {
  const [item] = await db
    .select({
      id: s.listaProdutos.id,
      listaId: s.listaProdutos.listaId,
      ordemProdServ: s.listaProdutos.ordemProdServ,
      vendido: s.listaProdutos.vendido,
      kitId: s.listaProdutos.kitId,
    })
    .from(s.listaProdutos)
    .innerJoin(s.listas, eq(s.listas.id, s.listaProdutos.listaId))
    .where(eq(s.listaProdutos.id, id))
    .limit(1);
  if (!item) throw new HttpError(404, STAFF_MSG.itemNotFound);
  return item;
}

/** One item in the §3 list product item shape. */
export async function itemOut(db: Db, listaId: number, id: number): Promise<ListProductItem> {
  const item = (await loadListItems(db, [listaId])).find((i) => i.id === id);
  if (!item) throw new HttpError(404, STAFF_MSG.itemNotFound);
  return item;
}
