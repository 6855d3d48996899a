/**
 * Staff lists (§7 "Staff lists"): dashboard listing, metrics, the chain's report (decision 040), branches, one list, create, update,
 * archive/restore, customer and seller lookups, customer e-mail, and the welcome mail that sends
 * the customer access. HTTP only: the queries are lists/staffLists and lists/catalogue, the list
 * images images/uploads. Permissions per call: see ./staffCalls (STAFF_CALLS) and api/README.md.
 */
import type { FastifyInstance } from 'fastify';
import { type Branch, type CliFor, type ReportResponse } from 'shared-contracts';
import type { CompletionDiscount, FetchListOrdersResponse, ReceivedGiftsResponse, StaffMetrics } from 'shared-contracts/area-schemas';
import {
  createListRequestSchema,
  sendWelcomeMailRequestSchema,
  reportQuerySchema,
  setListStatusRequestSchema,
  staffListsQuerySchema,
  updateCliForEmailRequestSchema,
  updateListRequestSchema,
} from 'shared-contracts/requests';
import { HttpError, parseBody, parseOr400 } from '../lib/errors';
import { sendWelcome } from '../auth/signIn';
import { releaseReplacedListImages, resolveListFormImages } from '../images/uploads';
import { findCustomer, findSeller, listBranches } from '../lists/catalogue';
import { STAFF_MSG } from '../lists/messages';
import {
  assertListExists,
  checkListReferences,
  createStaffList,
  findListForUpdate,
  findStaffLists,
  loadStaffLista,
  setListStatus,
  staffMetrics,
  updateCustomerEmail,
  updateStaffList,
} from '../lists/staffLists';
import { codigoParamsSchema, idParamsSchema, staffRoute } from './staffCalls';
import { listOrdersToReview } from '../shop/orderReview';
import { receivedGifts } from '../lists/receivedGifts';
import { completionDiscountState, discountListOf } from '../shop/completionDiscount';
import { buildReport } from '../reports/report';

/** The category whose lists keep mother and father (§4 "Mother and father fields"; defined in lists/staffLists). */
export { BABY_SHOWER_CATEGORY } from '../lists/staffLists';

/** Registers the §7 Staff lists calls; each checks its STAFF_CALLS permission first (401/403). */
export async function staffRoutes(app: FastifyInstance) {
  const { db, now, config, mailer } = app.ctx;

  staffRoute(app, 'listLists', async (request) => findStaffLists(db, parseOr400(staffListsQuerySchema, request.query)));

  staffRoute(app, 'metrics', async (): Promise<StaffMetrics> => staffMetrics(db));

  staffRoute(app, 'report', async (request): Promise<ReportResponse> => buildReport(db, parseOr400(reportQuerySchema, request.query)));

  staffRoute(app, 'branches', async (): Promise<Branch[]> => listBranches(db));

  staffRoute(app, 'setListStatus', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const { status } = parseBody(setListStatusRequestSchema, request.body);
    await setListStatus(db, id, status, now());
    return { message: status === 'arquivado' ? STAFF_MSG.archived : STAFF_MSG.restored };
  });

  staffRoute(app, 'getList', async (request) => loadStaffLista(db, parseOr400(idParamsSchema, request.params).id));
  staffRoute(app, 'listOrders', async (request): Promise<FetchListOrdersResponse> => {
    const { id } = parseOr400(idParamsSchema, request.params);
    await assertListExists(db, id);
    return { pedidos: await listOrdersToReview(db, id) };
  });
  /** GET /lista/:id/desconto-conclusao: the list's completion discount as its owner sees it, read-only (decision 042). */
  staffRoute(app, 'staffCompletionDiscount', async (request): Promise<CompletionDiscount> => {
    const { id } = parseOr400(idParamsSchema, request.params);
    return completionDiscountState(app.ctx, await discountListOf(db, id));
  });

  staffRoute(app, 'receivedGifts', async (request): Promise<ReceivedGiftsResponse> => {
    const { id } = parseOr400(idParamsSchema, request.params);
    await assertListExists(db, id);
    return { presentes: await receivedGifts(db, id) };
  });

  /* Create: clientName, vendedorName and clientEmail are display-only and ignored (the e-mail
     changes only through PATCH /cli_for/:codigo/email). Privacy defaults to publico, status ativo. */
  staffRoute(app, 'createList', async (request, reply) => {
    const form = parseBody(createListRequestSchema, request.body);
    const categoriaNome = await checkListReferences(db, form);
    const images = await resolveListFormImages(app.ctx, form);
    const id = await createStaffList(db, form, categoriaNome, images, now());
    reply.code(201);
    return { lista: await loadStaffLista(db, id) };
  });

  /*
   * Update: the status stays, and so does the slug (shared links keep working) except when a
   * public list stops being public: it gets an unguessable slug then. Privacy is kept when the body
   * leaves it out; an image replaced by another is released (its upload file removed when unused).
   */
  staffRoute(app, 'updateList', async (request) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const form = parseBody(updateListRequestSchema, request.body);
    const existing = await findListForUpdate(db, id);
    const categoriaNome = await checkListReferences(db, form);
    const images = await resolveListFormImages(app.ctx, form, existing);
    await updateStaffList(db, id, form, categoriaNome, images, existing, now());
    await releaseReplacedListImages(app.ctx, images, existing);
    return { message: STAFF_MSG.listUpdated };
  });

  staffRoute(app, 'getCliFor', async (request): Promise<CliFor> => findCustomer(db, parseOr400(codigoParamsSchema, request.params).codigo));

  /* E-mail change: 409 when another customer has it; unused sign-in links of the customer are revoked. */
  staffRoute(app, 'updateCliForEmail', async (request) => {
    const { codigo } = parseOr400(codigoParamsSchema, request.params);
    const email = parseBody(updateCliForEmailRequestSchema, request.body).email.toLowerCase();
    await updateCustomerEmail(db, codigo, email, now);
    return { message: STAFF_MSG.emailUpdated };
  });

  staffRoute(app, 'getSeller', async (request) => findSeller(db, parseOr400(codigoParamsSchema, request.params).codigo));

  /* Welcome mail: a single-use sign-in link (same tokens as /auth/request-magic-link, valid 72 h)
     to a customer's e-mail; 404 when no customer has it. */
  staffRoute(app, 'welcomeMail', async (request) => {
    const { to, name } = parseBody(sendWelcomeMailRequestSchema, request.body);
    if (!(await sendWelcome({ db, mailer, siteUrl: config.siteUrl, now }, to, name))) throw new HttpError(404, STAFF_MSG.customerNotFound);
    return { message: STAFF_MSG.welcomeSent };
  });
}
