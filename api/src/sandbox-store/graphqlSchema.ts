/**
 * The part of the Shopify Storefront GraphQL schema the sandbox store serves: the `cartCreate`
 * mutation and the `cart` query, with Shopify's type, field, argument and enum names, so that a
 * query the real store would refuse (an unknown field, a wrong type) is refused here too by
 * graphql-js. It is a subset of the published schema of the pinned API version
 * (`@shopify/hydrogen-react/storefront.schema.json`, decision 021): every type, field, argument,
 * interface, union member and enum value below exists there with the same type, which
 * `src/onlineStore/storefrontSchema.test.ts` checks. Enums carry only the values the sandbox answers.
 */
import { buildSchema } from 'graphql';

/** The CartErrorCode values the sandbox answers (all exist in Shopify's enum). */
export type SandboxCartErrorCode = 'INVALID' | 'LESS_THAN' | 'NOTE_TOO_LONG';
/** The CartWarningCode values the sandbox answers: Shopify's stock warnings since 2024-10. */
export type SandboxCartWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';

export const STOREFRONT_SDL = `
  schema { query: QueryRoot mutation: Mutation }

  scalar URL
  scalar Decimal
  scalar DateTime

  enum CurrencyCode { BRL }

  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  type Attribute { key: String! value: String }
  type Image { url: URL! altText: String }
  type Product { title: String! }
  type ProductVariant { id: ID! title: String! price: MoneyV2! image: Image product: Product! }
  union Merchandise = ProductVariant

  type CartLineCost { amountPerQuantity: MoneyV2! subtotalAmount: MoneyV2! totalAmount: MoneyV2! }
  interface BaseCartLine { id: ID! quantity: Int! merchandise: Merchandise! attributes: [Attribute!]! cost: CartLineCost! }
  type CartLine implements BaseCartLine { id: ID! quantity: Int! merchandise: Merchandise! attributes: [Attribute!]! cost: CartLineCost! }
  type BaseCartLineEdge { cursor: String! node: BaseCartLine! }
  type BaseCartLineConnection { edges: [BaseCartLineEdge!]! nodes: [BaseCartLine!]! }
  type CartCost { subtotalAmount: MoneyV2! totalAmount: MoneyV2! }
  type CartDiscountCode { applicable: Boolean! code: String! }
  type Cart {
    id: ID!
    checkoutUrl: URL!
    createdAt: DateTime!
    note: String
    attributes: [Attribute!]!
    totalQuantity: Int!
    cost: CartCost!
    discountCodes: [CartDiscountCode!]!
    lines(first: Int, after: String): BaseCartLineConnection!
  }

  enum CartErrorCode { INVALID LESS_THAN NOTE_TOO_LONG }
  enum CartWarningCode { MERCHANDISE_NOT_ENOUGH_STOCK MERCHANDISE_OUT_OF_STOCK }
  type CartUserError { code: CartErrorCode field: [String!] message: String! }
  type CartWarning { code: CartWarningCode! message: String! target: ID! }
  type CartCreatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }

  input AttributeInput { key: String! value: String! }
  input CartLineInput { merchandiseId: ID! quantity: Int = 1 attributes: [AttributeInput!] }
  input CartInput { lines: [CartLineInput!] note: String attributes: [AttributeInput!] discountCodes: [String!] }

  type QueryRoot { cart(id: ID!): Cart }
  type Mutation { cartCreate(input: CartInput): CartCreatePayload }
`;

/** The executable schema of the sandbox's POST /api/{version}/graphql.json. */
export const storefrontSchema = buildSchema(STOREFRONT_SDL);
