import { z } from 'zod';
import { isoDateSchema, privacidadeSchema, statusSchema } from './common';

/* ---------- Authenticated user (§3) ---------- */

/** One permission entry of a staff permission group: module and permission names (§3, §6). */
const permissaoEntrySchema = z.object({
  permissao: z.object({ modulo: z.string(), permissao: z.string() }),
});
const permissaoGrupoSchema = z.object({
  id: z.number().int().optional(),
  nome: z.string().optional(),
  permissoes: z.array(permissaoEntrySchema),
});
const usuarioTipoSchema = z.enum(['cliente', 'usuario']);
export type UsuarioTipo = z.infer<typeof usuarioTipoSchema>;

/** The signed-in person (§3 Authenticated user). `codigoCliente` only for customers. */
export const authUserSchema = z.object({
  id: z.number().int(),
  usuarioTipo: usuarioTipoSchema,
  su: z.boolean().default(false),
  nome: z.string(),
  email: z.string().nullish(),
  codigoCliente: z.number().int().nullish(),
  permissaoGrupo: permissaoGrupoSchema.nullish(),
  /** Staff only (decision 028): the branch the staff member works at, the till's default 'Filial'. */
  filialId: z.number().int().nullish(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/* ---------- Catalogue (§3) ---------- */

/** Event category (§3 List category). */
export const categorySchema = z.object({ id: z.number().int(), nome: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** Branch (filial) of the chain (§3 Branch). `fotoFilial` is an image path (see resolveImageUrl). */
export const branchSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordemFilial: z.number().int().optional(),
  endereco: z.string().nullish(),
  contato: z.string().nullish(),
  fotoFilial: z.string().nullish(),
});
export type Branch = z.infer<typeof branchSchema>;

/** Sold/total progress of a list (§3 Lista.progress); `ratio` 0..1, `percentageLabel` like '40%'. */
const progressSchema = z.object({
  vendidos: z.number().int(),
  total: z.number().int(),
  percentageLabel: z.string(),
  ratio: z.number(),
  disponiveis: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;

/** Progress as the customer calls return it (§3 Lista.progresso); `percent` 0..100. */
const progressoSchema = z.object({
  vendidos: z.number().int(),
  total: z.number().int(),
  percent: z.number(),
  label: z.string(),
});
export type Progresso = z.infer<typeof progressoSchema>;

/** Stock of a product at one branch, both shapes of §3 (single card and kit/public card). */
const estoqueRowSchema = z.object({
  Ordem_Filial: z.number().int(),
  Qtde_Estoque_Atual: z.number(),
});
const estoquePorFilialSchema = z.object({
  ordemFilial: z.number().int(),
  quantidade: z.number(),
});
export type EstoquePorFilial = z.infer<typeof estoquePorFilialSchema>;

/** Size or colour (§3): `Codigo` number, `Nome`. */
export const sizeOrColourSchema = z.object({ Codigo: z.number().int(), Nome: z.string() });
export type SizeOrColour = z.infer<typeof sizeOrColourSchema>;

/** Product as embedded in a list item (§3). Prices in reais; `precos[0].Preco` is the unit price. */
const produtoSchema = z.object({
  nome: z.string(),
  codigo: z.string(),
  codigo_shopify: z.string().nullish(),
  isShopify_Ativo: z.boolean().default(false),
  fotoUrl: z.string().nullish(),
  precos: z.array(z.object({ Preco: z.number() })),
  estoque: z.array(estoqueRowSchema),
});
export type Produto = z.infer<typeof produtoSchema>;

/** Variant (grade) of a product item (§3). */
const gradeSchema = z.object({
  FotoUrl: z.string().nullish(),
  Codigo: z.string().nullish(),
  Cores: sizeOrColourSchema.nullish(),
  Tamanhos: sizeOrColourSchema.nullish(),
});

/**
 * Who gave an item through the online store (beyond the spec: thank-you notes). Only the list's
 * owner receives it (customer list call); public calls never carry it. `pagoEm` is ISO UTC.
 */
const giverSchema = z.object({
  nome: z.string().nullish(),
  email: z.string().nullish(),
  mensagem: z.string().nullish(),
  pedido: z.string(),
  pagoEm: isoDateSchema,
  /** Given at a store's till (decision 028): the store's name; `pedido` is then the till's sale number or ''. */
  loja: z.string().nullish(),
  /** The owner's own purchase with the completion discount (decision 042), not a gift. */
  descontoConclusao: z.boolean().optional(),
});
export type Giver = z.infer<typeof giverSchema>;

/** The progress of a gift in cotas, in reais (../cotas CotaProgress). */
const cotaProgressSchema = z.object({
  preco: z.number(),
  dado: z.number(),
  reservado: z.number(),
  aberto: z.number(),
  quantidade: z.number().int(),
});

/**
 * List product item (§3). `vendido` marks it as given. `reservadoAte` (ISO UTC, beyond the spec):
 * a guest's online checkout holds the item until then, or null. `presenteadoPor`: see giverSchema.
 */
export const listProductItemSchema = z.object({
  id: z.number().int(),
  listaId: z.number().int(),
  quantidade: z.number().int(),
  descricao: z.string().nullish(),
  vendido: z.boolean(),
  variavel: z.boolean().default(false),
  ordemProdServ: z.number().int(),
  ordemProdServGrade: z.number().int().nullish(),
  produto: produtoSchema,
  grade: gradeSchema.nullish(),
  estoquePorFilial: z.array(estoquePorFilialSchema).default([]),
  kitId: z.number().int().nullish(),
  reservadoAte: isoDateSchema.nullish(),
  presenteadoPor: giverSchema.nullish(),
  /** 'Aceita cotas' (decision 043): guests may give toward it together; on a kit's anchor, the kit as a whole. */
  aceitaCotas: z.boolean().optional(),
  /** The progress of its cotas (reais), when it accepts them: see CotaProgress (../cotas). Never who gave. */
  cotas: cotaProgressSchema.nullish(),
});
export type ListProductItem = z.infer<typeof listProductItemSchema>;

/** Kit: an anchor item and its members (§3 Kit). */
export const kitSchema = z.object({
  kitId: z.number().int(),
  kitNome: z.string(),
  anchor: listProductItemSchema,
  members: z.array(listProductItemSchema),
  online: z.boolean().default(false),
});
export type Kit = z.infer<typeof kitSchema>;

/* ---------- Lists (§3 Lista) ---------- */

const filialEmbedSchema = z.object({
  id: z.number().int().optional(),
  nome: z.string(),
  endereco: z.string().nullish(),
  contato: z.string().nullish(),
  fotoFilial: z.string().nullish(),
});

/** Public list card (§3 'Public card'). */
export const listCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titulo: z.string(),
  imagemCapa: z.string().nullish(),
  fotoLista: z.string().nullish(),
  categorias: z.object({ nome: z.string() }).nullish(),
  dataEvento: isoDateSchema,
  localEvento: z.string().nullish(),
  filial: z.object({ nome: z.string() }).nullish(),
  privacidade: privacidadeSchema.optional(),
  progress: progressSchema.optional(),
});
export type ListCard = z.infer<typeof listCardSchema>;

/** A whole list (§3 Lista). Nested relations are optional: each call returns what it needs. */
export const listaSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titulo: z.string(),
  descricao: z.string().nullish(),
  categoriaId: z.number().int(),
  categorias: z.object({ id: z.number().int().optional(), nome: z.string() }).nullish(),
  filialId: z.number().int(),
  filial: filialEmbedSchema.nullish(),
  dataEvento: isoDateSchema,
  localEvento: z.string().nullish(),
  privacidade: privacidadeSchema,
  mae: z.string().nullish(),
  pai: z.string().nullish(),
  vendedorId: z.number().int().nullish(),
  vendedor: z.object({ Nome: z.string() }).nullish(),
  cli_for: z.object({ Codigo: z.number().int(), Nome: z.string(), Email: z.string().nullish() }).nullish(),
  imagemCapa: z.string().nullish(),
  fotoLista: z.string().nullish(),
  status: statusSchema,
  /**
   * 'Aceitar vale-presente' (decision 030; default true). On a guest's answer it is true only when
   * guests can give one now: the list accepts it, its owner has an e-mail and the store sells
   * gift cards.
   */
  aceitaValePresente: z.boolean().optional(),
  progress: progressSchema.optional(),
  progresso: progressoSchema.optional(),
  produtos: z.array(listProductItemSchema).optional(),
  produtosAvulsos: z.array(listProductItemSchema).optional(),
  kits: z.array(kitSchema).optional(),
});
export type Lista = z.infer<typeof listaSchema>;

/** Customer (cli_for) as the staff lookup returns it (§3). */
export const cliForSchema = z.object({
  Codigo: z.number().int(),
  Nome: z.string(),
  Email: z.string().nullish(),
});
export type CliFor = z.infer<typeof cliForSchema>;

/** Seller (funcionario) lookup result (§3). */
export const sellerSchema = z.object({ Nome: z.string() });
export type Seller = z.infer<typeof sellerSchema>;

/**
 * One variant of a product (its grade row): the codes of its size and colour, null when the
 * variant has none (the pickers offer only what the product has).
 */
const productVariantSchema = z.object({ tamanhoCodigo: z.number().int().nullable(), corCodigo: z.number().int().nullable() });
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** Product lookup result (§3): `preco` in reais; `variantes` its sizes and colours (none: a product without variants). */
export const productLookupSchema = z.object({
  ordem: z.number().int(),
  nome: z.string(),
  fotoUrl: z.string().nullish(),
  preco: z.number(),
  variantes: z.array(productVariantSchema).optional(),
});
export type ProductLookup = z.infer<typeof productLookupSchema>;

/** Cover template of the image library (§7 Images). */
export const bannerTemplateSchema = z.object({
  key: z.string(),
  url: z.string(),
  nome: z.string().optional(),
});
export type BannerTemplate = z.infer<typeof bannerTemplateSchema>;

/** Kit purchase item as /lista/kit shows it (§3 Kit purchase item). Prices in reais. */
export const kitPurchaseItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  codigo: z.string().nullish(),
  codigo_shopify: z.string().nullish(),
  quantidade: z.number().int(),
  unitPrice: z.number(),
  descricao: z.string().nullish(),
  fotoUrl: z.string().nullish(),
  fotoGradeUrl: z.string().nullish(),
  ordemProdServGrade: z.number().int().nullish(),
  corNome: z.string().nullish(),
  tamanhoNome: z.string().nullish(),
  ok: z.boolean(),
});
export type KitPurchaseItem = z.infer<typeof kitPurchaseItemSchema>;

/** Store option shown for in-store purchase (§3 Store option); `ok` is stock there, if known. */
export const storeOptionSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  endereco: z.string().nullish(),
  ok: z.boolean().nullish(),
});
export type StoreOption = z.infer<typeof storeOptionSchema>;
