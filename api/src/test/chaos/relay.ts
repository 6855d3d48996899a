/**
 * The webhook relay of the chaos run (./run.ts): it stands between the sandbox store and the API
 * processes as Shopify's delivery does at its worst, within what Shopify documents (at least once,
 * in any order, retried with the same X-Shopify-Webhook-Id). It takes each delivery of the sandbox
 * (answered 200 at once) and forwards its raw body and headers untouched, so the HMAC stays valid,
 * to every API process `copies` times, each copy after a random delay (so the topics of one order
 * arrive reordered); it drops a share of the orders/paid deliveries entirely (the reconciliation
 * must find those). A copy that fails (no connection: a killed process; a timeout; an answer that
 * is not 2xx) is retried on the sandbox's retry schedule, until the schedule runs out.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RelayOptions {
  /** The API processes' addresses, read at each copy (a restarted process keeps its port). */
  targets: () => string[];
  /** Copies of each delivery sent to each process. */
  copies: number;
  /** Each copy waits a random time up to this, in ms, before it is sent. */
  maxDelayMs: number;
  /** Share (0 to 1) of the orders/paid deliveries dropped entirely. */
  dropPaidShare: number;
  /** Waits between the retries of a failed copy, in ms. */
  retryDelaysMs: number[];
  /** Time limit of one attempt, in ms (Shopify: 5 s). */
  timeoutMs: number;
  random: () => number;
}

/** An answer of an API process to a delivery that was a 5xx (the verdict fails on any). */
export interface ServerError {
  topic: string;
  webhookId: string;
  status: number;
  body: string;
}

/** What the relay did. */
export interface RelayFigures {
  /** Deliveries the sandbox made, by topic. */
  received: Record<string, number>;
  /** orders/paid deliveries dropped. */
  dropped: number;
  /** Copies scheduled (deliveries × processes × copies). */
  copies: number;
  /** Attempts sent (first tries and retries). */
  attempts: number;
  /** Attempts that were retries. */
  retries: number;
  /** Attempts that failed, by reason ('connection', 'timeout', or the status). */
  failures: Record<string, number>;
  /** Copies whose retries ran out. */
  gaveUp: number;
  serverErrors: ServerError[];
  /** When a process first took each event ('orders/paid 123' → ms since the epoch), or 'dropped'. */
  arrivals: Map<string, number | 'dropped'>;
}

/** The order a delivery is about: the order's `id`, or a refund's `order_id`. */
function eventOrderId(raw: Buffer): string {
  try {
    const body = JSON.parse(raw.toString('utf8')) as { id?: unknown; order_id?: unknown };
    return String(body.order_id ?? body.id ?? '?');
  } catch {
    return '?';
  }
}

/** Headers that belong to one connection, not to the delivery. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** A running relay: its address (the sandbox's webhook base), its figures, a wait for quiet, and close. */
export interface Relay {
  url: string;
  figures: RelayFigures;
  /** Resolves when no copy is waiting or in flight. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the relay on a free loopback port (see the module doc). */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const figures: RelayFigures = { received: {}, dropped: 0, copies: 0, attempts: 0, retries: 0, failures: {}, gaveUp: 0, serverErrors: [], arrivals: new Map() };
  let pending = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    if (pending > 0) return;
    waiters.forEach((resolve) => resolve());
    waiters = [];
  };
  const fail = (reason: string) => (figures.failures[reason] = (figures.failures[reason] ?? 0) + 1);

  /** One copy: attempt `n` now, then the retries on failure. */
  const send = (target: number, path: string, headers: Record<string, string>, raw: Buffer, event: string, n = 0): void => {
    figures.attempts += 1;
    if (n > 0) figures.retries += 1;
    const base = options.targets()[target]!;
    fetch(`${base}${path}`, { method: 'POST', headers, body: new Uint8Array(raw), signal: AbortSignal.timeout(options.timeoutMs) })
      .then(async (res) => {
        const body = await res.text().catch(() => '');
        if (res.ok) {
          if (!figures.arrivals.has(event)) figures.arrivals.set(event, Date.now());
          return true;
        }
        fail(String(res.status));
        if (res.status >= 500) figures.serverErrors.push({ topic: headers['x-shopify-topic'] ?? '', webhookId: headers['x-shopify-webhook-id'] ?? '', status: res.status, body: body.slice(0, 300) });
        return false;
      })
      .catch((error: Error) => {
        fail(error.name === 'TimeoutError' ? 'timeout' : 'connection');
        return false;
      })
      .then((ok) => {
        const delay = options.retryDelaysMs[n];
        if (ok || delay === undefined) {
          if (!ok) figures.gaveUp += 1;
          pending -= 1;
          settle();
          return;
        }
        setTimeout(() => send(target, path, headers, raw, event, n + 1), delay);
      });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers[name] = value;
      const topic = headers['x-shopify-topic'] ?? 'unknown';
      figures.received[topic] = (figures.received[topic] ?? 0) + 1;
      const event = `${topic} ${eventOrderId(raw)}`;
      if (topic === 'orders/paid' && options.random() < options.dropPaidShare) {
        figures.dropped += 1;
        figures.arrivals.set(event, 'dropped');
        return;
      }
      const targets = options.targets().length;
      for (let target = 0; target < targets; target++) {
        for (let copy = 0; copy < options.copies; copy++) {
          figures.copies += 1;
          pending += 1;
          setTimeout(() => send(target, req.url ?? '/', headers, raw, event), options.random() * options.maxDelayMs);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    figures,
    idle: () => new Promise<void>((resolve) => (pending === 0 ? resolve() : waiters.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
