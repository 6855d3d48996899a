jest.mock('fastify', () => require('../test/native').nativeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => require('../test/native').nativeRequire('@electric-sql/pglite'));
// the exporter imports node:http dynamically, which jest's VM cannot do: the tracing packages load natively
jest.mock('@opentelemetry/sdk-trace-node', () => require('../test/native').nativeRequire('@opentelemetry/sdk-trace-node'));
jest.mock('@opentelemetry/exporter-trace-otlp-http', () => require('../test/native').nativeRequire('@opentelemetry/exporter-trace-otlp-http'));
jest.mock('@opentelemetry/resources', () => require('../test/native').nativeRequire('@opentelemetry/resources'));
jest.mock('@fastify/otel', () => require('../test/native').nativeRequire('@fastify/otel'));

/**
 * What an operator watches on the API (docs/decisions/034): the request id, the Prometheus metrics
 * (counted, and served on their own listener only), and OpenTelemetry traces only when an OTLP
 * endpoint is configured.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, headers, type TestContext } from '../test/helpers';
import { serveMetrics } from './metrics';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('request id', () => {
  it('keeps a sane X-Request-Id, makes one for a missing or insane one, and sends it back', async () => {
    const kept = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'proxy-42.a:b_c' } });
    expect(kept.headers['x-request-id']).toBe('proxy-42.a:b_c');
    const made = await t.app.inject({ url: '/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const insane of ['x'.repeat(129), 'a b', 'a\u00e9', '<script>']) {
      const answer = await t.app.inject({ url: '/health', headers: { 'x-request-id': insane } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('metrics', () => {
  it('times answers by route template and status, never by the raw address', async () => {
    await t.app.inject({ url: '/lista/publica/slug/casamento-maria-e-joao' });
    await t.app.inject({ url: '/lista/publica/slug/nao-existe-123' });
    await t.app.inject({ url: '/nada/aqui' });
    const text = await t.app.ctx.metrics.registry.getSingleMetricAsString('http_request_duration_seconds');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/lista\/publica\/slug\/:slug",status_code="200"\} 1/);
    expect(text).toMatch(/route="\/lista\/publica\/slug\/:slug",status_code="404"\} 1/);
    expect(text).toMatch(/route="not_found",status_code="404"/);
    expect(text).not.toContain('casamento-maria-e-joao');
  });

  it('counts a refused checkout by its reason, and reads the outbox and the jobs at each scrape', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/shopify/checkout', headers: headers(), payload: { productId: 'gid://shopify/ProductVariant/1', quantity: 1, listId: 1, listProductId: 999999, note: 'x' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const checkouts = await t.app.ctx.metrics.registry.getSingleMetricAsString('checkouts_total');
    expect(checkouts).toMatch(new RegExp(`checkouts_total\\{kind="gift",outcome="[A-Za-z_0-9]+"\\} 1`));
    expect(checkouts).not.toContain('outcome="started"');
    await t.app.ctx.mailer.send({ to: 'x@example.com', subject: 'Teste', text: 'Olá' });
    const all = await t.app.ctx.metrics.registry.metrics();
    expect(all).toMatch(/mail_outbox_waiting \d+/);
    expect(all).toMatch(/orders_to_review \d+/);
    expect(all).toMatch(/reconciliation_lag_seconds -?\d/);
    expect(all).toMatch(/nodejs_eventloop_lag_seconds/);
  });

  it('are served on their own listener at /metrics only, and never by the API itself', async () => {
    const server = await serveMetrics(t.app.ctx.metrics.registry, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const scraped = await fetch(`${base}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      server.close();
    }
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('traces', () => {
  it('without it, nothing is sent and no tracer is loaded', () => {
    expect(t.app.ctx.config.otlpEndpoint).toBeUndefined();
    const loaded = Object.keys((require('node:module') as { _cache: Record<string, unknown> })._cache);
    expect(loaded.some((k) => k.includes('@fastify/otel') || k.includes('sdk-trace-node'))).toBe(false);
  });

  it('with OTEL_EXPORTER_OTLP_ENDPOINT, spans of requests reach the collector', async () => {
    const posts: string[] = [];
    const collector = http.createServer((req, res) => {
      posts.push(`${req.method} ${req.url}`);
      req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const traced = await createTestApp({ config: { otlpEndpoint: `http://127.0.0.1:${(collector.address() as AddressInfo).port}` } });
    try {
      expect((await traced.app.inject({ url: '/lista/publica/index?page=1&limit=12' })).statusCode).toBe(200);
    } finally {
      await traced.close(); // flushes the batch
      collector.close();
    }
    expect(posts).toContain('POST /v1/traces');
  });

});
