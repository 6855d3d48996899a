/**
 * POST /shopify/checkout (§7 Checkout, §5 Kit checkout): a guest gives a single item or a kit
 * through the online store. The body is validated with the contracts' schema; then every line is
 * re-derived on the server from the list's own items (the client's ids are only compared, never
 * forwarded): the item belongs to the list, is not sold, is Online (§4) and has an online-store
 * code; the gift bag is the configured variant. The gift is held (./holds) before the store is
 * called and released if the store fails or gives no address. Answers `{checkoutUrl}`.
 *
 * Errors (pt-BR `message`): 400 invalid body; 404 unknown list or item; 409 sold, not online,
 * part of a kit, changed since the page was loaded, or held by someone else (with the minutes);
 * 409 also when the store reports the gift out of stock (its hold ends);
 * 429 too many checkouts from one address, or the guest already holds as many gifts as allowed
 * (with the minutes); 502/503 the store failed (StoreError message) or is not configured.
 *
 * Issue 20: a list that a guest cannot open from the public pages (privado, apenas_convidados;
 * archived lists are never open) answers exactly as a list that does not exist unless the body
 * carries its slug, whatever the item, so checkout cannot be used to probe private lists. The
 * giver's name and message travel as cart attributes, so they come back on the order.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkoutNote,
  isOnline,
  paths,
  toProductGid,
  type CheckoutResponse,
  type ListProductItem,
} from 'shared-contracts';
import { checkoutRequestSchema } from 'shared-contracts/requests';
import type { Db } from '../db';
import * as s from '../db/schema';
import { sha256 } from '../lib/crypto';
import { HttpError, MSG, parseBody } from '../lib/errors';
import { addressOf, refuseWhenOver } from '../lib/rateLimit';
import { xsrfBindingOf } from '../lib/xsrf';
import { loadListItems } from '../lists/items';
import { attachCart, HOLD_LIMIT_MSG, HOLD_MSG, releaseHold, takeHold } from './holds';
import { CART_KEYS } from './orderFacts';
import { StoreError, type CartAttribute, type CartLine } from './store';

export const CHECKOUT_API_MSG = {
  noStore: 'A compra online não está disponível no momento. Você pode comprar este presente em uma das lojas físicas.',
  itemNotFound: 'Este presente não faz parte desta lista.',
  kitNotFound: 'Este kit não faz parte desta lista.',
  inKit: 'Este item faz parte de um kit: presenteie o kit inteiro.',
  alreadyGiven: 'Este presente já foi comprado por outro convidado.',
  notOnline: 'Este presente não está à venda na loja online. Você pode comprá-lo em uma das lojas físicas.',
  stale: 'Este presente mudou desde que a página foi aberta. Recarregue a página e tente de novo.',
  noGiftBag: 'A embalagem de presente não está disponível na loja online agora. Desmarque a opção e tente de novo.',
} as const;

/** The gift the body names: one list item, or a kit (its unsold anchor and members). */
interface GiftToGive {
  kind: 'item' | 'kit';
  items: ListProductItem[];
}

/**
 * Finds the gift of `listProductId` among the list's items, as the public page groups them
 * (lists/items groupKits) but reading only that gift: a loose item (also an item of a kit that no
 * longer exists or lost its anchor), or a kit by its anchor (its unsold products); 404 when it is
 * not on the list, 409 when a single item belongs to a kit.
 */
async function findGift(app: FastifyInstance, listId: number, listProductId: number, isKit: boolean): Promise<GiftToGive> {
  const { db, now } = app.ctx;
  if (!isKit) {
    const [item] = await loadListItems(db, [listId], now(), { ids: [listProductId] });
    if (!item) throw new HttpError(404, CHECKOUT_API_MSG.itemNotFound);
    if (item.kitId == null) return { kind: 'item', items: [item] };
    const [kit] = await db
      .select({ id: s.kits.id })
      .from(s.kits)
      .innerJoin(s.listaProdutos, eq(s.listaProdutos.id, s.kits.anchorItemId))
      .where(and(eq(s.kits.id, item.kitId), eq(s.kits.listaId, listId), eq(s.listaProdutos.listaId, listId)))
      .limit(1);
    if (!kit) return { kind: 'item', items: [item] };
    throw new HttpError(409, CHECKOUT_API_MSG.inKit);
  }
  const [kit] = await db.select({ id: s.kits.id }).from(s.kits).where(and(eq(s.kits.listaId, listId), eq(s.kits.anchorItemId, listProductId))).orderBy(s.kits.id).limit(1);
  if (!kit) throw new HttpError(404, CHECKOUT_API_MSG.kitNotFound);
  const items = await loadListItems(db, [listId], now(), { ids: [listProductId], kitIds: [kit.id] });
  const anchor = items.find((i) => i.id === listProductId);
  if (!anchor) throw new HttpError(404, CHECKOUT_API_MSG.kitNotFound);
  return { kind: 'kit', items: [anchor, ...items.filter((i) => i.id !== anchor.id)].filter((i) => !i.vendido) };
}

/** Sorted product ids, to compare the client's lines with the server's. */
const signature = (lines: Array<{ productId: string }>) => lines.map((l) => l.productId).sort().join('|');

/**
 * POST /shopify/checkout (public; registered by routes/shop.ts from the route table): checks the
 * gift against the list, holds it and makes the store's cart (see the top of this file).
 */
export async function startCheckout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<CheckoutResponse> {
  const ctx = app.ctx;
  const body = parseBody(checkoutRequestSchema, request.body);
  const store = ctx.store;
  if (!store) throw new HttpError(503, CHECKOUT_API_MSG.noStore);
  refuseWhenOver(reply, [await ctx.limits.checkoutPerAddress.hit(request, addressOf(request))]);

  const lista = await givableList(ctx.db, body.listId, body.listSlug);

  const gift = await findGift(app, lista.id, body.listProductId, body.isKit === true);
  if (gift.items.length === 0) throw new HttpError(409, CHECKOUT_API_MSG.alreadyGiven);
  const derived = gift.items.map((item) => {
    if (item.vendido) throw new HttpError(409, CHECKOUT_API_MSG.alreadyGiven);
    const productId = toProductGid(item.produto.codigo_shopify);
    if (!productId || !isOnline(item)) throw new HttpError(409, CHECKOUT_API_MSG.notOnline);
    return { item, productId };
  });
  const sent = body.isKit ? body.items : [{ productId: body.productId }];
  if (signature(sent) !== signature(derived)) throw new HttpError(409, CHECKOUT_API_MSG.stale);

  const listIdAttr: CartAttribute = { key: CART_KEYS.listId, value: String(lista.id) };
  const lines: CartLine[] = derived.map(({ item, productId }) => ({
    merchandiseId: productId,
    quantity: item.quantidade,
    attributes: [listIdAttr, { key: CART_KEYS.listItemId, value: String(item.id) }],
  }));
  if (body.giftProductId) {
    const giftBag = toProductGid(ctx.config.shopify.giftBagVariantId);
    if (!giftBag) throw new HttpError(503, CHECKOUT_API_MSG.noGiftBag);
    lines.push({ merchandiseId: giftBag, quantity: 1, attributes: [listIdAttr] });
  }

  const token = randomUUID();
  const hold = await takeHold(ctx.db, {
    itemIds: gift.items.map((i) => i.id),
    listaId: lista.id,
    token,
    now: ctx.now(),
    minutes: ctx.config.giftHoldMinutes,
    cartSeconds: ctx.config.giftHoldCartSeconds,
    owner: { browserHash: sha256(`browser:${xsrfBindingOf(request) ?? ''}`), addressHash: sha256(`address:${addressOf(request)}`) },
    limits: ctx.config.giftHolds,
  });
  if (!hold.held && hold.reason === 'limit') {
    reply.header('retry-after', String(hold.retryInMinutes * 60));
    throw new HttpError(429, HOLD_LIMIT_MSG(hold.retryInMinutes));
  }
  if (!hold.held && hold.reason === 'given') throw new HttpError(409, CHECKOUT_API_MSG.alreadyGiven);
  if (!hold.held) throw new HttpError(409, HOLD_MSG[gift.kind](hold.retryInMinutes));
  // a fault-injection point of the tests (API_FAULTS, never in production): the process dies
  // between the hold and the store's cart
  if (ctx.config.faults.includes('checkout-after-hold')) process.kill(process.pid, 'SIGKILL');

  try {
    const cart = await store.createCart({
      lines,
      // the product's code (the kit's anchor first), which the store's staff look up (§7)
      note: checkoutNote(lista.id, gift.items[0]!.produto.codigo),
      attributes: [
        listIdAttr,
        { key: CART_KEYS.hold, value: token },
        { key: CART_KEYS.listUrl, value: `${ctx.config.siteUrl}${paths.publicList(lista.slug)}` },
        ...(body.giverName ? [{ key: CART_KEYS.giverName, value: body.giverName }] : []),
        ...(body.message ? [{ key: CART_KEYS.message, value: body.message }] : []),
      ],
      buyerIp: request.ip,
    });
    if (!cart.checkoutUrl) {
      await releaseHold(ctx.db, token);
      request.log.warn({ cartId: cart.cartId }, 'checkout: the store made a cart without checkoutUrl');
      return { checkoutUrl: null };
    }
    if ((await attachCart(ctx.db, token, cart.cartId, hold.expiresAt)) < gift.items.length) {
      // the store answered after the in-flight hold ran out, and someone else took the gift
      await releaseHold(ctx.db, token);
      throw new HttpError(409, HOLD_MSG[gift.kind](ctx.config.giftHoldMinutes));
    }
    return { checkoutUrl: cart.checkoutUrl };
  } catch (error) {
    await releaseHold(ctx.db, token);
    throw storeFailure(request, error);
  }
}

/**
 * The active list `listId` a guest may give to: any privacy with its own slug, a public one
 * without. Anything else is a 404 'Lista não encontrada', exactly as a list that does not exist
 * (issue 20, no oracle on private lists).
 */
export async function givableList(db: Db, listId: number, listSlug: string | undefined) {
  const [lista] = await db
    .select({ id: s.listas.id, slug: s.listas.slug, privacidade: s.listas.privacidade, aceitaValePresente: s.listas.aceitaValePresente, cliForCodigo: s.listas.cliForCodigo })
    .from(s.listas)
    .where(and(eq(s.listas.id, listId), eq(s.listas.status, 'ativo')))
    .limit(1);
  if (!lista || (lista.privacidade !== 'publico' && listSlug !== lista.slug)) throw new HttpError(404, MSG.listNotFound);
  return lista;
}

/**
 * The HTTP error of a failed cart: a StoreError becomes its pt-BR message with 503 (busy), 409
 * (out of stock) or 502, logged without secrets; anything else is returned as it is.
 */
export function storeFailure(request: FastifyRequest, error: unknown): unknown {
  if (!(error instanceof StoreError)) return error;
  request.log.warn({ failure: error.failure, detail: error.detail }, 'checkout: the online store failed');
  return new HttpError(error.failure === 'busy' ? 503 : error.failure === 'out-of-stock' ? 409 : 502, error.message);
}
