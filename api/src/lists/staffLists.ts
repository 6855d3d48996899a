/**
 * Staff list operations (§7 "Staff lists", §2 Staff dashboard, Admin view, list form): the staff
 * listing and one list, the metrics, the reference checks of the list form, creating and updating
 * a list, archiving/restoring it, and the customer's e-mail change. The list images of the form
 * are resolved and released by images/uploads (resolveListFormImages, releaseReplacedListImages);
 * this module only writes the values it is given.
 */
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CliFor, Lista } from 'shared-contracts';
import type { StaffListsResponse, StaffMetrics } from 'shared-contracts/area-schemas';
import type { createListRequestSchema, setListStatusRequestSchema, staffListsQuerySchema, updateListRequestSchema } from 'shared-contracts/requests';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, isUniqueViolation, MSG } from '../lib/errors';
import { customersByCodigo } from './catalogue';
import { STAFF_MSG } from './messages';
import { customerList } from './owner';
import { listaFields, listFilterConditions, listIdSearchRank, progressByList, progressOf, selectListas, type ListaRow } from './queries';
import { uniqueSlug, unguessableSlug } from './slugs';

/** The category whose lists keep mother and father (§4 "Mother and father fields"). */
export const BABY_SHOWER_CATEGORY = 'Chá de Bebê';

export type StaffListsQuery = ReturnType<typeof staffListsQuerySchema.parse>;
/** A validated list form (create or update; create's extra display-only fields are ignored). */
export type ListFormValues = ReturnType<typeof updateListRequestSchema.parse>;
/** A validated create form (privacy always given: the schema defaults it to publico). */
export type CreateListForm = ReturnType<typeof createListRequestSchema.parse>;

/** The list images of a form, checked (images/uploads resolveFormImage): undefined keeps, null clears. */
export type FormImages = { imagemCapa: string | null | undefined; fotoLista: string | null | undefined };

/** A list row as staff see it: Lista fields plus cli_for and progress (no items). */
function staffLista(row: ListaRow, customers: Map<number, CliFor>, progress: Map<number, ReturnType<typeof progressOf>>): Lista {
  return {
    ...listaFields(row),
    cli_for: customers.get(row.lista.cliForCodigo) ?? null,
    progress: progress.get(row.lista.id) ?? progressOf(0, 0),
  };
}

/**
 * The staff listing (§2 Staff dashboard): every privacy, filtered by status (default ativo),
 * title or id, category, branch and event day; newest lists first; `limit` per page (50). A
 * search by a whole number n finds list #n, the lists whose id starts with the digits
 * of n and the titles containing them, in that order (newest first within each group), so '1'
 * shows #1, then #10-#19, #100..., then titles with a '1'; pages and totals count that same set.
 */
export async function findStaffLists(db: Db, q: StaffListsQuery): Promise<StaffListsResponse> {
  const where = and(...listFilterConditions(q, { searchById: true }));
  const rank = listIdSearchRank(q.search);
  const rows = await selectListas(db)
    .where(where)
    .orderBy(...(rank ? [rank] : []), desc(s.listas.createdAt), desc(s.listas.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(s.listas).where(where);
  const [progress, customers] = await Promise.all([
    progressByList(db, rows.map((r) => r.lista.id)),
    customersByCodigo(db, rows.map((r) => r.lista.cliForCodigo)),
  ]);
  return {
    items: rows.map((r) => staffLista(r, customers, progress)),
    meta: { totalItems: total, itemsPerPage: q.limit, currentPage: q.page, totalPages: Math.ceil(total / q.limit) },
  };
}

/**
 * One list for staff (§2 Admin view, edit form), any status and privacy: Lista fields, cli_for,
 * progress and progresso, every item (`produtos`), loose items and kits (the same whole-list shape
 * as the customer's own list). 404 'Lista não encontrada' when absent.
 */
export async function loadStaffLista(db: Db, id: number): Promise<Lista> {
  const [row] = await selectListas(db).where(eq(s.listas.id, id)).limit(1);
  if (!row) throw new HttpError(404, MSG.listNotFound);
  return customerList(db, row);
}

/**
 * The dashboard metrics (§7 Staff lists, metrics): lists {total, ativas} and gifts (list item
 * rows) {total, vendidos}, counted over every list and item.
 */
export async function staffMetrics(db: Db): Promise<StaffMetrics> {
  const [[listas], [presentes]] = await Promise.all([
    db
      .select({
        total: count(),
        ativas: sql<number>`count(*) filter (where ${s.listas.status} = 'ativo')`.mapWith(Number),
      })
      .from(s.listas),
    db
      .select({
        total: count(),
        vendidos: sql<number>`count(*) filter (where ${s.listaProdutos.vendido})`.mapWith(Number),
      })
      .from(s.listaProdutos),
  ]);
  return { listas: listas ?? { total: 0, ativas: 0 }, presentes: presentes ?? { total: 0, vendidos: 0 } };
}

/** Archives or restores list `id` (§7 Staff lists, status 'ativo' | 'arquivado'), stamping updatedAt with `at`; 404 when absent. */
export async function setListStatus(db: Db, id: number, status: ReturnType<typeof setListStatusRequestSchema.parse>['status'], at: Date): Promise<void> {
  const updated = await db
    .update(s.listas)
    .set({ status, updatedAt: at })
    .where(eq(s.listas.id, id))
    .returning({ id: s.listas.id });
  if (!updated.length) throw new HttpError(404, MSG.listNotFound);
}

/** 404 'Lista não encontrada' unless list `id` exists, any status (§7 Staff lists, the list's orders). */
export async function assertListExists(db: Db, id: number): Promise<void> {
  const [lista] = await db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.id, id)).limit(1);
  if (!lista) throw new HttpError(404, MSG.listNotFound);
}

/**
 * Checks that the form's customer, seller, category and branch exist (§7 Staff lists, create and
 * update): 400 STAFF_MSG.customerNotFound / sellerNotFound / categoryNotFound / branchNotFound, in
 * that order. Returns the category name.
 */
export async function checkListReferences(db: Db, form: ListFormValues): Promise<string> {
  const [customer, seller, category, branch] = await Promise.all([
    db.select({ c: s.cliFor.codigo }).from(s.cliFor).where(eq(s.cliFor.codigo, form.codigoCliFor)).limit(1),
    db.select({ c: s.vendedores.codigo }).from(s.vendedores).where(eq(s.vendedores.codigo, form.vendedorId)).limit(1),
    db.select({ nome: s.categorias.nome }).from(s.categorias).where(eq(s.categorias.id, form.categoriaId)).limit(1),
    db.select({ id: s.filiais.id }).from(s.filiais).where(eq(s.filiais.id, form.filialId)).limit(1),
  ]);
  if (!customer.length) throw new HttpError(400, STAFF_MSG.customerNotFound);
  if (!seller.length) throw new HttpError(400, STAFF_MSG.sellerNotFound);
  if (!category[0]) throw new HttpError(400, STAFF_MSG.categoryNotFound);
  if (!branch.length) throw new HttpError(400, STAFF_MSG.branchNotFound);
  return category[0].nome;
}

/** Event date of the form: a yyyy-MM-dd day is midnight UTC; a date-time is taken as given. */
const eventDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
/** Optional text of the form: undefined keeps the stored value, '' or null clears it. */
const optional = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/**
 * Column values of a validated list form. Optional texts left out (undefined) are not written;
 * mother and father are cleared unless the category is 'Chá de Bebê' (§4).
 */
function listColumns(form: ListFormValues, categoriaNome: string, images: FormImages) {
  const baby = categoriaNome === BABY_SHOWER_CATEGORY;
  return {
    cliForCodigo: form.codigoCliFor,
    vendedorId: form.vendedorId,
    titulo: form.titulo,
    categoriaId: form.categoriaId,
    filialId: form.filialId,
    dataEvento: eventDate(form.dataEvento),
    localEvento: form.localEvento,
    descricao: optional(form.descricao),
    mae: baby ? optional(form.mae) : null,
    pai: baby ? optional(form.pai) : null,
    imagemCapa: images.imagemCapa,
    fotoLista: images.fotoLista,
    // absent keeps the stored value (the column's default, true, on create)
    ...(form.aceitaValePresente === undefined ? {} : { aceitaValePresente: form.aceitaValePresente }),
  };
}

/**
 * Creates a list from a checked form (§7 Staff lists, create): `categoriaNome` from
 * checkListReferences, `images` already resolved; privacy as given (the schema defaults it to
 * publico), status ativo, createdAt = updatedAt = `at`. A public list gets a readable unique slug,
 * any other an unguessable one; public creations racing for the same title collide on the unique
 * slug and are retried (two readable tries, then random suffixes; after 7 attempts the error is
 * thrown). Returns the new list's id.
 */
export async function createStaffList(
  db: Db,
  form: CreateListForm,
  categoriaNome: string,
  images: FormImages,
  at: Date,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    // A list that is not public gets an unguessable slug. Public creations racing for the same
    // title (another request or another API process) collide on the unique slug: after two
    // readable tries, a random suffix cannot collide in practice.
    const readable = form.privacidade === 'publico' && attempt < 2;
    const slug = readable ? await uniqueSlug(db, form.titulo) : unguessableSlug(form.titulo);
    try {
      const [row] = await db
        .insert(s.listas)
        .values({ ...listColumns(form, categoriaNome, images), slug, privacidade: form.privacidade, status: 'ativo', createdAt: at, updatedAt: at })
        .returning({ id: s.listas.id });
      return row!.id;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 6) throw err;
    }
  }
}

/** What an update keeps from the stored list: its privacy and its images (to resolve and release them). */
export interface StoredListImages {
  privacidade: typeof s.listas.$inferSelect.privacidade;
  imagemCapa: string | null;
  fotoLista: string | null;
}

/** The privacy and images of list `id` (§7 Staff lists, update), or a 404 'Lista não encontrada'. */
export async function findListForUpdate(db: Db, id: number): Promise<StoredListImages> {
  const [existing] = await db
    .select({ privacidade: s.listas.privacidade, imagemCapa: s.listas.imagemCapa, fotoLista: s.listas.fotoLista })
    .from(s.listas)
    .where(eq(s.listas.id, id))
    .limit(1);
  if (!existing) throw new HttpError(404, MSG.listNotFound);
  return existing;
}

/**
 * Updates list `id` from a checked form (§7 Staff lists, update): the status stays, and so does
 * the slug (shared links keep working) except when a public list stops being public: it gets an
 * unguessable slug then. Privacy is kept when the form leaves it out; updatedAt = `at`.
 */
export async function updateStaffList(
  db: Db,
  id: number,
  form: ListFormValues,
  categoriaNome: string,
  images: FormImages,
  existing: StoredListImages,
  at: Date,
): Promise<void> {
  const privacidade = form.privacidade ?? existing.privacidade;
  const hidden = existing.privacidade === 'publico' && privacidade !== 'publico';
  await db
    .update(s.listas)
    .set({ ...listColumns(form, categoriaNome, images), privacidade, ...(hidden ? { slug: unguessableSlug(form.titulo) } : {}), updatedAt: at })
    .where(eq(s.listas.id, id));
}

/**
 * Changes the e-mail of customer `codigo` to `email` (already lower-cased) (§7 Staff lists,
 * customer e-mail): 404 STAFF_MSG.customerNotFound when unknown, 409 STAFF_MSG.emailTaken when
 * another customer has it (case-insensitively, or on the unique index). When it changes, the
 * customer's unused sign-in links are revoked (usedAt = `now()`, read after the e-mail is written).
 */
export async function updateCustomerEmail(db: Db, codigo: number, email: string, now: () => Date): Promise<void> {
  const [customer] = await db.select({ email: s.cliFor.email }).from(s.cliFor).where(eq(s.cliFor.codigo, codigo)).limit(1);
  if (!customer) throw new HttpError(404, STAFF_MSG.customerNotFound);
  const [other] = await db
    .select({ codigo: s.cliFor.codigo })
    .from(s.cliFor)
    .where(and(eq(sql`lower(${s.cliFor.email})`, email), ne(s.cliFor.codigo, codigo)))
    .limit(1);
  if (other) throw new HttpError(409, STAFF_MSG.emailTaken);
  if (customer.email?.toLowerCase() !== email) {
    try {
      await db.update(s.cliFor).set({ email }).where(eq(s.cliFor.codigo, codigo));
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, STAFF_MSG.emailTaken);
      throw err;
    }
    await db
      .update(s.magicLinkTokens)
      .set({ usedAt: now() })
      .where(and(eq(s.magicLinkTokens.cliForCodigo, codigo), isNull(s.magicLinkTokens.usedAt)));
  }
}
