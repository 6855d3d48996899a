/**
 * The benchmark's API load (`pnpm bench`): a bounded number of GET requests from a fixed number of
 * concurrent connections on loopback, in rounds; figures are medians across rounds. Used for the
 * embedded PGlite stack and for the PostgreSQL run, so both get exactly the same load.
 */
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
export const ROUNDS = 3;
export const PUBLIC_LISTS_CALL = '/lista/publica?page=1&limit=50';

/**
 * JSON headers of a caller as a browser is: the cookies of a first call to `apiUrl` (pre-session,
 * XSRF) with the XSRF token echoed. `fallbackXsrf`: a cookie and header pair of our own when the
 * API hands none out (older code).
 */
export async function browserHeaders(apiUrl, fallbackXsrf) {
  const first = await fetch(`${apiUrl}/health`);
  const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]);
  let xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
  if (!xsrf && fallbackXsrf) (xsrf = fallbackXsrf), cookies.push(`XSRF-TOKEN=${xsrf}`);
  return { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function loadRound(url) {
  const latencies = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url).catch(() => null);
        if (!res || !res.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { medianMs: median(latencies), p95Ms: percentile(latencies, 95), throughputRps: REQUESTS / seconds, errors };
}

/** Loads `{apiUrl}/lista/publica?page=1&limit=50`: one warm-up round, then ROUNDS measured ones. */
export async function measurePublicLists(apiUrl, engine) {
  const url = `${apiUrl}${PUBLIC_LISTS_CALL}`;
  await loadRound(url);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await loadRound(url));
  return {
    engine,
    call: `GET ${PUBLIC_LISTS_CALL}`,
    concurrency: CONCURRENCY,
    requestsPerRound: REQUESTS,
    rounds: ROUNDS,
    medianMs: median(rounds.map((r) => r.medianMs)),
    p95Ms: median(rounds.map((r) => r.p95Ms)),
    throughputRps: median(rounds.map((r) => r.throughputRps)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
  };
}

/** One printed line of a measurement. */
export function describeLoad(r) {
  return `${r.engine.padEnd(10)} latência mediana ${r.medianMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, vazão ${r.throughputRps.toFixed(0)} req/s, erros ${r.errors}`;
}
