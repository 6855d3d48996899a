/**
 * Customer calls (§7 Customer): dashboard counters, own lists, one own list with its items, and
 * the customer edit of title and description (§5 Customer edit).
 *
 * Authorization of every call, in this order: a signed-in customer (401 anonymous, 403 staff; the
 * `ownCustomer` guard of the route table, ./routeAccess, before the handler), request validation
 * (400), the codigo and e-mail carried by the call equal the session's (403 otherwise, §6), and
 * for one list: it exists (404) and belongs to that customer (403, nothing of it revealed). The
 * last two need the call's own data, so they stay in the handlers.
 */
import type { FastifyInstance } from 'fastify';
import { idSchema, type Lista } from 'shared-contracts';
import { STORE_GIFT_MSG } from 'shared-contracts/area-texts';
import type { CompletionDiscount, CustomerDashboard, ReceivedGiftsResponse } from 'shared-contracts/area-schemas';
import {
  customerCredentialsSchema,
  customerListUpdateRequestSchema,
  customerListsQuerySchema,
  setItemCotasRequestSchema,
  setThankedRequestSchema,
} from 'shared-contracts/requests';
import { assertOwnCredentials } from '../auth/access';
import { parseBody, parseOr400 } from '../lib/errors';
import { HttpError } from '../lib/errors';
import { listItemParamsSchema, listIdParamsSchema } from '../lib/params';
import { setAceitaCotas } from '../lists/cotas';
import { STAFF_MSG } from '../lists/messages';
import { CUSTOMER_MSG, customerDashboard, customerList, customerLists, ownListRow, updateOwnList } from '../lists/owner';
import type { ListaRow } from '../lists/queries';
import { completionDiscountCart, completionDiscountState, requestCompletionDiscount } from '../shop/completionDiscount';
import { receivedGifts, setThanked } from '../lists/receivedGifts';
import { accessRoute } from './routeAccess';

const oneListParamsSchema = customerCredentialsSchema.extend({ id: idSchema });

/** Registers the §7 Customer calls. */
export async function customerRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const { db } = ctx;

  /** GET /cliente/listas/dashboard?codigo&email → {listasAtivas, listasPublicas, presentesRecebidos, unidadesRecebidas, valePresente} (lists/owner customerDashboard). */
  accessRoute(app, 'customerDashboard', async (request, _reply, user): Promise<CustomerDashboard> => {
    const q = parseOr400(customerCredentialsSchema, request.query);
    assertOwnCredentials(user, q.codigo, q.email);
    return customerDashboard(db, user.codigoCliente);
  });

  /** GET /cliente/listas?codigo&email&status → Lista[] (todos by default). */
  accessRoute(app, 'customerLists', async (request, _reply, user): Promise<Lista[]> => {
    const q = parseOr400(customerListsQuerySchema, request.query);
    assertOwnCredentials(user, q.codigo, q.email);
    return customerLists(db, user.codigoCliente, q.status);
  });

  /** GET /cliente/listas/:id/:codigo/:email → Lista with produtos and progresso. */
  accessRoute(app, 'customerList', async (request, _reply, user): Promise<Lista> => {
    const p = parseOr400(oneListParamsSchema, request.params);
    assertOwnCredentials(user, p.codigo, p.email);
    return customerList(db, await ownListRow(db, p.id, user.codigoCliente), ctx.now());
  });

  /**
   * PATCH /cliente/listas/:id {codigo, email, titulo, descricao, aceitaValePresente} → {message}. Only an ativo list
   * (409 otherwise). The slug stays as it is, so shared links keep working; descricao absent
   * leaves it unchanged, null or '' clears it.
   */
  accessRoute(app, 'customerUpdateList', async (request, _reply, user) => {
    const { id } = parseOr400(listIdParamsSchema, request.params);
    const body = parseBody(customerListUpdateRequestSchema, request.body);
    assertOwnCredentials(user, body.codigo, body.email);
    await updateOwnList(db, id, user.codigoCliente, body, ctx.now());
    return { message: CUSTOMER_MSG.updated };
  });

  /** GET /cliente/listas/:id/presentes-recebidos → {presentes} (decision 028: the owner's tracker). */
  accessRoute(app, 'customerReceivedGifts', async (request, _reply, user): Promise<ReceivedGiftsResponse> => {
    const { id } = parseOr400(listIdParamsSchema, request.params);
    await ownListRow(db, id, user.codigoCliente);
    return { presentes: await receivedGifts(db, id) };
  });

  /** PATCH /cliente/listas/:id/presentes-recebidos/agradecimento {canal, id, listaProdutoId, agradecido} → {message, agradecido}. */
  accessRoute(app, 'customerSetThanked', async (request, _reply, user) => {
    const { id } = parseOr400(listIdParamsSchema, request.params);
    const body = parseBody(setThankedRequestSchema, request.body);
    await ownListRow(db, id, user.codigoCliente);
    await setThanked(db, id, body, ctx.now());
    return { message: STORE_GIFT_MSG.thankedSaved, agradecido: body.agradecido };
  });

  /**
   * PUT /cliente/listas/:id/itens/:itemId/cotas {aceitaCotas} → {message, aceitaCotas} (decision
   * 043): the owner marks a gift of their active list (409 otherwise) 'Aceita cotas'; the rules
   * are lists/cotas setAceitaCotas (400 below the minimum price, 404 not on the list, 409).
   */
  accessRoute(app, 'customerSetItemCotas', async (request, _reply, user) => {
    const { id, itemId } = parseOr400(listItemParamsSchema, request.params);
    const { aceitaCotas } = parseBody(setItemCotasRequestSchema, request.body);
    const row = await ownListRow(db, id, user.codigoCliente);
    if (row.lista.status !== 'ativo') throw new HttpError(409, CUSTOMER_MSG.notActive);
    await setAceitaCotas(db, id, itemId, aceitaCotas, { precoMinimo: ctx.config.cotas.precoMinimo, now: ctx.now(), notFound: STAFF_MSG.itemNotFound });
    return { message: aceitaCotas ? CUSTOMER_MSG.cotasOn : CUSTOMER_MSG.cotasOff, aceitaCotas };
  });

  /** GET /cliente/listas/:id/desconto-conclusao → where the list's completion discount stands (decision 042). */
  accessRoute(app, 'customerCompletionDiscount', async (request, _reply, user): Promise<CompletionDiscount> => {
    const { id } = parseOr400(listIdParamsSchema, request.params);
    return completionDiscountState(ctx, discountList(await ownListRow(db, id, user.codigoCliente)));
  });

  /** POST /cliente/listas/:id/desconto-conclusao → the list's code, made in the store once (decision 042). */
  accessRoute(app, 'customerRequestCompletionDiscount', async (request, _reply, user): Promise<CompletionDiscount> => {
    const { id } = parseOr400(listIdParamsSchema, request.params);
    return requestCompletionDiscount(ctx, discountList(await ownListRow(db, id, user.codigoCliente)), request.log);
  });

  /** POST /cliente/listas/:id/desconto-conclusao/carrinho → {checkoutUrl}: the remaining gifts with the code (decision 042). */
  accessRoute(app, 'customerCompletionDiscountCart', async (request, _reply, user) => {
    const { id } = parseOr400(listIdParamsSchema, request.params);
    return completionDiscountCart(ctx, discountList(await ownListRow(db, id, user.codigoCliente)), { ip: request.ip, log: request.log });
  });
}

/** The list columns the completion discount reads. */
const discountList = (row: ListaRow) => ({ id: row.lista.id, status: row.lista.status, dataEvento: row.lista.dataEvento });
