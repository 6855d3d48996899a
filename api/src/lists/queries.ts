/**
 * List queries shared by the public, customer and staff calls (§3 Lista, §7): the list row with its
 * category, branch and seller (`selectListas`, `listaFields`), progress, the search filters, and the
 * public listing. Never exposes the customer (cli_for): callers that may show the owner add it.
 */
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ListCard, Lista, Progress } from 'shared-contracts';
import type { fetchPublicListsQuerySchema } from 'shared-contracts/requests';
import type { Db } from '../db';
import * as s from '../db/schema';

/** One day in milliseconds. */
export const DAY = 86_400_000;

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
 * The list id a search text names, for the staff search: the text as a whole number
 * of 1 to 9 digits, above 0 ('012' is 12); otherwise null (a title search only).
 */
export function searchedListId(search: string | undefined): number | null {
  const text = search ? normalizeSearch(search) : '';
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return id > 0 ? id : null;
}

/** `CAST(listas.id AS text) LIKE '{id}%'`: the list ids whose decimal digits start with those of `id`. */
const idStartsWith = (id: number): SQL => sql`CAST(${s.listas.id} AS text) LIKE ${`${id}%`}`;

/**
 * WHERE conditions of a list search: `search` matches the title accent- and case-insensitively;
 * with `searchById`, when the text is a whole number n (searchedListId), also the list whose id is
 * n and the lists whose id starts with the digits of n ('1' finds #1, #12, #105...).
 * The other filters are equalities and `dataEvento` the whole UTC day. Absent filters add nothing.
 */
export function listFilterConditions(f: ListFilters, opts: { searchById?: boolean } = {}): SQL[] {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(s.listas.status, f.status));
  if (f.privacidade) conds.push(eq(s.listas.privacidade, f.privacidade));
  const search = f.search ? normalizeSearch(f.search) : '';
  if (search) {
    const byTitle = sql`${s.listas.tituloBusca} LIKE ${`%${escapeLike(search)}%`} ESCAPE '\\'`;
    const asId = opts.searchById ? searchedListId(search) : null;
    conds.push(asId ? sql`(${byTitle} OR ${s.listas.id} = ${asId} OR ${idStartsWith(asId)})` : byTitle);
  }
  if (f.categoryId) conds.push(eq(s.listas.categoriaId, f.categoryId));
  if (f.filialId) conds.push(eq(s.listas.filialId, f.filialId));
  if (f.dataEvento) {
    const start = new Date(`${f.dataEvento}T00:00:00.000Z`);
    conds.push(gte(s.listas.dataEvento, start), lt(s.listas.dataEvento, new Date(start.getTime() + DAY)));
  }
  return conds;
}

/**
 * The first ORDER BY key of a staff search by id: 0 for the list whose id is the
 * searched number, 1 for the lists whose id starts with its digits, 2 for the title matches; null
 * when `search` is not a whole number (searchedListId), so the listing keeps its own order. The
 * caller's order then sorts within each group.
 */
export function listIdSearchRank(search: string | undefined): SQL | null {
  const id = searchedListId(search);
  if (!id) return null;
  return sql`CASE WHEN ${s.listas.id} = ${id} THEN 0 WHEN ${idStartsWith(id)} THEN 1 ELSE 2 END`;
}

export type PublicQuery = ReturnType<typeof fetchPublicListsQuerySchema.parse>;

/**
 * One page of the public listing (§7 GET /lista/publica): active public lists matching the filters,
 * upcoming events first (soonest first), then past ones (latest first), with progress.
 */
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
    aceitaValePresente: l.aceitaValePresente,
  };
}
