/**
 * Staff lists (§7 "Staff lists"): dashboard listing, metrics, branches, one list, create, update,
 * archive/restore, customer and seller lookups, customer e-mail, and the welcome mail that sends
 * the customer access. Permissions per call: see ./staffCalls (STAFF_CALLS) and api/README.md.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Branch, type CliFor, type FetchListOrdersResponse, type Lista, type StaffListsResponse, type StaffMetrics } from 'shared-contracts';
import {
  createListRequestSchema,
  sendWelcomeMailRequestSchema,
  setListStatusRequestSchema,
  staffListsQuerySchema,
  updateCliForEmailRequestSchema,
  updateListRequestSchema,
} from 'shared-contracts/requests';
import type { AppContext } from '../context';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG, parseBody, parseOr400 } from '../lib/errors';
import { escapeHtml, findCustomerByEmail, issueMagicLink } from '../lib/magicLink';
import { releaseImage, resolveFormImage } from '../images/uploads';
import { STAFF_MSG } from '../lists/messages';
import { customerList } from '../lists/owner';
import { listaFields, listFilterConditions, progressByList, progressOf, selectListas, type ListaRow } from '../lists/queries';
import { uniqueSlug, unguessableSlug } from '../lists/slugs';
import { codigoParamsSchema, idParamsSchema, staffRoute } from './staffCalls';
import { listOrdersToReview } from '../shop/orderReview';

/** Lifetime of the sign-in link of the welcome mail: 72 hours (a link the customer asks for lasts 15 minutes). */
export const WELCOME_LINK_TTL_MS = 72 * 3_600_000;
/** The category whose lists keep mother and father (§4 "Mother and father fields"). */
export const BABY_SHOWER_CATEGORY = 'Chá de Bebê';

type StaffListsQuery = ReturnType<typeof staffListsQuerySchema.parse>;
type ListFormValues = ReturnType<typeof updateListRequestSchema.parse>;

/** Customers (cli_for) of `codigos` in the Lista.cli_for shape, by code. */
async function customersByCodigo(db: Db, codigos: number[]): Promise<Map<number, CliFor>> {
  const unique = [...new Set(codigos)];
  const rows = unique.length
    ? await db.select().from(s.cliFor).where(inArray(s.cliFor.codigo, unique))
    : [];
  return new Map(rows.map((c) => [c.codigo, { Codigo: c.codigo, Nome: c.nome, Email: c.email }]));
}

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
 * title or id, category, branch and event day; newest lists first; `limit` per page (50).
 */
export async function findStaffLists(db: Db, q: StaffListsQuery): Promise<StaffListsResponse> {
  const where = and(...listFilterConditions(q, { searchById: true }));
  const rows = await selectListas(db)
    .where(where)
    .orderBy(desc(s.listas.createdAt), desc(s.listas.id))
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

/** Checks that the form's customer, seller, category and branch exist (400 otherwise); returns the category name. */
async function checkReferences(db: Db, form: ListFormValues): Promise<string> {
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

/** The list images of a form, checked (resolveFormImage): undefined keeps, null clears. */
type FormImages = { imagemCapa: string | null | undefined; fotoLista: string | null | undefined };

/**
 * The images a form asks for, by the image call's rule (routes/images resolveFormImage): each is
 * kept as stored, cleared, a library cover (covers only) or an upload of its category; anything
 * else (an external or javascript: address, a made-up path) is a 400 and nothing is written.
 */
async function formImages(ctx: AppContext, form: ListFormValues, current?: { imagemCapa: string | null; fotoLista: string | null }): Promise<FormImages> {
  return {
    imagemCapa: await resolveFormImage(ctx, 'banner', form.imagemCapa, current?.imagemCapa),
    fotoLista: await resolveFormImage(ctx, 'profile', form.fotoLista, current?.fotoLista),
  };
}

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
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Registers the §7 Staff lists calls; each checks its STAFF_CALLS permission first (401/403). */
export async function staffRoutes(app: FastifyInstance) {
  const { db, now, config, mailer } = app.ctx;

  staffRoute(app, 'listLists', async (request) => findStaffLists(db, parseOr400(staffListsQuerySchema, request.query)));

  staffRoute(app, 'metrics', async (): Promise<StaffMetrics> => {
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
  });

  staffRoute(app, 'branches', async (): Promise<Branch[]> => {
    const rows = await db.select().from(s.filiais).orderBy(asc(s.filiais.id));
    return rows.map((f) => ({ id: f.id, nome: f.nome, ordemFilial: f.id, endereco: f.endereco, contato: f.contato, fotoFilial: f.fotoFilial }));
  });

  staffRoute(app, 'setListStatus', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const { status } = parseBody(setListStatusRequestSchema, request.body);
    const updated = await db
      .update(s.listas)
      .set({ status, updatedAt: now() })
      .where(eq(s.listas.id, id))
      .returning({ id: s.listas.id });
    if (!updated.length) throw new HttpError(404, MSG.listNotFound);
    return { message: status === 'arquivado' ? STAFF_MSG.archived : STAFF_MSG.restored };
  });

  staffRoute(app, 'getList', async (request) => loadStaffLista(db, parseOr400(idParamsSchema, request.params).id));
  staffRoute(app, 'listOrders', async (request): Promise<FetchListOrdersResponse> => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const [lista] = await db.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.id, id)).limit(1);
    if (!lista) throw new HttpError(404, MSG.listNotFound);
    return { pedidos: await listOrdersToReview(db, id) };
  });

  /* Create: clientName, vendedorName and clientEmail are display-only and ignored (the e-mail
     changes only through PATCH /cli_for/:codigo/email). Privacy defaults to publico, status ativo. */
  staffRoute(app, 'createList', async (request, reply) => {
    const form = parseBody(createListRequestSchema, request.body);
    const categoriaNome = await checkReferences(db, form);
    const images = await formImages(app.ctx, form);
    const at = now();
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
        reply.code(201);
        return { lista: await loadStaffLista(db, row!.id) };
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 6) throw err;
      }
    }
  });

  /*
   * Update: the status stays, and so does the slug (shared links keep working) except when a
   * public list stops being public: it gets an unguessable slug then. Privacy is kept when the body
   * leaves it out; an image replaced by another is released (its upload file removed when unused).
   */
  staffRoute(app, 'updateList', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const form = parseBody(updateListRequestSchema, request.body);
    const [existing] = await db
      .select({ privacidade: s.listas.privacidade, imagemCapa: s.listas.imagemCapa, fotoLista: s.listas.fotoLista })
      .from(s.listas)
      .where(eq(s.listas.id, id))
      .limit(1);
    if (!existing) throw new HttpError(404, MSG.listNotFound);
    const categoriaNome = await checkReferences(db, form);
    const images = await formImages(app.ctx, form, existing);
    const privacidade = form.privacidade ?? existing.privacidade;
    const hidden = existing.privacidade === 'publico' && privacidade !== 'publico';
    await db
      .update(s.listas)
      .set({ ...listColumns(form, categoriaNome, images), privacidade, ...(hidden ? { slug: unguessableSlug(form.titulo) } : {}), updatedAt: now() })
      .where(eq(s.listas.id, id));
    for (const [column, before] of [['imagemCapa', existing.imagemCapa], ['fotoLista', existing.fotoLista]] as const) {
      if (images[column] !== undefined && images[column] !== before) await releaseImage(app.ctx, before);
    }
    return { message: STAFF_MSG.listUpdated };
  });

  staffRoute(app, 'getCliFor', async (request): Promise<CliFor> => {
    const { codigo } = parseOr400(codigoParamsSchema, request.params);
    const customer = (await customersByCodigo(db, [codigo])).get(codigo);
    if (!customer) throw new HttpError(404, STAFF_MSG.customerNotFound);
    return customer;
  });

  /* E-mail change: 409 when another customer has it; unused sign-in links of the customer are revoked. */
  staffRoute(app, 'updateCliForEmail', async (request) => {
    const { codigo } = parseOr400(codigoParamsSchema, request.params);
    const email = parseBody(updateCliForEmailRequestSchema, request.body).email.toLowerCase();
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
    return { message: STAFF_MSG.emailUpdated };
  });

  staffRoute(app, 'getSeller', async (request) => {
    const { codigo } = parseOr400(codigoParamsSchema, request.params);
    const [seller] = await db.select({ Nome: s.vendedores.nome }).from(s.vendedores).where(eq(s.vendedores.codigo, codigo)).limit(1);
    if (!seller) throw new HttpError(404, STAFF_MSG.sellerNotFound);
    return seller;
  });

  /* Welcome mail: a single-use sign-in link (same tokens as /auth/request-magic-link, valid 72 h)
     to a customer's e-mail; 404 when no customer has it. */
  staffRoute(app, 'welcomeMail', async (request) => {
    const { to, name } = parseBody(sendWelcomeMailRequestSchema, request.body);
    const customer = await findCustomerByEmail(db, to);
    if (!customer?.email) throw new HttpError(404, STAFF_MSG.customerNotFound);
    const link = await issueMagicLink(db, {
      siteUrl: config.siteUrl,
      now: now(),
      email: customer.email,
      cliForCodigo: customer.codigo,
      ttlMs: WELCOME_LINK_TTL_MS,
    });
    const firstName = name.split(/\s+/)[0] ?? name;
    const loginUrl = `${config.siteUrl}/login/cliente`;
    await mailer.send({
      to: customer.email,
      subject: 'Seu acesso à Lista de Presentes',
      text:
        `Olá, ${firstName}!\n\nSua lista de presentes está pronta. Use o link abaixo para acessar suas listas ` +
        `(válido por 72 horas, uso único):\n${link}\n\nDepois disso, peça um novo link em ${loginUrl}.`,
      html:
        `<p>Olá, ${escapeHtml(firstName)}!</p><p>Sua lista de presentes está pronta. Use o link abaixo para acessar suas listas (válido por 72 horas, uso único):</p>` +
        `<p><a href="${escapeHtml(link)}">Acessar minhas listas</a></p><p>Depois disso, peça um novo link em <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a>.</p>`,
      link,
    });
    return { message: STAFF_MSG.welcomeSent };
  });
}
