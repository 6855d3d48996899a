/** Configuration from the environment (see the README's configuration tables). */
import path from 'node:path';
import { GIFT_HOLD_MINUTES_DEFAULT } from 'shared-contracts';

/**
 * The online store (Shopify Storefront API). Without `storeDomain` and `privateToken` the API has
 * no store: POST /shopify/checkout answers 503. Without `webhookSecret` every webhook is refused.
 */
export interface ShopifyConfig {
  /** e.g. 'loja.myshopify.com' (https is always used, except for the loopback sandbox). */
  storeDomain?: string;
  /** Storefront API private token (header Shopify-Storefront-Private-Token); never logged. */
  privateToken?: string;
  /** Pinned Storefront API version, YYYY-MM. */
  apiVersion: string;
  /** Numeric variant id of the gift bag (R$ 5,99, §9) in the store. */
  giftBagVariantId?: string;
  /** Secret of the orders/paid webhook (HMAC-SHA256); never logged. */
  webhookSecret?: string;
  /** Where the API writes the sandbox store's catalogue at start (embedded default only). */
  sandboxCatalogueFile?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  siteUrl: string;
  corsOrigins: string[];
  cookieDomain?: string;
  cookieSecure: boolean;
  smtpUrl?: string;
  mailFrom: string;
  nodeEnv: string;
  shopify: ShopifyConfig;
  /** How long an online checkout holds a gift, in minutes (GIFT_HOLD_MINUTES). */
  giftHoldMinutes: number;
}

/** The Storefront API version the adapter is written and tested against. */
export const DEFAULT_SHOPIFY_API_VERSION = '2026-10';

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
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
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
    shopify: {
      storeDomain: nonEmpty(env.SHOPIFY_STORE_DOMAIN),
      privateToken: nonEmpty(env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN),
      apiVersion: nonEmpty(env.SHOPIFY_API_VERSION) ?? DEFAULT_SHOPIFY_API_VERSION,
      giftBagVariantId: nonEmpty(env.SHOPIFY_GIFT_BAG_VARIANT_ID),
      webhookSecret: nonEmpty(env.SHOPIFY_WEBHOOK_SECRET),
      sandboxCatalogueFile: nonEmpty(env.SANDBOX_STORE_CATALOGUE),
    },
    giftHoldMinutes: positiveNumber(env.GIFT_HOLD_MINUTES) ?? GIFT_HOLD_MINUTES_DEFAULT,
  };
}
