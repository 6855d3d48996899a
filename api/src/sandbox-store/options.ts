/** The options of a sandbox store (./app `buildSandboxStore`): tokens, addresses, catalogue, clock. */
import type { FastifyServerOptions } from 'fastify';
import type { Catalogue } from './catalogue';
import type { WebhookTopic } from './orders';

/** How a sandbox store is built: its tokens, the API's webhook address, its catalogue and clock. */
export interface SandboxStoreOptions {
  /** The Storefront private token the API must send. */
  privateToken: string;
  /** Secret that signs the webhooks (SHOPIFY_WEBHOOK_SECRET of the API). */
  webhookSecret: string;
  /** The API's address: each topic goes to its route there (/shopify/webhooks/orders-paid, ...). */
  webhookBaseUrl?: string;
  /** The API's orders/paid address (the first option; the other topics go to the routes beside it). */
  webhookUrl?: string;
  /** Loses deliveries on purpose (as if Shopify had dropped them after its retries). */
  dropWebhooks?: (topic: WebhookTopic) => boolean;
  /** The Admin API access token the API must send (X-Shopify-Access-Token); without it the Admin API answers 401. */
  adminToken?: string;
  /** The catalogue (read on each cart). */
  catalogue: () => Catalogue;
  /** This server's own address as the browser reaches it (checkout addresses start with it). */
  publicUrl: string | (() => string);
  /** Static-assets host of product pictures (relative paths of the catalogue). */
  assetsUrl: string;
  /** Shop domain sent in X-Shopify-Shop-Domain. */
  shopDomain?: string;
  /** Waits between webhook retries, in ms (default: Shopify's schedule, SHOPIFY_RETRY_DELAYS_MS, divided by `retryScale`). */
  retryDelaysMs?: number[];
  /** Divides Shopify's retry schedule (8 retries over 4 hours) when `retryDelaysMs` is not given; default 1. */
  retryScale?: number;
  /** X-Shopify-API-Version of the webhooks. */
  webhookApiVersion?: string;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  fetchImpl?: typeof fetch;
}
