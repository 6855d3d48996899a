/**
 * The containers' health check (compose.yaml; the Dockerfile copies it into the api and
 * page-server images): exits 0 when `http://127.0.0.1:<port><path>` answers 2xx within 2.5 s,
 * else 1. A file, not an inline `node -e`, so that no compose implementation mangles its quoting.
 *
 *   node healthcheck.mjs [path] [port]
 *
 * path: default /health/ready (the API's and the page host's readiness: database reachable and
 * migrations current, not draining); port: default PORT, else 3000.
 */
const [path = '/health/ready', port = process.env.PORT ?? '3000'] = process.argv.slice(2);
try {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
