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
import {
  KIT_DESCRIPTION_MAX,
  KIT_ITEMS_MAX,
  LIST_DESCRIPTION_MAX,
  PERSON_NAME_MAX,
  PLACE_MAX,
  QUANTITY_MAX,
} from '../constants';

/** Messages of the text bounds beyond §5's (the forms show the same ones under their fields). */
export const TEXT_BOUND_MESSAGES = {
  description: `Descrição muito longa (máximo ${LIST_DESCRIPTION_MAX} caracteres)`,
  place: `Local do evento muito longo (máximo ${PLACE_MAX} caracteres)`,
  personName: `Nome muito longo (máximo ${PERSON_NAME_MAX} caracteres)`,
} as const;

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

/* ---------- Texts and values of the signed-in areas' calls (their answers' schemas: ./areaCalls) ---------- */

/** Why an online order needs the staff: it gave nothing or less than it claims, or it paid for a gift already given. */
export const conferenciaValues = ['a_conferir', 'pagamento_em_duplicidade'] as const;
export const conferenciaLabels: Record<(typeof conferenciaValues)[number], string> = {
  a_conferir: 'A conferir',
  pagamento_em_duplicidade: 'Pagamento em duplicidade',
};
export const pedidoSituacaoValues = ['pendente', 'pago', 'cancelado'] as const;
export const pedidoSituacaoLabels: Record<(typeof pedidoSituacaoValues)[number], string> = {
  pendente: 'Aguardando pagamento',
  pago: 'Pago',
  cancelado: 'Cancelado',
};

/** pt-BR texts of the till ('Presente na loja') and the tracker, shared by the API and the screens. */
export const STORE_GIFT_MSG = {
  registered: 'Presente registrado.',
  undone: 'Registro desfeito: o presente está disponível novamente.',
  notFound: 'Nenhuma lista encontrada com este código ou título.',
  archived: 'Esta lista está arquivada: não é possível registrar presentes nela.',
  alreadyGiven: 'Este presente já foi dado. Atualize a lista.',
  held: 'Este presente está reservado por uma compra online em andamento. Tente novamente quando a reserva terminar.',
  itemNotInList: 'Presente não encontrado nesta lista.',
  registrationNotFound: 'Registro não encontrado.',
  alreadyUndone: 'Este registro já foi desfeito.',
  undoNotAllowed: 'Só quem registrou o presente ou a equipe da filial onde ele foi registrado pode desfazer este registro.',
  undoOnlySameDay: 'Só é possível desfazer um registro no mesmo dia em que foi feito.',
  badBranch: 'Filial inválida.',
  giverRequired: 'Nome de quem presenteou é obrigatório',
  giverMax: 'Nome muito longo (máximo 120 caracteres)',
  email: 'E-mail inválido',
  messageMax: 'A mensagem pode ter no máximo 500 caracteres.',
  saleNumberMax: 'Número da venda muito longo (máximo 40 caracteres)',
  searchRequired: 'Informe o código ou o título da lista',
  thankedSaved: 'Agradecimento salvo.',
  giftNotFound: 'Presente não encontrado.',
} as const;

/** How a gift reached the list: through the online store, or registered at a store's till. */
export const giftChannelValues = ['online', 'loja'] as const;
export type GiftChannel = (typeof giftChannelValues)[number];

/**
 * How a received gift came: a list item through the online store ('online'), a list item
 * registered at a store's till ('loja'), store credit bought online for the list ('vale_presente',
 * decision 030: Shopify gift cards sent to the owner), or a list item the staff marked sold by hand
 * with no order or registration behind it ('marcado': 'Marcado pela loja', nothing known of who
 * gave it).
 */
export const receivedGiftChannelValues = [...giftChannelValues, 'vale_presente', 'marcado'] as const;
export type ReceivedGiftChannel = (typeof receivedGiftChannelValues)[number];

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

/**
 * Messages of the §5 Kit rules (and §5 Product edit), shared by the server's request schemas
 * (./requests) and the forms of the kit builder, the add-product and the edit-variable screens.
 */
export const KIT_RULE_MESSAGES = {
  selectProduct: 'Selecione um produto',
  selectSizeOrColour: 'Selecione Tamanho ou Cor',
  /** Quantity on add (kit builder's add, add product). */
  quantityMinAdd: 'Quantidade mínima é 1',
  /** Quantity in the kit form (pending table, kit save). */
  quantityMinKit: 'Mínimo 1',
  /** Quantity of an item edit (§5 Product edit). */
  quantityMinEdit: 'Quantidade deve ser maior que 0',
  quantityMax: `Quantidade máxima é ${QUANTITY_MAX}`,
  atLeastOne: 'Adicione ao menos 1 produto ao kit',
  tooManyItems: `No máximo ${KIT_ITEMS_MAX} produtos por vez`,
  descriptionMax: `Descrição deve ter no máximo ${KIT_DESCRIPTION_MAX} caracteres`,
  invalidSize: 'Tamanho inválido',
  invalidColour: 'Cor inválida',
  invalidList: 'Lista inválida',
  invalidAnchor: 'Item âncora inválido',
} as const;
