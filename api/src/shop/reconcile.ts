/**
 * The reconciliation (decision 022: nothing is missed). Shopify retries a webhook 8 times
 * over about 4 hours and then drops it; its own advice is to poll the Admin API for what was
 * missed. Every RECONCILE_INTERVAL_MINUTES (10) this job asks the store's Admin GraphQL API
 * (./adminOrders: the orders updated since its cursor, then each gift order whole) and applies
 * each gift order's current state with `applyOrderSnapshot` (./orderEvents), the same handlers as
 * the webhooks, one transaction per order, the owner's mails sent once committed. The handlers
 * are idempotent by the order's recorded state, so an order a webhook already applied changes
 * nothing. Decision record: docs/decisions/022-reconciliation-with-the-admin-api.md.
 *
 * - Once across all API processes: a lease row in `tarefas` ('reconciliacao'), taken with one
 *   atomic UPDATE … WHERE the lease is free, expired or already ours; a process that does not get
 *   it does nothing. The lease outlasts the interval, so the process that holds it keeps it run
 *   after run; it is renewed while a run goes on, and another process takes over when it expires.
 * - The cursor, kept in the row: the last `updatedAt` seen minus one minute of overlap (nothing on
 *   the boundary is lost, nor an order that Shopify's search shows a little late), with the orders
 *   of that overlap remembered by id and fingerprint so that they are not applied again. The
 *   first run starts RECONCILE_LOOKBACK_HOURS (72) back.
 * - Off without SHOPIFY_ADMIN_TOKEN (one log line at start). Logs carry counts and order ids only,
 *   never the token nor a buyer's data.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createAdminApiClient, type AdminApiClient } from '@shopify/admin-api-client';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Log } from '../lib/log';
import type { AppContext } from '../context';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import * as s from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { inTransaction } from '../lib/transaction';
import { adminOrderFacts, adminOrderId, namesList, ORDER_DETAIL, orderFingerprint, ORDERS_PAGE, ORDERS_UPDATED, type UpdatedOrderNode } from './adminOrders';
import { applyOrderSnapshot, handOverStranded, orderEventContext } from './orderEvents';
import { loopbackAwareFetch } from '../onlineStore/shopify';

/** The lease row's name in `tarefas`. */
export const RECONCILE_TASK = 'reconciliacao';
/** Defaults of the configuration (ShopifyConfig) and of the cursor's overlap. */
export const RECONCILE_DEFAULTS = { intervalMinutes: 10, lookbackHours: 72, overlapMs: 60_000 } as const;

const MAX_SEEN = 5000;
const MAX_PAGES = 1000;

export interface ReconcileOptions {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** The clock (the app's). */
  now: () => Date;
  log: Log;
  /** This process's name in the lease (e.g. host:pid:random). */
  owner: string;
  /** The underlying fetch (tests). */
  fetchImpl?: typeof fetch;
  /** Lease length, in ms (default: the interval plus one minute). */
  leaseMs?: number;
  /** Time limit of one Admin call, in ms (default 15 s). */
  timeoutMs?: number;
  /** Waits between attempts of a throttled call (tests). */
  sleep?: (ms: number) => Promise<void>;
}

/** What a run did. */
export interface ReconcileResult {
  /** off: no Admin token (or no store); not-leader: another process holds the lease; done; failed: the store's API failed (progress kept); lease-lost. */
  status: 'off' | 'not-leader' | 'done' | 'failed' | 'lease-lost';
  /** Orders the store reported updated since the cursor. */
  orders: number;
  /** Gift orders whose state was applied. */
  applied: number;
  /** Of those, orders where the run changed something (a webhook was missed, or is late). */
  caught: number;
  /** Orders already applied with the same state (the cursor's overlap). */
  unchanged: number;
  /** Orders that name no list, or that could not be read whole. */
  skipped: number;
  /** Orders whose application failed (retried by the next run). */
  failed: number;
  /** List items found available while a standing paid duplicate covered them, handed over to it (orderEvents handOverStranded). */
  handedOver: number;
  ms: number;
}

/** The cursor kept in the lease row. */
interface CursorState {
  since: Date;
  /** Orders seen at or after `since`: id → fingerprint (starts with its updatedAt). */
  seen: Record<string, string>;
}

function readCursor(text: string | null): CursorState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { since?: unknown; seen?: unknown };
    const since = typeof value.since === 'string' ? new Date(value.since) : null;
    if (!since || Number.isNaN(since.getTime())) return null;
    const seen: Record<string, string> = {};
    if (value.seen && typeof value.seen === 'object') for (const [k, v] of Object.entries(value.seen)) if (typeof v === 'string') seen[k] = v;
    return { since, seen };
  } catch {
    return null;
  }
}

/** Shopify's search dates: ISO 8601 in whole seconds. */
const searchDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const timeOf = (fingerprint: string) => Date.parse(fingerprint.split('|')[0] ?? '');

/** Why the Admin API could not answer (no token, no buyer data in the text). */
export class AdminApiError extends Error {}

interface Answer<T> {
  data?: T;
  errors?: { networkStatusCode?: number; message?: string; graphQLErrors?: Array<{ message?: string; extensions?: { code?: string } }> };
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: { currentlyAvailable?: number; restoreRate?: number } } };
}

/**
 * The Admin GraphQL client of the configured store (SHOPIFY_STORE_DOMAIN, SHOPIFY_ADMIN_TOKEN,
 * SHOPIFY_API_VERSION), or null without a token or a store. One retry of 429/503; only the
 * version warning is logged (the client's other log entries carry the request headers: the token).
 */
export function adminClient(config: AppConfig, log: Log, fetchImpl?: typeof fetch): AdminApiClient | null {
  const { adminToken, storeDomain, apiVersion } = config.shopify;
  if (!adminToken || !storeDomain) return null;
  return createAdminApiClient({
    storeDomain,
    apiVersion,
    accessToken: adminToken,
    retries: 1,
    customFetchApi: loopbackAwareFetch(fetchImpl, config.shopify.plainHttp),
    logger: (entry) => {
      if (entry.type === 'Unsupported_Api_Version') log.warn({ apiVersion }, 'Shopify Admin: the API version is not among the supported ones');
    },
  });
}

/** One Admin query or mutation; a THROTTLED answer waits for the bucket (Shopify's advice) and is asked again, at most 4 times. */
export async function ask<T>(client: AdminApiClient, query: string, variables: Record<string, unknown>, opts: { timeoutMs: number; sleep: (ms: number) => Promise<void> }): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = (await client.request<T>(query, { variables, signal: AbortSignal.timeout(opts.timeoutMs) })) as Answer<T>;
    const errors = answer.errors;
    if (!errors && answer.data) return answer.data;
    const throttled = errors?.graphQLErrors?.some((e) => e.extensions?.code === 'THROTTLED') ?? false;
    if (throttled && attempt < 5) {
      const cost = answer.extensions?.cost;
      const missing = (cost?.requestedQueryCost ?? 100) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
      await opts.sleep(Math.min(10_000, Math.max(1000, Math.ceil((missing / (cost?.throttleStatus?.restoreRate ?? 50)) * 1000))));
      continue;
    }
    const status = errors?.networkStatusCode;
    const first = errors?.graphQLErrors?.[0]?.message;
    throw new AdminApiError(status && status >= 400 ? `HTTP ${status}` : first ? `GraphQL: ${first.slice(0, 200)}` : (errors?.message?.slice(0, 200) ?? 'no data'));
  }
}

/** The lease is taken (or kept) by `owner` until `now + leaseMs`; answers the cursor, or null when another process holds it. */
async function takeLease(db: Db, owner: string, now: Date, leaseMs: number): Promise<{ cursor: string | null } | null> {
  await db.insert(s.tarefas).values({ nome: RECONCILE_TASK }).onConflictDoNothing();
  const [row] = await db
    .update(s.tarefas)
    .set({ dono: owner, ate: new Date(now.getTime() + leaseMs) })
    .where(and(eq(s.tarefas.nome, RECONCILE_TASK), or(isNull(s.tarefas.ate), lt(s.tarefas.ate, now), eq(s.tarefas.dono, owner))))
    .returning({ cursor: s.tarefas.cursor });
  return row ?? null;
}

/** Renews the lease (and records `fields`) while `owner` still holds it; false when it was lost. */
async function keepLease(db: Db, owner: string, now: Date, leaseMs: number, fields: { cursor?: string; ultimaExecucao?: Date } = {}): Promise<boolean> {
  const rows = await db
    .update(s.tarefas)
    .set({ ate: new Date(now.getTime() + leaseMs), ...fields })
    .where(and(eq(s.tarefas.nome, RECONCILE_TASK), eq(s.tarefas.dono, owner)))
    .returning({ nome: s.tarefas.nome });
  return rows.length > 0;
}

/** Outcomes of the handlers that change nothing (a replay of what a webhook did). */
const NO_CHANGE = /^(order already|refund already|not a gift order|order cancelled before)/;

/**
 * One run of the reconciliation (see the module doc): takes the lease or returns 'not-leader',
 * reads the orders updated since the cursor page by page, applies each gift order's state in its
 * own transaction, and keeps the cursor after each page. Never throws for the store's failures
 * (status 'failed', progress kept); database failures are thrown.
 */
export async function runReconciliation(opts: ReconcileOptions): Promise<ReconcileResult> {
  const started = Date.now();
  const { db, config, log, owner } = opts;
  const result: ReconcileResult = { status: 'off', orders: 0, applied: 0, caught: 0, unchanged: 0, skipped: 0, failed: 0, handedOver: 0, ms: 0 };
  const finish = (status: ReconcileResult['status']) => ({ ...result, status, ms: Date.now() - started });
  const { adminToken, storeDomain } = config.shopify;
  if (!adminToken || !storeDomain) return finish('off');

  const intervalMs = (config.shopify.reconcileIntervalMinutes ?? RECONCILE_DEFAULTS.intervalMinutes) * 60_000;
  const leaseMs = opts.leaseMs ?? intervalMs + 60_000;
  const runStart = opts.now();
  const lease = await takeLease(db, owner, runStart, leaseMs);
  if (!lease) return finish('not-leader');

  const lookbackMs = (config.shopify.reconcileLookbackHours ?? RECONCILE_DEFAULTS.lookbackHours) * 3_600_000;
  const state = readCursor(lease.cursor) ?? { since: new Date(runStart.getTime() - lookbackMs), seen: {} };
  const seen = new Map(Object.entries(state.seen));
  let newest: number | null = null;
  let oldestFailed: number | null = null;
  /** The cursor after what this run has done so far. */
  const cursorText = () => {
    let since = state.since.getTime();
    if (newest !== null) since = Math.max(since, Math.min(newest, runStart.getTime(), oldestFailed ?? Infinity) - RECONCILE_DEFAULTS.overlapMs);
    const kept = [...seen].filter(([, fp]) => timeOf(fp) >= since).slice(-MAX_SEEN);
    return JSON.stringify({ since: new Date(since).toISOString(), seen: Object.fromEntries(kept) });
  };

  const client = adminClient(config, log, opts.fetchImpl)!;
  const askOpts = { timeoutMs: opts.timeoutMs ?? 15_000, sleep: opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))) };
  let renewedAt = runStart.getTime();
  const renewIfDue = async () => {
    const now = opts.now();
    if (now.getTime() - renewedAt < leaseMs / 3) return true;
    renewedAt = now.getTime();
    return keepLease(db, owner, now, leaseMs);
  };

  let status: ReconcileResult['status'] = 'done';
  try {
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const data: { orders?: { pageInfo?: { hasNextPage?: boolean; endCursor?: string | null }; nodes?: UpdatedOrderNode[] } } = await ask(
        client,
        ORDERS_UPDATED,
        { first: ORDERS_PAGE, after, query: `updated_at:>='${searchDate(state.since)}'` },
        askOpts,
      );
      for (const node of data.orders?.nodes ?? []) {
        const id = adminOrderId(node);
        const updatedAt = typeof node.updatedAt === 'string' ? Date.parse(node.updatedAt) : NaN;
        if (!id || Number.isNaN(updatedAt)) continue;
        result.orders += 1;
        newest = Math.max(newest ?? updatedAt, updatedAt);
        const fingerprint = orderFingerprint(node);
        if (seen.get(id) === fingerprint) {
          result.unchanged += 1;
          continue;
        }
        if (!namesList(node)) {
          result.skipped += 1;
          seen.set(id, fingerprint);
          continue;
        }
        if (!(await renewIfDue())) return finish('lease-lost');
        const detail: { order?: unknown } = await ask(client, ORDER_DETAIL, { id: typeof node.id === 'string' ? node.id : `gid://shopify/Order/${id}` }, askOpts);
        const facts = adminOrderFacts(detail.order);
        if (!facts || facts.truncated) {
          // Not one of this API's checkouts (more lines than a kit): left to its webhooks.
          log.warn({ orderId: id }, 'reconciliation: order not read whole, skipped');
          result.skipped += 1;
          seen.set(id, fingerprint);
          continue;
        }
        try {
          const ctx = orderEventContext(db, config, opts.mailer, opts.now());
          const outcomes = await inTransaction(db, (tx) => applyOrderSnapshot(tx, ctx, facts.order, facts.refunds));
          outcomes.forEach((o) => o.deliver.forEach((send) => send()));
          result.applied += 1;
          seen.set(id, fingerprint);
          const changed = outcomes.filter((o) => !NO_CHANGE.test(o.outcome));
          if (changed.length) {
            result.caught += 1;
            log.info({ orderId: id, outcomes: changed.map((o) => o.outcome) }, 'reconciliation: order applied');
          }
        } catch (error) {
          result.failed += 1;
          oldestFailed = Math.min(oldestFailed ?? updatedAt, updatedAt);
          log.error({ orderId: id, err: (error as Error).message?.slice(0, 200) }, 'reconciliation: order failed');
        }
      }
      renewedAt = opts.now().getTime();
      if (!(await keepLease(db, owner, opts.now(), leaseMs, { cursor: cursorText() }))) return finish('lease-lost');
      const info = data.orders?.pageInfo;
      if (!info?.hasNextPage || !info.endCursor) break;
      after = info.endCursor;
    }
  } catch (error) {
    if (!(error instanceof AdminApiError) && !(error instanceof Error && /abort|timeout|fetch/i.test(error.name + error.message))) throw error;
    log.warn({ err: error.message.slice(0, 200) }, 'reconciliation: the store did not answer; the next run goes on from here');
    status = 'failed';
  }
  // the same rule as a cancellation, for a gift that a standing paid duplicate covers but is available
  const repaired = await inTransaction(db, (tx) => handOverStranded(tx, orderEventContext(db, config, opts.mailer, opts.now())));
  repaired.deliver.forEach((send) => send());
  result.handedOver = repaired.handed;
  if (repaired.handed) log.info({ handed: repaired.handed }, 'reconciliation: gifts handed over to standing paid duplicates');
  await keepLease(db, owner, opts.now(), leaseMs, { cursor: cursorText(), ...(status === 'done' ? { ultimaExecucao: runStart } : {}) });
  return finish(status);
}

/** This process's name in the lease: host, pid and a random part (a restarted process is another owner). */
export const processOwner = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** Frees the lease if `owner` holds it, so that the next run, in any process, need not wait for it to expire. */
export async function releaseLease(db: Db, owner: string): Promise<void> {
  await db.update(s.tarefas).set({ ate: null }).where(and(eq(s.tarefas.nome, RECONCILE_TASK), eq(s.tarefas.dono, owner)));
}

/**
 * The reconciliation as a job of the job library (server.ts schedules it every
 * RECONCILE_INTERVAL_MINUTES, docs/decisions/033): one run, with a lease of JOBS_LEASE_SECONDS
 * (renewed while the run goes on, so a process that dies holds it that long at most), released
 * when the run ends. Null, with one log line, without SHOPIFY_ADMIN_TOKEN or a store.
 */
export function reconciliationJob(ctx: AppContext, log: Log, owner = processOwner()): (() => Promise<void>) | null {
  const { config } = ctx;
  if (!config.shopify.adminToken || !config.shopify.storeDomain) {
    log.info({}, 'Reconciliation off: SHOPIFY_ADMIN_TOKEN (and a store) not configured');
    return null;
  }
  log.info({ intervalMinutes: config.shopify.reconcileIntervalMinutes ?? RECONCILE_DEFAULTS.intervalMinutes, owner }, 'Reconciliation on');
  return async () => {
    const { db, mailer, now } = ctx;
    try {
      const r = await runReconciliation({ db, config, mailer, now, log, owner, leaseMs: config.jobs.leaseSeconds * 1000 });
      const summary = { orders: r.orders, applied: r.applied, caught: r.caught, skipped: r.skipped, failed: r.failed, ms: r.ms };
      if (r.status === 'not-leader') log.debug({}, 'reconciliation: another process holds the lease');
      else log.info(summary, `reconciliation ${r.status}`);
      if (r.status === 'failed') throw new Error('reconciliation: the store did not answer (progress kept)');
    } finally {
      await releaseLease(db, owner);
    }
  };
}
