/**
 * Response schemas of the calls a guest page makes (docs/product.md §7: sign-in, public lists, checkout,
 * vale-presente), named after the call, and the messages and values the forms of every area share
 * with the server's request schemas. The client validates answers with the `*Response` schemas; the
 * signed-in areas' answers are in ./areaCalls, outside the shared singleton (decision 041).
 * The request schemas (`*Request`/`*Query`/`*Params`) are in ./requests, outside the shared
 * singleton: only the API runs them, and a guest's first load does not carry them (decision 019).
 */
import { z } from 'zod';
import { messageResponseSchema, statusValues } from './common';
import { authUserSchema, categorySchema, listCardSchema, listaSchema } from './entities';

/* ---------- Authentication (§7) ---------- */

export const loginResponseSchema = z.object({ usuario: authUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const requestMagicLinkResponseSchema = messageResponseSchema;

export const verifyMagicLinkResponseSchema = z.object({ usuario: authUserSchema });
export const logoutResponseSchema = messageResponseSchema;
export const meResponseSchema = z.object({ usuario: authUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
export const meOptionalResponseSchema = z.object({ usuario: authUserSchema.nullable() });

/* ---------- Public lists (§7) ---------- */

/** Query of the public listings as the client sends it; `dataEvento` yyyy-MM-dd. */
export interface FetchPublicListsQuery {
  search?: string;
  categoryId?: number;
  dataEvento?: string;
  page?: number;
  limit?: number;
}
/** Paging of the public listings (§3 Paged responses). */
const publicMetaSchema = z.object({
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export const fetchPublicListsResponseSchema = z.object({
  items: z.array(listCardSchema),
  meta: publicMetaSchema,
});
export type FetchPublicListsResponse = z.infer<typeof fetchPublicListsResponseSchema>;
export const fetchPublicListsIndexResponseSchema = fetchPublicListsResponseSchema;
export const fetchCategoriesResponseSchema = z.array(categorySchema);
/** A public list by slug with its loose items and kits (§2 Public list page). */
export const fetchListBySlugResponseSchema = listaSchema;
export const fetchShareListResponseSchema = z.object({ slug: z.string() });
export type FetchShareListResponse = z.infer<typeof fetchShareListResponseSchema>;

/* ---------- Checkout (§7, §5 Kit checkout) ---------- */

/** pt-BR messages of the checkout request (§5 Kit checkout and the checks around it). */
export const CHECKOUT_MSG = {
  noKitItems: 'Nenhum item do kit selecionado',
  kitItem: (n: number) => `Item ${n} inválido: sem código para resolver o productId`,
  badList: 'Lista inválida.',
  badListItem: 'Item da lista inválido.',
  badProduct: 'Produto inválido: sem código da loja online.',
  badQuantity: 'Quantidade inválida.',
  badNote: 'Observação inválida.',
  badGift: 'Embalagem de presente inválida.',
  tooManyItems: 'O kit tem itens demais.',
  badSlug: 'Lista inválida.',
  badGiverName: 'Nome muito longo (máximo 120 caracteres).',
  badMessage: 'A mensagem pode ter no máximo 500 caracteres.',
} as const;

/** The guest's message to the list's owner, sent with an online gift (decision 020): at most 500 characters. */
export const GIFT_MESSAGE_MAX = 500;

/** Global id of an online-store product variant, as the cart takes it: gid://shopify/ProductVariant/{digits}. */
export const PRODUCT_GID_PATTERN = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;
/**
 * The product id of a cart line from an online-store code (§5 Kit checkout): a plain number
 * becomes gid://shopify/ProductVariant/{code}, a variant global id stays as it is, anything else
 * (empty, other forms) is null.
 */
export function toProductGid(code: string | null | undefined): string | null {
  const value = code?.trim() ?? '';
  if (/^\d{1,20}$/.test(value)) return `gid://shopify/ProductVariant/${value}`;
  return PRODUCT_GID_PATTERN.test(value) ? value : null;
}

/**
 * The cart note of a gift (§7): 'Lista #{id} - item código {code}', {code} being the product's code
 * (`produto.codigo`, the kit anchor's for a kit), which the store's staff look up.
 */
export const checkoutNote = (listId: number, productCode: string) => `Lista #${listId} - item código ${productCode}`;

/** `checkoutUrl` null: the store made the cart but gave no address ('Checkout criado, mas sem URL', §8). */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string().nullish() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/* ---------- Vale-presente: store credit through the online store (decision 030) ---------- */

/** At most this many gift cards in one giving ('Quantidade' 1 to 10). */
export const VALE_PRESENTE_QUANTITY_MAX = 10;
/** The highest denomination the API accepts from a configuration or a body, in reais. */
export const VALE_PRESENTE_VALUE_MAX = 10_000;

/** pt-BR texts of the vale-presente call, shared by the guest's dialog and the API. */
export const VALE_PRESENTE_MSG = {
  valueRequired: 'Escolha o valor do vale-presente',
  badValue: 'Este valor de vale-presente não está disponível. Escolha um dos valores oferecidos.',
  quantity: `A quantidade deve ser de 1 a ${VALE_PRESENTE_QUANTITY_MAX}`,
  nameRequired: 'Seu nome é obrigatório',
  nameMax: 'Nome muito longo (máximo 120 caracteres)',
  messageMax: 'A mensagem pode ter no máximo 500 caracteres.',
  notAccepted: 'Esta lista não está recebendo vale-presente no momento.',
  unavailable: 'O vale-presente não está disponível na loja online no momento. Você pode comprar um em uma das lojas físicas.',
} as const;

/**
 * GET /shopify/vale-presente: the gift card product's denominations in reais, ascending (e.g.
 * [50, 100, 200, 500]); empty when the store sells none (the API's configuration).
 */
export const valePresenteOptionsResponseSchema = z.object({
  valores: z.array(z.number()),
  /**
   * Cotas (decision 043): the values a guest is offered (reais, e.g. [50, 100, 200]) and the
   * lowest price a gift must have to accept them; absent from an API without cotas.
   */
  cotas: z.object({ valores: z.array(z.number()), precoMinimo: z.number() }).optional(),
});
export type ValePresenteOptions = z.infer<typeof valePresenteOptionsResponseSchema>;
/** POST /shopify/vale-presente/checkout answers like POST /shopify/checkout: the store's checkout address. */
export const valePresenteCheckoutResponseSchema = checkoutResponseSchema;

/* The texts and values of the signed-in areas' calls (the till's, the tracker's, the orders to review)
   are ../areaTexts.ts, outside the singleton (docs/decisions/044). */

/** A customer's credentials of the customer area's calls (§7): the customer code and e-mail. */
export interface CustomerCredentials {
  codigo: number;
  email: string;
}

/** Query of the sizes and colours lookups (§5 Kit). */
export interface SizesColoursQuery {
  q?: string;
  onlyActive?: boolean;
  skip?: number;
  take?: number;
  orderBy?: 'nome';
  sort?: 'asc' | 'desc';
}

/** Query of the staff listing as the client sends it. */
export interface StaffListsQuery extends FetchPublicListsQuery {
  status?: (typeof statusValues)[number];
  filialId?: number;
}

