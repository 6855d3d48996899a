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
 * Decision 020: a list that a guest cannot open from the public pages (privado, apenas_convidados;
 * archived lists are never open) answers exactly as a list that does not exist unless the body
 * carries its slug, whatever the item, so checkout cannot be used to probe private lists. The
 * giver's name and message travel as cart attributes, so they come back on the order; the name
 * also as a visible one ('Presente de'), which the store's checkout shows back.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  BRANCH_IDS,
  checkoutNote,
  paths,
  toProductGid,
  type CheckoutResponse,
} from 'shared-contracts';
import type { checkoutRequestSchema } from 'shared-contracts/requests';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { perDatabase, type Db } from '../db';
import * as s from '../db/schema';
import { sha256 } from '../lib/crypto';
import { HttpError, MSG } from '../lib/errors';
import type { Log } from '../lib/log';
import { refuseWhenOver, type LimitState } from '../lib/rateLimit';
import { attachCart, HOLD_LIMIT_MSG, HOLD_MSG, releaseHold, takeHold } from './holds';
import { CART_KEYS, giverAttributes } from './orderFacts';
import { StoreError, type CartAttribute, type CartLine } from '../onlineStore/port';

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

/** A list item as the checkout needs it (§4 Online: the store's code, online active, in stock). */
interface GiftItem {
  id: number;
  kitId: number | null;
  /** Its kit exists on the list with its anchor (else the item counts as loose, as on the public page). */
  anchored: boolean;
  quantidade: number;
  vendido: boolean;
  codigo: string;
  codigoShopify: string | null;
  /** Online (§4): an online-store code, online active, not given, and stocked in some branch. */
  online: boolean;
}

/** The list a guest gives to (givableList's columns). */
type GivableList = Awaited<ReturnType<typeof givableList>>;

/** The gift the body names: one list item, or a kit (its unsold anchor and members); with its list. */
interface GiftToGive {
  lista: GivableList;
  kind: 'item' | 'kit';
  items: GiftItem[];
}

/**
 * The query of findGift, built once per database and kind (drizzle's prepared statement, with the
 * list and the item as placeholders): a burst of checkouts does not build its SQL each time.
 */
function buildGiftQuery(db: Db, isKit: boolean) {
  const listId = sql.placeholder('listId');
  const listProductId = sql.placeholder('listProductId');
  const kitOfAnchor = sql`(select k.id from ${s.kits} k where k.lista_id = ${listId} and k.anchor_item_id = ${listProductId} order by k.id limit 1)`;
  return db
    .select({
      lista: { id: s.listas.id, slug: s.listas.slug, privacidade: s.listas.privacidade, aceitaValePresente: s.listas.aceitaValePresente, cliForCodigo: s.listas.cliForCodigo },
      id: s.listaProdutos.id,
      kitId: s.listaProdutos.kitId,
      quantidade: s.listaProdutos.quantidade,
      vendido: s.listaProdutos.vendido,
      codigo: s.produtos.codigo,
      codigoShopify: s.produtos.codigoShopify,
      shopifyAtivo: s.produtos.shopifyAtivo,
      inStock: sql<boolean>`exists (select 1 from ${s.estoque} e where e.produto_ordem = ${s.listaProdutos.ordemProdServ} and e.filial_id in (${sql.join(BRANCH_IDS.map((b) => sql.raw(String(b))), sql`, `)}) and e.quantidade > 0)`,
      kitOfAnchor: sql<number | null>`${kitOfAnchor}`,
      // the item's kit, when that kit exists on this list with its anchor
      kitAnchored: sql<boolean>`exists (select 1 from ${s.kits} k join ${s.listaProdutos} a on a.id = k.anchor_item_id and a.lista_id = k.lista_id where k.id = ${s.listaProdutos.kitId} and k.lista_id = ${listId})`,
    })
    .from(s.listas)
    .leftJoin(s.listaProdutos, and(eq(s.listaProdutos.listaId, s.listas.id), isKit ? or(eq(s.listaProdutos.id, listProductId), eq(s.listaProdutos.kitId, kitOfAnchor)) : eq(s.listaProdutos.id, listProductId)))
    .leftJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .where(and(eq(s.listas.id, listId), eq(s.listas.status, 'ativo')))
    .orderBy(s.listaProdutos.id)
    .prepare(isKit ? 'checkout_kit' : 'checkout_item');
}
const itemQuery = perDatabase((db) => buildGiftQuery(db, false));
const kitQuery = perDatabase((db) => buildGiftQuery(db, true));

/**
 * Reads, in one query, the active list `listId` and the gift of `listProductId` on it, as the
 * public page groups items (lists/items groupKits): a loose item (also an item of a kit that no
 * longer exists or lost its anchor), or a kit by its anchor (its unsold products). 404 'Lista não
 * encontrada' for a list the guest may not give to (givableList's rule), 404 when the gift is not
 * on it, 409 when a single item belongs to a kit.
 */
async function findGift(db: Db, listId: number, listSlug: string | undefined, listProductId: number, isKit: boolean): Promise<GiftToGive> {
  const rows = await (isKit ? kitQuery : itemQuery)(db).execute({ listId, listProductId });
  const lista = rows[0]?.lista;
  if (!mayGiveTo(lista, listSlug)) throw new HttpError(404, MSG.listNotFound);
  const items = rows.flatMap((r) =>
    r.id === null || r.codigo === null
      ? []
      : [{ id: r.id, kitId: r.kitId, anchored: r.kitAnchored, quantidade: r.quantidade!, vendido: r.vendido!, codigo: r.codigo, codigoShopify: r.codigoShopify, online: Boolean(r.codigoShopify) && r.shopifyAtivo === true && !r.vendido && r.inStock }],
  );
  const named = items.find((i) => i.id === listProductId);
  if (!isKit) {
    if (!named) throw new HttpError(404, CHECKOUT_API_MSG.itemNotFound);
    if (named.kitId !== null && named.anchored) throw new HttpError(409, CHECKOUT_API_MSG.inKit);
    return { lista, kind: 'item', items: [named] };
  }
  // a kit by its anchor: the first kit of the list anchored on the named item, which must be on the list
  const kitId = rows[0]!.kitOfAnchor;
  if (kitId === null || !named) throw new HttpError(404, CHECKOUT_API_MSG.kitNotFound);
  const members = items.filter((i) => i.kitId === kitId && i.id !== named.id);
  return { lista, kind: 'kit', items: [named, ...members].filter((i) => !i.vendido) };
}

/** Sorted product ids, to compare the client's lines with the server's. */
const signature = (lines: Array<{ productId: string }>) => lines.map((l) => l.productId).sort().join('|');

/** Who asks for a checkout, as the route read it from the request: plain values, no HTTP. */
export interface CheckoutCaller {
  /** The caller's address (the client's, behind a trusted proxy). */
  address: string;
  /** The browser's session-bound XSRF token, or null: a hold's browser is its hash. */
  browser: string | null;
  /** The address the store is told (`buyerIp`). */
  ip: string;
  /** The request's logger. */
  log: Log;
  /** Counts this call against the address's checkout limit; called once, beside the gift's read. */
  countLimit: () => Promise<LimitState>;
}

/**
 * POST /shopify/checkout (public; routes/shop.ts parses the body with the contracts' schema):
 * checks the gift against the list, holds it and makes the store's cart (see the top of this file).
 * Refusals are HttpErrors (404, 409, 429 with its wait, 502/503).
 */
export async function startCheckout(ctx: AppContext, body: z.infer<typeof checkoutRequestSchema>, caller: CheckoutCaller): Promise<CheckoutResponse> {
  const store = ctx.store;
  if (!store) throw new HttpError(503, CHECKOUT_API_MSG.noStore);
  // the count and the gift's read (read-only) at once: one round trip less on a guest's wait;
  // over the limit is answered first, whatever the read found
  const [limit, found] = await Promise.allSettled([
    caller.countLimit(),
    findGift(ctx.db, body.listId, body.listSlug, body.listProductId, body.isKit === true),
  ]);
  if (limit.status === 'rejected') throw limit.reason;
  refuseWhenOver([limit.value]);
  if (found.status === 'rejected') throw found.reason;
  const gift = found.value;
  const lista = gift.lista;
  if (gift.items.length === 0) throw new HttpError(409, CHECKOUT_API_MSG.alreadyGiven);
  const derived = gift.items.map((item) => {
    if (item.vendido) throw new HttpError(409, CHECKOUT_API_MSG.alreadyGiven);
    const productId = toProductGid(item.codigoShopify);
    if (!productId || !item.online) throw new HttpError(409, CHECKOUT_API_MSG.notOnline);
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
    owner: { browserHash: sha256(`browser:${caller.browser ?? ''}`), addressHash: sha256(`address:${caller.address}`) },
    limits: ctx.config.giftHolds,
  });
  if (!hold.held && hold.reason === 'limit') throw new HttpError(429, HOLD_LIMIT_MSG(hold.retryInMinutes), hold.retryInMinutes * 60);
  if (!hold.held && hold.reason === 'given') throw new HttpError(409, CHECKOUT_API_MSG.alreadyGiven);
  if (!hold.held) throw new HttpError(409, HOLD_MSG[gift.kind](hold.retryInMinutes));
  // a fault-injection point of the tests (API_FAULTS, never in production): the process dies
  // between the hold and the store's cart
  if (ctx.config.faults.includes('checkout-after-hold')) process.kill(process.pid, 'SIGKILL');

  try {
    const cart = await store.createCart({
      lines,
      // the product's code (the kit's anchor first), which the store's staff look up (§7)
      note: checkoutNote(lista.id, gift.items[0]!.codigo),
      attributes: [
        listIdAttr,
        { key: CART_KEYS.hold, value: token },
        { key: CART_KEYS.listUrl, value: `${ctx.config.siteUrl}${paths.publicList(lista.slug)}` },
        ...giverAttributes(body.giverName),
        ...(body.message ? [{ key: CART_KEYS.message, value: body.message }] : []),
      ],
      buyerIp: caller.ip,
    });
    if (!cart.checkoutUrl) {
      await releaseHold(ctx.db, token);
      caller.log.warn({ cartId: cart.cartId }, 'checkout: the store made a cart without checkoutUrl');
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
    throw storeFailure(caller.log, error);
  }
}

/**
 * The active list `listId` a guest may give to: any privacy with its own slug, a public one
 * without. Anything else is a 404 'Lista não encontrada', exactly as a list that does not exist
 * (decision 020, no oracle on private lists).
 */
export async function givableList(db: Db, listId: number, listSlug: string | undefined) {
  const [lista] = await db
    .select({ id: s.listas.id, slug: s.listas.slug, privacidade: s.listas.privacidade, aceitaValePresente: s.listas.aceitaValePresente, cliForCodigo: s.listas.cliForCodigo })
    .from(s.listas)
    .where(and(eq(s.listas.id, listId), eq(s.listas.status, 'ativo')))
    .limit(1);
  if (!mayGiveTo(lista, listSlug)) throw new HttpError(404, MSG.listNotFound);
  return lista;
}

/** Whether a guest may give to active list `lista` (undefined: none) from a page of `listSlug`: a public one, or any with its own slug. */
function mayGiveTo<L extends { privacidade: string; slug: string }>(lista: L | undefined, listSlug: string | undefined): lista is L {
  return lista !== undefined && (lista.privacidade === 'publico' || listSlug === lista.slug);
}

/**
 * The HTTP error of a failed cart: a StoreError becomes its pt-BR message with 503 (busy), 409
 * (out of stock) or 502, logged without secrets; anything else is returned as it is.
 */
export function storeFailure(log: Log, error: unknown): unknown {
  if (!(error instanceof StoreError)) return error;
  log.warn({ failure: error.failure, detail: error.detail }, 'checkout: the online store failed');
  return new HttpError(error.failure === 'busy' ? 503 : error.failure === 'out-of-stock' ? 409 : 502, error.message);
}
