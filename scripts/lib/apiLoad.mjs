/**
 * The benchmark's API load (`pnpm bench`): a bounded number of GET requests from a fixed number of
 * concurrent connections on loopback, in rounds; figures are medians across rounds. Used for the
 * embedded PGlite stack and for the PostgreSQL run, so both get exactly the same load. Requests
 * carry what a guest's browser sends on its second call: its cookies (pre-session, XSRF) and
 * `accept-encoding` (the answer is compressed as a browser gets it).
 */
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
export const ROUNDS = 3;
export const BENCH_SLUG = process.env.BENCH_SLUG ?? 'casamento-maria-e-joao';
/** The guests' reads (§7): the home page's index, the /listas page, a list page. */
export const PUBLIC_READS = ['/lista/publica/index?page=1&limit=12', '/lista/publica?page=1&limit=50', `/lista/publica/slug/${BENCH_SLUG}`];

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

async function loadRound(url, headers) {
  const latencies = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url, { headers }).catch(() => null);
        if (!res || !res.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { medianMs: median(latencies), p95Ms: percentile(latencies, 95), throughputRps: REQUESTS / seconds, errors };
}

/** Loads `{apiUrl}{call}`: one warm-up round, then ROUNDS measured ones; medians across rounds. */
export async function measureCall(apiUrl, engine, call) {
  const url = `${apiUrl}${call}`;
  const { cookie } = await browserHeaders(apiUrl);
  const headers = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  await loadRound(url, headers);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await loadRound(url, headers));
  return {
    engine,
    call: `GET ${call}`,
    concurrency: CONCURRENCY,
    requestsPerRound: REQUESTS,
    rounds: ROUNDS,
    medianMs: median(rounds.map((r) => r.medianMs)),
    p95Ms: median(rounds.map((r) => r.p95Ms)),
    throughputRps: median(rounds.map((r) => r.throughputRps)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
  };
}

/** Each of PUBLIC_READS measured in turn on one API. */
export async function measurePublicReads(apiUrl, engine) {
  const results = [];
  for (const call of PUBLIC_READS) results.push(await measureCall(apiUrl, engine, call));
  return results;
}

/** One printed line of a measurement. */
export function describeLoad(r) {
  return `${r.engine.padEnd(10)} ${r.call.padEnd(52)} mediana ${r.medianMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, vazão ${r.throughputRps.toFixed(0)} req/s, erros ${r.errors}`;
}
