/**
 * The till's calls (decision 028, 'Presente na loja'): find a list by code or title, read its gifts and
 * registrations, register a gift bought in a store, undo a registration of the day. Each is a staff
 * call of STAFF_CALLS ('Registrar presente na loja'); the rules are in till/storeGifts.
 */
import type { FastifyInstance } from 'fastify';
import { STORE_GIFT_MSG } from 'shared-contracts/area-texts';
import type { TillListResponse, TillSearchResponse } from 'shared-contracts/area-schemas';
import { registerStoreGiftRequestSchema, tillSearchQuerySchema } from 'shared-contracts/requests';
import { parseBody, parseOr400 } from '../lib/errors';
import { registerStoreGift, searchTillLists, tillList, undoStoreGift, type StoreGiftContext } from '../till/storeGifts';
import { idParamsSchema, staffRoute } from './staffCalls';

/** Registers the till's calls. */
export async function storeGiftRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const { db } = ctx;
  const storeGiftContext = (): StoreGiftContext => ({ db, now: ctx.now(), siteUrl: ctx.config.siteUrl, stageMail: (tx, message) => ctx.mailer.stage(tx, message) });

  /** GET /presentes-loja/listas?busca= → {listas}: the list whose id it is, or titles containing it. */
  staffRoute(app, 'tillSearch', async (request): Promise<TillSearchResponse> => {
    const { busca } = parseOr400(tillSearchQuerySchema, request.query);
    return { listas: await searchTillLists(db, busca) };
  });

  /** GET /presentes-loja/listas/:id → {lista, registros}. */
  staffRoute(app, 'tillList', async (request, _reply, caller): Promise<TillListResponse> =>
    tillList(db, parseOr400(idParamsSchema, request.params).id, ctx.now(), caller),
  );

  /** POST /presentes-loja/listas/:id {listaProdutoId, nome, email?, mensagem?, filialId, numeroVenda?} → 201 {message, registro}. */
  staffRoute(app, 'registerStoreGift', async (request, reply, caller) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const body = parseBody(registerStoreGiftRequestSchema, request.body);
    const { registro, deliver } = await registerStoreGift(storeGiftContext(), id, body, caller);
    deliver();
    request.log.info({ listaId: id, registro: registro.id, staff: caller.id }, 'till: gift registered');
    reply.code(201);
    return { message: STORE_GIFT_MSG.registered, registro };
  });

  /** POST /presentes-loja/:id/desfazer → {message, registro}; 403 to a clerk neither its registrar nor of its branch. */
  staffRoute(app, 'undoStoreGift', async (request, _reply, caller) => {
    const { id } = parseOr400(idParamsSchema, request.params);
    const { registro, deliver } = await undoStoreGift(storeGiftContext(), id, caller);
    deliver();
    request.log.info({ registro: id, staff: caller.id }, 'till: registration undone');
    return { message: STORE_GIFT_MSG.undone, registro };
  });
}
