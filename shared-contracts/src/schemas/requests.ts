/**
 * Request schemas of every call of docs/product.md §7 (`*Request`, `*Query`, `*Params`), named after the call:
 * the API validates every body, query and path with them. Messages are the pt-BR texts of §5.
 * Imported as `shared-contracts/requests`, not through the shared singleton (decision 019: a guest's
 * first load does not carry them); the apps take their types from `shared-contracts`.
 */
import { z } from 'zod';
import { safeReturnPath } from '../returnPath';
import {
  dayStringSchema,
  digitsToNumber,
  imagePathSchema,
  INT4_MAX,
  optionalCodeSchema,
  optionalQueryIdSchema,
  privacidadeValues,
  safeTextSchema,
  statusValues,
  strictIdSchema,
  UNKNOWN_IMAGE_MESSAGE,
} from './common';
import {
  EMAIL_MAX,
  GIFT_BAG,
  IMAGE_PATH_MAX,
  KIT_DESCRIPTION_MAX,
  KIT_ITEMS_MAX,
  LIST_DESCRIPTION_MAX,
  MAGIC_TOKEN_MAX,
  PAGE_MAX,
  PAGE_SIZE_PUBLIC_LISTS,
  PAGE_SIZE_STAFF_LISTS,
  PASSWORD_MAX,
  PERSON_NAME_MAX,
  PLACE_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SALE_NUMBER_MAX,
  SEARCH_MAX,
  SIZES_PAGE_SIZE,
  SLUG_MAX,
  TITLE_MAX,
} from '../constants';
import {
  CHECKOUT_MSG,
  GIFT_MESSAGE_MAX,
  PRODUCT_GID_PATTERN,
  VALE_PRESENTE_MSG,
  VALE_PRESENTE_QUANTITY_MAX,
  VALE_PRESENTE_VALUE_MAX,
} from './calls';
import { COTA_RULE_MSG } from '../cotaRules';
import { KIT_RULE_MESSAGES, receivedGiftChannelValues, STORE_GIFT_MSG, TEXT_BOUND_MESSAGES } from '../areaTexts';

/** A search text: trimmed, at most SEARCH_MAX characters, no control character. */
const optionalText = safeTextSchema(SEARCH_MAX, 'Busca muito longa').optional();
/** An id filter of a query ('' means absent). */
const optionalQueryId = optionalQueryIdSchema('Valor numérico inválido');
/** A whole number of a query (plain digits) from `min` to `max`, `fallback` when absent or ''. */
const queryInt = (min: number, max: number, fallback: number, message: string, maxMessage = message) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : digitsToNumber(v)),
    z.number({ message }).int(message).min(min, message).max(max, maxMessage),
  );
const pageParam = (max: number, fallback: number) =>
  z.object({
    page: queryInt(1, PAGE_MAX, 1, 'Página inválida'),
    limit: queryInt(1, max, fallback, 'Limite inválido', `Limite máximo é ${max}`),
  });
/** An e-mail address, at most EMAIL_MAX characters. */
const emailSchema = (message: string) => z.string({ message }).trim().max(EMAIL_MAX, message).pipe(z.email(message));
/** A list title (§5, §9): required, at most TITLE_MAX characters, one line. */
const tituloSchema = safeTextSchema(TITLE_MAX, 'Título muito longo').pipe(z.string().min(1, 'Título é obrigatório'));
/** A list's description: multi-line, at most LIST_DESCRIPTION_MAX characters. */
const listDescriptionSchema = safeTextSchema(LIST_DESCRIPTION_MAX, TEXT_BOUND_MESSAGES.description, { multiline: true });
/** A person's name of the list form (mother, father, display names). */
const personNameSchema = safeTextSchema(PERSON_NAME_MAX, TEXT_BOUND_MESSAGES.personName);

/* ---------- Authentication (§7) ---------- */

/** Employee credentials (§3): `id` is the staff code (number ≥ 1), `senha` ≥ 6 chars (§5). */
export const loginRequestSchema = z.object({
  id: strictIdSchema('Codigo é obrigatório'),
  senha: z
    .string({ message: 'Senha é obrigatória' })
    .min(1, 'Senha é obrigatória')
    .min(6, 'Senha deve ter pelo menos 6 caracteres')
    .max(PASSWORD_MAX, `Senha deve ter no máximo ${PASSWORD_MAX} caracteres`),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/**
 * Customer magic-link request (§5 Customer login). `from` is where the customer was
 * going when the guard sent them to sign in; the mailed link carries it back. Only a same-site
 * relative path (safeReturnPath) is kept; anything else is dropped (undefined), never refused, so
 * it cannot become an open redirect nor fail the request.
 */
export const requestMagicLinkRequestSchema = z.object({
  email: z.string({ message: 'Email é obrigatório' }).trim().min(1, 'Email é obrigatório').pipe(emailSchema('Email inválido')),
  from: z.unknown().transform(safeReturnPath).optional(),
});
export type RequestMagicLinkRequest = z.infer<typeof requestMagicLinkRequestSchema>;
/** Magic-link verification (§5 Magic link): both fields are needed. */
const INCOMPLETE_LINK = 'Link incompleto. Verifique o e-mail recebido.';
const linkPart = (max: number) =>
  z.string({ message: INCOMPLETE_LINK }).pipe(safeTextSchema(max, 'Link inválido ou expirado.')).pipe(z.string().min(1, INCOMPLETE_LINK));
export const verifyMagicLinkRequestSchema = z.object({ email: linkPart(EMAIL_MAX), token: linkPart(MAGIC_TOKEN_MAX) });
export type VerifyMagicLinkRequest = z.infer<typeof verifyMagicLinkRequestSchema>;
/**
 * `GET /auth/me?optional=1`: the same call for a page that may have no session (the site on start
 * and on every route change). Without a session it answers 200 `{usuario: null}` instead of 401,
 * so that an anonymous visit (a normal state) logs no failed request in the browser's console.
 */
export const meQuerySchema = z.object({
  optional: z.literal('1', { message: 'Parâmetro optional inválido (use 1)' }).optional(),
});

/* ---------- Public lists (§7) ---------- */

/** Filters of the public listings: `dataEvento` yyyy-MM-dd, pages from 1. */
export const publicListsFilterSchema = z.object({
  search: optionalText,
  categoryId: optionalQueryId,
  dataEvento: z.preprocess((v) => (v === '' ? undefined : v), dayStringSchema.optional()),
});
export const fetchPublicListsQuerySchema = publicListsFilterSchema.extend(
  pageParam(100, PAGE_SIZE_PUBLIC_LISTS).shape,
);
export const slugParamSchema = z.object({
  slug: safeTextSchema(SLUG_MAX, 'Slug inválido').pipe(z.string().min(1, 'Slug obrigatório')),
});
/**
 * The share link /share/lista/{id} (§2): a public, active list's id resolves to its slug. Any
 * other id (private, guests-only, archived or missing) is the same 404, so ids cannot be counted.
 */
export const shareListParamsSchema = z.object({ id: strictIdSchema('Lista inválida') });

/* ---------- Checkout (§7, §5 Kit checkout) ---------- */

/** A strict positive integer id of a JSON body (no strings, no fractions), else `message`. */
const bodyId = (message: string) => z.number({ message }).int(message).positive(message).max(INT4_MAX, message);

const productGidSchema = z.string({ message: CHECKOUT_MSG.badProduct }).regex(PRODUCT_GID_PATTERN, CHECKOUT_MSG.badProduct);
/** Quantities of a kit checkout: floored, at least 1 (§5); at most 999. */
const kitQuantitySchema = z
  .number({ message: CHECKOUT_MSG.badQuantity })
  .finite(CHECKOUT_MSG.badQuantity)
  .max(999, CHECKOUT_MSG.badQuantity)
  .transform((q) => Math.max(1, Math.floor(q)));

const checkoutCommon = {
  listId: bodyId(CHECKOUT_MSG.badList),
  /** The list item given: the item itself, or a kit's anchor item. */
  listProductId: bodyId(CHECKOUT_MSG.badListItem),
  /** 'Lista #{id} - item código {code}' (§7); the server writes its own into the cart. */
  note: safeTextSchema(200, CHECKOUT_MSG.badNote),
  giftProductId: z.literal(GIFT_BAG.productId, { message: CHECKOUT_MSG.badGift }).optional(),
  giftQuantity: z.literal(1, { message: CHECKOUT_MSG.badGift }).optional(),
  /**
   * The list's slug, as the page the guest opened has it. Required for a list that is not public
   * (privado, apenas_convidados): without it, or with another, the answer is the one of a list that
   * does not exist (decision 020, no oracle).
   */
  listSlug: safeTextSchema(SLUG_MAX, CHECKOUT_MSG.badSlug).optional(),
  /** The giver's name as typed in the review dialog (optional); travels to the order as a cart attribute. */
  giverName: safeTextSchema(PERSON_NAME_MAX, CHECKOUT_MSG.badGiverName).optional(),
  /** The guest's message to the owner (optional, at most 500 characters, line breaks allowed). */
  message: safeTextSchema(GIFT_MESSAGE_MAX, CHECKOUT_MSG.badMessage, { multiline: true }).optional(),
};

/** Single item checkout (§7): the item's online product id and quantity. */
export const itemCheckoutRequestSchema = z.object({
  isKit: z.literal(false).optional(),
  productId: productGidSchema,
  quantity: z.number({ message: CHECKOUT_MSG.badQuantity }).int(CHECKOUT_MSG.badQuantity).min(1, CHECKOUT_MSG.badQuantity).max(999, CHECKOUT_MSG.badQuantity),
  ...checkoutCommon,
});

/**
 * Kit checkout (§7, §5 Kit checkout): at least one item ('Nenhum item do kit selecionado'), each
 * with a product id ('Item {n} inválido: sem código para resolver o productId', n from 1);
 * quantities floored, at least 1.
 */
export const kitCheckoutRequestSchema = z.object({
  isKit: z.literal(true),
  items: z
    .array(z.object({ productId: z.unknown(), quantity: z.unknown() }), { message: CHECKOUT_MSG.noKitItems })
    .min(1, CHECKOUT_MSG.noKitItems)
    .max(50, CHECKOUT_MSG.tooManyItems)
    .transform((items, ctx) =>
      items.map((item, i) => {
        const productId = productGidSchema.safeParse(item.productId);
        const quantity = kitQuantitySchema.safeParse(item.quantity);
        if (!productId.success) ctx.addIssue({ code: 'custom', message: CHECKOUT_MSG.kitItem(i + 1), path: [i, 'productId'] });
        else if (!quantity.success) ctx.addIssue({ code: 'custom', message: CHECKOUT_MSG.badQuantity, path: [i, 'quantity'] });
        return { productId: productId.data ?? '', quantity: quantity.data ?? 1 };
      }),
    ),
  ...checkoutCommon,
});

/** POST /shopify/checkout body: a single item, or a kit when `isKit` is true. */
export const checkoutRequestSchema = z.discriminatedUnion('isKit', [kitCheckoutRequestSchema, itemCheckoutRequestSchema]);
/** The body as the client builds it (kit quantities before flooring). */
export type CheckoutRequest =
  | z.input<typeof itemCheckoutRequestSchema>
  | (Omit<z.input<typeof kitCheckoutRequestSchema>, 'items'> & { items: Array<{ productId: string; quantity: number }> });
export type ItemCheckoutRequest = z.infer<typeof itemCheckoutRequestSchema>;
export type KitCheckoutRequest = z.infer<typeof kitCheckoutRequestSchema>;

/* ---------- Vale-presente (decision 030) ---------- */

/**
 * An amount in reais as a JSON number: finite, above 0, at most VALE_PRESENTE_VALUE_MAX, whole
 * cents (no string, no third decimal), else `message`.
 */
export const reaisSchema = (message: string) =>
  z
    .number({ message })
    .finite(message)
    .positive(message)
    .max(VALE_PRESENTE_VALUE_MAX, message)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, message);

/**
 * POST /shopify/vale-presente/checkout: `quantidade` gift cards of `valor` reais (one of the
 * denominations of GET /shopify/vale-presente) for list `listId`, from `nome` ('Seu nome',
 * required) with an optional `mensagem` (at most 500 characters, several lines). `listSlug` as in
 * POST /shopify/checkout: required for a list that is not public (no oracle).
 */
export const valePresenteCheckoutRequestSchema = z.object({
  listId: bodyId(CHECKOUT_MSG.badList),
  listSlug: safeTextSchema(SLUG_MAX, CHECKOUT_MSG.badSlug).optional(),
  valor: reaisSchema(VALE_PRESENTE_MSG.badValue),
  quantidade: z
    .number({ message: VALE_PRESENTE_MSG.quantity })
    .int(VALE_PRESENTE_MSG.quantity)
    .min(1, VALE_PRESENTE_MSG.quantity)
    .max(VALE_PRESENTE_QUANTITY_MAX, VALE_PRESENTE_MSG.quantity),
  nome: z
    .string({ message: VALE_PRESENTE_MSG.nameRequired })
    .pipe(safeTextSchema(PERSON_NAME_MAX, VALE_PRESENTE_MSG.nameMax))
    .pipe(z.string().min(1, VALE_PRESENTE_MSG.nameRequired)),
  mensagem: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), safeTextSchema(GIFT_MESSAGE_MAX, VALE_PRESENTE_MSG.messageMax, { multiline: true }).optional())
    .optional(),
});
export type ValePresenteCheckoutRequest = z.input<typeof valePresenteCheckoutRequestSchema>;

/** The highest cota a body may name, in whole reais (R$ 100.000). */
export const COTA_VALUE_MAX = 100_000;
/**
 * POST /shopify/cota/checkout (decision 043): a cota of `valor` whole reais toward gift
 * `listProductId` (a loose item, or a kit by its anchor) of list `listId`, from `nome` with an
 * optional `mensagem`, as the vale-presente's. `listSlug` as in POST /shopify/checkout.
 */
export const cotaCheckoutRequestSchema = valePresenteCheckoutRequestSchema.omit({ valor: true, quantidade: true }).extend({
  listProductId: bodyId(CHECKOUT_MSG.badListItem),
  valor: z.number({ message: COTA_RULE_MSG.valueRequired }).int(COTA_RULE_MSG.wholeReais).positive(COTA_RULE_MSG.wholeReais).max(COTA_VALUE_MAX, COTA_RULE_MSG.wholeReais),
});
export type CotaCheckoutRequest = z.input<typeof cotaCheckoutRequestSchema>;
/** 'Aceita cotas' of a gift (staff's add and edit, the owner's list view; decision 043). */
export const aceitaCotasSchema = z.boolean({ message: 'Aceita cotas deve ser verdadeiro ou falso' });
/** PUT /cliente/listas/{id}/itens/{itemId}/cotas: the owner marks or unmarks a gift 'Aceita cotas'. */
export const setItemCotasRequestSchema = z.object({ aceitaCotas: aceitaCotasSchema });

/** 'Aceitar vale-presente' of the list forms (decision 030): absent keeps the stored value (true on create). */
const aceitaValePresenteSchema = z.boolean({ message: 'Aceitar vale-presente deve ser verdadeiro ou falso' }).optional();

/* ---------- Customer (§7) ---------- */

/** Customer credentials carried by every customer call (§6). */
export const customerCredentialsSchema = z.object({
  codigo: strictIdSchema('Credenciais do cliente ausentes'),
  email: safeTextSchema(EMAIL_MAX, 'Credenciais do cliente ausentes').pipe(z.string().min(1, 'Credenciais do cliente ausentes')),
});
export const customerListsQuerySchema = customerCredentialsSchema.extend({
  status: z.enum(['todos', ...statusValues], { message: 'Selecione um status válido' }).default('todos'),
});
/** Customer edit (§5 Customer edit). */
export const customerListUpdateRequestSchema = customerCredentialsSchema.extend({
  titulo: z.string({ message: 'Título é obrigatório' }).pipe(tituloSchema),
  descricao: listDescriptionSchema.nullish(),
  aceitaValePresente: aceitaValePresenteSchema,
});
export type CustomerListUpdateRequest = z.infer<typeof customerListUpdateRequestSchema>;

/* ---------- Gifts given in a store, and the owner's gift tracker (decision 028) ---------- */

/** GET /presentes-loja/listas?busca=: a list's code (its id) or words of its title. */
export const tillSearchQuerySchema = z.object({
  busca: z
    .string({ message: STORE_GIFT_MSG.searchRequired })
    .pipe(safeTextSchema(SEARCH_MAX, 'Busca muito longa'))
    .pipe(z.string().min(1, STORE_GIFT_MSG.searchRequired)),
});
/** An optional text of a form: '' and absent both mean none (null). */
const optionalFormText = (inner: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), inner.nullable()).optional();

/**
 * POST /presentes-loja/listas/{id}: registers an available gift (a loose item, or a kit by its
 * anchor) as given in a store. `nome` required; `email`, `mensagem` (≤ 500, several lines),
 * `numeroVenda` (≤ 40) optional; `filialId` the store where it was bought.
 */
export const registerStoreGiftRequestSchema = z.object({
  listaProdutoId: strictIdSchema(STORE_GIFT_MSG.itemNotInList),
  nome: z
    .string({ message: STORE_GIFT_MSG.giverRequired })
    .pipe(safeTextSchema(PERSON_NAME_MAX, STORE_GIFT_MSG.giverMax))
    .pipe(z.string().min(1, STORE_GIFT_MSG.giverRequired)),
  email: optionalFormText(emailSchema(STORE_GIFT_MSG.email)),
  mensagem: optionalFormText(safeTextSchema(GIFT_MESSAGE_MAX, STORE_GIFT_MSG.messageMax, { multiline: true })),
  filialId: strictIdSchema(STORE_GIFT_MSG.badBranch),
  numeroVenda: optionalFormText(safeTextSchema(SALE_NUMBER_MAX, STORE_GIFT_MSG.saleNumberMax)),
});
export type RegisterStoreGiftRequest = z.input<typeof registerStoreGiftRequestSchema>;

/**
 * PATCH /cliente/listas/{id}/presentes-recebidos/agradecimento: the owner's 'Agradecimento
 * enviado' of one received gift (`canal` and `id` of the giving, `listaProdutoId` of the gift:
 * required for an online gift, ignored for loja, vale_presente and marcado, whose `id` is the item's).
 */
export const setThankedRequestSchema = z
  .object({
    canal: z.enum(receivedGiftChannelValues, { message: STORE_GIFT_MSG.giftNotFound }),
    id: strictIdSchema(STORE_GIFT_MSG.giftNotFound),
    listaProdutoId: strictIdSchema(STORE_GIFT_MSG.giftNotFound).nullish(),
    agradecido: z.boolean({ message: 'agradecido deve ser verdadeiro ou falso' }),
  })
  .refine((b) => b.canal !== 'online' || typeof b.listaProdutoId === 'number', { message: STORE_GIFT_MSG.giftNotFound, path: ['listaProdutoId'] });
export type SetThankedRequest = z.infer<typeof setThankedRequestSchema>;

/* ---------- Images (§7) ---------- */

export const imageCategorySchema = z.enum(['banner', 'profile'], { message: 'Categoria de imagem inválida' });
export const setListImageRequestSchema = z.object({
  category: imageCategorySchema,
  url: z.string({ message: 'URL da imagem é obrigatória' }).min(1, 'URL da imagem é obrigatória').pipe(imagePathSchema),
  key: z
    .string({ message: 'Chave da imagem é obrigatória' })
    .min(1, 'Chave da imagem é obrigatória')
    .max(IMAGE_PATH_MAX, UNKNOWN_IMAGE_MESSAGE)
    .regex(/^(?!.*\.\.)[A-Za-z0-9._/-]+$/, UNKNOWN_IMAGE_MESSAGE),
});
export type SetListImageRequest = z.infer<typeof setListImageRequestSchema>;

/* ---------- Staff lists (§7) ---------- */

export const staffListsQuerySchema = publicListsFilterSchema
  .extend({
    status: z.enum(statusValues, { message: 'Selecione um status válido' }).default('ativo'),
    filialId: optionalQueryId,
  })
  .extend(pageParam(100, PAGE_SIZE_STAFF_LISTS).shape);
export const setListStatusRequestSchema = z.object({
  status: z.enum(statusValues, { message: 'Selecione um status válido' }),
});
/** A required id of the list form: a JSON integer or plain digits from 1 ('' and null: `message`). */
const requiredInt = (message: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), strictIdSchema(message));

/**
 * The staff list form (§5 Create list). Numeric strings become integers. Every text is bounded
 * (title 100 as §9, the others by the constants' bounds) and has no control character; the images
 * are paths of this product (imagePathSchema; the API checks them against its uploads and library).
 */
export const listFormSchema = z.object({
  codigoCliFor: requiredInt('Código do cliente é obrigatório'),
  vendedorId: requiredInt('Código do vendedor é obrigatório'),
  titulo: z.string({ message: 'Título é obrigatório' }).pipe(tituloSchema),
  categoriaId: requiredInt('Categoria obrigatória'),
  filialId: requiredInt('Filial obrigatória'),
  dataEvento: z
    .string({ message: 'Data do evento é obrigatória' })
    .trim()
    .min(1, 'Data do evento é obrigatória')
    .pipe(
      z.union([dayStringSchema, z.iso.datetime({ offset: true })], {
        error: () => 'Data do evento inválida (use AAAA-MM-DD)',
      }),
    ),
  localEvento: z
    .string({ message: 'Local do evento é obrigatório' })
    .pipe(safeTextSchema(PLACE_MAX, TEXT_BOUND_MESSAGES.place))
    .pipe(z.string().min(1, 'Local do evento é obrigatório')),
  privacidade: z.enum(privacidadeValues, { message: 'Selecione uma privacidade válida' }).default('publico'),
  clientEmail: z.union([z.literal(''), emailSchema('Email inválido')]).nullish(),
  clientName: personNameSchema.nullish(),
  vendedorName: personNameSchema.nullish(),
  descricao: listDescriptionSchema.nullish(),
  pai: personNameSchema.nullish(),
  mae: personNameSchema.nullish(),
  /** '' or null clears, absent keeps (update). */
  imagemCapa: z.union([z.literal(''), imagePathSchema]).nullish(),
  fotoLista: z.union([z.literal(''), imagePathSchema]).nullish(),
  aceitaValePresente: aceitaValePresenteSchema,
});
export type ListForm = z.input<typeof listFormSchema>;
export const createListRequestSchema = listFormSchema;
/** Update sends the form without the display-only names (§7). */
export const updateListRequestSchema = listFormSchema
  .omit({ clientName: true, clientEmail: true, vendedorName: true })
  // an update without privacidade keeps the stored one (no silent switch to publico)
  .extend({ privacidade: z.enum(privacidadeValues, { message: 'Selecione uma privacidade válida' }).optional() });
export const updateCliForEmailRequestSchema = z.object({
  email: emailSchema('Email inválido'),
});
export const sendWelcomeMailRequestSchema = z.object({
  to: emailSchema('Email inválido'),
  name: z.string({ message: 'Nome é obrigatório' }).pipe(personNameSchema).pipe(z.string().min(1, 'Nome é obrigatório')),
});

/* ---------- List products and kits (§7) ---------- */

export const listItemsQuerySchema = z.object({
  search: optionalText,
  status: z.enum(['todos', 'disponivel', 'vendido'], { message: 'Status inválido' }).default('todos'),
});
const M = KIT_RULE_MESSAGES;

/** A quantity (§5, §9): an integer from 1 to QUANTITY_MAX (JSON or digits); `message` below 1. */
const quantitySchema = (message: string) =>
  z.preprocess(digitsToNumber, z.number({ message }).int(message).min(QUANTITY_MIN, message).max(QUANTITY_MAX, M.quantityMax));
/** Optional item description (§5 Kit: up to 500 characters, multi-line); '' or blanks mean none. */
const descricaoSchema = safeTextSchema(KIT_DESCRIPTION_MAX, M.descriptionMax, { multiline: true }).nullish();
const variantFields = {
  tamanhoCodigo: optionalCodeSchema(M.invalidSize),
  corCodigo: optionalCodeSchema(M.invalidColour),
};
/** With variants on, a size or a colour (or both) must be chosen (§5 Kit). */
const hasSizeOrColour = (v: { variavel?: boolean; tamanhoCodigo?: number | null; corCodigo?: number | null }) =>
  !v.variavel || v.tamanhoCodigo != null || v.corCodigo != null;
const sizeOrColourIssue = { message: M.selectSizeOrColour, path: ['tamanhoCodigo'] };

/** POST /lista-produtos: a product without variants (§7). */
export const addListItemRequestSchema = z.object({
  listaId: strictIdSchema(M.invalidList),
  ordemProdServ: strictIdSchema(M.selectProduct),
  quantidade: quantitySchema(M.quantityMinAdd),
  descricao: descricaoSchema,
  /** 'Aceita cotas' (decision 043); absent: false. */
  aceitaCotas: aceitaCotasSchema.optional(),
});
export type AddListItemRequest = z.input<typeof addListItemRequestSchema>;
/** POST /lista-produtos/add: the product's variant of that size and/or colour (§7). */
export const addVariantItemRequestSchema = addListItemRequestSchema
  .extend({ ...variantFields, variavel: z.literal(true, { message: 'variavel deve ser verdadeiro' }) })
  .refine(hasSizeOrColour, sizeOrColourIssue);
export type AddVariantItemRequest = z.input<typeof addVariantItemRequestSchema>;
/** PATCH /lista-produtos/{id}: quantity and description of an item (§5 Product edit). */
export const updateListItemRequestSchema = z.object({
  quantidade: quantitySchema(M.quantityMinEdit),
  descricao: descricaoSchema,
  /** 'Aceita cotas' (decision 043); absent keeps the stored value. */
  aceitaCotas: aceitaCotasSchema.optional(),
});
/** PATCH /lista-produtos/variante/{itemId}: a variable item's quantity, description, size and colour. */
export const updateVariantItemRequestSchema = updateListItemRequestSchema
  .extend({ ...variantFields, variavel: z.literal(true, { message: 'variavel deve ser verdadeiro' }) })
  .refine(hasSizeOrColour, sizeOrColourIssue);
export type UpdateVariantItemRequest = z.input<typeof updateVariantItemRequestSchema>;
export const setItemSoldRequestSchema = z.object({ vendido: z.boolean({ message: 'vendido deve ser verdadeiro ou falso' }) });
/** One product of a kit save (§3 Kit item, §5 Kit). */
export const kitItemRequestSchema = z
  .object({
    ordemProdServ: strictIdSchema(M.selectProduct),
    quantidade: quantitySchema(M.quantityMinKit),
    descricao: descricaoSchema,
    variavel: z.boolean({ message: 'variavel deve ser verdadeiro ou falso' }).optional(),
    tamanhoCodigo: variantFields.tamanhoCodigo.optional(),
    corCodigo: variantFields.corCodigo.optional(),
  })
  .refine(hasSizeOrColour, sizeOrColourIssue);
/**
 * POST /lista-produtos/kit: creates the kit around the anchor item, or adds the products to the
 * anchor's kit ('Adicionar Item'). At least 1 product, at most KIT_ITEMS_MAX per save.
 */
export const createKitRequestSchema = z.object({
  anchorItemId: strictIdSchema(M.invalidAnchor),
  items: z
    .array(kitItemRequestSchema, { message: M.atLeastOne })
    .min(1, M.atLeastOne)
    .max(KIT_ITEMS_MAX, M.tooManyItems),
});
export type CreateKitRequest = z.infer<typeof createKitRequestSchema>;
/** Query of GET /tamanhos and GET /cores (§7): search, active only, page, order by name. */
export const sizesColoursQuerySchema = z.object({
  q: safeTextSchema(SEARCH_MAX, 'Busca muito longa').optional(),
  onlyActive: z.preprocess(
    (v) => (v === 'false' ? false : v === 'true' ? true : v),
    z.boolean({ message: 'onlyActive deve ser true ou false' }).default(true),
  ),
  skip: z.preprocess(digitsToNumber, z.number({ message: 'skip inválido' }).int('skip inválido').min(0, 'skip inválido').max(INT4_MAX, 'skip inválido').default(0)),
  take: z.preprocess(
    digitsToNumber,
    z.number({ message: 'take deve estar entre 1 e 100' }).int('take deve estar entre 1 e 100').min(1, 'take deve estar entre 1 e 100').max(100, 'take deve estar entre 1 e 100').default(SIZES_PAGE_SIZE.add),
  ),
  orderBy: z.literal('nome', { message: 'Ordenação inválida' }).default('nome'),
  sort: z.enum(['asc', 'desc'], { message: 'Ordenação inválida' }).default('asc'),
});

/* ---------- The chain's report (decision 040) ---------- */

export { reportQuerySchema } from './reportQuery';
