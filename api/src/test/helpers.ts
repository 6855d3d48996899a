/**
 * Test helpers: one seeded database (without images) per test file: an in-memory PGlite, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (see ./database).
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { seed } from '../seed';
import { mintXsrfToken } from '../lib/xsrf';
import { openTestDatabase } from './database';

/** The anonymous pre-session id (psid cookie) of every signed-out test caller. */
export const PRESESSION = 'test-presession-id-0123456789abcdefghij';
/** The XSRF token of the signed-out test caller (bound to PRESESSION). */
export const XSRF = mintXsrfToken(PRESESSION, 'test-nonce');

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

/** The per-start outbox key of the test apps (demo mode). */
export const TEST_OUTBOX_KEY = 'test-outbox-key-0123456789abcdefghijklmnop';

export interface TestAppOptions {
  /** Overrides of the test configuration (see below). */
  config?: Partial<AppConfig>;
  /** Fastify logger (default: none). */
  logger?: FastifyServerOptions['logger'];
  /** Wraps the seeded database before the app gets it (e.g. to hold a query back). */
  wrapDb?: (db: Db) => Db;
}

/**
 * App on a fresh seeded database. The test configuration: demo mode on loopback (the tests read
 * sign-in links from the outbox table) with TEST_OUTBOX_KEY, rate limits raised a thousandfold
 * (many sign-ins from one address and a frozen clock; the limit tests set `rateLimitFactor: 1`).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  await seed(database.db, { images: false, now: clock.now });
  const app = await buildApp({
    db: options.wrapDb ? options.wrapDb(database.db) : database.db,
    now: () => clock.now,
    logger: options.logger,
    config: {
      dataDir: '/tmp/lista-api-test-data',
      mode: 'demo',
      host: '127.0.0.1',
      outboxKey: TEST_OUTBOX_KEY,
      rateLimitFactor: 1000,
      siteUrl: 'http://site.test',
      // every test caller is one browser on one address; the hold-limit tests set their own
      giftHolds: { perBrowser: 1000, perAddress: 1000, pendingOrderDays: 3 },
      ...options.config,
    },
  });
  return {
    app,
    db: database.db,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Cookie and XSRF headers of a caller: signed in with session `sid`, else the anonymous
 * pre-session PRESESSION; the XSRF token is minted for that session (lib/xsrf).
 */
export function headers(sid?: string): Record<string, string> {
  const token = sid ? mintXsrfToken(sid, 'test-nonce') : XSRF;
  return {
    cookie: `psid=${PRESESSION}; XSRF-TOKEN=${token}${sid ? `; sid=${sid}` : ''}`,
    'x-xsrf-token': token,
  };
}

/** Cookie and XSRF headers of another anonymous browser, whose pre-session id is `psid`; `extra` headers added. */
export function guestHeaders(psid: string, extra: Record<string, string> = {}): Record<string, string> {
  const token = mintXsrfToken(psid, 'n');
  return { cookie: `psid=${psid}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token, ...extra };
}

export async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}

/** The value of a Set-Cookie of an inject() response. */
export function cookieValue(res: { cookies: Array<{ name: string; value: string }> }, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/**
 * A test app for the tests of the enclosing describe block: created before them (handed to
 * `use`), closed after them.
 */
export function useTestApp(use: (t: TestContext) => void | Promise<void>, options: TestAppOptions = {}): void {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    await use(t);
  });
  afterAll(async () => t?.close());
}
