/**
 * The numbers an operator watches (docs/decisions/033), with prom-client, in a registry of the
 * app's own (tests build many apps). Served only by `serveMetrics` on METRICS_PORT, bound to
 * METRICS_HOST (127.0.0.1 by default): never on the port guests reach.
 *
 * Counted as things happen: requests by route template, method and status, with durations;
 * checkouts started and refused, by reason; webhook deliveries by topic and outcome; mails queued,
 * sent, retried and given up; job failures; transactions run again (lib/transaction). Read from
 * the database at each scrape: orders 'a_conferir', the reconciliation's last success, mails
 * waiting, jobs by state, connections.
 * Plus prom-client's process metrics (event-loop delay, memory, handles).
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryRows, type Db } from '../db';
import { transactionRetries } from './transaction';

/** What the metrics count about mail (the mailer, mail/mailer.ts, calls these). */
export interface MailCounters {
  queued(): void;
  sent(): void;
  /** A try refused or failed (it will be tried again). */
  retried(): void;
  /** Given up for good. */
  failed(): void;
}

export interface ApiMetrics {
  registry: Registry;
  mail: MailCounters;
  /** One checkout answer: `outcome` 'started', or the reason it was refused (a short key). */
  checkout(kind: 'gift' | 'vale_presente' | 'cota', outcome: string): void;
  /** One webhook delivery of `topic`, with what it did ('applied', 'duplicate', 'ignored', 'failed'). */
  webhook(topic: string, outcome: string): void;
  /** A job of `queue` that threw (it runs again later, or is given up). */
  jobFailed(queue: string): void;
}

/**
 * The metrics of one app over `db` (see the module doc); `engine` says whether connection counts
 * can be read (a PostgreSQL server). The request metrics hook into `app` with `observeRequests`.
 */
export function createMetrics(db: Db, engine: 'pglite' | 'postgres'): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const mails = new Counter({ name: 'mail_messages_total', help: 'Mails by outcome: queued, sent, retried (a try failed), failed (given up)', labelNames: ['outcome'], registers: [registry] });
  const checkouts = new Counter({ name: 'checkouts_total', help: 'Checkout answers: started, or refused by reason', labelNames: ['kind', 'outcome'], registers: [registry] });
  const webhooks = new Counter({ name: 'webhook_deliveries_total', help: 'Store webhook deliveries by topic and outcome', labelNames: ['topic', 'outcome'], registers: [registry] });
  const jobFailures = new Counter({ name: 'job_failures_total', help: 'Jobs that threw, by queue', labelNames: ['queue'], registers: [registry] });
  new Gauge({
    name: 'transaction_retries',
    help: 'Transactions of this process run again after a deadlock or a serialization failure (lib/transaction), since it started',
    registers: [registry],
    collect() {
      this.set(transactionRetries.count);
    },
  });
  const scrape = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => queryRows<T>(db, query).catch(() => []);
  new Gauge({
    name: 'orders_to_review',
    help: "Online orders marked 'a_conferir' (to be sorted out by the staff)",
    registers: [registry],
    async collect() {
      const [row] = await scrape<{ n: number }>(sql`select count(*)::int as n from pedidos where conferencia = 'a_conferir'`);
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'reconciliation_last_success_seconds',
    help: 'Unix time of the last complete reconciliation with the store (0: never)',
    registers: [registry],
    async collect() {
      const [row] = await scrape<{ t: number | null }>(sql`select extract(epoch from ultima_execucao)::float8 as t from tarefas where nome = 'reconciliacao'`);
      this.set(Number(row?.t ?? 0));
    },
  });
  new Gauge({
    name: 'reconciliation_lag_seconds',
    help: 'Seconds since the last complete reconciliation (-1: never)',
    registers: [registry],
    async collect() {
      const [row] = await scrape<{ s: number | null }>(sql`select extract(epoch from now() - ultima_execucao)::float8 as s from tarefas where nome = 'reconciliacao'`);
      this.set(row?.s == null ? -1 : Number(row.s));
    },
  });
  new Gauge({
    name: 'mail_outbox_waiting',
    help: 'Mails neither sent nor given up (with SMTP: waiting for the worker or a retry)',
    registers: [registry],
    async collect() {
      const [row] = await scrape<{ n: number }>(sql`select count(*)::int as n from mail_outbox where sent_at is null and failed_at is null`);
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Jobs of the job library by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await scrape<{ name: string; state: string; n: number }>(sql`select name, state::text as state, count(*)::int as n from pgboss.job where name not like '\_\_%' group by name, state`);
      for (const r of rows) this.set({ queue: r.name, state: r.state }, Number(r.n));
    },
  });
  if (engine === 'postgres') {
    new Gauge({
      name: 'db_connections',
      help: "Connections to this database on the server, by state (the pools of every process)",
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await scrape<{ state: string | null; n: number }>(sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity where datname = current_database() group by 1`);
        for (const r of rows) this.set({ state: String(r.state) }, Number(r.n));
      },
    });
  }
  return {
    registry,
    mail: {
      queued: () => mails.inc({ outcome: 'queued' }),
      sent: () => mails.inc({ outcome: 'sent' }),
      retried: () => mails.inc({ outcome: 'retried' }),
      failed: () => mails.inc({ outcome: 'failed' }),
    },
    checkout: (kind, outcome) => checkouts.inc({ kind, outcome }),
    webhook: (topic, outcome) => webhooks.inc({ topic, outcome }),
    jobFailed: (queue) => jobFailures.inc({ queue }),
  };
}

/**
 * Times every answer of `app` into `http_request_duration_seconds{method, route, status_code}`:
 * the route is the template ('/lista/:id'), or 'not_found' when no route matched; never the raw
 * address.
 */
export function observeRequests(app: FastifyInstance, metrics: ApiMetrics): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API answers by method, route template and status, in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not_found';
    durations.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/**
 * Serves `registry` as Prometheus text on `GET /metrics` at `host`:`port` (its own listener);
 * resolves with the server once it listens. Anything else answers 404.
 */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return server;
}
