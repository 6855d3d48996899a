/**
 * The sandbox store (docs/architecture.md: "Checkout", embedded default): a small server that stands in for the
 * chain's Shopify store so the real adapter runs in every test and on one machine.
 * - POST /api/{version}/graphql.json: the Storefront GraphQL protocol for `cartCreate` (and `cart`),
 *   authenticated by the header Shopify-Storefront-Private-Token (401 otherwise, like Shopify), on
 *   a subset of Shopify's published schema (./graphqlSchema.ts): userErrors and stock warnings
 *   with Shopify's codes;
 * - GET /cart/c/{token}?key=: the checkout page of a cart (pt-BR);
 * - POST /cart/c/{token}/pagar?key=: pays it, sends the orders/paid webhook to the API and shows the
 *   confirmation (paying twice shows the same order); with the form field `metodo=pix` the order
 *   is placed awaiting payment, as a Pix or boleto is (orders/create), until the staff route
 *   POST /sandbox/orders/{id}/paid;
 * - GET /sandbox/vale-presentes: the gift cards paid orders issued (decision 030).
 */
import { timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { execute, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { z } from 'zod';
import { registerSandboxOrders } from './admin';
import { CartStore, type CartCreateInput } from './carts';
import { storefrontSchema } from './graphqlSchema';
import { cartSubtotalCents, cartTotalCents, decimal, lineDiscount, type SandboxCart } from './model';
import { DiscountCodes } from './discounts';
import type { SandboxStoreOptions } from './options';
import { checkoutPage, firstPayForm, giftCardsPage, notFoundPage, paidPage, readPayForm } from './pages';

export type { SandboxStoreOptions };

/**
 * The cart attribute that carries the gift list's address (set by the API's checkout): the
 * confirmation page links back to it. The sandbox's own copy (./copies.test.ts checks it).
 */
export const LIST_URL_ATTRIBUTE = '_lista_url';

const VERSION = /^(\d{4}-\d{2}|unstable)$/;
const graphqlBodySchema = z.object({
  query: z.string().max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});
/** Shopify's answer to a wrong or missing Storefront token (recorded shape). */
export const UNAUTHORIZED_BODY = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
const money = (amountCents: number) => ({ amount: decimal(amountCents), currencyCode: 'BRL' });

const discountRegistry = new WeakMap<FastifyInstance, DiscountCodes>();
/** The discount codes of sandbox store `app` (tests look at what the API made). */
export function sandboxDiscountsOf(app: FastifyInstance): DiscountCodes {
  const codes = discountRegistry.get(app);
  if (!codes) throw new Error('not a sandbox store');
  return codes;
}

export async function buildSandboxStore(options: SandboxStoreOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const carts = new CartStore(now);
  const discounts = new DiscountCodes();
  const publicUrl = () => (typeof options.publicUrl === 'function' ? options.publicUrl() : options.publicUrl).replace(/\/+$/, '');
  const shopDomain = options.shopDomain ?? 'loja-sandbox.myshopify.com';
  // No request logging: checkout addresses carry the cart key.
  const app = Fastify({ logger: options.logger ?? false, logController: new LogController({ disableRequestLogging: true }), bodyLimit: 64 * 1024 });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const checkoutUrl = (cart: SandboxCart) => `${publicUrl()}/cart/c/${cart.token}?key=${cart.key}`;
  /** A cart in the GraphQL shape of Shopify's Cart. */
  const cartObject = (cart: SandboxCart) => {
    const lines = cart.lines.map((l) => ({
      __typename: 'CartLine',
      id: l.id,
      quantity: l.quantity,
      attributes: l.attributes,
      merchandise: {
        __typename: 'ProductVariant',
        id: `gid://shopify/ProductVariant/${l.variantId}`,
        title: 'Default Title',
        price: money(Math.round(Number(l.price) * 100)),
        image: l.image ? { url: /^https?:/.test(l.image) ? l.image : `${options.assetsUrl.replace(/\/+$/, '')}${l.image}`, altText: l.title } : null,
        product: { title: l.title },
      },
      cost: {
        amountPerQuantity: money(Math.round(Number(l.price) * 100)),
        subtotalAmount: money(Math.round(Number(l.price) * 100) * l.quantity),
        totalAmount: money(Math.round(Number(l.price) * 100) * l.quantity - lineDiscount(cart, l)),
      },
    }));
    return {
      id: `gid://shopify/Cart/${cart.token}?key=${cart.key}`,
      checkoutUrl: checkoutUrl(cart),
      createdAt: cart.createdAt.toISOString(),
      note: cart.note,
      attributes: cart.attributes,
      totalQuantity: cart.lines.reduce((n, l) => n + l.quantity, 0),
      cost: { subtotalAmount: money(cartSubtotalCents(cart)), totalAmount: money(cartTotalCents(cart)) },
      discountCodes: cart.discount ? [{ code: cart.discount.code, applicable: true }] : [],
      lines: ({ first }: { first?: number }) => {
        const shown = lines.slice(0, first ?? 250);
        return { edges: shown.map((node, i) => ({ cursor: String(i), node })), nodes: shown };
      },
    };
  };

  const rootValue = {
    cartCreate: ({ input }: { input?: CartCreateInput | null }) => {
      const result = carts.create(input ?? {}, options.catalogue());
      if ('userErrors' in result) return { cart: null, userErrors: result.userErrors, warnings: [] };
      // the first code the store can apply (Shopify keeps one amount-off code on products per cart)
      const usable = (input?.discountCodes ?? []).map((code) => discounts.usable(code, now())).find(Boolean);
      if (usable) result.cart.discount = { code: usable.code, percentage: usable.percentage, variantIds: usable.variantIds };
      return { cart: cartObject(result.cart), userErrors: [], warnings: result.warnings };
    },
    cart: ({ id }: { id: string }) => {
      const match = /^gid:\/\/shopify\/Cart\/([^?]+)\?key=(.+)$/.exec(id);
      const cart = match ? carts.find(match[1]!, match[2]) : undefined;
      return cart ? cartObject(cart) : null;
    },
  };

  // Parsed and validated queries by their text (the API sends the same few): a burst of carts
  // does not parse and validate one query hundreds of times. At most 100 kept.
  const documents = new Map<string, { ok: DocumentNode } | { errors: readonly GraphQLError[] }>();
  const parsedQuery = (source: string) => {
    let document = documents.get(source);
    if (!document) {
      try {
        const ast = parse(source);
        const errors = validate(storefrontSchema, ast);
        document = errors.length ? { errors } : { ok: ast };
      } catch (error) {
        document = { errors: [error as GraphQLError] };
      }
      if (documents.size >= 100) documents.delete(documents.keys().next().value!);
      documents.set(source, document);
    }
    return document;
  };

  app.get('/health', async () => ({ status: 'ok' }));
  const orders = registerSandboxOrders(app, options, { now, shopDomain, discounts });
  discountRegistry.set(app, discounts); // Admin API, staff order actions (./admin.ts)

  app.post('/api/:version/graphql.json', async (request, reply) => {
    const { version } = request.params as { version: string };
    if (!VERSION.test(version)) return reply.code(404).send({ errors: 'Not Found' });
    const token = request.headers['shopify-storefront-private-token'];
    if (typeof token !== 'string' || !sameSecret(token, options.privateToken)) return reply.code(401).send(UNAUTHORIZED_BODY);
    const body = graphqlBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ errors: [{ message: 'Parse error: the request body must be {query, variables}.' }] });
    const document = parsedQuery(body.data.query);
    const result =
      'errors' in document
        ? { errors: document.errors }
        : await execute({ schema: storefrontSchema, document: document.ok, rootValue, variableValues: body.data.variables ?? undefined, operationName: body.data.operationName ?? undefined });
    reply.header('X-Shopify-API-Version', version);
    return result;
  });

  const cartOf = (request: { params: unknown; query: unknown }) => {
    const { token } = request.params as { token: string };
    const { key } = request.query as { key?: string };
    return carts.find(token, key);
  };
  const payAction = (cart: SandboxCart) => `/cart/c/${cart.token}/pagar?key=${cart.key}`;
  const listUrl = (cart: SandboxCart) => {
    // The API's cart attribute with the list page: the confirmation links back to it.
    const value = cart.attributes.find((a) => a.key === LIST_URL_ATTRIBUTE)?.value ?? '';
    return /^https?:\/\/[^\s"<>]+$/.test(value) ? value : null;
  };

  // The gift cards this sandbox issued (decision 030): what Shopify would e-mail to each recipient.
  app.get('/sandbox/vale-presentes', async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return giftCardsPage(orders.giftCards());
  });

  app.get('/cart/c/:token', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const cart = cartOf(request);
    if (!cart) return reply.code(404).send(notFoundPage());
    if (cart.order) return paidPage(cart, listUrl(cart));
    return checkoutPage(cart, firstPayForm(cart), { assetsUrl: options.assetsUrl, payAction: payAction(cart) });
  });

  app.post('/cart/c/:token/pagar', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const cart = cartOf(request);
    if (!cart) return reply.code(404).send(notFoundPage());
    if (cart.order) return reply.redirect(`/cart/c/${cart.token}?key=${cart.key}`, 303);
    const form = readPayForm((request.body ?? {}) as Record<string, string>);
    if (Object.keys(form.errors).length > 0) {
      return reply.code(422).send(checkoutPage(cart, form, { assetsUrl: options.assetsUrl, payAction: payAction(cart) }));
    }
    const pix = (request.body as Record<string, string> | undefined)?.metodo === 'pix';
    // the code is used by this order; one used up meanwhile leaves the cart, as Shopify's checkout does
    if (cart.discount && !discounts.redeem(cart.discount.code, now())) delete cart.discount;
    await orders.pay(cart, { nome: form.nome, email: form.email }, { pending: pix });
    // Post/redirect/get: a reload of the confirmation never posts the payment again.
    return reply.redirect(`/cart/c/${cart.token}?key=${cart.key}`, 303);
  });

  return app;
}
