/**
 * The kit builder's pending items (§3 Kit item (client side), §4 Kit builder, §5 Kit): added,
 * quantity edited (a whole number, never below 1), description edited (up to 500 characters),
 * removed; the summary (item count, total quantity, the kit's estimated total in reais) and the save
 * request of §7 POST /lista-produtos/kit.
 */
import { KIT_DESCRIPTION_MAX, QUANTITY_MAX, QUANTITY_MIN, type CreateKitRequest, type SizeOrColour } from 'shared-contracts';
import type { SelectedProduct } from '../common/ProductSearch';

/** A pending kit item (§3): product, quantity, description, optional size and colour. */
export interface KitDraftItem {
  /** Temporary id, unique within the draft. */
  tempId: number;
  product: SelectedProduct;
  quantidade: number;
  descricao: string;
  tamanho: SizeOrColour | null;
  cor: SizeOrColour | null;
}

export interface KitDraft {
  items: KitDraftItem[];
  nextId: number;
}

export type KitDraftAction =
  | { type: 'add'; item: Omit<KitDraftItem, 'tempId'> }
  | { type: 'setQuantity'; tempId: number; quantidade: number }
  | { type: 'setDescription'; tempId: number; descricao: string }
  | { type: 'remove'; tempId: number };

export const EMPTY_DRAFT: KitDraft = { items: [], nextId: 1 };

/** A whole quantity between 1 and QUANTITY_MAX, or null when `value` is not one. */
export function validQuantity(value: number): number | null {
  return Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX ? value : null;
}

const update = (draft: KitDraft, tempId: number, change: (item: KitDraftItem) => KitDraftItem): KitDraft => ({
  ...draft,
  items: draft.items.map((item) => (item.tempId === tempId ? change(item) : item)),
});

/** The draft after `action`; a quantity that is not a whole number from 1 is ignored. */
export function kitDraftReducer(draft: KitDraft, action: KitDraftAction): KitDraft {
  switch (action.type) {
    case 'add':
      return {
        items: [...draft.items, { ...action.item, quantidade: validQuantity(action.item.quantidade) ?? QUANTITY_MIN, tempId: draft.nextId }],
        nextId: draft.nextId + 1,
      };
    case 'setQuantity': {
      const quantidade = validQuantity(action.quantidade);
      return quantidade === null ? draft : update(draft, action.tempId, (item) => ({ ...item, quantidade }));
    }
    case 'setDescription':
      return update(draft, action.tempId, (item) => ({ ...item, descricao: action.descricao.slice(0, KIT_DESCRIPTION_MAX) }));
    case 'remove':
      return { ...draft, items: draft.items.filter((item) => item.tempId !== action.tempId) };
  }
}

/**
 * Summary of the pending items: count, total quantity and the kit's estimated total (reais): the
 * price of what the kit already holds (`kitSoFar`: the anchor, and the members when adding to a kit)
 * plus the pending items, so that it is the price the public kit card will show (§3 kitPrice).
 */
export function kitSummary(items: readonly KitDraftItem[], kitSoFar = 0): { itemCount: number; totalQuantity: number; estimatedTotal: number } {
  return {
    itemCount: items.length,
    totalQuantity: items.reduce((sum, i) => sum + i.quantidade, 0),
    estimatedTotal: Math.round(items.reduce((sum, i) => sum + i.product.preco * i.quantidade, kitSoFar) * 100) / 100,
  };
}

/** The §7 kit save request: each item with variavel when it has a size or colour; '' is no description. */
export function kitRequest(anchorItemId: number, items: readonly KitDraftItem[]): CreateKitRequest {
  return {
    anchorItemId,
    items: items.map((i) => {
      const variavel = !!(i.tamanho || i.cor);
      return {
        ordemProdServ: i.product.ordem,
        quantidade: i.quantidade,
        descricao: i.descricao.trim() || null,
        variavel,
        ...(variavel ? { tamanhoCodigo: i.tamanho?.Codigo ?? null, corCodigo: i.cor?.Codigo ?? null } : {}),
      };
    }),
  };
}
