/**
 * Test helpers: one seeded database (without images) per test file: an in-memory PGlite, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (see ./database).
 */
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { seed } from '../seed';
import { openTestDatabase } from './database';

export const XSRF = 'test-xsrf-token-0123456789';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

/** App on a fresh seeded in-memory database; `options.config` overrides the test configuration. */
export async function createTestApp(options: { config?: Partial<AppConfig> } = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  await seed(database.db, { images: false, now: clock.now });
  const app = await buildApp({
    db: database.db,
    now: () => clock.now,
    config: { dataDir: '/tmp/lista-api-test-data', nodeEnv: 'test', siteUrl: 'http://site.test', ...options.config },
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

/** Cookie header and XSRF header for unsafe calls, plus an optional session id. */
export function headers(sid?: string): Record<string, string> {
  return {
    cookie: `XSRF-TOKEN=${XSRF}${sid ? `; sid=${sid}` : ''}`,
    'x-xsrf-token': XSRF,
  };
}

export async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}

/** The value of a Set-Cookie of an inject() response. */
export function cookieValue(res: { cookies: Array<{ name: string; value: string }> }, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}
