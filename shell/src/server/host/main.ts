/**
 * The page host's command (docs/decisions/032, 033), built into shell/dist-server/host.cjs and run
 * by scripts/serve-static.mjs:
 *
 *   node scripts/serve-static.mjs <dir> <port> [--spa] [--hsts] [--ssr <page-server.cjs>]
 *
 * Serves `<dir>` on localhost:`<port>` (./createHost). `--ssr` loads the page server bundle
 * (shell/dist-server/page-server.cjs) and renders guest pages with it. Settings from the
 * environment: SSR_API_URL (the API address of the renders' calls; default: the runtime
 * configuration's), SSR_REMOTE_PUBLIC_URL (where remote-public's release pointer is read; default:
 * the runtime configuration's), SSR_REUSE_MS (default 2000), SSR_MAX_RENDERS (default 8), DRAIN_MS (how long
 * to keep serving after SIGTERM, default 0), LOG_LEVEL (default info), METRICS_PORT (Prometheus
 * metrics at /metrics on that port; unset: none), METRICS_HOST (default 127.0.0.1) and HOST (the
 * address the host binds to, default localhost; 0.0.0.0 in a container).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { createPageServer } from '../index';
import { createHost } from './createHost';
import { metricsListener } from './metrics';

export { shellCsp } from './securityHeaders';

const USAGE = 'uso: serve-static.mjs <pasta> <porta> [--spa] [--hsts] [--ssr <shell/dist-server/page-server.cjs>]';

/** The command line, read; null when it is not one the host takes. */
export function hostArguments(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { spa: { type: 'boolean' }, hsts: { type: 'boolean' }, ssr: { type: 'string' } } });
    const [dir, port] = positionals;
    if (!dir || !port || positionals.length > 2 || !/^\d{1,5}$/.test(port) || Number(port) > 65535) return null;
    return { root: path.resolve(dir), port: Number(port), spa: values.spa === true, hsts: values.hsts === true, ssrBundle: values.ssr };
  } catch {
    return null;
  }
}

/** A number from the environment; undefined when unset or empty. @throws Error when it is not a number. */
function numberSetting(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} deve ser um número: ${text}`);
  return value;
}

/** The page server of the bundle at `bundle` (a CommonJS file built from ../index, loaded with Node's own require) for the shell's folder `root`. */
function loadPageServer(bundle: string, root: string, env: NodeJS.ProcessEnv) {
  const file = path.resolve(bundle);
  const pageServerModule = createRequire(file)(file) as { createPageServer: typeof createPageServer };
  return pageServerModule.createPageServer({
    distDir: root,
    apiUrl: env.SSR_API_URL || undefined,
    remotePublicUrl: env.SSR_REMOTE_PUBLIC_URL || undefined,
    reuseMs: numberSetting(env, 'SSR_REUSE_MS'),
    maxRenders: numberSetting(env, 'SSR_MAX_RENDERS'),
  });
}

/**
 * Runs the host for `argv` (the command's arguments) until SIGTERM or SIGINT: then it drains for
 * DRAIN_MS, closes (the requests in flight finish) and exits; a close that hangs is cut after 5 s.
 * A wrong command line exits with status 2.
 */
export async function runHost(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const args = hostArguments(argv);
  if (!args) {
    console.error(USAGE);
    process.exit(2);
  }
  const { root, port, spa, hsts, ssrBundle } = args;
  const pageServer = ssrBundle ? loadPageServer(ssrBundle, root, env) : undefined;
  const host = createHost({ root, spa, hsts, pageServer, logLevel: env.LOG_LEVEL || 'info' });
  const address = env.HOST || 'localhost';
  await host.app.listen({ port, host: address });
  host.app.log.info({ root: path.relative(process.cwd(), root) || root, port, spa, ssr: Boolean(pageServer) }, `serving http://${address}:${port}`);

  const metricsPort = numberSetting(env, 'METRICS_PORT');
  const metrics = metricsPort === undefined ? null : metricsListener(host.metrics);
  if (metrics) {
    const metricsHost = env.METRICS_HOST || '127.0.0.1';
    await metrics.listen({ port: metricsPort, host: metricsHost });
    host.app.log.info(`metrics at http://${metricsHost}:${metricsPort}/metrics`);
  }

  const drainMs = numberSetting(env, 'DRAIN_MS') ?? 0;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      host.app.log.info({ drainMs }, `${signal}: draining`);
      setTimeout(() => process.exit(0), drainMs + 5000).unref();
      void host
        .drain(drainMs)
        .then(() => metrics?.close())
        .finally(() => process.exit(0));
    });
  }
}
