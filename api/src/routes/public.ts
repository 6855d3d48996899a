/**
 * Public lists (§7): listings, categories, a list by slug. Never exposes the customer (cli_for).
 * Every route is `public` in the route table (./routeAccess): no guard runs. The guests' reads
 * (listings and a list by slug) go through a read cache that is exact at every request
 * (lib/readCache, decision 026).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FetchShareListResponse } from 'shared-contracts';
import { fetchPublicListsQuerySchema, shareListParamsSchema, slugParamSchema } from 'shared-contracts/requests';
import { parseOr400 } from '../lib/errors';
import { listCategories } from '../lists/catalogue';
import { publicListBySlug, publicListings, shareListSlug } from '../lists/publicLists';
import { createReadCache } from '../lib/readCache';
import { accessRoute } from './routeAccess';

/** Registers the public list calls. */
export async function publicRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  const cache = createReadCache(db, now);
  // the store sells vale-presente (decision 030): fixed for the process's life
  const valePresente = app.ctx.store !== null && (app.ctx.config.shopify.giftCardVariants ?? []).length > 0;

  // The listing's order depends on the UTC day (upcoming events first): an entry holds until the day ends.
  const listings = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseOr400(fetchPublicListsQuerySchema, request.query);
    const entry = await cache.read(`listas:${JSON.stringify(query)}`, () => publicListings(db, query, now));
    return cache.send(request, reply, entry);
  };
  accessRoute(app, 'publicLists', listings);
  accessRoute(app, 'publicListsIndex', listings);

  accessRoute(app, 'categories', async () => listCategories(db));

  // The share link /share/lista/{id} (§2): only a public, active list resolves (lists/publicLists).
  accessRoute(app, 'shareList', async (request): Promise<FetchShareListResponse> => {
    const { id } = parseOr400(shareListParamsSchema, request.params);
    return { slug: await shareListSlug(db, id) };
  });

  // A list page shows running holds (`reservadoAte`): its entry holds until the first of them ends.
  accessRoute(app, 'listBySlug', async (request, reply) => {
    const { slug } = parseOr400(slugParamSchema, request.params);
    const entry = await cache.read(`lista:${slug}`, () => publicListBySlug(db, slug, now, { valePresente }));
    return cache.send(request, reply, entry);
  });
}
