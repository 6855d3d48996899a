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
import { eq, lte, or, sql } from 'drizzle-orm';
import { perDatabase, queryRows, type Db } from '../db';
import * as s from '../db/schema';
import { retryOnConflict } from '../lib/transaction';

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

const minutesUntil = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 60_000));

/**
 * Holds every item of `itemIds` (of list `listaId`) for `minutes` from `now` under `token`, or
 * none of them. Refused, with nothing changed, when any item is held by someone else (`taken`:
 * in how many minutes, rounded up, at least 1, the longest of those holds ends), when one was
 * given meanwhile (`given`), or when `owner` already holds `limits` gifts (`limit`: in how many
 * minutes the first of theirs ends). One call of the database function `reserva_tomar`
 * (drizzle/0009_take_hold.sql): the owner's counts are taken under transaction-scoped advisory
 * locks on the browser and the address, so simultaneous checkouts of one guest cannot pass the
 * limit together; the items are read under a share lock in id order before the holds are written
 * (the lock order of lib/transaction). The hold runs `cartSeconds` until attachCart (see the top).
 */
export async function takeHold(
  db: Db,
  opts: { itemIds: number[]; listaId: number; token: string; now: Date; minutes: number; cartSeconds: number; owner: HoldOwner; limits: HoldLimits },
): Promise<HoldResult> {
  const expiresAt = new Date(opts.now.getTime() + opts.minutes * 60_000);
  // until the cart exists (attachCart), the hold is an attempt in flight: a short life
  const inFlightUntil = new Date(Math.min(expiresAt.getTime(), opts.now.getTime() + opts.cartSeconds * 1000));
  const itemIds = [...new Set(opts.itemIds)].sort((a, b) => a - b);
  const { owner, limits } = opts;
  const [row] = await retryOnConflict(() =>
    queryRows<{ resultado: string; ate: Date | string | null }>(
      db,
      sql`select resultado, ate from reserva_tomar(${`{${itemIds.join(',')}}`}::int[], ${opts.listaId}::int, ${opts.token}, ${owner.browserHash}, ${owner.addressHash},
        ${opts.now.toISOString()}::timestamptz, ${inFlightUntil.toISOString()}::timestamptz, ${limits.perBrowser}::int, ${limits.perAddress}::int)`,
    ),
  );
  const until = row?.ate ? new Date(row.ate).getTime() : opts.now.getTime();
  switch (row?.resultado) {
    case 'held':
      return { held: true, expiresAt };
    case 'given':
      return { held: false, reason: 'given' };
    case 'limit':
      return { held: false, reason: 'limit', retryInMinutes: minutesUntil(until, opts.now) };
    case 'taken':
      return { held: false, reason: 'taken', retryInMinutes: minutesUntil(until, opts.now) };
    default:
      throw new Error(`reserva_tomar answered ${String(row?.resultado)}`);
  }
}

/**
 * The checkout of hold `token` became order `orderId` awaiting payment (Pix, boleto): its holds
 * stay until at least `until` (the order is paid or cancelled before that, normally) and stop
 * counting against the guest's limits. Holds of the token that someone else took meanwhile are
 * not touched. Returns how many item holds were kept.
 */
export async function keepHoldForOrder(db: Db, token: string, orderId: string, until: Date): Promise<number> {
  // a cota's hold (decision 043) is kept alike
  await db
    .update(s.cotaReservas)
    .set({ orderId, expiresAt: sql`greatest(${s.cotaReservas.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(s.cotaReservas.token, token));
  const rows = await db
    .update(s.reservas)
    .set({ orderId, expiresAt: sql`greatest(${s.reservas.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(s.reservas.token, token))
    .returning({ id: s.reservas.listaProdutoId });
  return rows.length;
}

/** Ends the holds of an order: those of its checkout's token, and any kept for its id. */
export async function releaseOrderHolds(db: Db, orderId: string, token: string | null): Promise<void> {
  await db.delete(s.cotaReservas).where(token ? or(eq(s.cotaReservas.token, token), eq(s.cotaReservas.orderId, orderId)) : eq(s.cotaReservas.orderId, orderId));
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
  return (await attachStatement(db).execute({ token, cartId, expiresAt: expiresAt.toISOString() })).length;
}
/** attachCart's statement, prepared once per database: every checkout runs it. */
const attachStatement = perDatabase((db) =>
  db
    .update(s.reservas)
    .set({ cartId: sql`${sql.placeholder('cartId')}`, expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz` })
    .where(eq(s.reservas.token, sql.placeholder('token')))
    .returning({ id: s.reservas.listaProdutoId })
    .prepare('attach_cart'),
);

/**
 * Deletes the holds of gifts and of cotas (decision 043) that ran out before `now` (an attempt in flight whose process died, a
 * checkout never paid, an order that stayed unpaid): they already gave way to anyone, this only
 * keeps the table small. Returns how many rows it deleted. The `reservas` job runs it every minute.
 */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(s.reservas).where(lte(s.reservas.expiresAt, now)).returning({ id: s.reservas.listaProdutoId });
  const cotas = await db.delete(s.cotaReservas).where(lte(s.cotaReservas.expiresAt, now)).returning({ token: s.cotaReservas.token });
  return rows.length + cotas.length;
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
