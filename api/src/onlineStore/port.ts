/**
 * The online-store port (docs/architecture.md: "Checkout"): what the API needs from the chain's online store to
 * let a guest pay for a gift. One real adapter implements it (./shopify.ts, Storefront API
 * `cartCreate`); the embedded default points that same adapter at the sandbox store.
 */

/** A key/value pair of a cart or a cart line (Shopify `AttributeInput`). */
export interface CartAttribute {
  key: string;
  value: string;
}

/** One cart line: a product variant global id, a quantity and line attributes. */
export interface CartLine {
  merchandiseId: string;
  quantity: number;
  attributes: CartAttribute[];
}

/**
 * What the API asks the store for: the lines, the cart note and cart attributes; `buyerIp` is the
 * guest's address (IPv4 or IPv6, e.g. Fastify's `request.ip`), sent to Shopify as
 * `Shopify-Storefront-Buyer-IP` so that its bot protection and limits see the guest, not the API.
 */
export interface CartRequest {
  lines: CartLine[];
  note: string;
  attributes: CartAttribute[];
  /** Discount codes the cart asks for (Shopify cartCreate `discountCodes`; the completion discount). */
  discountCodes?: string[];
  buyerIp?: string;
}

/** The cart the store made; `checkoutUrl` null when the store gave no address (§8). */
export interface CartCreated {
  cartId: string;
  checkoutUrl: string | null;
}

export interface OnlineStore {
  /** Creates a cart; rejects with a StoreError (pt-BR message) when the store refuses or fails. */
  createCart(request: CartRequest): Promise<CartCreated>;
}

/** Why the store failed: each maps to one pt-BR message and HTTP status of POST /shopify/checkout. */
export type StoreFailure =
  | 'unknown-product'
  | 'out-of-stock'
  | 'rejected'
  | 'unauthorized'
  | 'busy'
  | 'unavailable'
  | 'network'
  | 'invalid-answer';

/** pt-BR messages of the store failures, as the guest reads them under 'Erro ao gerar o checkout' (§8). */
export const STORE_MSG: Record<StoreFailure, string> = {
  'unknown-product': 'Este produto não está disponível na loja online no momento. Você pode comprá-lo em uma loja física.',
  'out-of-stock': 'Este presente está esgotado na loja online. Você pode comprá-lo em uma das lojas físicas.',
  rejected: 'A loja online recusou o pedido. Tente novamente em instantes.',
  unauthorized: 'A loja online não aceitou a conexão deste site. Avise a loja; enquanto isso, compre em uma loja física.',
  busy: 'A loja online está muito ocupada agora. Tente novamente em instantes.',
  unavailable: 'A loja online está fora do ar no momento. Tente novamente em instantes.',
  network: 'Não foi possível falar com a loja online. Tente novamente em instantes.',
  'invalid-answer': 'A loja online respondeu de um jeito inesperado. Tente novamente em instantes.',
};

/** A failure of the online store with its pt-BR message; `detail` is for the log (never a secret). */
export class StoreError extends Error {
  constructor(
    readonly failure: StoreFailure,
    readonly detail: string,
  ) {
    super(STORE_MSG[failure]);
    this.name = 'StoreError';
  }
}
