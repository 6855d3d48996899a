/** Public lists (§7): listings, categories, a list by slug. Never exposes the customer (cli_for). */
import { and, asc, count, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type FetchShareListResponse,
  type Kit,
  type ListCard,
  type ListProductItem,
  type Lista,
  type Progress,
} from 'shared-contracts';
import { fetchPublicListsQuerySchema, shareListParamsSchema, slugParamSchema } from 'shared-contracts/requests';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG, parseOr400 } from '../lib/errors';

const DAY = 86_400_000;
export const BRANCH_ORDER = [1, 4, 6, 10];

/** Lower case and accents removed, as the title search column. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
/** Escapes LIKE wildcards (`%`, `_`, `\\`) of a search text. */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Progress of a list from its sold and total item counts (§3 Lista.progress); ratio 0 when empty. */
export function progressOf(vendidos: number, total: number): Progress {
  const ratio = total > 0 ? vendidos / total : 0;
  return { vendidos, total, ratio, percentageLabel: `${Math.round(ratio * 100)}%`, disponiveis: total - vendidos };
}

/**
 * Progress (sold items / items, counted per list item row, not per quantity) of each list of
 * `listaIds`, in one grouped query. Lists without items are absent from the map: use
 * `progressOf(0, 0)` for them.
 */
export async function progressByList(db: Db, listaIds: number[]): Promise<Map<number, Progress>> {
  if (!listaIds.length) return new Map();
  const rows = await db
    .select({
      listaId: s.listaProdutos.listaId,
      total: count(),
      vendidos: sql<number>`count(*) filter (where ${s.listaProdutos.vendido})`.mapWith(Number),
    })
    .from(s.listaProdutos)
    .where(inArray(s.listaProdutos.listaId, listaIds))
    .groupBy(s.listaProdutos.listaId);
  return new Map(rows.map((p) => [p.listaId, progressOf(p.vendidos, p.total)]));
}

/** Filters of a list search (public and staff listings); `dataEvento` is a yyyy-MM-dd UTC day. */
export interface ListFilters {
  search?: string;
  categoryId?: number;
  filialId?: number;
  dataEvento?: string;
  status?: string;
  privacidade?: string;
}

/**
 * WHERE conditions of a list search: `search` matches the title accent- and case-insensitively
 * (with `searchById` also the list id when the text is a whole number); the other filters are
 * equalities and `dataEvento` the whole UTC day. Absent filters add nothing.
 */
export function listFilterConditions(f: ListFilters, opts: { searchById?: boolean } = {}): SQL[] {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(s.listas.status, f.status));
  if (f.privacidade) conds.push(eq(s.listas.privacidade, f.privacidade));
  const search = f.search ? normalizeSearch(f.search) : '';
  if (search) {
    const byTitle = sql`${s.listas.tituloBusca} LIKE ${`%${escapeLike(search)}%`} ESCAPE '\\'`;
    const asId = /^\d{1,9}$/.test(search) && opts.searchById ? Number(search) : 0;
    conds.push(asId > 0 ? sql`(${byTitle} OR ${s.listas.id} = ${asId})` : byTitle);
  }
  if (f.categoryId) conds.push(eq(s.listas.categoriaId, f.categoryId));
  if (f.filialId) conds.push(eq(s.listas.filialId, f.filialId));
  if (f.dataEvento) {
    const start = new Date(`${f.dataEvento}T00:00:00.000Z`);
    conds.push(gte(s.listas.dataEvento, start), lt(s.listas.dataEvento, new Date(start.getTime() + DAY)));
  }
  return conds;
}

type PublicQuery = ReturnType<typeof fetchPublicListsQuerySchema.parse>;

export async function findPublicLists(db: Db, q: PublicQuery, now: Date) {
  const where = and(...listFilterConditions({ ...q, status: 'ativo', privacidade: 'publico' }));
  const todayIso = new Date(Math.floor(now.getTime() / DAY) * DAY).toISOString();
  const upcoming = sql`${s.listas.dataEvento} >= ${todayIso}::timestamptz`;

  const rows = await db
    .select({
      id: s.listas.id,
      slug: s.listas.slug,
      titulo: s.listas.titulo,
      imagemCapa: s.listas.imagemCapa,
      fotoLista: s.listas.fotoLista,
      dataEvento: s.listas.dataEvento,
      localEvento: s.listas.localEvento,
      privacidade: s.listas.privacidade,
      categoriaNome: s.categorias.nome,
      filialNome: s.filiais.nome,
    })
    .from(s.listas)
    .leftJoin(s.categorias, eq(s.categorias.id, s.listas.categoriaId))
    .leftJoin(s.filiais, eq(s.filiais.id, s.listas.filialId))
    .where(where)
    .orderBy(
      sql`CASE WHEN ${upcoming} THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${upcoming} THEN ${s.listas.dataEvento} END ASC`,
      sql`${s.listas.dataEvento} DESC`,
      asc(s.listas.id),
    )
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(s.listas).where(where);
  const progress = await progressByList(db, rows.map((r) => r.id));
  const items: ListCard[] = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    titulo: r.titulo,
    imagemCapa: r.imagemCapa,
    fotoLista: r.fotoLista,
    categorias: r.categoriaNome === null ? null : { nome: r.categoriaNome },
    dataEvento: r.dataEvento.toISOString(),
    localEvento: r.localEvento,
    filial: r.filialNome === null ? null : { nome: r.filialNome },
    privacidade: r.privacidade as ListCard['privacidade'],
    progress: progress.get(r.id) ?? progressOf(0, 0),
  }));
  return {
    items,
    meta: { totalItems: total, totalPages: Math.ceil(total / q.limit), currentPage: q.page },
  };
}

/**
 * Items of lists with product, variant, prices, stock per branch (the branches that have a stock
 * record, in BRANCH_ORDER) and `reservadoAte` (the end of an
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
  const holds = await activeHolds(db, listaIds, now);
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
    const porFilial = BRANCH_ORDER.filter((f) => stock?.has(f)).map((f) => ({ ordemFilial: f, quantidade: stock!.get(f)! }));
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
        precos: precoMap.get(r.ordemProdServ) ?? [],
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
    };
  });
}

/** End of each hold of the lists' items still running at `now`, by list item id. */
async function activeHolds(db: Db, listaIds: number[], now: Date): Promise<Map<number, Date>> {
  const rows = await db
    .select({ id: s.reservas.listaProdutoId, expiresAt: s.reservas.expiresAt })
    .from(s.reservas)
    .where(and(inArray(s.reservas.listaId, listaIds), gt(s.reservas.expiresAt, now)));
  return new Map(rows.map((r) => [r.id, r.expiresAt]));
}

const isOnline = (i: ListProductItem) => Boolean(i.produto.codigo_shopify) && i.produto.isShopify_Ativo;

/** Splits items into loose ones and kits (anchor + members); orphans of a missing kit are loose. */
export async function groupKits(db: Db, listaId: number, items: ListProductItem[]) {
  const kitRows = await db
    .select({ id: s.kits.id, nome: s.kits.nome, anchorItemId: s.kits.anchorItemId })
    .from(s.kits)
    .where(eq(s.kits.listaId, listaId))
    .orderBy(asc(s.kits.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  const kits: Kit[] = [];
  const inKit = new Set<number>();
  for (const k of kitRows) {
    const anchor = byId.get(k.anchorItemId);
    if (!anchor) continue;
    const members = items.filter((i) => i.kitId === k.id && i.id !== anchor.id);
    inKit.add(anchor.id);
    members.forEach((m) => inKit.add(m.id));
    kits.push({ kitId: k.id, kitNome: k.nome, anchor, members, online: [anchor, ...members].every(isOnline) });
  }
  return { produtosAvulsos: items.filter((i) => !inKit.has(i.id)), kits };
}

/**
 * Lists with their category name, branch and seller name: `selectListas(db).where(...)`. Rows feed
 * `listaFields`. No customer (cli_for) columns: callers that may show the owner add them.
 */
export function selectListas(db: Db) {
  return db
    .select({
      lista: s.listas,
      categoriaNome: s.categorias.nome,
      filial: s.filiais,
      vendedorNome: s.vendedores.nome,
    })
    .from(s.listas)
    .leftJoin(s.categorias, eq(s.categorias.id, s.listas.categoriaId))
    .leftJoin(s.filiais, eq(s.filiais.id, s.listas.filialId))
    .leftJoin(s.vendedores, eq(s.vendedores.codigo, s.listas.vendedorId));
}

/** One row of `selectListas`. */
export interface ListaRow {
  lista: typeof s.listas.$inferSelect;
  categoriaNome: string | null;
  filial: typeof s.filiais.$inferSelect | null;
  vendedorNome: string | null;
}

/**
 * The §3 Lista fields of a `selectListas` row (dates as ISO strings), without progress, items or
 * customer: each call adds what it returns.
 */
export function listaFields(row: ListaRow): Lista {
  const l = row.lista;
  return {
    id: l.id,
    slug: l.slug,
    titulo: l.titulo,
    descricao: l.descricao,
    categoriaId: l.categoriaId,
    categorias: row.categoriaNome === null ? null : { id: l.categoriaId, nome: row.categoriaNome },
    filialId: l.filialId,
    filial: row.filial
      ? {
          id: row.filial.id,
          nome: row.filial.nome,
          endereco: row.filial.endereco,
          contato: row.filial.contato,
          fotoFilial: row.filial.fotoFilial,
        }
      : null,
    dataEvento: l.dataEvento.toISOString(),
    localEvento: l.localEvento,
    privacidade: l.privacidade as Lista['privacidade'],
    mae: l.mae,
    pai: l.pai,
    vendedorId: l.vendedorId,
    vendedor: row.vendedorNome === null ? null : { Nome: row.vendedorNome },
    imagemCapa: l.imagemCapa,
    fotoLista: l.fotoLista,
    status: l.status as Lista['status'],
  };
}

export async function publicRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  const listings = async (query: unknown) => findPublicLists(db, parseOr400(fetchPublicListsQuerySchema, query), now());
  app.get('/lista/publica', async (request) => listings(request.query));
  app.get('/lista/publica/index', async (request) => listings(request.query));

  app.get('/lista_categoria', async () =>
    db.select({ id: s.categorias.id, nome: s.categorias.nome }).from(s.categorias).orderBy(asc(s.categorias.nome)),
  );

  // The share link /share/lista/{id} (§2): only a public, active list resolves; private,
  // guests-only, archived and missing ids get the same 404, so counting ids finds nothing.
  app.get('/lista/publica/share/:id', async (request): Promise<FetchShareListResponse> => {
    const { id } = parseOr400(shareListParamsSchema, request.params);
    const [row] = await db
      .select({ slug: s.listas.slug })
      .from(s.listas)
      .where(and(eq(s.listas.id, id), eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, 'publico')))
      .limit(1);
    if (!row) throw new HttpError(404, MSG.listNotFound);
    return { slug: row.slug };
  });

  app.get('/lista/publica/slug/:slug', async (request): Promise<Lista> => {
    const { slug } = parseOr400(slugParamSchema, request.params);
    const [row] = await selectListas(db)
      .where(and(eq(s.listas.slug, slug), eq(s.listas.status, 'ativo')))
      .limit(1);
    if (!row) throw new HttpError(404, MSG.listNotFound);
    const items = await loadListItems(db, [row.lista.id], now());
    const { produtosAvulsos, kits } = await groupKits(db, row.lista.id, items);
    return {
      ...listaFields(row),
      progress: progressOf(items.filter((i) => i.vendido).length, items.length),
      produtosAvulsos,
      kits,
    };
  });
}
