/**
 * Response schemas of the signed-in areas' calls (docs/product.md §7: the customer's lists, images,
 * staff lists, orders to review, the till and the tracker, list products and kits), named after the
 * call. Outside the shared singleton (decision 041): a guest's page never downloads them; the
 * signed-in remotes take them and their types with their calls (`shared-contracts/area-api`), the
 * API's tests as `shared-contracts/area-schemas`.
 */
// The singleton's own Zod and entities: a remote that bundles this module builds its schemas with
// the page's one Zod (configured for the Content-Security-Policy), not a copy of its own.
import {
  bannerTemplateSchema,
  branchSchema,
  cliForSchema,
  isoDateSchema,
  kitSchema,
  listProductItemSchema,
  listaSchema,
  messageResponseSchema,
  productLookupSchema,
  sellerSchema,
  sizeOrColourSchema,
  statusSchema,
  zod as z,
} from 'shared-contracts';
import type { z as Zod } from 'zod';
import { conferenciaValues, giftChannelValues, pedidoSituacaoValues, receivedGiftChannelValues } from './areaTexts';

/* ---------- Online orders to review (decision 020, staff) ---------- */


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
export type PedidoConferir = Zod.infer<typeof pedidoConferirSchema>;
export const fetchListOrdersResponseSchema = z.object({ pedidos: z.array(pedidoConferirSchema) });
export type FetchListOrdersResponse = Zod.infer<typeof fetchListOrdersResponseSchema>;

/* ---------- Gifts given in a store, and the owner's gift tracker (decision 028) ---------- */



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
export type TillListSummary = Zod.infer<typeof tillListSummarySchema>;
export const tillSearchResponseSchema = z.object({ listas: z.array(tillListSummarySchema) });
export type TillSearchResponse = Zod.infer<typeof tillSearchResponseSchema>;

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
export type StoreGift = Zod.infer<typeof storeGiftSchema>;

/**
 * A list at the till (GET /presentes-loja/listas/{id}): the list with its gifts as the guest page
 * groups them (`produtosAvulsos`, `kits`; each item's `vendido` and `reservadoAte`), the owner
 * (`cli_for` without e-mail) and the registrations made at the till for it, newest first.
 */
export const tillListResponseSchema = z.object({ lista: listaSchema, registros: z.array(storeGiftSchema) });
export type TillListResponse = Zod.infer<typeof tillListResponseSchema>;
export const registerStoreGiftResponseSchema = messageResponseSchema.extend({ registro: storeGiftSchema });
export const undoStoreGiftResponseSchema = messageResponseSchema.extend({ registro: storeGiftSchema });


/**
 * One gift a list received (the owner's tracker, 'Presentes recebidos'): `canal` online (an order
 * of the online store; `id` is the order's), loja (a till registration; `id` is the
 * registration's), vale_presente (gift cards of one order line; `id` is the contribution's) or
 * marcado (marked sold by the staff; `id` is the item's, for a kit its first item so marked; no
 * giver, order or store; `data` when it was marked, `valor` at the item's current price);
 * `listaProdutoId` the item or, for a kit, the first of its items the giving gave (null for a
 * vale-presente; a cota's gift, decision 043); `presente` the item's or the kit's name
 * ('Vale-presente', or 'Cota: Sofá' for a cota); `quantidade` units
 * (gift cards); `valor` in reais, all units together; `loja` the store's name for a gift given in
 * a store; `data` ISO UTC (paid or registered); `agradecido` the owner's 'Agradecimento enviado'.
 */
/** PUT /cliente/listas/{id}/itens/{itemId}/cotas: the pt-BR confirmation and the stored value. */
export const setItemCotasResponseSchema = z.object({ message: z.string(), aceitaCotas: z.boolean() });

const receivedGiftSchema = z.object({
  /**
   * A cota (decision 043) whose gift was then given whole (online, at the till, by the staff): the
   * cota stays with the owner as store credit, and the tracker says so. Absent otherwise.
   */
  cotaComoVale: z.boolean().optional(),
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
export type ReceivedGift = Zod.infer<typeof receivedGiftSchema>;
export const receivedGiftsResponseSchema = z.object({ presentes: z.array(receivedGiftSchema) });
export type ReceivedGiftsResponse = Zod.infer<typeof receivedGiftsResponseSchema>;
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
export type CustomerDashboard = Zod.infer<typeof customerDashboardResponseSchema>;
export const customerListsResponseSchema = z.array(listaSchema);
export const customerListResponseSchema = listaSchema;
export const customerListUpdateResponseSchema = messageResponseSchema;

/* ---------- Images (§7) ---------- */

export const bannerLibraryResponseSchema = z.array(bannerTemplateSchema);
export const uploadImageResponseSchema = z.object({ url: z.string(), key: z.string() });
export type UploadImageResponse = Zod.infer<typeof uploadImageResponseSchema>;
export const setListImageResponseSchema = messageResponseSchema.extend({ url: z.string().optional() });
export const productImageResponseSchema = z.object({ fotoUrl: z.string() });

/* ---------- Staff lists (§7) ---------- */

const staffMetaSchema = z.object({
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export const staffListsResponseSchema = z.object({ items: z.array(listaSchema), meta: staffMetaSchema });
export type StaffListsResponse = Zod.infer<typeof staffListsResponseSchema>;
export const setListStatusResponseSchema = messageResponseSchema;
export const staffMetricsResponseSchema = z.object({
  listas: z.object({ total: z.number().int(), ativas: z.number().int() }),
  presentes: z.object({ total: z.number().int(), vendidos: z.number().int() }),
});
export type StaffMetrics = Zod.infer<typeof staffMetricsResponseSchema>;
export const branchesResponseSchema = z.array(branchSchema);
export const fetchListResponseSchema = listaSchema;

export const createListResponseSchema = z.object({ lista: listaSchema });
export const updateListResponseSchema = messageResponseSchema;
export const cliForResponseSchema = cliForSchema;
export const updateCliForEmailResponseSchema = messageResponseSchema;
export const sellerResponseSchema = sellerSchema;
export const sendWelcomeMailResponseSchema = messageResponseSchema;

/* ---------- Completion discount (decision 042) ---------- */

/** Where a list's completion discount stands (COMPLETION_DISCOUNT_STATES: the owner's card reads it). */
export const completionDiscountStates = ['antes_do_evento', 'disponivel', 'ativo', 'usado', 'expirado', 'sem_itens', 'indisponivel'] as const;

/**
 * GET and POST /cliente/listas/{id}/desconto-conclusao: the list's 'Desconto de conclusão'.
 * `percentual` whole (10 = 10 %), `dias` its length; `disponivelEm` the São Paulo day from which
 * it can be asked (the day after the event, YYYY-MM-DD); `codigo` and `validoAte` (UTC, the first
 * instant it no longer works) once made; `itensRestantes` the gifts not given that the online
 * store sells, what the code applies to; `compra` the owner's purchase with the code once paid
 * ('usado': its order, when it was paid (UTC), the items it took off the list that no refund gave
 * back, and what was paid for them in reais).
 */
export const completionDiscountResponseSchema = z.object({
  situacao: z.enum(completionDiscountStates),
  percentual: z.number().int().min(1).max(100),
  dias: z.number().int().min(1),
  disponivelEm: z.string().max(10),
  codigo: z.string().max(64).nullable(),
  validoAte: z.string().max(40).nullable(),
  itensRestantes: countSchema,
  compra: z.object({ pedido: z.string().max(100), data: z.string().max(40), itens: countSchema, valor: z.number().nonnegative() }).nullable(),
});
export type CompletionDiscount = Zod.infer<typeof completionDiscountResponseSchema>;

/** POST /cliente/listas/{id}/desconto-conclusao/carrinho: the store's checkout of the remaining gifts with the code. */
export const completionDiscountCartResponseSchema = z.object({ checkoutUrl: z.string().max(2000).nullable() });

/* ---------- List products and kits (§7) ---------- */

/** Items response (§3): loose items, kits, stats and the list. */
export const listItemsResponseSchema = z.object({
  items: z.array(listProductItemSchema),
  kits: z.array(kitSchema),
  stats: z.object({ total: z.number().int() }),
  lista: listaSchema,
});
export type ListItemsResponse = Zod.infer<typeof listItemsResponseSchema>;

export const setItemSoldResponseSchema = z.object({ listaProduto: listProductItemSchema });
export const listItemResponseSchema = z.object({ listaProduto: listProductItemSchema });
/** Answer of the kit save: `created` false when the products joined an existing kit. */
export const createKitResponseSchema = messageResponseSchema.extend({
  kitId: z.number().int(),
  created: z.boolean(),
  items: z.array(listProductItemSchema),
});
export type CreateKitResponse = Zod.infer<typeof createKitResponseSchema>;
export const productLookupResponseSchema = productLookupSchema;
export const sizesColoursResponseSchema = z.array(sizeOrColourSchema);
