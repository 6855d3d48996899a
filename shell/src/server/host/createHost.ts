/**
 * The page host (docs/decisions/032, 033): one built app's folder (the shell, a remote's dist or
 * release folder) on its own origin, on Fastify, and for the shell the guest pages rendered by the
 * page server. Every answer carries the request id (./requestId) and the security headers
 * (./securityHeaders); the request target is guarded first (./guards); then the probes
 * (./health), the page addresses (./pages) and the files (./staticFiles), each answer counted
 * (./metrics) and logged on one JSON line (./accessLog).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { PageServer } from '../index';
import { AccessLog } from './accessLog';
import { MAX_TARGET_LENGTH, registerGuards, routerRefusal } from './guards';
import { drain, registerHealth, type Lifecycle } from './health';
import { createHostMetrics, observeRequest, registerRequestMetrics, type HostMetrics } from './metrics';
import { pageHandler } from './pages';
import { REQUEST_ID_HEADER, requestIdOf } from './requestId';
import { pageCspOf, staticSecurityHeaders } from './securityHeaders';
import { isPageAddress, registerStaticFiles, requestedFile } from './staticFiles';

export interface HostOptions {
  /** The folder served (the shell's dist, a remote's dist or release folder). */
  root: string;
  /** `--spa`: a page address without a file answers index.html (the shell's client-side routes). */
  spa?: boolean;
  /** `--hsts`: the app is served over HTTPS (behind a TLS proxy): send Strict-Transport-Security. */
  hsts?: boolean;
  /** `--ssr`: the page server that renders guest pages (none: every page is rendered in the browser). */
  pageServer?: Pick<PageServer, 'render'>;
  /** The lowest level logged (LOG_LEVEL; default info). */
  logLevel?: string;
  /** Where the JSON log lines go (default: standard output). */
  logStream?: Writable;
}

/** A host: its Fastify app (not listening yet), its metrics and its drain. */
export interface Host {
  app: FastifyInstance;
  metrics: HostMetrics;
  /** Fails readiness, keeps serving `drainMs` milliseconds (`wait`: the pause, for tests), then closes (./health `drain`). */
  drain(drainMs: number, wait?: (ms: number) => Promise<void>): Promise<void>;
}

/** Builds the host of `options.root`; see the module comment and HostOptions. */
export function createHost({ root, spa = false, hsts = false, pageServer, logLevel = 'info', logStream }: HostOptions): Host {
  const metrics = createHostMetrics();
  const lifecycle: Lifecycle = { draining: false };
  const runtimeConfigFile = path.join(root, 'runtime-config.json');
  const pageCsp = pageCspOf(runtimeConfigFile);
  const securityHeaders = staticSecurityHeaders({ hsts });
  const stamp = (request: FastifyRequest, reply: FastifyReply) => reply.header(REQUEST_ID_HEADER, request.id).headers(securityHeaders);

  const app = Fastify({
    logger: { level: logLevel, ...(logStream ? { stream: logStream } : {}) },
    logController: new AccessLog(),
    // the id is read here, checked, from X-Request-Id: Fastify's requestIdHeader would take any value as it came
    requestIdHeader: false,
    genReqId: requestIdOf,
    // a request whose body never ends, or a client that never reads, lets its connection go
    requestTimeout: 30_000,
    http: { headersTimeout: 10_000 },
    routerOptions: { maxParamLength: MAX_TARGET_LENGTH },
    // an address the router cannot decode: no hook runs, so the answer is stamped and counted here
    frameworkErrors: (error, request, reply) => {
      stamp(request, reply);
      request.hostRoute = 'refused';
      routerRefusal(error, reply);
      observeRequest(metrics, request, reply);
    },
  });
  registerRequestMetrics(app, metrics);
  app.addHook('onRequest', async (request, reply) => void stamp(request, reply));
  registerGuards(app);
  registerHealth(app, lifecycle, () => !pageServer || fs.existsSync(runtimeConfigFile));

  const serveFile = registerStaticFiles(app, { root, spa, pageCsp });
  const sendPage = pageServer ? pageHandler({ pageServer, pageCsp, metrics, browserPage: serveFile }) : null;
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => (sendPage && isPageAddress(requestedFile(request)) ? sendPage(request, reply) : serveFile(request, reply)),
  });
  // a CORS preflight: the shell's origin may read a remote's files
  app.options('/*', async (request, reply) => {
    request.hostRoute = 'preflight';
    return reply.code(204).headers({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).send();
  });

  return { app, metrics, drain: (drainMs, wait) => drain(app, lifecycle, drainMs, wait) };
}
