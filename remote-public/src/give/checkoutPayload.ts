/**
 * The POST /shopify/checkout bodies the guest's browser sends (§7): one list item, or a kit from
 * the /lista/kit navigation state (§5 Kit checkout), each with the slug of the list page the guest
 * is on (decision 020: a list that is not public is found only with it) and the guest's name and
 * message when given (§7). The server re-derives and checks every line; these only spare the
 * guest a round trip for what is known to be wrong.
 */
import {
  CHECKOUT_MSG,
  checkoutNote,
  GIFT_BAG,
  toProductGid,
  type CheckoutRequest,
  type KitOptionsState,
  type ListProductItem,
} from 'shared-contracts';
import { giveTexts } from './texts';

/** A body that cannot be built; `message` is the §5/§8 text to show. */
export class CheckoutBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutBuildError';
  }
}

const giftBagFields = (giftBag: boolean) => (giftBag ? { giftProductId: GIFT_BAG.productId, giftQuantity: GIFT_BAG.quantity } : {});

/** What the guest adds to a body beyond the gift: the list page's slug, the giver's name and message, as typed. */
export interface GuestFields {
  listSlug?: string;
  giverName?: string;
  message?: string;
}

/** `listSlug`, `giverName` and `message` trimmed, each left out when empty. */
export function guestFields({ listSlug, giverName, message }: GuestFields): Pick<CheckoutRequest, 'listSlug' | 'giverName' | 'message'> {
  const fields: Pick<CheckoutRequest, 'listSlug' | 'giverName' | 'message'> = {};
  if (listSlug?.trim()) fields.listSlug = listSlug.trim();
  if (giverName?.trim()) fields.giverName = giverName.trim();
  if (message?.trim()) fields.message = message.trim();
  return fields;
}

/**
 * The single-item body: the item's online product id, its quantity, the note, the gift bag if
 * chosen, and the guest's fields (`guest.listSlug`: the slug of the list page that opened the dialog).
 */
export function itemCheckout(item: ListProductItem, giftBag: boolean, guest: GuestFields): CheckoutRequest {
  const productId = toProductGid(item.produto.codigo_shopify);
  if (!productId) throw new CheckoutBuildError(giveTexts.checkoutError);
  return {
    productId,
    quantity: Math.max(1, Math.floor(item.quantidade)),
    listId: item.listaId,
    listProductId: item.id,
    note: checkoutNote(item.listaId, item.produto.codigo),
    ...giftBagFields(giftBag),
    ...guestFields(guest),
  };
}

/**
 * The kit body from the /lista/kit state: the items that can be bought (`ok`), each with a product
 * id from its online-store code ('Item {n} inválido: sem código para resolver o productId',
 * n counted from 1) and its quantity floored, at least 1; none → 'Nenhum item do kit selecionado'.
 * The list's slug is the state's `slug` (the list page that opened /lista/kit); `guest` carries the
 * guest's name and message.
 */
export function kitCheckout(state: KitOptionsState, giftBag: boolean, guest: Omit<GuestFields, 'listSlug'> = {}): CheckoutRequest {
  const selected = state.items.filter((item) => item.ok);
  if (selected.length === 0) throw new CheckoutBuildError(CHECKOUT_MSG.noKitItems);
  if (state.listaId == null || state.listProductCodigo == null) throw new CheckoutBuildError(giveTexts.kitBuildError);
  const items = selected.map((item, i) => {
    const productId = toProductGid(item.codigo_shopify);
    if (!productId) throw new CheckoutBuildError(CHECKOUT_MSG.kitItem(i + 1));
    return { productId, quantity: Math.max(1, Math.floor(item.quantidade)) };
  });
  return {
    isKit: true,
    items,
    listId: state.listaId,
    listProductId: state.listProductCodigo,
    note: checkoutNote(state.listaId, state.items.find((i) => i.id === state.listProductCodigo)?.codigo ?? String(state.listProductCodigo)),
    ...giftBagFields(giftBag),
    ...guestFields({ ...guest, listSlug: state.slug }),
  };
}
