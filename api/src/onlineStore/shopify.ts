/**
 * The Shopify adapter of the online-store port: the Storefront API mutation `cartCreate` through
 * `@shopify/storefront-api-client`, authenticated with the private token (header
 * Shopify-Storefront-Private-Token) and the guest's address (Shopify-Storefront-Buyer-IP), at a
 * pinned API version (decision 021). Shopify's failures become StoreErrors: userErrors, stock
 * warnings, HTTP 401/403, 429, other 4xx, 5xx, network failures and answers without a cart.
 * Nothing it logs carries the token.
 */
import { isIP } from 'node:net';
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { StoreError, type CartRequest, type OnlineStore } from './port';
import type { Log } from '../lib/log';

/**
 * The mutation the adapter sends (Storefront API 2024-10 and later: `warnings`). Checked against
 * Shopify's published schema of the pinned version by storefrontSchema.test.ts.
 */
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
    warnings {
      code
      message
      target
    }
  }
}`;

/** Every GraphQL document the adapter sends, by name (the schema test validates each). */
export const STOREFRONT_DOCUMENTS = { CART_CREATE } as const;

interface CartCreateData {
  cartCreate?: {
    cart?: { id?: string; checkoutUrl?: string | null } | null;
    userErrors?: Array<{ code?: string | null; field?: string[] | null; message?: string }>;
    warnings?: Array<{ code?: string | null; message?: string; target?: string }> | null;
  } | null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The fetch the client uses: the client always builds https:// addresses; a store on a loopback
 * host (the embedded sandbox), or any store when `plainHttp` (the sandbox on a container network,
 * SHOPIFY_STORE_PLAIN_HTTP), speaks plain http, so only then the scheme is rewritten.
 */
export function loopbackAwareFetch(fetchImpl: typeof fetch = fetch, plainHttp = false) {
  return (url: string, init?: RequestInit): Promise<Response> => {
    const target = new URL(url);
    if (target.protocol === 'https:' && (plainHttp || LOOPBACK_HOSTS.has(target.hostname))) target.protocol = 'http:';
    return fetchImpl(target.toString(), init);
  };
}

export interface ShopifyStoreOptions {
  /** 'loja.myshopify.com', or 'localhost:3200' for the sandbox. */
  storeDomain: string;
  /** Plain http to the store (see loopbackAwareFetch). */
  plainHttp?: boolean;
  /** YYYY-MM. */
  apiVersion: string;
  privateToken: string;
  log: Log;
  /** Time limit of one call, in ms (default 10 s). */
  timeoutMs?: number;
  /** Retries of 429/503 answers (the client waits Retry-After or 1 s); default 1. */
  retries?: number;
  /** The underlying fetch (tests). */
  fetchImpl?: typeof fetch;
}

/**
 * userError codes (Shopify's CartErrorCode) that mean the variant does not exist or cannot be sold
 * as asked. An unknown variant also arrives as INVALID on the field `…merchandiseId`, which is
 * read by its field. Every value must exist in the published enum (storefrontSchema.test.ts).
 */
export const UNKNOWN_PRODUCT_CODES: ReadonlySet<string> = new Set([
  'INVALID_MERCHANDISE_LINE',
  'MERCHANDISE_NOT_APPLICABLE',
  'VARIANT_REQUIRES_SELLING_PLAN',
]);

/**
 * Warning codes (Shopify's CartWarningCode) of a line short of stock: since 2024-10 Shopify makes
 * the cart anyway, with the line cut to the stock, and says so in `warnings`, not `userErrors`.
 */
export const STOCK_WARNING_CODES: ReadonlySet<string> = new Set(['MERCHANDISE_NOT_ENOUGH_STOCK', 'MERCHANDISE_OUT_OF_STOCK']);

/** The header that tells Shopify the buyer's address on server calls with the private token. */
export const BUYER_IP_HEADER = 'Shopify-Storefront-Buyer-IP';

/** The OnlineStore backed by a Shopify store (or the sandbox, which speaks the same protocol). */
export function createShopifyStore(options: ShopifyStoreOptions): OnlineStore {
  const { log } = options;
  const client: StorefrontApiClient = createStorefrontApiClient({
    storeDomain: options.storeDomain,
    apiVersion: options.apiVersion,
    privateAccessToken: options.privateToken,
    clientName: 'lista-de-presentes',
    retries: options.retries ?? 1,
    customFetchApi: loopbackAwareFetch(options.fetchImpl, options.plainHttp),
    // Only the version warning is logged: the other log entries carry the request headers (token).
    logger: (entry) => {
      if (entry.type === 'Unsupported_Api_Version') log.warn({ apiVersion: options.apiVersion }, 'Shopify: the API version is not among the supported ones');
    },
  });

  return {
    /**
     * Sends `cartCreate`; resolves with the cart id and its checkout address (null when Shopify
     * gave none). Rejects with a StoreError: 'unknown-product' (the variant does not exist or
     * cannot be sold), 'out-of-stock' (a stock warning: the cart was made short, so it is not
     * used), 'rejected' (other userErrors, other 4xx), 'unauthorized' (401/403), 'busy' (429),
     * 'unavailable' (5xx), 'network', 'invalid-answer'. `buyerIp` is sent only when it is an IP
     * address.
     */
    async createCart(request: CartRequest) {
      const input = {
        lines: request.lines.map((l) => ({ merchandiseId: l.merchandiseId, quantity: l.quantity, attributes: l.attributes })),
        note: request.note,
        attributes: request.attributes,
        ...(request.discountCodes?.length ? { discountCodes: request.discountCodes } : {}),
      };
      const buyerIp = request.buyerIp?.trim();
      const answer = await client.request<CartCreateData>(CART_CREATE, {
        variables: { input },
        ...(buyerIp && isIP(buyerIp) ? { headers: { [BUYER_IP_HEADER]: buyerIp } } : {}),
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
        const unknown = userErrors.some((e) => UNKNOWN_PRODUCT_CODES.has(e.code ?? '') || (e.field ?? []).at(-1) === 'merchandiseId');
        throw new StoreError(unknown ? 'unknown-product' : 'rejected', detail);
      }
      const short = (payload?.warnings ?? []).filter((w) => STOCK_WARNING_CODES.has(w.code ?? ''));
      if (short.length > 0) {
        throw new StoreError('out-of-stock', short.map((w) => `${w.code} ${w.target ?? '?'}: ${w.message ?? ''}`).join('; '));
      }
      const cart = payload?.cart;
      if (!cart?.id) throw new StoreError('invalid-answer', 'cartCreate without cart');
      return { cartId: cart.id, checkoutUrl: cart.checkoutUrl || null };
    },
  };
}
