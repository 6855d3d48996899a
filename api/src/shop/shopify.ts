/**
 * The Shopify adapter of the online-store port: the Storefront API mutation `cartCreate` through
 * `@shopify/storefront-api-client`, authenticated with the private token (header
 * Shopify-Storefront-Private-Token), at a pinned API version. Shopify's failures become
 * StoreErrors: userErrors, HTTP 401/403, 429, other 4xx, 5xx, network failures and answers
 * without a cart. Nothing it logs carries the token.
 */
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import type { FastifyBaseLogger } from 'fastify';
import { StoreError, type CartRequest, type OnlineStore } from './store';

/** The mutation the adapter sends (Storefront API 2024-01 and later; see README). */
export const CART_CREATE = `#graphql
mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart {
      id
      checkoutUrl
    }
    userErrors {
      code
      field
      message
    }
  }
}`;

interface CartCreateData {
  cartCreate?: {
    cart?: { id?: string; checkoutUrl?: string | null } | null;
    userErrors?: Array<{ code?: string | null; field?: string[] | null; message?: string }>;
  } | null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The fetch the client uses: the client always builds https:// addresses; a store on a loopback
 * host (the embedded sandbox) speaks plain http, so only for those hosts the scheme is rewritten.
 */
export function loopbackAwareFetch(fetchImpl: typeof fetch = fetch) {
  return (url: string, init?: RequestInit): Promise<Response> => {
    const target = new URL(url);
    if (target.protocol === 'https:' && LOOPBACK_HOSTS.has(target.hostname)) target.protocol = 'http:';
    return fetchImpl(target.toString(), init);
  };
}

export interface ShopifyStoreOptions {
  /** 'loja.myshopify.com', or 'localhost:3200' for the sandbox. */
  storeDomain: string;
  /** YYYY-MM. */
  apiVersion: string;
  privateToken: string;
  log: FastifyBaseLogger;
  /** Time limit of one call, in ms (default 10 s). */
  timeoutMs?: number;
  /** Retries of 429/503 answers (the client waits Retry-After or 1 s); default 1. */
  retries?: number;
  /** The underlying fetch (tests). */
  fetchImpl?: typeof fetch;
}

/** userError codes that mean the variant does not exist or cannot be sold. */
const UNKNOWN_PRODUCT_CODES = new Set(['MERCHANDISE_NOT_FOUND', 'INVALID_MERCHANDISE_LINE', 'MERCHANDISE_OUT_OF_STOCK', 'PRODUCT_IS_NOT_PUBLISHED']);

/** The OnlineStore backed by a Shopify store (or the sandbox, which speaks the same protocol). */
export function createShopifyStore(options: ShopifyStoreOptions): OnlineStore {
  const { log } = options;
  const client: StorefrontApiClient = createStorefrontApiClient({
    storeDomain: options.storeDomain,
    apiVersion: options.apiVersion,
    privateAccessToken: options.privateToken,
    clientName: 'lista-de-presentes',
    retries: options.retries ?? 1,
    customFetchApi: loopbackAwareFetch(options.fetchImpl),
    // Only the version warning is logged: the other log entries carry the request headers (token).
    logger: (entry) => {
      if (entry.type === 'Unsupported_Api_Version') log.warn(`Shopify: API version ${options.apiVersion} is not among the supported ones`);
    },
  });

  return {
    async createCart(request: CartRequest) {
      const input = {
        lines: request.lines.map((l) => ({ merchandiseId: l.merchandiseId, quantity: l.quantity, attributes: l.attributes })),
        note: request.note,
        attributes: request.attributes,
      };
      const answer = await client.request<CartCreateData>(CART_CREATE, {
        variables: { input },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const errors = answer.errors;
      if (errors) {
        const status = errors.networkStatusCode;
        if (status === undefined) throw new StoreError('network', errors.message ?? 'no answer');
        if (status === 401 || status === 403) throw new StoreError('unauthorized', `HTTP ${status}`);
        if (status === 429) throw new StoreError('busy', 'HTTP 429');
        if (status >= 500) throw new StoreError('unavailable', `HTTP ${status}`);
        if (status >= 400) throw new StoreError('rejected', `HTTP ${status}`);
        const first = errors.graphQLErrors?.[0]?.message;
        throw new StoreError('invalid-answer', first ? `GraphQL: ${first}` : (errors.message ?? 'no data'));
      }
      const payload = answer.data?.cartCreate;
      const userErrors = payload?.userErrors ?? [];
      if (userErrors.length > 0) {
        const detail = userErrors.map((e) => `${e.code ?? '?'} ${(e.field ?? []).join('.')}: ${e.message ?? ''}`).join('; ');
        const unknown = userErrors.some((e) => UNKNOWN_PRODUCT_CODES.has(e.code ?? '') || (e.field ?? []).includes('merchandiseId'));
        throw new StoreError(unknown ? 'unknown-product' : 'rejected', detail);
      }
      const cart = payload?.cart;
      if (!cart?.id) throw new StoreError('invalid-answer', 'cartCreate without cart');
      return { cartId: cart.id, checkoutUrl: cart.checkoutUrl || null };
    },
  };
}
