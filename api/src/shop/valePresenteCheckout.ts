/**
 * The guest's vale-presente (decision 030): store credit for a list's owner, as gift cards of the
 * store's gift card product (SHOPIFY_GIFT_CARD_VARIANTS) that Shopify issues and e-mails to the owner.
 *
 * - GET /shopify/vale-presente: the denominations in reais (none without a store).
 * - POST /shopify/vale-presente/checkout: the cart is built here, through the same store port as
 *   gifts (./store): one line of the denomination's variant with the recipient properties Shopify
 *   reads (`Recipient email` and `Recipient name` from the list's owner, `Message` from the
 *   guest, `__shopify_send_gift_card_to_recipient`), plus `_lista_id` and `_vale_presente`. The
 *   owner's e-mail goes only to the store: no answer carries it. No hold: credit never runs out.
 *
 * What a paid order does with the line is ./valePresenteOrders.
 */
import { paths, VALE_PRESENTE_MSG, type CheckoutResponse, type ValePresenteOptions } from 'shared-contracts';
import type { valePresenteCheckoutRequestSchema } from 'shared-contracts/requests';
import type { z } from 'zod';
import type { GiftCardVariant } from '../config';
import type { AppContext } from '../context';
import { HttpError } from '../lib/errors';
import { refuseWhenOver } from '../lib/rateLimit';
import { ownerOf } from '../lists/owner';
import { givableList, storeFailure, type CheckoutCaller } from './checkout';
import { CART_KEYS, GIFT_CARD_PROPERTIES, giverAttributes } from './orderFacts';
import type { CartAttribute } from '../onlineStore/port';

/** The message Shopify prints on the card (its recipient form allows 200 characters); the whole message rides in `_mensagem`. */
export const GIFT_CARD_MESSAGE_MAX = 200;


/**
 * GET /shopify/vale-presente: the denominations, ascending; none when the API has no store. With
 * them, the cota values offered and the lowest price of a gift accepting cotas (decision 043).
 */
export function valePresenteOptions(variants: GiftCardVariant[], storeOn: boolean, cotas?: { valores: number[]; precoMinimo: number }): ValePresenteOptions {
  return { valores: storeOn ? variants.map((v) => v.valor) : [], ...(cotas ? { cotas: { valores: cotas.valores, precoMinimo: cotas.precoMinimo } } : {}) };
}

/**
 * What every giving of store credit checks first (a vale-presente, a cota: decisions 030, 043):
 * the store and its gift card variants (503 `unavailable`), the address's checkout limit (429),
 * the list (as gifts: active, public or its slug, else 404), and that it accepts vale-presente
 * with an owner's e-mail (409). Answers the store, the variants, the list and its owner.
 */
export async function creditRecipient(ctx: AppContext, body: { listId: number; listSlug?: string }, caller: CheckoutCaller, unavailable: string) {
  const store = ctx.store;
  const variants = ctx.config.shopify.giftCardVariants ?? [];
  if (!store || variants.length === 0) throw new HttpError(503, unavailable);
  refuseWhenOver([await caller.countLimit()]);
  const lista = await givableList(ctx.db, body.listId, body.listSlug);
  const owner = lista.aceitaValePresente ? await ownerOf(ctx.db, lista.cliForCodigo) : null;
  if (!owner?.Email) throw new HttpError(409, VALE_PRESENTE_MSG.notAccepted);
  return { store, variants, lista, owner: { Nome: owner.Nome, Email: owner.Email } };
}

/**
 * The properties of a gift card line sent to the list's owner (Shopify's recipient fields, the
 * guest's `message` cut to what the card prints) and naming the list as a vale-presente.
 */
export function giftCardLineProperties(owner: { Nome: string; Email: string }, message: string | null, listIdAttr: CartAttribute): CartAttribute[] {
  return [
    { key: GIFT_CARD_PROPERTIES.recipientEmail, value: owner.Email },
    { key: GIFT_CARD_PROPERTIES.recipientName, value: owner.Nome },
    // cut by characters, not UTF-16 units: an emoji at the edge stays whole or goes
    ...(message ? [{ key: GIFT_CARD_PROPERTIES.message, value: [...message].slice(0, GIFT_CARD_MESSAGE_MAX).join('') }] : []),
    { key: GIFT_CARD_PROPERTIES.send, value: 'on' },
    listIdAttr,
    { key: CART_KEYS.valePresente, value: '1' },
  ];
}

/**
 * POST /shopify/vale-presente/checkout (public): checks the body, the list (as gifts: active,
 * public or its slug, else 404) and that it accepts vale-presente (409), picks the variant of the
 * denomination (400 when the store has none of that value), makes the cart and answers
 * `{checkoutUrl}`. 429 over the checkout limit of one address; 503 without a store or gift card
 * product; 502/503 when the store fails (its pt-BR message). The route parses the body with the
 * contracts' schema; `caller` is the request's plain values (./checkout CheckoutCaller).
 */
export async function startValePresenteCheckout(ctx: AppContext, body: z.infer<typeof valePresenteCheckoutRequestSchema>, caller: CheckoutCaller): Promise<CheckoutResponse> {
  const { store, variants, lista, owner } = await creditRecipient(ctx, body, caller, VALE_PRESENTE_MSG.unavailable);
  const variant = variants.find((v) => Math.round(v.valor * 100) === Math.round(body.valor * 100));
  if (!variant) throw new HttpError(400, VALE_PRESENTE_MSG.badValue);

  const listIdAttr: CartAttribute = { key: CART_KEYS.listId, value: String(lista.id) };
  const message = body.mensagem ?? null;
  const properties = giftCardLineProperties(owner, message, listIdAttr);
  try {
    const cart = await store.createCart({
      lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant.variantId}`, quantity: body.quantidade, attributes: properties }],
      note: `Lista #${lista.id} - vale-presente`,
      attributes: [
        listIdAttr,
        { key: CART_KEYS.listUrl, value: `${ctx.config.siteUrl}${paths.publicList(lista.slug)}` },
        ...giverAttributes(body.nome),
        ...(message ? [{ key: CART_KEYS.message, value: message }] : []),
      ],
      buyerIp: caller.ip,
    });
    if (!cart.checkoutUrl) caller.log.warn({ cartId: cart.cartId }, 'vale-presente: the store made a cart without checkoutUrl');
    return { checkoutUrl: cart.checkoutUrl };
  } catch (error) {
    throw storeFailure(caller.log, error);
  }
}
