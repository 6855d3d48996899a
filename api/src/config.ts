/** Configuration from the environment (see the README's configuration tables). */
import path from 'node:path';
import { GIFT_HOLD_MINUTES_DEFAULT } from 'shared-contracts';

/**
 * The online store (Shopify Storefront API). Without `storeDomain` and `privateToken` the API has
 * no store: POST /shopify/checkout answers 503. Without `webhookSecret` every webhook is refused.
 */
export interface ShopifyConfig {
  /** e.g. 'loja.myshopify.com' (https is always used, except for the loopback sandbox and `plainHttp`). */
  storeDomain?: string;
  /**
   * SHOPIFY_STORE_PLAIN_HTTP=1: the store is reached over plain http, as the sandbox store on a
   * container network is (compose.yaml's demo). Refused for a myshopify.com domain (assertSafeConfig).
   */
  plainHttp?: boolean;
  /** Storefront API private token (header Shopify-Storefront-Private-Token); never logged. */
  privateToken?: string;
  /** Pinned Storefront API version, YYYY-MM. */
  apiVersion: string;
  /** Numeric variant id of the gift bag (R$ 5,99, §9) in the store. */
  giftBagVariantId?: string;
  /**
   * The variants of the store's gift card product (decision 030, SHOPIFY_GIFT_CARD_VARIANTS), one per
   * denomination, ascending by value (reais). Empty: the store sells no vale-presente.
   */
  giftCardVariants?: GiftCardVariant[];
  /** Secret of the orders/paid webhook (HMAC-SHA256); never logged. */
  webhookSecret?: string;
  /** Where the API writes the sandbox store's catalogue at start (embedded default only). */
  sandboxCatalogueFile?: string;
  /**
   * Test orders (`test: true`) give gifts: SHOPIFY_ACCEPT_TEST_ORDERS=1, or always when the store
   * is the sandbox on loopback. Otherwise they are recorded for the staff and give nothing.
   */
  acceptTestOrders?: boolean;
  /**
   * Admin API access token with the read_orders scope (SHOPIFY_ADMIN_TOKEN, header
   * X-Shopify-Access-Token); never logged. Without it the reconciliation job (shop/reconcile) is off.
   */
  adminToken?: string;
  /** RECONCILE_INTERVAL_MINUTES: how often the reconciliation asks the store for the orders it missed; default 10. */
  reconcileIntervalMinutes?: number;
  /** RECONCILE_LOOKBACK_HOURS: how far back the reconciliation's first run looks; default 72. */
  reconcileLookbackHours?: number;
}

/** One denomination of the store's gift card product: its value in reais and its numeric variant id. */
export interface GiftCardVariant {
  valor: number;
  variantId: string;
}

/**
 * SHOPIFY_GIFT_CARD_VARIANTS: 'valor:variantId' pairs separated by commas, e.g.
 * '50:44000000050,100:44000000100' (values in reais with at most 2 decimals, up to 10 000; numeric
 * variant ids), sorted by value. Unset or empty: none.
 * @throws Error (pt-BR, stops the start) on a malformed pair, a repeated value or variant.
 */
export function parseGiftCardVariants(text: string | undefined): GiftCardVariant[] {
  const value = nonEmpty(text);
  if (!value) return [];
  const out: GiftCardVariant[] = [];
  for (const pair of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^(\d{1,5}(?:\.\d{1,2})?):(\d{1,20})$/.exec(pair);
    const valor = match ? Number(match[1]) : NaN;
    if (!match || !(valor > 0) || valor > 10_000) throw new Error(`SHOPIFY_GIFT_CARD_VARIANTS: "${pair}" deve ser valor:variante (ex.: 100:44000000100)`);
    if (out.some((v) => v.valor === valor || v.variantId === match[2])) throw new Error(`SHOPIFY_GIFT_CARD_VARIANTS: valor ou variante repetido em "${pair}"`);
    out.push({ valor, variantId: match[2]! });
  }
  return out.sort((a, b) => a.valor - b.valor);
}

/**
 * COTA_VALUES: the cota values a guest is offered, whole reais separated by commas (e.g.
 * '50,100,200', the default when unset), ascending.
 * @throws Error (pt-BR, stops the start) on a value that is not a whole real from 1 to 100 000.
 */
export function parseCotaValues(text: string | undefined): number[] {
  const value = nonEmpty(text);
  if (!value) return [50, 100, 200];
  const out = value.split(',').map((v) => v.trim()).filter(Boolean).map((v) => {
    if (!/^\d{1,6}$/.test(v) || Number(v) < 1 || Number(v) > 100_000) throw new Error(`COTA_VALUES: "${v}" deve ser um valor inteiro em reais (ex.: 50,100,200)`);
    return Number(v);
  });
  return [...new Set(out)].sort((a, b) => a - b);
}

/** Limits of the holds (decision 020): gifts held at once by one browser and by one client address. */
export interface GiftHoldConfig {
  /** GIFT_HOLDS_PER_BROWSER, default 3. */
  perBrowser: number;
  /** GIFT_HOLDS_PER_ADDRESS, default 20 (CGNAT: many guests of one carrier share an address). */
  perAddress: number;
  /** PENDING_ORDER_HOLD_DAYS: an order awaiting payment (Pix, boleto) keeps its gifts held at most this long; default 3. */
  pendingOrderDays: number;
}

/**
 * `production` (the default): no outbox page, no token or sign-in link in any log or table.
 * `demo` (API_MODE=demo, what `pnpm start` and the browser tests run): adds the dev outbox behind
 * a per-start key and keeps the links of the mails; refused unless the API listens on loopback.
 */
export type ApiMode = 'production' | 'demo';

export interface AppConfig {
  mode: ApiMode;
  /** Demo mode: the key of the outbox pages (DEMO_OUTBOX_KEY, else random at each start). */
  outboxKey?: string;
  port: number;
  host: string;
  /**
   * Fastify's trustProxy (TRUST_PROXY): false (default) takes the address of the connection;
   * behind a reverse proxy, its address(es) or hop count, so that X-Forwarded-For is believed
   * only from it (the rate limits per address depend on it).
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Multiplies every rate limit (RATE_LIMIT_FACTOR, default 1). */
  rateLimitFactor: number;
  dataDir: string;
  databaseUrl?: string;
  /**
   * DATABASE_POOL_MAX: connections of each process to the PostgreSQL server, default 5 (a burst of
   * 300 checkouts on two processes and a 2-core server: p95 1.36 s with 5, 1.59 s with 10, 1.95 s
   * with 20; docs/decisions/036). Size it as the server's cores × 2 shared by the processes.
   */
  databasePoolMax: number;
  siteUrl: string;
  corsOrigins: string[];
  cookieDomain?: string;
  /** COOKIE_SECURE; cookies are Secure anyway whenever SITE_URL is https (see cookiesSecure). */
  cookieSecure: boolean;
  smtpUrl?: string;
  mailFrom: string;
  shopify: ShopifyConfig;
  /** How long an online checkout holds a gift, in minutes (GIFT_HOLD_MINUTES). */
  giftHoldMinutes: number;
  /**
   * How long a hold lives before the store's cart exists, in seconds (GIFT_HOLD_CART_SECONDS,
   * default 45: longer than the store's 10 s timeout; docs/decisions/036).
   */
  giftHoldCartSeconds: number;
  giftHolds: GiftHoldConfig;
  /**
   * The owner's completion discount (decision 042): COMPLETION_DISCOUNT_PERCENT (whole, 1 to 100,
   * default 10) off the list's remaining gifts for COMPLETION_DISCOUNT_DAYS (default 90) days.
   */
  completionDiscount: { percent: number; days: number };
  /**
   * Cotas (decision 043): the values a guest is offered (COTA_VALUES, reais, default 50,100,200)
   * and the lowest price of a gift that may accept cotas (COTA_MIN_PRICE, reais, default 300).
   */
  cotas: { valores: number[]; precoMinimo: number };
  /** API_FAULTS: fault-injection points the tests switch on (comma-separated; refused in production). */
  faults: string[];
  /** ROLE (docs/decisions/033): `web` answers requests, `worker` runs the jobs (mail, reconciliation, uploads), `both` (default) does both. */
  role: 'web' | 'worker' | 'both';
  jobs: {
    /** JOBS_LEASE_SECONDS (60): how long a job of a process that died keeps the others from running it. */
    leaseSeconds: number;
    /** MAIL_RETRY_SECONDS (10): the first wait before a refused mail is tried again; each wait about doubles. */
    mailRetrySeconds: number;
    /** MAIL_GIVE_UP_MINUTES (1440): how long after it was made a mail is still tried. */
    mailGiveUpMinutes: number;
    /** JOBS_POLL_SECONDS (2): how often an idle worker looks for jobs (at least 0.5); a commit that adds a mail wakes its own process's worker at once. */
    pollSeconds: number;
    /** MAIL_SEAL_KEY: the key that seals a sign-in link on its way to the worker (see mail/mailer); made at each start when unset. */
    mailSealKey?: string;
  };
  /** METRICS_PORT / METRICS_HOST (127.0.0.1): the Prometheus listener (lib/metrics); off without a port. */
  metrics: { port?: number; host: string };
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces (OTLP over HTTP) through @fastify/otel; nothing when unset. */
  otlpEndpoint?: string;
}

/** The Storefront API version the adapter is written and tested against. */
export const DEFAULT_SHOPIFY_API_VERSION = '2026-04';

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:8080',
  'http://localhost:3101',
  'http://localhost:3102',
  'http://localhost:3103',
  'http://localhost:3104',
];

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
const positiveNumber = (v: string | undefined) => {
  const n = Number(nonEmpty(v));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** TRUST_PROXY: unset/false → false; true; a hop count; else a comma list of addresses or CIDRs. */
function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const v = nonEmpty(value);
  if (!v || /^(0|false|no)$/i.test(v)) return false;
  if (/^(true|yes)$/i.test(v)) return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((a) => a.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    mode: nonEmpty(env.API_MODE) === 'demo' ? 'demo' : 'production',
    outboxKey: nonEmpty(env.DEMO_OUTBOX_KEY),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimitFactor: positiveNumber(env.RATE_LIMIT_FACTOR) ?? 1,
    port: Number(env.PORT ?? 3000) || 3000,
    host: nonEmpty(env.HOST) ?? 'localhost',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.resolve(__dirname, '../../.data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    siteUrl: (nonEmpty(env.SITE_URL) ?? 'http://localhost:8080').replace(/\/+$/, ''),
    corsOrigins: nonEmpty(env.CORS_ORIGINS)
      ? env.CORS_ORIGINS!.split(',').map((s) => s.trim()).filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    cookieDomain: nonEmpty(env.COOKIE_DOMAIN),
    cookieSecure: /^(1|true|yes)$/i.test(env.COOKIE_SECURE ?? ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Lista de Presentes <nao-responda@listadepresentes.local>',
    shopify: {
      storeDomain: nonEmpty(env.SHOPIFY_STORE_DOMAIN),
      plainHttp: /^(1|true|yes)$/i.test(env.SHOPIFY_STORE_PLAIN_HTTP ?? ''),
      privateToken: nonEmpty(env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN),
      apiVersion: nonEmpty(env.SHOPIFY_API_VERSION) ?? DEFAULT_SHOPIFY_API_VERSION,
      giftBagVariantId: nonEmpty(env.SHOPIFY_GIFT_BAG_VARIANT_ID),
      giftCardVariants: parseGiftCardVariants(env.SHOPIFY_GIFT_CARD_VARIANTS),
      webhookSecret: nonEmpty(env.SHOPIFY_WEBHOOK_SECRET),
      sandboxCatalogueFile: nonEmpty(env.SANDBOX_STORE_CATALOGUE),
      acceptTestOrders: /^(1|true|yes)$/i.test(env.SHOPIFY_ACCEPT_TEST_ORDERS ?? '') || isLoopbackStore(nonEmpty(env.SHOPIFY_STORE_DOMAIN)),
      adminToken: nonEmpty(env.SHOPIFY_ADMIN_TOKEN),
      reconcileIntervalMinutes: positiveNumber(env.RECONCILE_INTERVAL_MINUTES) ?? 10,
      reconcileLookbackHours: positiveNumber(env.RECONCILE_LOOKBACK_HOURS) ?? 72,
    },
    giftHoldMinutes: positiveNumber(env.GIFT_HOLD_MINUTES) ?? GIFT_HOLD_MINUTES_DEFAULT,
    giftHoldCartSeconds: positiveNumber(env.GIFT_HOLD_CART_SECONDS) ?? 45,
    databasePoolMax: Math.max(1, Math.round(positiveNumber(env.DATABASE_POOL_MAX) ?? 5)),
    faults: (env.API_FAULTS ?? '').split(',').map((f) => f.trim()).filter(Boolean),
    giftHolds: {
      perBrowser: positiveNumber(env.GIFT_HOLDS_PER_BROWSER) ?? 3,
      perAddress: positiveNumber(env.GIFT_HOLDS_PER_ADDRESS) ?? 20,
      pendingOrderDays: positiveNumber(env.PENDING_ORDER_HOLD_DAYS) ?? 3,
    },
    cotas: { valores: parseCotaValues(env.COTA_VALUES), precoMinimo: positiveNumber(env.COTA_MIN_PRICE) ?? 300 },
    completionDiscount: {
      percent: Math.min(100, Math.max(1, Math.round(positiveNumber(env.COMPLETION_DISCOUNT_PERCENT) ?? 10))),
      days: Math.max(1, Math.round(positiveNumber(env.COMPLETION_DISCOUNT_DAYS) ?? 90)),
    },
    role: roleOf(env.ROLE),
    jobs: {
      leaseSeconds: positiveNumber(env.JOBS_LEASE_SECONDS) ?? 60,
      mailRetrySeconds: positiveNumber(env.MAIL_RETRY_SECONDS) ?? 10,
      mailGiveUpMinutes: positiveNumber(env.MAIL_GIVE_UP_MINUTES) ?? 24 * 60,
      mailSealKey: nonEmpty(env.MAIL_SEAL_KEY),
      pollSeconds: Math.max(0.5, positiveNumber(env.JOBS_POLL_SECONDS) ?? 2),
    },
    metrics: { port: positiveNumber(env.METRICS_PORT), host: nonEmpty(env.METRICS_HOST) ?? '127.0.0.1' },
    otlpEndpoint: nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT),
  };
}

/** ROLE: web, worker or both (the default, also for anything else, with the start's log line naming it). */
export function roleOf(value: string | undefined): AppConfig['role'] {
  const v = nonEmpty(value)?.toLowerCase();
  return v === 'web' || v === 'worker' ? v : 'both';
}

/** Cookies (session, pre-session, XSRF) carry Secure when COOKIE_SECURE is set or the site is https. */
export const cookiesSecure = (config: Pick<AppConfig, 'cookieSecure' | 'siteUrl'>): boolean =>
  config.cookieSecure || /^https:/i.test(config.siteUrl);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/** True when `host` binds loopback interfaces only. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOSTS.has(host.trim().toLowerCase().replace(/^\[|\]$/g, ''));
/** True when the store domain ('host:port') is on loopback: the sandbox store, never a real Shopify store. */
export const isLoopbackStore = (domain: string | undefined): boolean =>
  domain !== undefined && isLoopbackHost(domain.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1'));

/**
 * Refuses configurations that must never run: demo mode (outbox, sign-in links kept) unless the API
 * listens on loopback only; a demo outbox key shorter than 32 characters; fault injection
 * (API_FAULTS) in production; plain http to a Shopify store.
 * @throws Error with the reason, before anything listens.
 */
export function assertSafeConfig(config: AppConfig): void {
  if (config.shopify.plainHttp && /(^|\.)myshopify\.com(:\d+)?$/i.test(config.shopify.storeDomain ?? ''))
    throw new Error(`SHOPIFY_STORE_PLAIN_HTTP só vale para a loja de testes: ${config.shopify.storeDomain} é uma loja Shopify (https)`);
  if (config.mode !== 'demo') {
    if (config.faults.length) throw new Error(`API_FAULTS só vale fora de produção (API_MODE=demo): ${config.faults.join(',')} recusado`);
    return;
  }
  if (!isLoopbackHost(config.host))
    throw new Error(`API_MODE=demo só escuta em loopback (127.0.0.1, ::1 ou localhost): HOST=${config.host} recusado (demo mode listens on loopback only)`);
  if (config.outboxKey !== undefined && config.outboxKey.length < 32) throw new Error('DEMO_OUTBOX_KEY deve ter ao menos 32 caracteres');
}

/**
 * How long a stopping process keeps answering after its readiness failed, in milliseconds: DRAIN_MS,
 * else 5,000 in production and 0 in demo mode (one machine, no proxy to take it out).
 * @throws Error when DRAIN_MS is not a whole number from 0 to 120,000.
 */
export function drainDelay(value: string | undefined, mode: 'production' | 'demo'): number {
  if (value === undefined || value === '') return mode === 'demo' ? 0 : 5000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 120_000) throw new Error('DRAIN_MS deve ser um número inteiro de 0 a 120000 (milissegundos)');
  return ms;
}
