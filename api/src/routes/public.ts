/** Public lists (§7): listings, categories, a list by slug. Never exposes the customer (cli_for). */
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  fetchPublicListsQuerySchema,
  slugParamSchema,
  type Kit,
  type ListCard,
  type ListProductItem,
  type Lista,
  type Progress,
} from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG, parseOr400 } from '../lib/errors';

const DAY = 86_400_000;
export const BRANCH_ORDER = [1, 4, 6, 10];

/** Lower case and accents removed, as the title search column. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export function progressOf(vendidos: number, total: number): Progress {
  const ratio = total > 0 ? vendidos / total : 0;
  return { vendidos, total, ratio, percentageLabel: `${Math.round(ratio * 100)}%`, disponiveis: total - vendidos };
}

type PublicQuery = ReturnType<typeof fetchPublicListsQuerySchema.parse>;

export async function findPublicLists(db: Db, q: PublicQuery, now: Date) {
  const conds: SQL[] = [eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, 'publico')];
  const search = q.search ? normalizeSearch(q.search) : '';
  if (search) conds.push(sql`${s.listas.tituloBusca} LIKE ${`%${escapeLike(search)}%`} ESCAPE '\\'`);
  if (q.categoryId) conds.push(eq(s.listas.categoriaId, q.categoryId));
  if (q.dataEvento) {
    const start = new Date(`${q.dataEvento}T00:00:00.000Z`);
    conds.push(gte(s.listas.dataEvento, start), lt(s.listas.dataEvento, new Date(start.getTime() + DAY)));
  }
  const where = and(...conds);
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
  const ids = rows.map((r) => r.id);
  const progressRows = ids.length
    ? await db
        .select({
          listaId: s.listaProdutos.listaId,
          total: count(),
          vendidos: sql<number>`count(*) filter (where ${s.listaProdutos.vendido})`.mapWith(Number),
        })
        .from(s.listaProdutos)
        .where(inArray(s.listaProdutos.listaId, ids))
        .groupBy(s.listaProdutos.listaId)
    : [];
  const progress = new Map(progressRows.map((p) => [p.listaId, progressOf(p.vendidos, p.total)]));
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

/** Items of lists with product, variant, prices and stock per branch (a fixed number of queries). */
export async function loadListItems(db: Db, listaIds: number[]): Promise<ListProductItem[]> {
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
    const stock = stockMap.get(r.ordemProdServ);
    const porFilial = BRANCH_ORDER.map((f) => ({ ordemFilial: f, quantidade: stock?.get(f) ?? 0 }));
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
    };
  });
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

export async function publicRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  const listings = async (query: unknown) => findPublicLists(db, parseOr400(fetchPublicListsQuerySchema, query), now());
  app.get('/lista/publica', async (request) => listings(request.query));
  app.get('/lista/publica/index', async (request) => listings(request.query));

  app.get('/lista_categoria', async () =>
    db.select({ id: s.categorias.id, nome: s.categorias.nome }).from(s.categorias).orderBy(asc(s.categorias.nome)),
  );

  app.get('/lista/publica/slug/:slug', async (request): Promise<Lista> => {
    const { slug } = parseOr400(slugParamSchema, request.params);
    const [row] = await db
      .select({
        lista: s.listas,
        categoriaNome: s.categorias.nome,
        filial: s.filiais,
        vendedorNome: s.vendedores.nome,
      })
      .from(s.listas)
      .leftJoin(s.categorias, eq(s.categorias.id, s.listas.categoriaId))
      .leftJoin(s.filiais, eq(s.filiais.id, s.listas.filialId))
      .leftJoin(s.vendedores, eq(s.vendedores.codigo, s.listas.vendedorId))
      .where(and(eq(s.listas.slug, slug), eq(s.listas.status, 'ativo')))
      .limit(1);
    if (!row) throw new HttpError(404, MSG.listNotFound);
    const l = row.lista;
    const items = await loadListItems(db, [l.id]);
    const { produtosAvulsos, kits } = await groupKits(db, l.id, items);
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
      progress: progressOf(items.filter((i) => i.vendido).length, items.length),
      produtosAvulsos,
      kits,
    };
  });
}
