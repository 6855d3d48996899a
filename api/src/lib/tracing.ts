/**
 * OpenTelemetry traces (docs/decisions/033), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: a
 * tracer provider that batches spans to that OTLP/HTTP endpoint, and @fastify/otel's plugin, which
 * makes a span per request (route template, status) and continues the caller's `traceparent`.
 * When the endpoint is unset nothing is loaded and no span is made.
 */
import type { FastifyInstance } from 'fastify';

/**
 * Registers request tracing on `app` towards `endpoint` (e.g. http://collector:4318), naming the
 * service `serviceName`. Health probes are not traced. Returns the function that flushes and stops.
 */
export async function registerTracing(app: FastifyInstance, endpoint: string, serviceName = 'lista-api'): Promise<() => Promise<void>> {
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@fastify/otel'),
  ]);
  const url = `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({ ignorePaths: (opts: { url: string }) => opts.url.startsWith('/health') });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  return () => provider.shutdown();
}
