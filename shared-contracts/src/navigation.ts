/**
 * Typed navigation state passed between areas (docs/architecture.md: cross-remote navigation). The schema
 * lives here so that sender and receiver agree.
 */
import { z } from 'zod';
import { kitPurchaseItemSchema, storeOptionSchema } from './schemas/entities';

/** State of the guard redirect: where the visitor was going and why (§2 Route guard). */
export const guardRedirectStateSchema = z.object({
  from: z.string().optional(),
  reason: z.literal('session_expired').optional(),
});
export type GuardRedirectState = z.infer<typeof guardRedirectStateSchema>;

/**
 * The query parameter of the guard redirect after a session ended on the server (§2 Route guard:
 * "the redirect carries the reason session_expired"): in the address, so that it survives the
 * navigation, a reload and a shared link, unlike navigation state.
 */
export const SESSION_EXPIRED_REASON = 'session_expired';
export const REASON_PARAM = 'reason';

/**
 * State that feeds /lista/kit (§2 Kit purchase options): `listProductCodigo` is the kit's anchor
 * list item (the `listProductId` of the checkout); `showOnline` shows the online section and
 * `showOnlineAtivo` lets its button buy; `stores` are the branches with `ok` = kit stock there
 * (§4); `slug` (beyond the spec) is the list page that 'Fechar' returns to.
 */
export const kitOptionsStateSchema = z.object({
  title: z.string().optional(),
  items: z.array(kitPurchaseItemSchema).default([]),
  listaId: z.number().int().optional(),
  listProductCodigo: z.number().int().optional(),
  slug: z.string().optional(),
  showOnline: z.boolean().default(false),
  showOnlineAtivo: z.boolean().default(false),
  stores: z.array(storeOptionSchema).default([]),
  texts: z.record(z.string(), z.string()).optional(),
});
export type KitOptionsState = z.infer<typeof kitOptionsStateSchema>;

/**
 * Product handed to the edit-variable screen (§3 List product in edit). Price in reais. The
 * names of the initial size and colour let the screen show them before the lists load.
 */
export const editVariableStateSchema = z.object({
  nome: z.string(),
  codigo: z.string(),
  codigo_shopify: z.string().nullish(),
  codigoGrade: z.string().nullish(),
  fotoUrl: z.string().nullish(),
  preco: z.number(),
  quantidade: z.number().int(),
  descricao: z.string().nullish(),
  tamanhoCodigoInicial: z.number().int().nullish(),
  corCodigoInicial: z.number().int().nullish(),
  tamanhoNomeInicial: z.string().nullish(),
  corNomeInicial: z.string().nullish(),
  /** 'Aceita cotas' of the item (decision 043); absent: false. */
  aceitaCotas: z.boolean().optional(),
});
export type EditVariableState = z.infer<typeof editVariableStateSchema>;

/**
 * A success or failure message that must outlive the screen that produced it: a remote that
 * navigates to another area after a change (the kits area back to the products page) passes it in
 * the navigation state, and the shell, whose toaster stays mounted, shows it once (§8 toasts).
 */
export const flashStateSchema = z.object({
  flash: z.object({
    type: z.enum(['success', 'error']),
    title: z.string().min(1).max(200),
    description: z.string().max(500).optional(),
  }),
});
export type FlashState = z.infer<typeof flashStateSchema>;

/** Navigation state carrying a green toast `title` for the next screen. */
export const successFlash = (title: string): FlashState => ({ flash: { type: 'success', title } });
