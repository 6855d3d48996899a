/**
 * Public lists (§7): listings, categories, a list by slug. Never exposes the customer (cli_for).
 * Every route is `public` in the route table (./routeAccess): no guard runs.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FetchShareListResponse, Lista } from 'shared-contracts';
import { fetchPublicListsQuerySchema, shareListParamsSchema, slugParamSchema } from 'shared-contracts/requests';
import * as s from '../db/schema';
import { HttpError, MSG, parseOr400 } from '../lib/errors';
import { groupKits, loadListItems } from '../lists/items';
import { findPublicLists, listaFields, progressOf, selectListas } from '../lists/queries';
import { accessRoute } from './routeAccess';

/** Registers the public list calls. */
export async function publicRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  const listings = async (query: unknown) => findPublicLists(db, parseOr400(fetchPublicListsQuerySchema, query), now());
  accessRoute(app, 'publicLists', async (request) => listings(request.query));
  accessRoute(app, 'publicListsIndex', async (request) => listings(request.query));

  accessRoute(app, 'categories', async () =>
    db.select({ id: s.categorias.id, nome: s.categorias.nome }).from(s.categorias).orderBy(asc(s.categorias.nome)),
  );

  // The share link /share/lista/{id} (§2): only a public, active list resolves; private,
  // guests-only, archived and missing ids get the same 404, so counting ids finds nothing.
  accessRoute(app, 'shareList', async (request): Promise<FetchShareListResponse> => {
    const { id } = parseOr400(shareListParamsSchema, request.params);
    const [row] = await db
      .select({ slug: s.listas.slug })
      .from(s.listas)
      .where(and(eq(s.listas.id, id), eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, 'publico')))
      .limit(1);
    if (!row) throw new HttpError(404, MSG.listNotFound);
    return { slug: row.slug };
  });

  accessRoute(app, 'listBySlug', async (request): Promise<Lista> => {
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
