/**
 * Holds on gifts (beyond the spec: an item is never bought twice). Creating a checkout holds the
 * item, or every item of a kit, for GIFT_HOLD_MINUTES: a row of `reservas` per item whose primary
 * key is the exclusive constraint. A hold is taken with one INSERT ... ON CONFLICT DO UPDATE ...
 * WHERE the existing row has expired, so of two simultaneous checkouts exactly one gets the rows
 * (on PGlite and on a PostgreSQL server shared by several API processes alike).
 */
import { eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db';
import * as s from '../db/schema';

/** pt-BR message of a held gift (409): in minutes, since the server does not know the guest's time zone. */
export const HOLD_MSG = {
  item: (minutes: number) => `Alguém já está presenteando este item. Tente novamente em ${minutesText(minutes)}.`,
  kit: (minutes: number) => `Alguém já está presenteando este kit. Tente novamente em ${minutesText(minutes)}.`,
} as const;
const minutesText = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

export type HoldResult = { held: true; expiresAt: Date } | { held: false; retryInMinutes: number };

class HoldRefused extends Error {}

/**
 * Holds every item of `itemIds` (of list `listaId`) for `minutes` from `now` under `token`, or
 * none of them: when any is held by someone else, nothing changes and the answer says in how many
 * minutes (rounded up, at least 1) the longest of those holds ends.
 */
export async function takeHold(
  db: Db,
  opts: { itemIds: number[]; listaId: number; token: string; now: Date; minutes: number },
): Promise<HoldResult> {
  const expiresAt = new Date(opts.now.getTime() + opts.minutes * 60_000);
  try {
    await db.transaction(async (tx) => {
      const taken = await tx
        .insert(s.reservas)
        .values(opts.itemIds.map((listaProdutoId) => ({ listaProdutoId, listaId: opts.listaId, token: opts.token, expiresAt, createdAt: opts.now })))
        .onConflictDoUpdate({
          target: s.reservas.listaProdutoId,
          set: {
            listaId: sql`excluded.lista_id`,
            token: sql`excluded.token`,
            cartId: null,
            expiresAt: sql`excluded.expires_at`,
            createdAt: sql`excluded.created_at`,
          },
          setWhere: lte(s.reservas.expiresAt, opts.now),
        })
        .returning({ id: s.reservas.listaProdutoId });
      if (taken.length !== opts.itemIds.length) throw new HoldRefused();
    });
    return { held: true, expiresAt };
  } catch (error) {
    if (!(error instanceof HoldRefused)) throw error;
  }
  const [row] = await db
    .select({ until: max(s.reservas.expiresAt) })
    .from(s.reservas)
    .where(inArray(s.reservas.listaProdutoId, opts.itemIds));
  const until = row?.until ? new Date(row.until).getTime() : opts.now.getTime();
  return { held: false, retryInMinutes: Math.max(1, Math.ceil((until - opts.now.getTime()) / 60_000)) };
}

/** Ends the holds of checkout attempt `token` (the store failed, or gave no checkout address). */
export async function releaseHold(db: Db, token: string): Promise<void> {
  await db.delete(s.reservas).where(eq(s.reservas.token, token));
}

/** Records the store's cart id on the holds of `token`. */
export async function attachCart(db: Db, token: string, cartId: string): Promise<void> {
  await db.update(s.reservas).set({ cartId }).where(eq(s.reservas.token, token));
}
