/**
 * Holds on gifts (beyond the spec: an item is never bought twice). Creating a checkout holds the
 * item, or every item of a kit, for GIFT_HOLD_MINUTES: a row of `reservas` per item whose primary
 * key is the exclusive constraint. A hold is taken with one INSERT ... ON CONFLICT DO UPDATE ...
 * WHERE the existing row has expired, so of two simultaneous checkouts exactly one gets the rows
 * (on PGlite and on a PostgreSQL server shared by several API processes alike).
 *
 * A hold lives in two stages (docs/decisions/036): until the store's cart exists it runs for
 * GIFT_HOLD_CART_SECONDS only (an attempt in flight: a process that dies before the cart leaves
 * nothing that outlives it), is not shown as reserved on the list pages, does not count against
 * the browser's limit, and the same browser may take it over; `attachCart` then gives it its full
 * GIFT_HOLD_MINUTES.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import * as s from '../db/schema';
import { inTransaction } from '../lib/transaction';

/** pt-BR message of a held gift (409): in minutes, since the server does not know the guest's time zone. */
export const HOLD_MSG = {
  item: (minutes: number) => `Alguém já está presenteando este item. Tente novamente em ${minutesText(minutes)}.`,
  kit: (minutes: number) => `Alguém já está presenteando este kit. Tente novamente em ${minutesText(minutes)}.`,
} as const;
const minutesText = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

/** pt-BR message of a guest over the hold limits (429): in minutes, like HOLD_MSG. */
export const HOLD_LIMIT_MSG = (minutes: number) =>
  `Você já está presenteando outros itens desta lista ou de outras. Conclua ou aguarde: tente novamente em ${minutesText(minutes)}.`;

/**
 * How many gifts (a kit counts once: holds of one checkout share a token) may be held at once by
 * one browser, and by one client address (many guests of one mobile carrier share an address
 * behind CGNAT, so it leaves room for a wedding party on one network). Only holds whose checkout
 * has not become an order count.
 */
export interface HoldLimits {
  perBrowser: number;
  perAddress: number;
}

/** Who is checking out: SHA-256 of the browser's id (session or pre-session cookie) and of the client address. */
export interface HoldOwner {
  browserHash: string;
  addressHash: string;
}

export type HoldResult =
  | { held: true; expiresAt: Date }
  | { held: false; reason: 'taken' | 'limit'; retryInMinutes: number }
  | { held: false; reason: 'given' };

class HoldRefused extends Error {}
class AlreadyGiven extends Error {}
class LimitReached extends Error {
  constructor(readonly until: Date) {
    super('hold limit');
  }
}

const minutesUntil = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 60_000));

/**
 * Active holds that count against a limit: not expired, not yet an order. Counted in checkouts
 * (distinct tokens), with the time the earliest of them ends.
 */
async function countHolds(db: Db, where: SQL, now: Date): Promise<{ gifts: number; firstEnds: Date | null }> {
  const [row] = await db
    .select({ gifts: sql<number>`count(distinct ${s.reservas.token})`.mapWith(Number), firstEnds: min(s.reservas.expiresAt) })
    .from(s.reservas)
    .where(and(where, gt(s.reservas.expiresAt, now), isNull(s.reservas.orderId)));
  return { gifts: row?.gifts ?? 0, firstEnds: row?.firstEnds ? new Date(row.firstEnds) : null };
}

/**
 * Holds every item of `itemIds` (of list `listaId`) for `minutes` from `now` under `token`, or
 * none of them. Refused, with nothing changed, when any item is held by someone else (`taken`:
 * in how many minutes, rounded up, at least 1, the longest of those holds ends) or when `owner`
 * already holds `limits` gifts (`limit`: in how many minutes the first of theirs ends). The
 * owner's counts are taken under transaction-scoped advisory locks on the browser and the
 * address, so simultaneous checkouts of one guest cannot pass the limit together.
 */
export async function takeHold(
  db: Db,
  opts: { itemIds: number[]; listaId: number; token: string; now: Date; minutes: number; cartSeconds: number; owner: HoldOwner; limits: HoldLimits },
): Promise<HoldResult> {
  const expiresAt = new Date(opts.now.getTime() + opts.minutes * 60_000);
  // until the cart exists (attachCart), the hold is an attempt in flight: a short life
  const inFlightUntil = new Date(Math.min(expiresAt.getTime(), opts.now.getTime() + opts.cartSeconds * 1000));
  const { owner, limits } = opts;
  try {
    // one lock order for a gift (lib/transaction): its items first, then its holds
    const itemIds = [...new Set(opts.itemIds)].sort((a, b) => a - b);
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:browser:${owner.browserHash}`})), pg_advisory_xact_lock(hashtext(${`hold:address:${owner.addressHash}`}))`);
      // the browser's own attempts in flight are not counted: one that died must not lock the guest
      // out (the address limit still counts them, so parallel requests cannot pass it together)
      const browser = await countHolds(tx, and(eq(s.reservas.browserHash, owner.browserHash), isNotNull(s.reservas.cartId))!, opts.now);
      if (browser.gifts >= limits.perBrowser) throw new LimitReached(browser.firstEnds ?? opts.now);
      const address = await countHolds(tx, eq(s.reservas.addressHash, owner.addressHash), opts.now);
      if (address.gifts >= limits.perAddress) throw new LimitReached(address.firstEnds ?? opts.now);
      // Given meanwhile (a till registration or a payment locks the items FOR UPDATE, then the
      // holds): the items are read under a share lock before the hold is written, so either this
      // waits for that one and sees it given, or that one waits for this hold and sees it.
      // (every row is locked, not only the given ones: a WHERE on `vendido` would skip, without
      // waiting, a row that a registration has locked but not yet committed)
      const items = await tx
        .select({ vendido: s.listaProdutos.vendido })
        .from(s.listaProdutos)
        .where(inArray(s.listaProdutos.id, itemIds))
        .orderBy(s.listaProdutos.id)
        .for('share');
      if (items.some((i) => i.vendido)) throw new AlreadyGiven();
      const taken = await tx
        .insert(s.reservas)
        .values(
          itemIds.map((listaProdutoId) => ({
            listaProdutoId,
            listaId: opts.listaId,
            token: opts.token,
            browserHash: owner.browserHash,
            addressHash: owner.addressHash,
            expiresAt: inFlightUntil,
            createdAt: opts.now,
          })),
        )
        .onConflictDoUpdate({
          target: s.reservas.listaProdutoId,
          set: {
            listaId: sql`excluded.lista_id`,
            token: sql`excluded.token`,
            cartId: null,
            browserHash: sql`excluded.navegador_hash`,
            addressHash: sql`excluded.endereco_hash`,
            orderId: null,
            expiresAt: sql`excluded.expires_at`,
            createdAt: sql`excluded.created_at`,
          },
          // a run-out hold, or this browser's own attempt that never got its cart
          setWhere: or(lte(s.reservas.expiresAt, opts.now), and(eq(s.reservas.browserHash, owner.browserHash), isNull(s.reservas.cartId), isNull(s.reservas.orderId))),
        })
        .returning({ id: s.reservas.listaProdutoId });
      if (taken.length !== itemIds.length) throw new HoldRefused();
    });
    return { held: true, expiresAt };
  } catch (error) {
    if (error instanceof AlreadyGiven) return { held: false, reason: 'given' };
    if (error instanceof LimitReached) return { held: false, reason: 'limit', retryInMinutes: minutesUntil(error.until.getTime(), opts.now) };
    if (!(error instanceof HoldRefused)) throw error;
  }
  const [row] = await db
    .select({ until: max(s.reservas.expiresAt) })
    .from(s.reservas)
    .where(inArray(s.reservas.listaProdutoId, opts.itemIds));
  const until = row?.until ? new Date(row.until).getTime() : opts.now.getTime();
  return { held: false, reason: 'taken', retryInMinutes: minutesUntil(until, opts.now) };
}

/**
 * The checkout of hold `token` became order `orderId` awaiting payment (Pix, boleto): its holds
 * stay until at least `until` (the order is paid or cancelled before that, normally) and stop
 * counting against the guest's limits. Holds of the token that someone else took meanwhile are
 * not touched. Returns how many item holds were kept.
 */
export async function keepHoldForOrder(db: Db, token: string, orderId: string, until: Date): Promise<number> {
  const rows = await db
    .update(s.reservas)
    .set({ orderId, expiresAt: sql`greatest(${s.reservas.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(s.reservas.token, token))
    .returning({ id: s.reservas.listaProdutoId });
  return rows.length;
}

/** Ends the holds of an order: those of its checkout's token, and any kept for its id. */
export async function releaseOrderHolds(db: Db, orderId: string, token: string | null): Promise<void> {
  await db.delete(s.reservas).where(token ? or(eq(s.reservas.token, token), eq(s.reservas.orderId, orderId)) : eq(s.reservas.orderId, orderId));
}

/** Ends the holds of checkout attempt `token` (the store failed, or gave no checkout address). */
export async function releaseHold(db: Db, token: string): Promise<void> {
  await db.delete(s.reservas).where(eq(s.reservas.token, token));
}

/**
 * Records the store's cart id on the holds of `token` and gives them their full life (until
 * `expiresAt`, from takeHold). Returns how many item holds were still this attempt's: fewer than
 * it took means that the store answered after the in-flight hold ran out and someone else took an
 * item meanwhile (the caller then ends the rest with releaseHold).
 */
export async function attachCart(db: Db, token: string, cartId: string, expiresAt: Date): Promise<number> {
  const rows = await db.update(s.reservas).set({ cartId, expiresAt }).where(eq(s.reservas.token, token)).returning({ id: s.reservas.listaProdutoId });
  return rows.length;
}

/**
 * Deletes the holds that ran out before `now` (an attempt in flight whose process died, a
 * checkout never paid, an order that stayed unpaid): they already gave way to anyone, this only
 * keeps the table small. Returns how many rows it deleted. The `reservas` job runs it every minute.
 */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(s.reservas).where(lte(s.reservas.expiresAt, now)).returning({ id: s.reservas.listaProdutoId });
  return rows.length;
}

/** When a running API sweeps run-out holds (server.ts, a job schedule in UTC): every minute. */
export const HOLD_SWEEP_CRON = '* * * * *';

/** The job of the `reservas` queue: sweepExpiredHolds on the app's clock, logged when it deleted any. */
export function holdSweepJob(ctx: { db: Db; now: () => Date }, log: { info: (o: object, msg: string) => void }): () => Promise<void> {
  return async () => {
    const removed = await sweepExpiredHolds(ctx.db, ctx.now());
    if (removed) log.info({ removed }, 'holds: run-out holds removed');
  };
}
