/**
 * Vale-presente (issue 25): guests give a list's owner store credit, as gift cards of the store's
 * gift card product (SHOPIFY_GIFT_CARD_VARIANTS) that Shopify issues and e-mails to the owner.
 *
 * - GET /shopify/vale-presente: the denominations in reais (none without a store).
 * - POST /shopify/vale-presente/checkout: the cart is built here, through the same store port as
 *   gifts (./store): one line of the denomination's variant with the recipient properties Shopify
 *   reads (`Recipient email` and `Recipient name` from the list's owner, `Message` from the
 *   guest, `__shopify_send_gift_card_to_recipient`), plus `_lista_id` and `_vale_presente`. The
 *   owner's e-mail goes only to the store: no answer carries it. No hold: credit never runs out.
 * - orders/paid (./orderEvents → `recordValePresentes`): a line that names a list and
 *   `_vale_presente` is recorded only when its variant is one of the gift card variants, the list
 *   exists and the card was sent to the list's owner; anything else marks the order 'a_conferir'.
 *   The owner is mailed ('Você recebeu um vale-presente de R$ 100,00 de Ana').
 * - Cancellations give every line back; a refund gives back the units it names.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatBRL, idSchema, paths, VALE_PRESENTE_MSG, type CheckoutResponse, type ValePresenteOptions } from 'shared-contracts';
import { valePresenteCheckoutRequestSchema } from 'shared-contracts/requests';
import type { GiftCardVariant } from '../config';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, parseBody } from '../lib/errors';
import { escapeHtml } from '../lib/magicLink';
import type { MailMessage } from '../lib/mail';
import { addressOf, refuseWhenOver } from '../lib/rateLimit';
import { ownerOf } from '../lists/owner';
import { givableList, storeFailure } from './checkout';
import { firstName } from './ownerMail';
import { CART_KEYS, giverAttributes, type OrderFacts, type OrderLine } from './orderFacts';
import type { CartAttribute } from './store';

/** Shopify's line item properties of a gift card sent to a recipient (theme docs: "gift card recipient form"). */
export const GIFT_CARD_PROPERTIES = {
  recipientEmail: 'Recipient email',
  recipientName: 'Recipient name',
  message: 'Message',
  send: '__shopify_send_gift_card_to_recipient',
} as const;
/** The message Shopify prints on the card (its recipient form allows 200 characters); the whole message rides in `_mensagem`. */
export const GIFT_CARD_MESSAGE_MAX = 200;
/** The name of a received vale-presente in the tracker and the staff's order review. */
export const VALE_PRESENTE_TITLE = 'Vale-presente';

/** pt-BR reasons shown to the staff (GET /lista/{id}/pedidos) when a vale-presente line is not recorded or is odd. */
export const VALE_PRESENTE_REVIEW_MSG = {
  notGiftCard: (t: string) => `"${t}": a linha diz ser um vale-presente, mas o produto não é o vale-presente da loja; nada foi registrado.`,
  unknownList: 'Um vale-presente do pedido aponta para uma lista que não existe.',
  otherRecipient: (t: string) => `"${t}": o vale-presente não foi enviado ao e-mail do dono da lista; nada foi registrado.`,
  otherValue: (t: string, paid: number, expected: number) =>
    `"${t}": valor pago ${formatBRL(paid)} diferente do configurado para esta variante (${formatBRL(expected)}): conferir SHOPIFY_GIFT_CARD_VARIANTS.`,
} as const;

/** GET /shopify/vale-presente: the denominations, ascending; none when the API has no store. */
export function valePresenteOptions(variants: GiftCardVariant[], storeOn: boolean): ValePresenteOptions {
  return { valores: storeOn ? variants.map((v) => v.valor) : [] };
}

/**
 * POST /shopify/vale-presente/checkout (public): checks the body, the list (as gifts: active,
 * public or its slug, else 404) and that it accepts vale-presente (409), picks the variant of the
 * denomination (400 when the store has none of that value), makes the cart and answers
 * `{checkoutUrl}`. 429 over the checkout limit of one address; 503 without a store or gift card
 * product; 502/503 when the store fails (its pt-BR message).
 */
export async function startValePresenteCheckout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<CheckoutResponse> {
  const ctx = app.ctx;
  const body = parseBody(valePresenteCheckoutRequestSchema, request.body);
  const store = ctx.store;
  const variants = ctx.config.shopify.giftCardVariants ?? [];
  if (!store || variants.length === 0) throw new HttpError(503, VALE_PRESENTE_MSG.unavailable);
  refuseWhenOver(reply, [await ctx.limits.checkoutPerAddress.hit(request, addressOf(request))]);

  const lista = await givableList(ctx.db, body.listId, body.listSlug);
  const owner = lista.aceitaValePresente ? await ownerOf(ctx.db, lista.cliForCodigo) : null;
  if (!owner?.Email) throw new HttpError(409, VALE_PRESENTE_MSG.notAccepted);
  const variant = variants.find((v) => Math.round(v.valor * 100) === Math.round(body.valor * 100));
  if (!variant) throw new HttpError(400, VALE_PRESENTE_MSG.badValue);

  const listIdAttr: CartAttribute = { key: CART_KEYS.listId, value: String(lista.id) };
  const message = body.mensagem ?? null;
  const properties: CartAttribute[] = [
    { key: GIFT_CARD_PROPERTIES.recipientEmail, value: owner.Email },
    { key: GIFT_CARD_PROPERTIES.recipientName, value: owner.Nome },
    // cut by characters, not UTF-16 units: an emoji at the edge stays whole or goes
    ...(message ? [{ key: GIFT_CARD_PROPERTIES.message, value: [...message].slice(0, GIFT_CARD_MESSAGE_MAX).join('') }] : []),
    { key: GIFT_CARD_PROPERTIES.send, value: 'on' },
    listIdAttr,
    { key: CART_KEYS.valePresente, value: '1' },
  ];
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
      buyerIp: request.ip,
    });
    if (!cart.checkoutUrl) request.log.warn({ cartId: cart.cartId }, 'vale-presente: the store made a cart without checkoutUrl');
    return { checkoutUrl: cart.checkoutUrl };
  } catch (error) {
    throw storeFailure(request, error);
  }
}

/* ---------- Orders (called by ./orderEvents inside its transaction) ---------- */

/** A line that claims to be a vale-presente for a list: `_vale_presente` and `_lista_id` among its properties. */
export const isValePresenteLine = (line: OrderLine): boolean => CART_KEYS.valePresente in line.properties && CART_KEYS.listId in line.properties;

/** What the order's vale-presente lines did: how many were recorded, the staff's reasons, the owners' mails. */
export interface ValePresenteOutcome {
  recorded: number;
  problems: string[];
  deliver: Array<() => void>;
}

export interface ValePresenteContext {
  now: Date;
  siteUrl: string;
  giftCards: GiftCardVariant[];
  stageMail: (tx: Db, message: MailMessage) => Promise<() => void>;
}

const sameEmail = (a: string | undefined, b: string | null) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Records the vale-presente lines of paid order `pedidoId` (skipping the lines refunded before
 * the payment, `refunded`), each once (pedido, line): see the module doc for the checks. `giver`
 * is the order's giver (name typed by the guest, buyer's e-mail, message).
 */
export async function recordValePresentes(
  tx: Db,
  ctx: ValePresenteContext,
  order: OrderFacts,
  pedidoId: number,
  refunded: ReadonlySet<string>,
  giver: { nome: string | null; email: string | null; mensagem: string | null },
  paidAt: Date,
): Promise<ValePresenteOutcome> {
  // a line without the store's id (never seen from Shopify) is keyed by its place in the order
  const lines = order.lines
    .map((line, i) => ({ ...line, lineId: line.lineId ?? `linha-${i + 1}` }))
    .filter((l) => isValePresenteLine(l) && !refunded.has(l.lineId));
  const out: ValePresenteOutcome = { recorded: 0, problems: [], deliver: [] };
  if (!lines.length) return out;
  const listIdOf = (line: OrderLine) => idSchema.safeParse(line.properties[CART_KEYS.listId]).data ?? null;
  const listIds = [...new Set(lines.map(listIdOf).filter((id): id is number => id !== null))];
  const owners = listIds.length
    ? await tx
        .select({ id: s.listas.id, titulo: s.listas.titulo, nome: s.cliFor.nome, email: s.cliFor.email })
        .from(s.listas)
        .innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo))
        .where(inArray(s.listas.id, listIds))
    : [];
  const ownerOfList = new Map(owners.map((o) => [o.id, o]));
  const byList = new Map<number, number>();
  for (const line of lines) {
    const title = line.title ?? VALE_PRESENTE_TITLE;
    const listaId = listIdOf(line);
    const owner = listaId === null ? undefined : ownerOfList.get(listaId);
    const variant = ctx.giftCards.find((v) => v.variantId === line.variantId);
    if (!owner) out.problems.push(VALE_PRESENTE_REVIEW_MSG.unknownList);
    else if (!variant) out.problems.push(VALE_PRESENTE_REVIEW_MSG.notGiftCard(title));
    else if (!sameEmail(line.properties[GIFT_CARD_PROPERTIES.recipientEmail], owner.email) || !(GIFT_CARD_PROPERTIES.send in line.properties))
      out.problems.push(VALE_PRESENTE_REVIEW_MSG.otherRecipient(title));
    else if (line.quantity < 1 || line.price <= 0) out.problems.push(VALE_PRESENTE_REVIEW_MSG.notGiftCard(title));
    else {
      if (Math.round(line.price * 100) !== Math.round(variant.valor * 100)) out.problems.push(VALE_PRESENTE_REVIEW_MSG.otherValue(title, line.price, variant.valor));
      const inserted = await tx
        .insert(s.valePresentes)
        .values({
          pedidoId,
          listaId: owner.id,
          linhaId: line.lineId,
          variantId: variant.variantId,
          valor: line.price,
          quantidade: line.quantity,
          nome: giver.nome,
          email: giver.email,
          mensagem: giver.mensagem,
          pagoEm: paidAt,
        })
        .onConflictDoNothing()
        .returning({ id: s.valePresentes.id });
      if (!inserted.length) continue;
      out.recorded += 1;
      byList.set(owner.id, (byList.get(owner.id) ?? 0) + line.price * line.quantity);
    }
  }
  for (const [listaId, total] of byList) {
    const owner = ownerOfList.get(listaId)!;
    if (!owner.email) continue;
    const mail = valePresenteMail({ to: owner.email, ownerName: owner.nome, listId: listaId, listTitle: owner.titulo, total, giver, siteUrl: ctx.siteUrl });
    out.deliver.push(await ctx.stageMail(tx, mail));
  }
  return out;
}

/**
 * Gives back the vale-presente lines of order `pedidoId`: every line (a cancellation: `units`
 * null), or the units a refund names by line id. A line whose every unit is back is `devolvido`.
 * Returns how many lines changed.
 */
export async function giveBackValePresentes(tx: Db, now: Date, pedidoId: number, units: Map<string, number> | null, reason: string): Promise<number> {
  if (units === null) {
    const back = await tx
      .update(s.valePresentes)
      .set({ devolvidoEm: now, devolucaoMotivo: reason, quantidadeDevolvida: sql`${s.valePresentes.quantidade}` })
      .where(and(eq(s.valePresentes.pedidoId, pedidoId), isNull(s.valePresentes.devolvidoEm)))
      .returning({ id: s.valePresentes.id });
    return back.length;
  }
  if (!units.size) return 0;
  const rows = await tx
    .select()
    .from(s.valePresentes)
    .where(and(eq(s.valePresentes.pedidoId, pedidoId), inArray(s.valePresentes.linhaId, [...units.keys()]), isNull(s.valePresentes.devolvidoEm)));
  for (const row of rows) {
    const devolvida = Math.min(row.quantidade, row.quantidadeDevolvida + (units.get(row.linhaId) ?? 0));
    const whole = devolvida >= row.quantidade;
    await tx
      .update(s.valePresentes)
      .set({ quantidadeDevolvida: devolvida, ...(whole ? { devolvidoEm: now, devolucaoMotivo: reason } : {}) })
      .where(eq(s.valePresentes.id, row.id));
  }
  return rows.length;
}

/** The vale-presente lines of an order as kept on the order for the staff (`pedidos.linhas`). */
export const valePresenteLinesRecord = (order: OrderFacts) =>
  order.lines.filter(isValePresenteLine).map((l) => ({
    linhaId: l.lineId,
    variantId: l.variantId,
    titulo: l.title ?? VALE_PRESENTE_TITLE,
    quantidade: l.quantity,
    preco: l.price,
    listaId: idSchema.safeParse(l.properties[CART_KEYS.listId]).data ?? null,
    listaProdutoId: null,
  }));

/** Input of the owner's vale-presente mail; `total` in reais. */
export interface ValePresenteMailInput {
  to: string;
  ownerName: string;
  listId: number;
  listTitle: string;
  total: number;
  giver: { nome: string | null; email: string | null; mensagem: string | null };
  siteUrl: string;
}

/** The owner's mail of a vale-presente: 'Você recebeu um vale-presente de R$ 100,00 de Ana' (plain text and HTML). */
export function valePresenteMail(input: ValePresenteMailInput): MailMessage {
  const giver = input.giver.nome ?? 'Um convidado';
  const amount = formatBRL(input.total);
  const subject = `Você recebeu um vale-presente de ${amount} de ${giver}`;
  const link = `${input.siteUrl}${paths.clienteList(input.listId)}`;
  const first = firstName(input.ownerName);
  const lines = [
    `Olá, ${first}!`,
    '',
    `${giver} deu a você um vale-presente de ${amount} pela sua lista "${input.listTitle}".`,
    'O cartão, com o código para usar nas compras, chega em outro e-mail, enviado pela loja online.',
    '',
    ...(input.giver.mensagem ? [`Mensagem: "${input.giver.mensagem}"`] : []),
    ...(input.giver.email ? [`E-mail de quem presenteou: ${input.giver.email}`] : []),
    '',
    `Veja todos os presentes recebidos na sua lista: ${link}`,
  ];
  const e = escapeHtml;
  const html = `<p>Olá, ${e(first)}!</p>
<p><strong>${e(giver)}</strong> deu a você um vale-presente de <strong>${e(amount)}</strong> pela sua lista <strong>${e(input.listTitle)}</strong>.</p>
<p>O cartão, com o código para usar nas compras, chega em outro e-mail, enviado pela loja online.</p>
${input.giver.mensagem ? `<p>Mensagem: "${e(input.giver.mensagem)}"</p>` : ''}${input.giver.email ? `<p>E-mail de quem presenteou: ${e(input.giver.email)}</p>` : ''}
<p><a href="${e(link)}">Veja todos os presentes recebidos na sua lista</a></p>`;
  return { to: input.to, subject, text: lines.join('\n'), html, link };
}
