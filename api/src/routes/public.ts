/**
 * Public lists (§7): listings, categories, a list by slug. Never exposes the customer (cli_for).
 * Every route is `public` in the route table (./routeAccess): no guard runs. The guests' reads
 * (listings and a list by slug) go through a read cache that is exact at every request
 * (lib/readCache, decision 026).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FetchShareListResponse, Lista } from 'shared-contracts';
import { fetchPublicListsQuerySchema, shareListParamsSchema, slugParamSchema } from 'shared-contracts/requests';
import * as s from '../db/schema';
import { HttpError, MSG, parseOr400 } from '../lib/errors';
import { groupKits, loadListItems } from '../lists/items';
import { findPublicLists, listaFields, progressOf, selectListas } from '../lists/queries';
import { createReadCache } from '../lib/readCache';
import { accessRoute } from './routeAccess';

const DAY = 86_400_000;

/** Registers the public list calls. */
export async function publicRoutes(app: FastifyInstance) {
  const { db, now } = app.ctx;

  const cache = createReadCache(db, now);

  // The listing's order depends on the UTC day (upcoming events first): an entry holds until the day ends.
  const listings = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseOr400(fetchPublicListsQuerySchema, request.query);
    const entry = await cache.read(`listas:${JSON.stringify(query)}`, async () => {
      const at = now();
      return { value: await findPublicLists(db, query, at), validUntil: new Date(Math.floor(at.getTime() / DAY + 1) * DAY) };
    });
    return cache.send(request, reply, entry);
  };
  accessRoute(app, 'publicLists', listings);
  accessRoute(app, 'publicListsIndex', listings);

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

  // A list page shows running holds (`reservadoAte`): its entry holds until the first of them ends.
  accessRoute(app, 'listBySlug', async (request, reply) => {
    const { slug } = parseOr400(slugParamSchema, request.params);
    const entry = await cache.read(`lista:${slug}`, () => listBySlug(slug));
    return cache.send(request, reply, entry);
  });

  /** The active list of `slug` with its items and kits (§3 Lista), valid until its first running hold ends. */
  async function listBySlug(slug: string): Promise<{ value: Lista; validUntil: Date | null }> {
    const [row] = await selectListas(db)
      .where(and(eq(s.listas.slug, slug), eq(s.listas.status, 'ativo')))
      .limit(1);
    if (!row) throw new HttpError(404, MSG.listNotFound);
    const items = await loadListItems(db, [row.lista.id], now());
    const { produtosAvulsos, kits } = await groupKits(db, row.lista.id, items);
    const holdEnds = items.flatMap((i) => (i.reservadoAte ? [Date.parse(i.reservadoAte)] : []));
    return {
      value: {
        ...listaFields(row),
        progress: progressOf(items.filter((i) => i.vendido).length, items.length),
        produtosAvulsos,
        kits,
      },
      validUntil: holdEnds.length ? new Date(Math.min(...holdEnds)) : null,
    };
  }
}
