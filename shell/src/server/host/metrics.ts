/**
 * The host's Prometheus metrics (docs/decisions/033), in a registry of its own (never prom-client's
 * global one: two hosts in one process, as in tests, count apart). They are read only on a separate
 * listener (`metricsListener`, METRICS_PORT and METRICS_HOST), never on the port guests reach.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The kind of answer a request got: the `route` label of `http_request_duration_seconds` and of
 * the request's log line. A small fixed set, never the address asked for.
 */
export type HostRoute = 'page' | 'static' | 'health' | 'preflight' | 'refused' | 'not_found';

declare module 'fastify' {
  interface FastifyRequest {
    /** The kind of answer given (set by the handler that answers; empty until then). */
    hostRoute: HostRoute | '';
  }
}

/** The host's metrics; see the module comment. */
export function createHostMetrics() {
  const registry = new Registry();
  return {
    registry,
    /** Seconds from a request's arrival to its answer, by method, kind of answer (`HostRoute`) and status. */
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, in seconds',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    /** Seconds a page render took (one per render, reused ones not counted again). */
    renderDuration: new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Time a guest page took to render on the server, in seconds',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
      registers: [registry],
    }),
    /** Requests answered with a render another request started (running or done within SSR_REUSE_MS). */
    renderReuse: new Counter({ name: 'page_render_reuse_total', help: 'Requests answered with a render made for another request', registers: [registry] }),
    /** Pages answered browser-rendered, by reason (`FallbackReason` of the page server: busy, error, not_rendered, not_found). */
    renderFallback: new Counter({
      name: 'page_render_fallback_total',
      help: 'Guest pages answered with the browser-rendered page instead of rendered HTML, by reason',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
  };
}

export type HostMetrics = ReturnType<typeof createHostMetrics>;

/** Counts the answer of `request` in `http_request_duration_seconds`; `route` when no handler set one (an answer given before routing). */
export function observeRequest(metrics: HostMetrics, request: FastifyRequest, reply: FastifyReply, route?: HostRoute): void {
  const label = request.hostRoute || route || (reply.statusCode === 404 ? 'not_found' : 'refused');
  metrics.requestDuration.observe({ method: request.method, route: label, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
}

/** Registers the hook that counts every answer the host gives after routing. */
export function registerRequestMetrics(app: FastifyInstance, metrics: HostMetrics): void {
  app.decorateRequest('hostRoute', '');
  app.addHook('onResponse', async (request, reply) => observeRequest(metrics, request, reply));
}

/**
 * The metrics listener: `GET /metrics` in Prometheus's text format, with prom-client's default
 * process metrics (event-loop delay, heap, handles) added to `metrics.registry`. Not started:
 * the caller listens on METRICS_HOST:METRICS_PORT.
 */
export function metricsListener(metrics: HostMetrics): FastifyInstance {
  collectDefaultMetrics({ register: metrics.registry });
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()));
  return app;
}
