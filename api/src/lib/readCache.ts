/**
 * A cache of JSON reads that can never serve stale data (decision 026): each entry carries the
 * database's data version (`versao_dados`, raised by triggers when a write commits) that was current
 * before it was loaded; a request reads the version (one indexed row) and reuses the entry only if
 * it is the same and the entry's own deadline (`validUntil`, e.g. when a hold ends) has not passed.
 * So every API process sees a write as soon as it commits, with no message between processes.
 * Entries keep the serialised body and its brotli and gzip encodings, made once; concurrent misses
 * of one key and version share one load. Bounded by bytes (LRU).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db';
import * as s from '../db/schema';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this many bytes an answer goes uncompressed, as the compress plugin's threshold. */
const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** What a load answers: the value to serialise and, when its content changes with time alone, until when it holds. */
export interface Loaded {
  value: unknown;
  validUntil?: Date | null;
}

interface Entry {
  versao: number;
  validUntil: number;
  body: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface ReadCache {
  /** The entry of `key` at the current data version, loading it on a miss (errors of `load` propagate, nothing is kept). */
  read(key: string, load: () => Promise<Loaded>): Promise<Entry>;
  /** Sends an entry as JSON, compressed as the client accepts (brotli, else gzip), with `Vary: accept-encoding`. */
  send(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<FastifyReply>;
  /** Loads done so far (misses), for tests and the benchmark's notes. */
  readonly loads: number;
}

/**
 * A read cache on `db`. `now` is the app's clock (validUntil is compared with it); `maxBytes`
 * bounds the kept bodies (each counted three times: body, brotli and gzip at most).
 */
export function createReadCache(db: Db, now: () => Date, { maxBytes = 32 * 1024 * 1024 } = {}): ReadCache {
  const versionQuery = db
    .select({ versao: s.versaoDados.versao })
    .from(s.versaoDados)
    .where(eq(s.versaoDados.id, 1))
    .prepare('versao_dados');
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, e.body.length * 3) });
  const inflight = new Map<string, Promise<Entry>>();
  let loads = 0;

  async function load(key: string, versao: number, loader: () => Promise<Loaded>): Promise<Entry> {
    loads++;
    const { value, validUntil } = await loader();
    const entry: Entry = { versao, validUntil: validUntil ? validUntil.getTime() : Infinity, body: JSON.stringify(value), encoded: {} };
    entries.set(key, entry);
    return entry;
  }

  return {
    get loads() {
      return loads;
    },
    async read(key, loader) {
      const [row] = await versionQuery.execute();
      const versao = Number(row?.versao ?? 0);
      const kept = entries.get(key);
      if (kept && kept.versao === versao && kept.validUntil > now().getTime()) return kept;
      const flightKey = `${versao}\u0000${key}`;
      const running = inflight.get(flightKey);
      if (running) return running;
      const loading = load(key, versao, loader).finally(() => inflight.delete(flightKey));
      inflight.set(flightKey, loading);
      return loading;
    },
    async send(request, reply, entry) {
      const vary = reply.getHeader('vary');
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      const accepted = request.headers['accept-encoding'];
      const encoding = entry.body.length >= COMPRESS_THRESHOLD && accepted ? (negotiate(accepted, [...ENCODINGS]) as Encoding | null) : null;
      if (!encoding) return reply.send(entry.body);
      entry.encoded[encoding] ??= encoding === 'br'
        ? brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzip(entry.body);
      return reply.header('content-encoding', encoding).send(await entry.encoded[encoding]);
    },
  };
}
