/**
 * The guests' list reads (§7 "Public lists", §2 List page and share link): the slug of a share
 * link, a page of the listing and the list page of a slug, the last two with how long they hold
 * (the read cache, lib/readCache). Never exposes the customer (cli_for).
 */
import { and, eq } from 'drizzle-orm';
import type { Lista } from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG } from '../lib/errors';
import { firstCotaHoldEnd } from './cotaTotals';
import { groupKits, loadListItems } from './items';
import { ownerOf } from './owner';
import { DAY, findPublicLists, listaFields, progressOf, selectListas, type PublicQuery } from './queries';

/**
 * The slug of list `id` for the share link /share/lista/{id} (§2): only a public, active list
 * resolves; private, guests-only, archived and missing ids get the same 404 'Lista não
 * encontrada', so counting ids finds nothing.
 */
export async function shareListSlug(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ slug: s.listas.slug })
    .from(s.listas)
    .where(and(eq(s.listas.id, id), eq(s.listas.status, 'ativo'), eq(s.listas.privacidade, 'publico')))
    .limit(1);
  if (!row) throw new HttpError(404, MSG.listNotFound);
  return row.slug;
}

/**
 * The active list of `slug` with its items and kits (§3 Lista; any privacy: the slug is the key),
 * holds read at `now()` (called after the list is found), and `validUntil`: the end of its first
 * running hold (`reservadoAte`, or a cota's), null when none runs. 404 'Lista não encontrada' otherwise.
 * `aceitaValePresente` (decision 030) is true only when `opts.valePresente` (the store sells gift
 * cards), the list accepts them and its owner has an e-mail.
 */
export async function publicListBySlug(db: Db, slug: string, now: () => Date, opts: { valePresente: boolean } = { valePresente: false }): Promise<{ value: Lista; validUntil: Date | null }> {
  const [row] = await selectListas(db)
    .where(and(eq(s.listas.slug, slug), eq(s.listas.status, 'ativo')))
    .limit(1);
  if (!row) throw new HttpError(404, MSG.listNotFound);
  const at = now();
  const items = await loadListItems(db, [row.lista.id], at);
  const { produtosAvulsos, kits } = await groupKits(db, row.lista.id, items);
  // Guests learn only whether they can give a vale-presente now, never the owner's e-mail.
  const owner = opts.valePresente && row.lista.aceitaValePresente ? await ownerOf(db, row.lista.cliForCodigo) : null;
  const holdEnds = items.flatMap((i) => (i.reservadoAte ? [Date.parse(i.reservadoAte)] : []));
  // a cota held at a checkout (decision 043) shows as reserved until its hold ends
  const cotaHoldEnd = items.some((i) => (i.cotas?.reservado ?? 0) > 0) ? await firstCotaHoldEnd(db, row.lista.id, at) : null;
  if (cotaHoldEnd) holdEnds.push(cotaHoldEnd.getTime());
  return {
    value: {
      ...listaFields(row),
      aceitaValePresente: !!owner?.Email,
      progress: progressOf(items.filter((i) => i.vendido).length, items.length),
      produtosAvulsos,
      kits,
    },
    validUntil: holdEnds.length ? new Date(Math.min(...holdEnds)) : null,
  };
}

/**
 * One page of the public listing (findPublicLists) at `now()`, and `validUntil`: the end of that
 * UTC day, since upcoming events are ordered by day.
 */
export async function publicListings(db: Db, q: PublicQuery, now: () => Date) {
  const at = now();
  return { value: await findPublicLists(db, q, at), validUntil: new Date((Math.floor(at.getTime() / DAY) + 1) * DAY) };
}
