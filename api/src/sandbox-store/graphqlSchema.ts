/**
 * The part of the Shopify Storefront GraphQL schema the sandbox store serves: the `cartCreate`
 * mutation and the `cart` query, with Shopify's type and field names, so that a query the real
 * store would refuse (an unknown field, a wrong type) is refused here too by graphql-js.
 */
import { buildSchema } from 'graphql';

export const storefrontSchema = buildSchema(`
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
  type CartLine { id: ID! quantity: Int! merchandise: Merchandise! attributes: [Attribute!]! cost: CartLineCost! }
  type BaseCartLineEdge { cursor: String! node: CartLine! }
  type BaseCartLineConnection { edges: [BaseCartLineEdge!]! nodes: [CartLine!]! }
  type CartCost { subtotalAmount: MoneyV2! totalAmount: MoneyV2! }
  type Cart {
    id: ID!
    checkoutUrl: URL!
    createdAt: DateTime!
    note: String
    attributes: [Attribute!]!
    totalQuantity: Int!
    cost: CartCost!
    lines(first: Int, after: String): BaseCartLineConnection!
  }

  enum CartErrorCode { INVALID LESS_THAN MERCHANDISE_NOT_FOUND INVALID_MERCHANDISE_LINE NOTE_TOO_LONG }
  type CartUserError { code: CartErrorCode field: [String!] message: String! }
  type CartWarning { code: String! message: String! target: ID! }
  type CartCreatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }

  input AttributeInput { key: String! value: String! }
  input CartLineInput { merchandiseId: ID! quantity: Int = 1 attributes: [AttributeInput!] }
  input CartInput { lines: [CartLineInput!] note: String attributes: [AttributeInput!] }

  type Query { cart(id: ID!): Cart }
  type Mutation { cartCreate(input: CartInput): CartCreatePayload }
`);
