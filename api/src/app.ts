/**
 * The reference provider API (docs/architecture.md, "The reference API"). `buildApp` returns a ready Fastify
 * instance for the server and for tests (`inject`).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { z } from 'zod';
import { assertSafeConfig, cookiesSecure, loadConfig, type AppConfig } from './config';
import { appliedMigrations, engineOf, JOB_SCHEMA_VERSION, jobTablesVersion, openDatabase, shippedMigrations, type Db } from './db';
import { HttpError, MSG } from './lib/errors';
import { randomToken } from './lib/crypto';
import { createBackgroundTasks } from './lib/background';
import { createMailer } from './mail/mailer';
import { createMetrics, observeRequests } from './lib/metrics';
import { requestIdOf } from './lib/requestId';
import { registerTracing } from './lib/tracing';
import { createJobs } from './jobs';
import { registerRateLimits } from './lib/rateLimit';
import { staticFiles } from './lib/static';
import { registerCookieParser, type CookieSettings } from './lib/cookies';
import { checkXsrf } from './lib/xsrf';
import { authRoutes } from './routes/auth';
import { publicRoutes } from './routes/public';
import { staffRoutes } from './routes/staff';
import { productRoutes } from './routes/products';
import { builderRoutes } from './routes/builder';
import { customerRoutes } from './routes/customer';
import { storeGiftRoutes } from './routes/storeGifts';
import { imageRoutes } from './routes/images';
import { devRoutes } from './routes/dev';
import { accessRoute } from './routes/routeAccess';
import { checkoutRoutes, webhookRoutes } from './routes/shop';
import { createShopifyStore } from './onlineStore/shopify';
import type { OnlineStore } from './onlineStore/port';
import { writeCatalogue } from './shop/sandboxCatalogue';
import type { AppContext, RegisteredRoute } from './context';

// Default zod messages in Portuguese; the contract schemas' own messages take precedence.
z.config(z.locales.pt());

export interface BuildAppOptions {
  /** Overrides of the environment configuration. */
  config?: Partial<AppConfig>;
  /** An open database (tests); when absent the app opens one from the config and owns it. */
  db?: Db;
  /** Clock (tests). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Seed an empty embedded database on start with `seeder` (default true when the app opens the database). */
  seedIfEmpty?: boolean;
  /** What seeds an empty embedded database: server.ts passes the demo seed (seed/); without it nothing is seeded. */
  seeder?: EmptyDatabaseSeeder;
}

/** Seeds an empty embedded database on start (the demo data of seed/, given by server.ts). */
export interface EmptyDatabaseSeeder {
  /** True when the database has no data yet. */
  isEmpty(db: Db): Promise<boolean>;
  /** Writes the data (and its pictures under `dataDir`), logging progress lines. */
  seed(db: Db, options: { dataDir: string; log: (line: string) => void }): Promise<void>;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const BODY_LIMIT = 1024 * 1024;
const FALLBACK_DIR = path.resolve(__dirname, '../assets/fallback');

function errorBody(statusCode: number, message: string) {
  return { statusCode, error: http.STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * The configured online store: the Shopify adapter when a store domain and private token are set
 * (the embedded default sets them to the sandbox store), else null. A malformed API version or gift
 * bag variant stops the start with a clear message.
 */
function onlineStore(config: AppConfig, app: FastifyInstance): OnlineStore | null {
  const { storeDomain, plainHttp, privateToken, apiVersion, giftBagVariantId } = config.shopify;
  if (!/^(\d{4}-\d{2}|unstable)$/.test(apiVersion)) throw new Error(`SHOPIFY_API_VERSION deve ser AAAA-MM (recebido "${apiVersion}")`);
  if (giftBagVariantId && !/^\d{1,20}$/.test(giftBagVariantId)) throw new Error('SHOPIFY_GIFT_BAG_VARIANT_ID deve ser o número da variante');
  if (!storeDomain || !privateToken) {
    app.log.info('Online store not configured: POST /shopify/checkout answers 503');
    return null;
  }
  return createShopifyStore({ storeDomain, plainHttp, apiVersion, privateToken, log: app.log });
}

/**
 * The API's own security headers (@fastify/helmet): answers are data, never pages to frame or run;
 * HSTS only when the site is served over https.
 */
function helmetOptions(https: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
    // JSON read with CORS and pictures of /static (which sets cross-origin itself) by the sites of one domain
    crossOriginResourcePolicy: { policy: 'same-site' as const },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Why the process should get no traffic now (docs/decisions/032), or null when it is ready: it is draining
 * (SIGTERM), the database does not answer, or the database is not at the migrations this build
 * ships. The reason is a short English phrase for the operator, with no secret.
 */
async function notReadyBecause(ctx: AppContext): Promise<string | null> {
  if (ctx.lifecycle.draining) return 'draining';
  try {
    const applied = await appliedMigrations(ctx.db);
    if (applied !== ctx.lifecycle.migrations) return `database at migration ${applied} of ${ctx.lifecycle.migrations}`;
    const jobs = await jobTablesVersion(ctx.db);
    if (jobs !== JOB_SCHEMA_VERSION) return `job tables at version ${jobs ?? 'none'} of ${JOB_SCHEMA_VERSION}`;
  } catch {
    return 'database unavailable';
  }
  return null;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  assertSafeConfig(config);
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // the request id (docs/decisions/033): the proxy's or the page server's X-Request-Id when it is
    // a sane token, else a new one; it is in every log line of the request and sent back
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    routerOptions: { maxParamLength: 500 },
    trustProxy: config.trustProxy,
    // Addresses the router cannot take (a '%E0' that does not decode, a segment over 500
    // characters): 404 under /static (no such file), else 400, in pt-BR like every answer.
    frameworkErrors: (error, request, reply) => {
      const status = request.url.startsWith('/static/') ? 404 : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 404 ? MSG.notFoundRoute : status === 414 ? MSG.uriTooLong : MSG.badRequest;
      void (reply as FastifyReply).code(status).send(errorBody(status, message));
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (config.otlpEndpoint) {
    const stopTracing = await registerTracing(app, config.otlpEndpoint);
    app.addHook('onClose', stopTracing);
  }
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const accessEntry = route.config?.accessEntry;
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, xsrfExempt: Boolean(route.config?.xsrfExempt), ...(accessEntry ? { accessEntry } : {}) });
  });

  let db = options.db;
  if (!db) {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      // production on a server migrates only when told to (`pnpm db:migrate`, docs/decisions/033)
      migrate: !(config.mode === 'production' && config.databaseUrl),
      poolMax: config.databasePoolMax,
    });
    db = database.db;
    app.addHook('onClose', async () => database.close());
    const seeder = options.seeder;
    if (seeder && options.seedIfEmpty !== false && database.kind === 'pglite' && (await seeder.isEmpty(db))) {
      const started = Date.now();
      app.log.info('Empty embedded database: seeding demo data (with images)...');
      await seeder.seed(db, { dataDir: config.dataDir, log: (l) => app.log.info(l) });
      app.log.info(`Seed finished in ${Date.now() - started} ms`);
    }
  }
  const cookies: CookieSettings = { domain: config.cookieDomain, secure: cookiesSecure(config) };
  const metrics = createMetrics(db, engineOf(db));
  observeRequests(app, metrics);
  const jobs = createJobs(db, { log: app.log, leaseSeconds: config.jobs.leaseSeconds, mailRetrySeconds: config.jobs.mailRetrySeconds, pollingSeconds: config.jobs.pollSeconds, onFailure: metrics.jobFailed });
  app.addHook('onClose', async () => jobs.stop());
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    keepLinks: config.mode === 'demo',
    jobs,
    sealKey: config.jobs.mailSealKey,
    giveUpMinutes: config.jobs.mailGiveUpMinutes,
    counters: metrics.mail,
    now,
  });
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', async () => background.idle());
  const limits = await registerRateLimits(app, { db, now, factor: config.rateLimitFactor });
  // demo mode: a key made at each start, unless the start command made it (scripts/stack.mjs prints it)
  const outboxKey = config.mode === 'demo' ? (config.outboxKey ?? randomToken(32)) : null;
  app.decorate('ctx', {
    db,
    config,
    now,
    cookies,
    mailer,
    jobs,
    metrics,
    store: onlineStore(config, app),
    limits,
    background,
    outboxKey,
    routes,
    lifecycle: { draining: false, migrations: shippedMigrations() },
  });
  const catalogueFile = config.shopify.sandboxCatalogueFile;
  if (catalogueFile) {
    const count = await writeCatalogue(db, catalogueFile, config.shopify.giftBagVariantId, config.shopify.giftCardVariants);
    app.log.info(`Sandbox store catalogue: ${count} variants written`);
  }

  /* JSON bodies: empty means none; malformed, or carrying __proto__ / constructor.prototype keys
     (prototype poisoning), is a 400 with the pt-BR message. */
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    jsonParser(request, String(body), (err, value) => (err ? done(new HttpError(400, MSG.badBody), undefined) : done(null, value)));
  });

  await app.register(helmet, helmetOptions(cookies.secure));
  registerCookieParser(app);
  // JSON answers go out compressed (brotli or gzip, as the client accepts; §7 lists of 50 lists
  // shrink about tenfold). Static files are served by ./lib/static and stay as they are.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // Credentials (and any CORS header) only for the configured origins; other origins get none.
  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowedOrigins.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-XSRF-TOKEN', 'Authorization'],
    maxAge: 600,
  });

  /* XSRF, signed double submit bound to the session (lib/xsrf): hand out the cookies, check unsafe
     methods; not on server-to-server routes, no cookies on static files. */
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.xsrfExempt) return;
    const unsafe = UNSAFE_METHODS.has(request.method);
    if (!unsafe && request.url.startsWith('/static/')) return;
    if (!checkXsrf(request, reply, cookies, unsafe)) return reply.code(403).send(errorBody(403, MSG.xsrf));
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    const status = error.statusCode;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
      return reply.code(413).send(errorBody(413, MSG.tooLarge));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
      return reply.code(415).send(errorBody(415, MSG.unsupportedMedia));
    if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
      return reply.code(400).send(errorBody(400, MSG.badBody));
    if (status && status >= 400 && status < 500) return reply.code(status).send(errorBody(status, MSG.badRequest));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, MSG.internal));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, MSG.notFoundRoute)));

  /* Static files: seed pictures, uploads and the cover library from DATA_DIR/static; fallbacks. */
  const staticDir = path.join(config.dataDir, 'static');
  fs.mkdirSync(staticDir, { recursive: true });
  accessRoute(app, 'staticFiles', staticFiles({ dataRoot: staticDir, fallbackRoot: FALLBACK_DIR }));

  accessRoute(app, 'health', async () => ({ status: 'ok' }));
  accessRoute(app, 'healthLive', async () => ({ status: 'ok' }));
  accessRoute(app, 'healthReady', async (_request, reply) => {
    const reason = await notReadyBecause(app.ctx);
    if (reason) return reply.code(503).send({ status: 'indisponível', reason });
    return { status: 'ok' };
  });
  await app.register(authRoutes);
  await app.register(publicRoutes);
  await app.register(staffRoutes);
  await app.register(productRoutes);
  await app.register(builderRoutes);
  await app.register(customerRoutes);
  await app.register(storeGiftRoutes);
  await app.register(imageRoutes);
  await app.register(checkoutRoutes);
  await app.register(webhookRoutes);
  if (outboxKey) {
    await app.register(devRoutes);
    app.log.info(`Demo mode: sign-in links are kept in the outbox, not logged; outbox at /dev/outbox?key=${config.outboxKey ? '(DEMO_OUTBOX_KEY)' : outboxKey}`);
  }

  await app.ready();
  return app;
}
