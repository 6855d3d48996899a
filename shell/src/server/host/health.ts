/**
 * Liveness, readiness and the drain of the page host (docs/decisions/032). `GET /health` and
 * `GET /health/live` answer 200 while the process serves; `GET /health/ready` answers 503 while the
 * host drains or while `ready()` says its files are not all there (the shell without its
 * runtime-config.json).
 */
import type { FastifyInstance } from 'fastify';

/** Whether the host is draining: it keeps serving, but tells the proxy in front to stop sending here. */
export interface Lifecycle {
  draining: boolean;
}

/** Registers the three probes; `ready` adds the host's own condition to "not draining". */
export function registerHealth(app: FastifyInstance, lifecycle: Lifecycle, ready: () => boolean): void {
  const probes: Record<string, () => boolean> = {
    '/health': () => true,
    '/health/live': () => true,
    '/health/ready': () => !lifecycle.draining && ready(),
  };
  for (const [url, up] of Object.entries(probes)) {
    app.get(url, async (request, reply) => {
      request.hostRoute = 'health';
      const ok = up();
      return reply.code(ok ? 200 : 503).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(ok ? 'ok' : 'indisponível');
    });
  }
}

/**
 * Drains `app`: readiness fails at once and everything is still served for `drainMs` (0 or less:
 * none; a proxy in front sets it to the time it takes to stop sending here); then the requests in
 * flight finish, idle keep-alive connections are dropped (Fastify's `close`) and this resolves.
 * `wait` is the pause (a timer; tests pass their own).
 */
export async function drain(app: FastifyInstance, lifecycle: Lifecycle, drainMs: number, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): Promise<void> {
  lifecycle.draining = true;
  if (Number.isFinite(drainMs) && drainMs > 0) await wait(drainMs);
  await app.close();
}
