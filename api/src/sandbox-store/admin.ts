/**
 * The sandbox store's side of Shopify's Admin API and of the staff's order actions (decision
 * 022), registered on the sandbox app by `registerSandboxOrders`:
 *
 * - POST /admin/api/{version}/graphql.json: the Admin GraphQL protocol for the queries `orders`
 *   (first/after pagination, `sortKey`, and the search filter `updated_at:>='…'`) and `order(id:)`,
 *   authenticated by the header X-Shopify-Access-Token (compared in constant time; 401 with
 *   Shopify's body otherwise). The schema below is the part of Shopify's Admin schema that the
 *   reconciliation (src/shop/adminOrders.ts) reads, with Shopify's type, field, argument and enum
 *   names, so that graphql-js refuses what the real store would refuse. Like Shopify, a query whose
 *   requested cost is over 1000 points is refused (MAX_COST_EXCEEDED), with the cost computed by
 *   Shopify's published rules (scalars and enums 0, objects 1, connections 2 + first × node), and
 *   every answer carries `extensions.cost`. DateTimes are whole seconds, like Shopify's. The one
 *   mutation is `discountCodeBasicCreate` (a percentage off some variants, ./discounts), what the
 *   API's completion discount makes.
 * - The staff's actions, for tests and for a person with the admin token (same header):
 *   GET /sandbox/orders (the orders, without personal data), POST /sandbox/orders/{id}/cancel,
 *   POST /sandbox/orders/{id}/refund (`{ lines?: [{ line_item_id, quantity? }] }`, every unit left
 *   when omitted), POST /sandbox/orders/{id}/paid (a pending Pix or boleto is paid). Each sends its
 *   webhook (orders/cancelled, refunds/create, orders/paid); `{ "drop": true }` in the body loses
 *   that delivery on purpose.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  buildSchema,
  execute,
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { z } from 'zod';
import type { DiscountCodeBasicInput, DiscountCodes } from './discounts';
import type { OrderPayload, SandboxOrder } from './model';
import type { SandboxStoreOptions } from './options';
import { refundedUnits, retryDelays, SandboxOrderError, SandboxOrders, webhookUrls } from './orders';

/** X-Shopify-API-Version of the webhooks unless the options name one (./copies.test.ts: the API's default). */
export const DEFAULT_API_VERSION = '2026-04';

/**
 * The part of Shopify's Admin GraphQL schema (2026-04) the sandbox serves. Every type, field,
 * argument and enum value exists in Shopify's Admin schema with the same type (checked by hand
 * against shopify.dev's reference: Order, LineItem, Refund, RefundLineItem, MoneyBag, MoneyV2,
 * Attribute, MailingAddress, Customer, ProductVariant, OrderConnection, PageInfo,
 * OrderDisplayFinancialStatus, OrderSortKeys). Enums carry only the values the sandbox uses.
 */
export const ADMIN_SDL = `
  schema { query: QueryRoot mutation: Mutation }

  scalar DateTime
  scalar Decimal
  scalar UnsignedInt64

  enum CurrencyCode { BRL }
  enum OrderDisplayFinancialStatus { AUTHORIZED EXPIRED PAID PARTIALLY_PAID PARTIALLY_REFUNDED PENDING REFUNDED VOIDED }
  enum OrderSortKeys { CREATED_AT ID PROCESSED_AT UPDATED_AT }

  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type Attribute { key: String! value: String }
  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }
  type MailingAddress { id: ID! name: String firstName: String lastName: String }
  type Customer { id: ID! firstName: String lastName: String }
  type ProductVariant { id: ID! legacyResourceId: UnsignedInt64! title: String! }

  type LineItem {
    id: ID!
    name: String!
    title: String!
    quantity: Int!
    currentQuantity: Int!
    customAttributes: [Attribute!]!
    originalUnitPriceSet: MoneyBag!
    variant: ProductVariant
  }
  type LineItemEdge { cursor: String! node: LineItem! }
  type LineItemConnection { edges: [LineItemEdge!]! nodes: [LineItem!]! pageInfo: PageInfo! }

  type RefundLineItem { id: ID quantity: Int! lineItem: LineItem! }
  type RefundLineItemEdge { cursor: String! node: RefundLineItem! }
  type RefundLineItemConnection { edges: [RefundLineItemEdge!]! nodes: [RefundLineItem!]! pageInfo: PageInfo! }
  type Refund {
    id: ID!
    legacyResourceId: UnsignedInt64!
    createdAt: DateTime
    refundLineItems(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): RefundLineItemConnection!
  }

  type Order {
    id: ID!
    legacyResourceId: UnsignedInt64!
    name: String!
    test: Boolean!
    displayFinancialStatus: OrderDisplayFinancialStatus
    cancelledAt: DateTime
    createdAt: DateTime!
    processedAt: DateTime!
    updatedAt: DateTime!
    totalPriceSet: MoneyBag!
    customAttributes: [Attribute!]!
    discountCodes: [String!]!
    email: String
    billingAddress: MailingAddress
    customer: Customer
    lineItems(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): LineItemConnection!
    refunds(first: Int): [Refund!]!
  }
  type OrderEdge { cursor: String! node: Order! }
  type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! }

  enum DiscountBuyerSelection { ALL }
  enum DiscountErrorCode { BLANK INVALID TAKEN TOO_LONG }
  input DiscountContextInput { all: DiscountBuyerSelection }
  input DiscountProductsInput { productsToAdd: [ID!] productVariantsToAdd: [ID!] }
  input DiscountItemsInput { products: DiscountProductsInput all: Boolean }
  input DiscountCustomerGetsValueInput { percentage: Float }
  input DiscountCustomerGetsInput { value: DiscountCustomerGetsValueInput items: DiscountItemsInput }
  input DiscountCodeBasicInput {
    title: String
    code: String
    startsAt: DateTime
    endsAt: DateTime
    usageLimit: Int
    appliesOncePerCustomer: Boolean
    context: DiscountContextInput
    customerGets: DiscountCustomerGetsInput
  }
  type DiscountUserError { code: DiscountErrorCode field: [String!] message: String! }
  type DiscountCodeNode { id: ID! }
  type DiscountCodeBasicCreatePayload { codeDiscountNode: DiscountCodeNode userErrors: [DiscountUserError!]! }
  type Mutation { discountCodeBasicCreate(basicCodeDiscount: DiscountCodeBasicInput!): DiscountCodeBasicCreatePayload }

  type QueryRoot {
    order(id: ID!): Order
    orders(first: Int, after: String, last: Int, before: String, reverse: Boolean = false, sortKey: OrderSortKeys = PROCESSED_AT, query: String): OrderConnection!
  }
`;

export const adminSchema = buildSchema(ADMIN_SDL);
/** Shopify's limit on the requested cost of one Admin query. */
export const MAX_QUERY_COST = 1000;
/** The answer to a missing or wrong access token (Shopify's body). */
export const ADMIN_UNAUTHORIZED_BODY = { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' };

const VERSION = /^(\d{4}-\d{2}|unstable)$/;
const graphqlBodySchema = z.object({
  query: z.string().max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});

const sameSecret = (given: unknown, expected: string | undefined) => {
  if (typeof given !== 'string' || !expected) return false;
  const x = Buffer.from(given);
  const y = Buffer.from(expected);
  return x.length === y.length && timingSafeEqual(x, y);
};

/* ---------- requested cost (Shopify's rules) ---------- */

function argumentValue(value: ValueNode | undefined, variables: Record<string, unknown>, operation: OperationDefinitionNode): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    if (typeof given === 'number') return given;
    const fallback = operation.variableDefinitions?.find((d) => d.variable.name.value === value.name.value)?.defaultValue;
    return fallback?.kind === Kind.INT ? Number(fallback.value) : undefined;
  }
  return undefined;
}

/**
 * The requested cost of `document`'s operation, by Shopify's published rules: a scalar or enum
 * costs 0, an object 1 plus its selections, a connection 2 plus `first` (or `last`) times one node
 * with its selections, a list with `first` that many objects.
 */
export function requestedQueryCost(document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string | null): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((o) => !operationName || o.name?.value === operationName) ?? operations[0];
  if (!operation) return 0;
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));

  const costOf = (type: GraphQLObjectType, set: SelectionSetNode | undefined): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) total += costOf(type, selection.selectionSet);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) total += costOf(type, fragments.get(selection.name.value)?.selectionSet);
      else {
        const field = type.getFields()[selection.name.value];
        const named = field ? getNamedType(field.type) : undefined;
        if (!field || !named || !isObjectType(named)) continue;
        const count = argumentValue(selection.arguments?.find((a) => a.name.value === 'first')?.value, variables, operation) ?? argumentValue(selection.arguments?.find((a) => a.name.value === 'last')?.value, variables, operation);
        if (named.name.endsWith('Connection')) {
          // One node: through `nodes` or `edges { node }`, whichever costs more; pageInfo is free.
          let node = 0;
          for (const part of selection.selectionSet?.selections ?? []) {
            if (part.kind !== Kind.FIELD) continue;
            const partType = getNamedType(named.getFields()[part.name.value]?.type);
            if (part.name.value === 'nodes' && partType && isObjectType(partType)) node = Math.max(node, 1 + costOf(partType, part.selectionSet));
            if (part.name.value === 'edges' && partType && isObjectType(partType)) node = Math.max(node, costOf(partType, part.selectionSet));
          }
          total += 2 + (count ?? 0) * node;
        } else if (isListType(getNullableType(field.type)) && count !== undefined) total += count * (1 + costOf(named, selection.selectionSet));
        else total += 1 + costOf(named, selection.selectionSet);
      }
    }
    return total;
  };
  // a mutation costs 10 points, as on Shopify, plus what it selects
  if (operation.operation === 'mutation') return 10 + costOf(adminSchema.getMutationType()!, operation.selectionSet);
  return costOf(adminSchema.getQueryType()!, operation.selectionSet);
}

/* ---------- the sandbox's orders in the Admin shapes ---------- */

const gid = (type: string, id: number | string) => `gid://shopify/${type}/${id}`;
/** Shopify's DateTime: ISO 8601 in whole seconds. */
const dateTime = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z') : null);
const seconds = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000);
const moneyBag = (amount: string) => ({ shopMoney: { amount, currencyCode: 'BRL' }, presentmentMoney: { amount, currencyCode: 'BRL' } });
const attributes = (pairs: Array<{ name: string; value: string }>) => pairs.map((p) => ({ key: p.name, value: p.value }));

interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

/** Checks Shopify's paging arguments: one of first or last, at most 250. */
function pageSize(args: PageArgs): { count: number; fromEnd: boolean } {
  const { first, last } = args;
  if ((first === null || first === undefined) && (last === null || last === undefined)) throw new GraphQLError('you must provide one of first or last');
  const count = first ?? last!;
  if (count < 0 || count > 250) throw new GraphQLError('The first/last argument must be between 0 and 250.');
  return { count, fromEnd: first === null || first === undefined };
}

const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`);
}

/** A page of `items` (already in order) after/before a cursor, as a Relay connection. */
function connection<T>(items: T[], args: PageArgs, cursorOf: (item: T) => Record<string, unknown>, isAfter: (item: T, cursor: Record<string, unknown>) => boolean) {
  const { count, fromEnd } = pageSize(args);
  let list = args.reverse ? [...items].reverse() : items;
  if (args.after) {
    const after = decodeCursor(args.after);
    list = list.filter((item) => (args.reverse ? !isAfter(item, after) && JSON.stringify(cursorOf(item)) !== JSON.stringify(after) : isAfter(item, after)));
  }
  if (args.before) {
    const before = decodeCursor(args.before);
    list = list.filter((item) => (args.reverse ? isAfter(item, before) : !isAfter(item, before) && JSON.stringify(cursorOf(item)) !== JSON.stringify(before)));
  }
  const page = fromEnd ? list.slice(Math.max(0, list.length - count)) : list.slice(0, count);
  const edges = page.map((node) => ({ cursor: encodeCursor(cursorOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: fromEnd ? false : list.length > page.length,
      hasPreviousPage: fromEnd ? list.length > page.length : Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Paging by position (line items, refund lines): the cursor is the index. */
const indexConnection = <T>(items: T[], args: PageArgs) => {
  const indexed = items.map((item, index) => ({ item, index }));
  const page = connection(indexed, args, (x) => ({ last_id: x.index }), (x, c) => x.index > Number(c.last_id));
  return { ...page, nodes: page.nodes.map((x) => x.item), edges: page.edges.map((e) => ({ cursor: e.cursor, node: e.node.item })) };
};

function lineItemObject(order: SandboxOrder, line: OrderPayload['line_items'][number]) {
  return {
    id: gid('LineItem', line.id),
    name: line.name,
    title: line.title,
    quantity: line.quantity,
    currentQuantity: line.quantity - refundedUnits(order, line.id),
    customAttributes: attributes(line.properties),
    originalUnitPriceSet: moneyBag(line.price),
    variant: line.variant_id ? { id: gid('ProductVariant', line.variant_id), legacyResourceId: String(line.variant_id), title: 'Default Title' } : null,
  };
}

/** A sandbox order in the shape of Shopify's Admin `Order`. */
export function adminOrderObject(order: SandboxOrder) {
  const p = order.payload;
  const lines = p.line_items.map((line) => lineItemObject(order, line));
  const lineById = new Map(p.line_items.map((line, i) => [line.id, lines[i]!]));
  return {
    id: gid('Order', order.id),
    legacyResourceId: String(order.id),
    name: p.name,
    test: p.test,
    displayFinancialStatus: p.financial_status.toUpperCase(),
    cancelledAt: dateTime(order.cancelledAt),
    createdAt: dateTime(p.created_at),
    processedAt: dateTime(p.processed_at),
    updatedAt: dateTime(order.updatedAt),
    totalPriceSet: moneyBag(p.total_price),
    customAttributes: attributes(p.note_attributes),
    discountCodes: p.discount_codes.map((c) => c.code),
    email: p.email,
    billingAddress: { id: gid('MailingAddress', order.id + 2), name: p.billing_address.name, firstName: p.billing_address.first_name, lastName: p.billing_address.last_name },
    customer: { id: gid('Customer', p.customer.id), firstName: p.customer.first_name, lastName: p.customer.last_name },
    lineItems: (args: PageArgs) => indexConnection(lines, args),
    refunds: ({ first }: { first?: number | null }) =>
      order.refunds.slice(0, first ?? undefined).map((refund) => ({
        id: gid('Refund', refund.id),
        legacyResourceId: String(refund.id),
        createdAt: dateTime(refund.createdAt),
        refundLineItems: (args: PageArgs) =>
          indexConnection(
            refund.lines.map((l) => ({ id: gid('RefundLineItem', l.id), quantity: l.quantity, lineItem: lineById.get(l.lineItemId)! })),
            args,
          ),
      })),
  };
}

/** The `updated_at` terms of an orders search (`updated_at:>='2026-01-01T00:00:00Z'`); other terms are ignored. */
function updatedAtFilter(query: string | null | undefined): (order: SandboxOrder) => boolean {
  const tests: Array<(s: number) => boolean> = [];
  for (const match of (query ?? '').matchAll(/updated_at:(>=|<=|>|<)?\s*(?:'([^']*)'|"([^"]*)"|(\S+))/g)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    const time = Date.parse(value);
    if (Number.isNaN(time)) throw new GraphQLError(`Invalid date in search query: ${value.slice(0, 40)}`);
    const at = Math.floor(time / 1000);
    const op = match[1] ?? '=';
    tests.push(op === '>=' ? (s) => s >= at : op === '>' ? (s) => s > at : op === '<=' ? (s) => s <= at : op === '<' ? (s) => s < at : (s) => s === at);
  }
  return (order) => tests.every((test) => test(seconds(order.updatedAt)));
}

const SORT_VALUE: Record<string, (o: SandboxOrder) => number> = {
  UPDATED_AT: (o) => seconds(o.updatedAt),
  CREATED_AT: (o) => seconds(o.payload.created_at),
  PROCESSED_AT: (o) => seconds(o.payload.processed_at),
  ID: (o) => o.id,
};

function rootValue(orders: SandboxOrders, discounts: DiscountCodes) {
  return {
    discountCodeBasicCreate: ({ basicCodeDiscount }: { basicCodeDiscount: DiscountCodeBasicInput }) => {
      const made = discounts.create(basicCodeDiscount);
      if ('userErrors' in made) return { codeDiscountNode: null, userErrors: made.userErrors };
      return { codeDiscountNode: { id: `gid://shopify/DiscountCodeNode/${made.discount.id}` }, userErrors: [] };
    },
    order: ({ id }: { id: string }) => {
      const match = /^gid:\/\/shopify\/Order\/(\d{1,20})$/.exec(id);
      const order = match ? orders.find(Number(match[1])) : undefined;
      return order ? adminOrderObject(order) : null;
    },
    orders: (args: PageArgs & { sortKey?: string | null; query?: string | null }) => {
      const value = SORT_VALUE[args.sortKey ?? 'PROCESSED_AT'] ?? SORT_VALUE.PROCESSED_AT!;
      const matching = orders
        .list()
        .filter(updatedAtFilter(args.query))
        .sort((a, b) => value(a) - value(b) || a.id - b.id);
      const page = connection(
        matching,
        args,
        (o) => ({ last_id: o.id, last_value: value(o) }),
        (o, c) => value(o) > Number(c.last_value) || (value(o) === Number(c.last_value) && o.id > Number(c.last_id)),
      );
      return { ...page, nodes: page.nodes.map(adminOrderObject), edges: page.edges.map((e) => ({ cursor: e.cursor, node: adminOrderObject(e.node) })) };
    },
  };
}

/* ---------- routes ---------- */

const registry = new WeakMap<FastifyInstance, SandboxOrders>();

/** The orders of sandbox app `app` (tests cancel and refund through them). */
export function sandboxOrdersOf(app: FastifyInstance): SandboxOrders {
  const orders = registry.get(app);
  if (!orders) throw new Error('not a sandbox store app');
  return orders;
}

const idParams = z.object({ id: z.string().regex(/^\d{1,16}$/).transform(Number) });
const dropBody = z.object({ drop: z.boolean().optional(), reason: z.enum(['customer', 'declined', 'fraud', 'inventory', 'other', 'staff']).optional() }).nullish();
const refundBody = z
  .object({
    drop: z.boolean().optional(),
    lines: z.array(z.object({ line_item_id: z.number().int().positive(), quantity: z.number().int().positive().optional() })).min(1).max(250).optional(),
  })
  .nullish();

/** An order without personal data (the staff routes' answer). */
const orderSummary = (order: SandboxOrder) => ({
  id: order.id,
  name: order.name,
  financial_status: order.payload.financial_status,
  cancelled_at: order.payload.cancelled_at,
  updated_at: order.payload.updated_at,
  line_items: order.payload.line_items.map((l) => ({ id: l.id, variant_id: l.variant_id, title: l.title, quantity: l.quantity, current_quantity: l.quantity - refundedUnits(order, l.id) })),
});

/**
 * Creates the sandbox's orders and registers the Admin GraphQL route and the staff's order routes
 * on `app` (see the module doc); returns the orders (the pay route makes them).
 */
export function registerSandboxOrders(app: FastifyInstance, options: SandboxStoreOptions, deps: { now: () => Date; shopDomain: string; discounts: DiscountCodes }): SandboxOrders {
  const orders = new SandboxOrders({
    now: deps.now,
    shopDomain: deps.shopDomain,
    webhooks: {
      urlOf: webhookUrls({ base: options.webhookBaseUrl, ordersPaidUrl: options.webhookUrl }),
      secret: options.webhookSecret,
      shopDomain: deps.shopDomain,
      apiVersion: options.webhookApiVersion ?? DEFAULT_API_VERSION,
      log: app.log,
      fetchImpl: options.fetchImpl,
      retryDelaysMs: retryDelays({ delays: options.retryDelaysMs, scale: options.retryScale }),
      drop: options.dropWebhooks,
    },
  });
  registry.set(app, orders);
  const root = rootValue(orders, deps.discounts);

  app.post('/admin/api/:version/graphql.json', async (request, reply) => {
    const { version } = request.params as { version: string };
    if (!VERSION.test(version)) return reply.code(404).send({ errors: 'Not Found' });
    if (!sameSecret(request.headers['x-shopify-access-token'], options.adminToken)) return reply.code(401).send(ADMIN_UNAUTHORIZED_BODY);
    const body = graphqlBodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ errors: [{ message: 'Parse error: the request body must be {query, variables}.' }] });
    reply.header('X-Shopify-API-Version', version);
    let document: DocumentNode;
    try {
      document = parse(body.data.query);
    } catch (error) {
      return { errors: [{ message: (error as GraphQLError).message }] };
    }
    const invalid = validate(adminSchema, document);
    if (invalid.length) return { errors: invalid.map((e) => e.toJSON()) };
    const variables = body.data.variables ?? {};
    const cost = requestedQueryCost(document, variables, body.data.operationName);
    if (cost > MAX_QUERY_COST) {
      return {
        errors: [
          {
            message: `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST },
          },
        ],
      };
    }
    const result = await execute({ schema: adminSchema, document, rootValue: root, variableValues: variables, operationName: body.data.operationName ?? undefined });
    return {
      ...result,
      extensions: { cost: { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 2000 - cost, restoreRate: 100 } } },
    };
  });

  const staff = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (sameSecret(request.headers['x-shopify-access-token'], options.adminToken)) return true;
    void reply.code(401).send(ADMIN_UNAUTHORIZED_BODY);
    return false;
  };
  const act = async (reply: FastifyReply, change: () => Promise<object>) => {
    try {
      return await change();
    } catch (error) {
      if (error instanceof SandboxOrderError) return reply.code(error.status).send({ errors: error.message });
      throw error;
    }
  };
  const orderId = (request: FastifyRequest) => idParams.safeParse(request.params);

  app.get('/sandbox/orders', async (request, reply) => {
    if (!staff(request, reply)) return reply;
    return { orders: orders.list().map(orderSummary) };
  });

  app.post('/sandbox/orders/:id/cancel', async (request, reply) => {
    if (!staff(request, reply)) return reply;
    const id = orderId(request);
    const body = dropBody.safeParse(request.body);
    if (!id.success || !body.success) return reply.code(400).send({ errors: 'Bad request' });
    return act(reply, async () => {
      const change = await orders.cancel(id.data.id, { drop: body.data?.drop, reason: body.data?.reason });
      return { order: orderSummary(change.order), topic: change.topic, delivered: change.delivered };
    });
  });

  app.post('/sandbox/orders/:id/refund', async (request, reply) => {
    if (!staff(request, reply)) return reply;
    const id = orderId(request);
    const body = refundBody.safeParse(request.body);
    if (!id.success || !body.success) return reply.code(400).send({ errors: 'Bad request' });
    return act(reply, async () => {
      const lines = body.data?.lines?.map((l) => ({ lineItemId: l.line_item_id, quantity: l.quantity }));
      const change = await orders.refund(id.data.id, lines, { drop: body.data?.drop });
      return { order: orderSummary(change.order), refund: { id: change.refund.id, refund_line_items: change.refund.lines.map((l) => ({ id: l.id, line_item_id: l.lineItemId, quantity: l.quantity })) }, topic: change.topic, delivered: change.delivered };
    });
  });

  app.post('/sandbox/orders/:id/paid', async (request, reply) => {
    if (!staff(request, reply)) return reply;
    const id = orderId(request);
    const body = dropBody.safeParse(request.body);
    if (!id.success || !body.success) return reply.code(400).send({ errors: 'Bad request' });
    return act(reply, async () => {
      const change = await orders.markPaid(id.data.id, { drop: body.data?.drop });
      return { order: orderSummary(change.order), topic: change.topic, delivered: change.delivered };
    });
  });

  return orders;
}
