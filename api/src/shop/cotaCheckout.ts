/**
 * The guest's cota (decision 043): POST /shopify/cota/checkout. A cota is a vale-presente
 * earmarked for one gift: the cart is built here, through the store port, of the gift card
 * denominations that make its value (../cotas composeCota: R$ 150 is one card of R$ 100 and one
 * of R$ 50), each line sent to the list's owner as a vale-presente is (./valePresenteCheckout),
 * plus `_cota` (the gift's list item id). The value is held (`cota_reservas`, GIFT_HOLD_MINUTES)
 * before the store is asked, so the cotas of a gift never pass what is open; the guest's holds of
 * gifts and of cotas count together against their limits. What a paid order does is ./cotaOrders.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type CheckoutResponse, paths } from 'shared-contracts';
import { COTA_RULE_MSG, composeCota, maxCotaCents } from 'shared-contracts/cota-rules';
import type { cotaCheckoutRequestSchema } from 'shared-contracts/requests';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { queryRows, type Db } from '../db';
import * as s from '../db/schema';
import { sha256 } from '../lib/crypto';
import { HttpError } from '../lib/errors';
import { retryOnConflict } from '../lib/transaction';
import { cotaGift } from '../lists/cotas';
import type { CartAttribute } from '../onlineStore/port';
import { storeFailure, type CheckoutCaller } from './checkout';
import { HOLD_LIMIT_MSG, type HoldLimits, type HoldOwner } from './holds';
import { CART_KEYS, giverAttributes } from './orderFacts';
import { creditRecipient, giftCardLineProperties } from './valePresenteCheckout';

export type CotaHoldResult =
  | { held: true; expiresAt: Date }
  | { held: false; reason: 'limit'; retryInMinutes: number }
  | { held: false; reason: 'given' }
  | { held: false; reason: 'over'; abertoCents: number };

/**
 * Holds `valorCents` of gift `itemId` (price `precoCents`) under `token` for `minutes`, or says
 * why not (one call of the database function `cota_tomar`, drizzle/0016_cotas.sql): the guest's
 * limits (`limit`, with the minutes until their first hold ends), a gift given or complete
 * (`given`), or a value that would pass what is open by `slackCents` (the smallest card) or more
 * (`over`, with what is open). Until attachCotaCart the hold lives `cartSeconds`, as a gift's does.
 */
export async function takeCotaHold(
  db: Db,
  opts: { itemId: number; listaId: number; token: string; valorCents: number; precoCents: number; slackCents: number; now: Date; minutes: number; cartSeconds: number; owner: HoldOwner; limits: HoldLimits },
): Promise<CotaHoldResult> {
  const expiresAt = new Date(opts.now.getTime() + opts.minutes * 60_000);
  const inFlightUntil = new Date(Math.min(expiresAt.getTime(), opts.now.getTime() + opts.cartSeconds * 1000));
  const [row] = await retryOnConflict(() =>
    queryRows<{ resultado: string; aberto: number | null; ate: Date | string | null }>(
      db,
      sql`select resultado, aberto, ate from cota_tomar(${opts.itemId}::int, ${opts.listaId}::int, ${opts.token}, ${opts.valorCents}::int, ${opts.precoCents}::int, ${opts.slackCents}::int,
        ${opts.owner.browserHash}, ${opts.owner.addressHash}, ${opts.now.toISOString()}::timestamptz, ${inFlightUntil.toISOString()}::timestamptz, ${opts.limits.perBrowser}::int, ${opts.limits.perAddress}::int)`,
    ),
  );
  switch (row?.resultado) {
    case 'held':
      return { held: true, expiresAt };
    case 'given':
      return { held: false, reason: 'given' };
    case 'over':
      return { held: false, reason: 'over', abertoCents: Number(row.aberto ?? 0) };
    case 'limit': {
      const until = row.ate ? new Date(row.ate).getTime() : opts.now.getTime();
      return { held: false, reason: 'limit', retryInMinutes: Math.max(1, Math.ceil((until - opts.now.getTime()) / 60_000)) };
    }
    default:
      throw new Error(`cota_tomar answered ${String(row?.resultado)}`);
  }
}

/**
 * Gives cota hold `token` its cart and its full life (until `expiresAt`); false when its
 * in-flight life ran out before `now` (its value was open to others meanwhile: not revived).
 */
export async function attachCotaCart(db: Db, token: string, cartId: string, now: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(s.cotaReservas)
    .set({ cartId, expiresAt })
    .where(and(eq(s.cotaReservas.token, token), gt(s.cotaReservas.expiresAt, now)))
    .returning({ token: s.cotaReservas.token });
  return rows.length > 0;
}

/** Ends cota hold `token` (the store failed, or gave no checkout address). */
export async function releaseCotaHold(db: Db, token: string): Promise<void> {
  await db.delete(s.cotaReservas).where(eq(s.cotaReservas.token, token));
}

/**
 * POST /shopify/cota/checkout (public; the route parses the body with the contracts' schema):
 * checks the list (as gifts: 404), that it accepts vale-presente with an owner's e-mail (409),
 * the gift (404 not on the list; 409 not accepting cotas, given or complete), the value (400:
 * below the smallest cota, or not made of the store's cards), holds it (409 with what is open
 * when others hold or gave it; 429 over the guest's limits) and makes the cart: `{checkoutUrl}`.
 * 503 without a store or gift card product; 502/503 when the store fails.
 */
export async function startCotaCheckout(ctx: AppContext, body: z.infer<typeof cotaCheckoutRequestSchema>, caller: CheckoutCaller): Promise<CheckoutResponse> {
  const { store, variants, lista, owner } = await creditRecipient(ctx, body, caller, COTA_RULE_MSG.unavailable);
  const now = ctx.now();
  const gift = await cotaGift(ctx.db, lista.id, body.listProductId, now);
  if (!gift) throw new HttpError(404, COTA_RULE_MSG.notAccepted);
  if (!gift.item.aceitaCotas || !gift.item.cotas) throw new HttpError(409, COTA_RULE_MSG.notAccepted);
  if (gift.item.vendido) throw new HttpError(409, COTA_RULE_MSG.closed);

  const denominacoes = variants.map((v) => v.valor);
  const valorCents = body.valor * 100;
  // the smallest cota, or less when less is open (read just before; the hold decides what is open)
  const max = maxCotaCents(Math.round(gift.item.cotas.aberto * 100), denominacoes);
  const smallest = Math.min(...ctx.config.cotas.valores, ...denominacoes) * 100;
  const minimum = max > 0 ? Math.min(smallest, max) : smallest;
  if (valorCents < minimum) throw new HttpError(400, COTA_RULE_MSG.below(minimum / 100));
  const cards = composeCota(valorCents, denominacoes);
  if (!cards) throw new HttpError(400, COTA_RULE_MSG.notComposable(denominacoes));

  const token = randomUUID();
  const hold = await takeCotaHold(ctx.db, {
    itemId: gift.item.id,
    listaId: lista.id,
    token,
    valorCents,
    precoCents: gift.priceCents,
    slackCents: Math.min(...denominacoes) * 100,
    now,
    minutes: ctx.config.giftHoldMinutes,
    cartSeconds: ctx.config.giftHoldCartSeconds,
    owner: { browserHash: sha256(`browser:${caller.browser ?? ''}`), addressHash: sha256(`address:${caller.address}`) },
    limits: ctx.config.giftHolds,
  });
  if (!hold.held && hold.reason === 'limit') throw new HttpError(429, HOLD_LIMIT_MSG(hold.retryInMinutes), hold.retryInMinutes * 60);
  if (!hold.held && hold.reason === 'given') throw new HttpError(409, COTA_RULE_MSG.closed);
  if (!hold.held) throw new HttpError(409, COTA_RULE_MSG.over(hold.abertoCents / 100));

  const listIdAttr: CartAttribute = { key: CART_KEYS.listId, value: String(lista.id) };
  const message = body.mensagem ?? null;
  const properties: CartAttribute[] = [...giftCardLineProperties(owner, message, listIdAttr), { key: CART_KEYS.cota, value: String(gift.item.id) }];
  try {
    const cart = await store.createCart({
      lines: cards.map((c) => ({
        merchandiseId: `gid://shopify/ProductVariant/${variants.find((v) => Math.round(v.valor * 100) === Math.round(c.valor * 100))!.variantId}`,
        quantity: c.quantidade,
        attributes: properties,
      })),
      note: `Lista #${lista.id} - cota de ${gift.kit ? gift.kit.kitNome : gift.item.produto.nome}`,
      attributes: [
        listIdAttr,
        { key: CART_KEYS.hold, value: token },
        { key: CART_KEYS.listUrl, value: `${ctx.config.siteUrl}${paths.publicList(lista.slug)}` },
        ...giverAttributes(body.nome),
        ...(message ? [{ key: CART_KEYS.message, value: message }] : []),
      ],
      buyerIp: caller.ip,
    });
    if (!cart.checkoutUrl) {
      await releaseCotaHold(ctx.db, token);
      caller.log.warn({ cartId: cart.cartId }, 'cota: the store made a cart without checkoutUrl');
      return { checkoutUrl: null };
    }
    if (!(await attachCotaCart(ctx.db, token, cart.cartId, ctx.now(), hold.expiresAt))) throw new HttpError(409, COTA_RULE_MSG.over(0));
    return { checkoutUrl: cart.checkoutUrl };
  } catch (error) {
    await releaseCotaHold(ctx.db, token);
    throw storeFailure(caller.log, error);
  }
}
