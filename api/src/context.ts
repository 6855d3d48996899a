/**
 * The application context every route and helper reads (`app.ctx`), the routes Fastify registered,
 * and the Fastify type augmentations. Its own module, below app.ts, routes and lib/: those import it,
 * so no import cycle runs through the app.
 */
import type { HTTPMethods } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { BackgroundTasks } from './lib/background';
import type { CookieSettings } from './lib/cookies';
import type { Jobs } from './jobs';
import type { Mailer, MailWorker } from './mail/mailer';
import type { ApiMetrics } from './lib/metrics';
import type { Limiters } from './lib/rateLimit';
import type { OnlineStore } from './onlineStore/port';

export interface AppContext {
  db: Db;
  config: AppConfig;
  now: () => Date;
  /** Records mails with the change that causes them; `deliver` is the worker's `mail` job (mail/mailer). */
  mailer: Mailer & MailWorker;
  /** The job library of this process (jobs/): adds jobs; runs them once `startWorker` is called (server.ts). */
  jobs: Jobs;
  /** Counters and gauges for the operator (lib/metrics), served on METRICS_PORT only. */
  metrics: ApiMetrics;
  cookies: CookieSettings;
  /** The online store (Shopify adapter), or null when none is configured (checkout answers 503). */
  store: OnlineStore | null;
  /** Rate limits (lib/rateLimit), counted in the database. */
  limits: Limiters;
  /** Work started by a request that its answer does not wait for. */
  background: BackgroundTasks;
  /** The key of the demo outbox of this start (demo mode; null otherwise): the `demoKey` guard. */
  outboxKey: string | null;
  /** Every route registered, as Fastify registered it (the fuzz and authorization suites walk it). */
  routes: RegisteredRoute[];
  /**
   * Readiness (docs/decisions/032): `draining` is set on SIGTERM (server.ts), so that /health/ready fails while
   * the process still answers; `migrations` is how many migrations this build ships.
   */
  lifecycle: { draining: boolean; migrations: number };
}

/** One route of the app: method and Fastify path (`/lista/:id`, `/static/*`). */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  /** Server-to-server route (xsrfExempt). */
  xsrfExempt: boolean;
  /** The table entry it was registered from (`staffRoute` / `accessRoute`); absent for a plugin's route. */
  accessEntry?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server route (signed by other means): no XSRF cookie, no XSRF check. */
    xsrfExempt?: boolean;
    /** The name of the route's entry in STAFF_CALLS or ROUTE_ACCESS, set by the table's helper. */
    accessEntry?: string;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
