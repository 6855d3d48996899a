/**
 * The container's health check (compose.yaml, the Dockerfile's api target): exits 0 when the API's
 * readiness probe answers 200 (database reachable, migrations current, not draining), else 1.
 * A file, not an inline `node -e`, so that no compose implementation mangles its quoting.
 *
 *   node healthcheck.mjs [port]   (default: PORT, else 3000)
 */
const port = process.argv[2] ?? process.env.PORT ?? '3000';
try {
  const answer = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2500) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
