/**
 * Response schemas of every call of docs/product.md §7, named after the call, and the messages the forms share
 * with the server's request schemas. The client validates answers with the `*Response` schemas.
 * The request schemas (`*Request`/`*Query`/`*Params`) are in ./requests, outside the shared
 * singleton: only the API runs them, and a guest's first load does not carry them (decision 019).
 */
import { z } from 'zod';
import { isoDateSchema, messageResponseSchema, statusSchema, statusValues } from './common';
import {
  authUserSchema,
  bannerTemplateSchema,
  branchSchema,
  categorySchema,
  cliForSchema,
  kitSchema,
  listCardSchema,
  listProductItemSchema,
  listaSchema,
  productLookupSchema,
  sellerSchema,
  sizeOrColourSchema,
} from './entities';
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
export const valePresenteOptionsResponseSchema = z.object({ valores: z.array(z.number()) });
export type ValePresenteOptions = z.infer<typeof valePresenteOptionsResponseSchema>;
/** POST /shopify/vale-presente/checkout answers like POST /shopify/checkout: the store's checkout address. */
export const valePresenteCheckoutResponseSchema = checkoutResponseSchema;

/* ---------- Online orders to review (decision 020, staff) ---------- */

/** Why an online order needs the staff: it gave nothing or less than it claims, or it paid for a gift already given. */
const conferenciaValues = ['a_conferir', 'pagamento_em_duplicidade'] as const;
export const conferenciaLabels: Record<(typeof conferenciaValues)[number], string> = {
  a_conferir: 'A conferir',
  pagamento_em_duplicidade: 'Pagamento em duplicidade',
};
const pedidoSituacaoValues = ['pendente', 'pago', 'cancelado'] as const;
export const pedidoSituacaoLabels: Record<(typeof pedidoSituacaoValues)[number], string> = {
  pendente: 'Aguardando pagamento',
  pago: 'Pago',
  cancelado: 'Cancelado',
};

/**
 * An online order of a list that the staff must look at (GET /lista/{id}/pedidos): who bought,
 * what (the order's lines that name the list's gifts), the amount in reais, and the reason in
 * pt-BR. For a duplicate payment, `pedidoOriginal` is the order that gave the gift first.
 */
const pedidoConferirSchema = z.object({
  id: z.number().int(),
  /** The store's order name, e.g. '#1001'. */
  nome: z.string(),
  situacao: z.enum(pedidoSituacaoValues),
  conferencia: z.enum(conferenciaValues),
  motivo: z.string(),
  compradorNome: z.string().nullable(),
  compradorEmail: z.string().nullable(),
  /** Order total, reais. */
  total: z.number(),
  moeda: z.string(),
  teste: z.boolean(),
  /** ISO date-time (UTC) the order was recorded. */
  criadoEm: z.string(),
  itens: z.array(z.object({ titulo: z.string(), quantidade: z.number().int(), preco: z.number() })),
  pedidoOriginal: z.object({ nome: z.string(), compradorNome: z.string().nullable() }).nullable(),
});
export type PedidoConferir = z.infer<typeof pedidoConferirSchema>;
export const fetchListOrdersResponseSchema = z.object({ pedidos: z.array(pedidoConferirSchema) });
export type FetchListOrdersResponse = z.infer<typeof fetchListOrdersResponseSchema>;

/* ---------- Gifts given in a store, and the owner's gift tracker (decision 028) ---------- */

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
const giftChannelValues = ['online', 'loja'] as const;
export type GiftChannel = (typeof giftChannelValues)[number];

/** A list as the till's search finds it (GET /presentes-loja/listas?busca=). `dataEvento` ISO UTC. */
const tillListSummarySchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  dataEvento: isoDateSchema,
  status: statusSchema,
  filial: z.string(),
  /** The list's owner (customer) name. */
  cliente: z.string(),
});
export type TillListSummary = z.infer<typeof tillListSummarySchema>;
export const tillSearchResponseSchema = z.object({ listas: z.array(tillListSummarySchema) });
export type TillSearchResponse = z.infer<typeof tillSearchResponseSchema>;

/**
 * A gift registered at a store's till: the item (or, for a kit, its anchor: `kitId` set) it gave,
 * the gift's name and value (reais, unit price × quantity, the kit's items together), the giver,
 * the branch, the sale number, who registered it and when (ISO UTC), and, once undone, who undid
 * it and when. `podeDesfazer`: not undone, registered today (America/Sao_Paulo), and the caller
 * may undo it (its registrar, the staff of its branch, a super-user: docs/decisions/037).
 */
const storeGiftSchema = z.object({
  id: z.number().int(),
  listaId: z.number().int(),
  listaProdutoId: z.number().int(),
  kitId: z.number().int().nullable(),
  presente: z.string(),
  valor: z.number(),
  nome: z.string(),
  email: z.string().nullable(),
  mensagem: z.string().nullable(),
  filial: z.object({ id: z.number().int(), nome: z.string() }),
  numeroVenda: z.string().nullable(),
  registradoPor: z.string(),
  registradoEm: isoDateSchema,
  desfeitoPor: z.string().nullable(),
  desfeitoEm: isoDateSchema.nullable(),
  podeDesfazer: z.boolean(),
});
export type StoreGift = z.infer<typeof storeGiftSchema>;

/**
 * A list at the till (GET /presentes-loja/listas/{id}): the list with its gifts as the guest page
 * groups them (`produtosAvulsos`, `kits`; each item's `vendido` and `reservadoAte`), the owner
 * (`cli_for` without e-mail) and the registrations made at the till for it, newest first.
 */
export const tillListResponseSchema = z.object({ lista: listaSchema, registros: z.array(storeGiftSchema) });
export type TillListResponse = z.infer<typeof tillListResponseSchema>;
export const registerStoreGiftResponseSchema = messageResponseSchema.extend({ registro: storeGiftSchema });
export const undoStoreGiftResponseSchema = messageResponseSchema.extend({ registro: storeGiftSchema });

/**
 * How a received gift came: a list item through the online store ('online'), a list item
 * registered at a store's till ('loja'), store credit bought online for the list ('vale_presente',
 * decision 030: Shopify gift cards sent to the owner), or a list item the staff marked sold by hand
 * with no order or registration behind it ('marcado': 'Marcado pela loja', nothing known of who
 * gave it).
 */
export const receivedGiftChannelValues = [...giftChannelValues, 'vale_presente', 'marcado'] as const;
export type ReceivedGiftChannel = (typeof receivedGiftChannelValues)[number];

/**
 * One gift a list received (the owner's tracker, 'Presentes recebidos'): `canal` online (an order
 * of the online store; `id` is the order's), loja (a till registration; `id` is the
 * registration's), vale_presente (gift cards of one order line; `id` is the contribution's) or
 * marcado (marked sold by the staff; `id` is the item's, for a kit its first item so marked; no
 * giver, order or store; `data` when it was marked, `valor` at the item's current price);
 * `listaProdutoId` the item or, for a kit, the first of its items the giving gave (null for a
 * vale-presente); `presente` the item's or the kit's name ('Vale-presente'); `quantidade` units
 * (gift cards); `valor` in reais, all units together; `loja` the store's name for a gift given in
 * a store; `data` ISO UTC (paid or registered); `agradecido` the owner's 'Agradecimento enviado'.
 */
const receivedGiftSchema = z.object({
  canal: z.enum(receivedGiftChannelValues),
  id: z.number().int(),
  listaProdutoId: z.number().int().nullable(),
  presente: z.string(),
  quantidade: z.number().int(),
  valor: z.number(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  mensagem: z.string().nullable(),
  loja: z.string().nullable(),
  pedido: z.string().nullable(),
  data: isoDateSchema,
  agradecido: z.boolean(),
});
export type ReceivedGift = z.infer<typeof receivedGiftSchema>;
export const receivedGiftsResponseSchema = z.object({ presentes: z.array(receivedGiftSchema) });
export type ReceivedGiftsResponse = z.infer<typeof receivedGiftsResponseSchema>;
export const setThankedResponseSchema = messageResponseSchema.extend({ agradecido: z.boolean() });

/* ---------- Customer (§7) ---------- */

/** A count: a whole number, 0 or more (one schema for the dashboard's counters: fewer bytes on every route). */
const countSchema = z.number().int().nonnegative();

/**
 * The customer dashboard's counters (§3 Customer dashboard counters). `presentesRecebidos` counts
 * gifts as the owner's list view and tracker do: a loose item or a whole kit is one gift (the
 * cards of 'Presentes Já Adquiridos' of every list); `unidadesRecebidas` the units in them (an
 * item's quantidade, a kit one). `valePresente` (decision 030): the gift cards received on every list
 * and their total in reais; null when no active list accepts vale-presente and none was received.
 */
export const customerDashboardResponseSchema = z.object({
  listasAtivas: countSchema,
  listasPublicas: countSchema,
  presentesRecebidos: countSchema,
  unidadesRecebidas: countSchema,
  valePresente: z.object({ quantidade: countSchema, total: z.number().nonnegative() }).nullable(),
});
export type CustomerDashboard = z.infer<typeof customerDashboardResponseSchema>;
export const customerListsResponseSchema = z.array(listaSchema);
export const customerListResponseSchema = listaSchema;
export const customerListUpdateResponseSchema = messageResponseSchema;

/* ---------- Images (§7) ---------- */

export const bannerLibraryResponseSchema = z.array(bannerTemplateSchema);
export const uploadImageResponseSchema = z.object({ url: z.string(), key: z.string() });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;
export const setListImageResponseSchema = messageResponseSchema.extend({ url: z.string().optional() });
export const productImageResponseSchema = z.object({ fotoUrl: z.string() });

/* ---------- Staff lists (§7) ---------- */

/** Query of the staff listing as the client sends it. */
export interface StaffListsQuery extends FetchPublicListsQuery {
  status?: (typeof statusValues)[number];
  filialId?: number;
}
const staffMetaSchema = z.object({
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export const staffListsResponseSchema = z.object({ items: z.array(listaSchema), meta: staffMetaSchema });
export type StaffListsResponse = z.infer<typeof staffListsResponseSchema>;
export const setListStatusResponseSchema = messageResponseSchema;
export const staffMetricsResponseSchema = z.object({
  listas: z.object({ total: z.number().int(), ativas: z.number().int() }),
  presentes: z.object({ total: z.number().int(), vendidos: z.number().int() }),
});
export type StaffMetrics = z.infer<typeof staffMetricsResponseSchema>;
export const branchesResponseSchema = z.array(branchSchema);
export const fetchListResponseSchema = listaSchema;

export const createListResponseSchema = z.object({ lista: listaSchema });
export const updateListResponseSchema = messageResponseSchema;
export const cliForResponseSchema = cliForSchema;
export const updateCliForEmailResponseSchema = messageResponseSchema;
export const sellerResponseSchema = sellerSchema;
export const sendWelcomeMailResponseSchema = messageResponseSchema;

/* ---------- List products and kits (§7) ---------- */

/** Items response (§3): loose items, kits, stats and the list. */
export const listItemsResponseSchema = z.object({
  items: z.array(listProductItemSchema),
  kits: z.array(kitSchema),
  stats: z.object({ total: z.number().int() }),
  lista: listaSchema,
});
export type ListItemsResponse = z.infer<typeof listItemsResponseSchema>;

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
export const setItemSoldResponseSchema = z.object({ listaProduto: listProductItemSchema });
export const listItemResponseSchema = z.object({ listaProduto: listProductItemSchema });
/** Answer of the kit save: `created` false when the products joined an existing kit. */
export const createKitResponseSchema = messageResponseSchema.extend({
  kitId: z.number().int(),
  created: z.boolean(),
  items: z.array(listProductItemSchema),
});
export type CreateKitResponse = z.infer<typeof createKitResponseSchema>;
export const productLookupResponseSchema = productLookupSchema;
export const sizesColoursResponseSchema = z.array(sizeOrColourSchema);
