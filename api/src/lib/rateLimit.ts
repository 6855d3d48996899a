/**
 * Rate limits (decision 014) with @fastify/rate-limit, counted in the database (table rate_limits) so
 * that every API process on one PostgreSQL shares the counters, on the app's clock:
 *
 * | limit | counts | subject | max | window |
 * |---|---|---|---|---|
 * | loginPerAddress | every POST /auth/login | the caller's address | 20 | 1 min |
 * | loginFailures | wrong passwords | the staff code and the caller (its address, or its known browser) | 5 | 15 min |
 * | loginFailuresHour | wrong passwords | the same | 10 | 1 h |
 * | loginFailuresDay | wrong passwords | the same | 20 | 24 h |
 * | loginFailuresPerAccount | wrong passwords from browsers the code does not know | the staff code | 100 | 24 h |
 * | magicLinkPerAddress | every POST /auth/request-magic-link | the caller's address | 10 | 15 min |
 * | magicLinkPerEmail | every POST /auth/request-magic-link | the e-mail, lower-cased | 5 | 15 min |
 * | uploadsPerUser | image uploads (covers, photos, products) | the signed-in user | 30 | 10 min |
 * | uploadsPerUserDay | image uploads (a day's uploads of one user, about 1 GiB at 5 MiB each) | the signed-in user | 200 | 24 h |
 * | checkoutPerAddress | every POST /shopify/checkout (decision 020) | the caller's address | 60 | 10 min |
 *
 * Over a limit the call is a 429 with a pt-BR message and Retry-After (seconds); nothing else
 * runs. RATE_LIMIT_FACTOR multiplies every max. The limits per account hold for unknown accounts
 * too, so a 429 says nothing about whether a code or an e-mail exists.
 */
import rateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { rateLimits } from '../db/schema';
import { sha256 } from './crypto';
import { HttpError } from './errors';

const MINUTE = 60_000;

export const RATE_LIMITS = {
  loginPerAddress: { max: 20, windowMs: MINUTE },
  // growing waits for one caller guessing one code: 15 min after 5, an hour after 10, a day after 20
  loginFailures: { max: 5, windowMs: 15 * MINUTE },
  loginFailuresHour: { max: 10, windowMs: 60 * MINUTE },
  loginFailuresDay: { max: 20, windowMs: 24 * 60 * MINUTE },
  // every address together: about 100 guesses a day per code (a known browser is not counted)
  loginFailuresPerAccount: { max: 100, windowMs: 24 * 60 * MINUTE },
  magicLinkPerAddress: { max: 10, windowMs: 15 * MINUTE },
  magicLinkPerEmail: { max: 5, windowMs: 15 * MINUTE },
  uploadsPerUser: { max: 30, windowMs: 10 * MINUTE },
  // 30 per 10 minutes all day long would be 4320 uploads (about 17 GB); 200 a day at most
  uploadsPerUserDay: { max: 200, windowMs: 24 * 60 * MINUTE },
  checkoutPerAddress: { max: 60, windowMs: 10 * MINUTE },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** The pt-BR message of a 429, with the wait rounded up to whole minutes. */
export function tooManyMessage(retryAfterSeconds: number, what: 'tentativas' | 'envios' = 'tentativas'): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const lead = what === 'envios' ? 'Muitos envios de imagem' : 'Muitas tentativas';
  return `${lead}. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store of @fastify/rate-limit over the rate_limits table: an atomic upsert per hit (a window
 * that has ended starts again at 1). Expired rows are swept now and then.
 */
function databaseStore(db: Db, now: () => Date) {
  let hitsSinceSweep = 0;
  // one statement for every hit, built once (drizzle's prepared statement): every checkout counts one
  const at = sql.placeholder('at');
  const upsert = db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits: 1, resetAt: sql.placeholder('fresh') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.resetAt} <= ${at}::timestamptz THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at}::timestamptz THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .prepare('rate_limit_hit');
  return class DatabaseStore {
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const fresh = new Date(at.getTime() + windowMs);
      const [row] = await upsert.execute({ key, at: at.toISOString(), fresh });
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        await db.delete(rateLimits).where(lte(rateLimits.resetAt, at));
      }
      return { current: row!.hits, ttl: Math.max(0, row!.resetAt.getTime() - at.getTime()) };
    }
    async peek(key: string): Promise<{ current: number; ttl: number }> {
      const at = now();
      const [row] = await db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`).limit(1);
      if (!row || row.resetAt <= at) return { current: 0, ttl: 0 };
      return { current: row.hits, ttl: row.resetAt.getTime() - at.getTime() };
    }
    incr(key: string, cb: Callback, windowMs: number) {
      this.hit(key, windowMs).then((r) => cb(null, r), cb);
    }
    read(key: string, cb: Callback) {
      this.peek(key).then((r) => cb(null, r), cb);
    }
    child() {
      return this;
    }
  };
}

/** Counts calls of one limit per subject; see the module doc. */
export interface Limiter {
  /** Counts this call for `subject` and returns whether it is over the limit. */
  hit(request: FastifyRequest, subject: string): Promise<LimitState>;
  /** Whether `subject` is already at the limit, without counting (failures counted with `hit`). */
  atLimit(request: FastifyRequest, subject: string): Promise<LimitState>;
}
export interface LimitState {
  over: boolean;
  retryAfterSeconds: number;
}

export type Limiters = Record<RateLimitName, Limiter>;

/**
 * Registers @fastify/rate-limit (no global limit: each call applies its own) on the database store
 * and returns the limiters of RATE_LIMITS, each max multiplied by `factor`.
 */
export async function registerRateLimits(app: FastifyInstance, opts: { db: Db; now: () => Date; factor: number }): Promise<Limiters> {
  await app.register(rateLimit, { global: false, store: databaseStore(opts.db, opts.now) as never, skipOnError: false });
  const subjects = new WeakMap<FastifyRequest, Map<string, string>>();
  const limiter = (name: RateLimitName): Limiter => {
    const { max, windowMs } = RATE_LIMITS[name];
    const options: CreateRateLimitOptions = {
      max: Math.max(1, Math.round(max * opts.factor)),
      timeWindow: windowMs,
      // the subject handed to hit/atLimit, hashed: no address or e-mail is stored in clear
      keyGenerator: (request) => sha256(`${name}:${subjects.get(request)?.get(name) ?? ''}`),
    };
    const check = app.createRateLimit(options);
    const run = async (request: FastifyRequest, subject: string, increment: boolean): Promise<LimitState> => {
      const forRequest = subjects.get(request) ?? new Map<string, string>();
      forRequest.set(name, subject);
      subjects.set(request, forRequest);
      const result = await check(request, { increment });
      if (result.isAllowed) return { over: false, retryAfterSeconds: 0 };
      const over = increment ? result.isExceeded : result.remaining === 0;
      return { over, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
    };
    return { hit: (request, subject) => run(request, subject, true), atLimit: (request, subject) => run(request, subject, false) };
  };
  return Object.fromEntries((Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => [name, limiter(name)])) as Limiters;
}

/**
 * Throws the 429 (pt-BR message; its wait is answered as Retry-After by the app's error handler)
 * when any of `states` is over its limit; the longest wait wins.
 */
export function refuseWhenOver(states: LimitState[], what?: 'tentativas' | 'envios'): void {
  const over = states.filter((s) => s.over);
  if (!over.length) return;
  const wait = Math.max(...over.map((s) => s.retryAfterSeconds));
  throw new HttpError(429, tooManyMessage(wait, what), wait);
}

/**
 * The address a limit per address counts: Fastify's request.ip (see TRUST_PROXY), an IPv6 address
 * reduced to its /64 (one subscriber's whole block counts as one address).
 */
export const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip, 64);
