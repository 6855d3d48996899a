/** @jest-environment node */
import type { RenderedPage } from '../renderPage';
import { builtApp, gate, pageServerWith, renderedPage, testHost } from './hostFixture';
import { metricsListener } from './metrics';

/** The value of the sample `name{labels}` in Prometheus's text format; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics (docs/decisions/033)', () => {
  it('are served on the metrics listener only, never on the port guests reach', async () => {
    const host = testHost({ root: builtApp(), spa: true, pageServer: pageServerWith(async (url) => renderedPage(url)) });
    const listener = metricsListener(host.metrics);
    const onGuestPort = await host.app.inject({ url: '/metrics' });
    expect(onGuestPort.body).not.toContain('http_request_duration_seconds');
    const scraped = await listener.inject({ url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    expect(scraped.body).toContain('# TYPE http_request_duration_seconds histogram');
    // prom-client's process metrics, in the host's registry
    expect(scraped.body).toContain('nodejs_eventloop_lag_seconds');
    await Promise.all([host.app.close(), listener.close()]);
  });

  it('count each answer by method, kind of answer and status, never by address', async () => {
    const host = testHost({ root: builtApp(), spa: true, pageServer: pageServerWith(async (url) => renderedPage(url)) });
    for (const url of ['/lista/ana', '/lista/bia?utm=1', '/static/js/index.0123abcd.js', '/static/js/nao-existe.js', '/health/ready']) await host.app.inject({ url });
    await host.app.inject({ url: '/x'.repeat(5000) });
    const text = await host.metrics.registry.metrics();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="page",status_code="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="static",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="not_found",status_code="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="health",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="refused",status_code="414"}')).toBe(1);
    expect(text).not.toContain('/lista/');
    await host.app.close();
  });

  it('count a render with its duration, a reused render, and each fallback by reason', async () => {
    const started = gate();
    const finish = gate<RenderedPage>();
    const host = testHost({
      root: builtApp(),
      spa: true,
      pageServer: pageServerWith(
        async (url) => {
          if (url === '/lista/falha') throw new Error('API fora do ar');
          if (url === '/lista/lenta') return started.open(), finish.opened;
          return url.startsWith('/lista/') ? renderedPage(url) : null;
        },
        { maxRenders: 1 },
      ),
    });
    await host.app.inject({ url: '/lista/ana' });
    await host.app.inject({ url: '/lista/ana?b=2' }); // reused
    await host.app.inject({ url: '/lista/falha' });
    await host.app.inject({ url: '/cliente/dashboard' }); // not rendered on the server
    const slow = host.app.inject({ url: '/lista/lenta' });
    await started.opened;
    await host.app.inject({ url: '/lista/outra' }); // busy
    finish.open(renderedPage('/lista/lenta'));
    await slow;
    const text = await host.metrics.registry.metrics();
    expect(sample(text, 'page_render_duration_seconds_count')).toBe(4); // ana, falha, cliente, lenta
    expect(sample(text, 'page_render_reuse_total')).toBe(1);
    expect(sample(text, 'page_render_fallback_total{reason="error"}')).toBe(1);
    expect(sample(text, 'page_render_fallback_total{reason="not_rendered"}')).toBe(1);
    expect(sample(text, 'page_render_fallback_total{reason="busy"}')).toBe(1);
    await host.app.close();
  });
});
