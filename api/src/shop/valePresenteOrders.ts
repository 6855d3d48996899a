/**
 * Vale-presente in orders (decision 030), called by ./orderEvents inside its transaction: a line
 * that names a list and `_vale_presente` is recorded only when its variant is one of the gift card
 * variants (SHOPIFY_GIFT_CARD_VARIANTS), the list exists and the card was sent to the list's owner;
 * anything else marks the order 'a_conferir'. The owner is mailed ('Você recebeu um vale-presente de
 * R$ 100,00 de Ana'). Cancellations give every line back; a refund gives back the units it names.
 * The guest's checkout is ./valePresenteCheckout.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatBRL, idSchema } from 'shared-contracts';
import type { GiftCardVariant } from '../config';
import type { Db } from '../db';
import * as s from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { cotasCompleteMail, valePresenteMail } from '../mail/ownerMails';
import { VALE_PRESENTE_TITLE } from '../lists/messages';
import { cotaItemOf, judgeCota, settleCotas, type CotaVerdict } from './cotaOrders';
import { CART_KEYS, GIFT_CARD_PROPERTIES, type OrderFacts, type OrderLine } from './orderFacts';

/** pt-BR reasons shown to the staff (GET /lista/{id}/pedidos) when a vale-presente line is not recorded or is odd. */
export const VALE_PRESENTE_REVIEW_MSG = {
  notGiftCard: (t: string) => `"${t}": a linha diz ser um vale-presente, mas o produto não é o vale-presente da loja; nada foi registrado.`,
  unknownList: 'Um vale-presente do pedido aponta para uma lista que não existe.',
  otherRecipient: (t: string) => `"${t}": o vale-presente não foi enviado ao e-mail do dono da lista; nada foi registrado.`,
  otherValue: (t: string, paid: number, expected: number) =>
    `"${t}": valor pago ${formatBRL(paid)} diferente do configurado para esta variante (${formatBRL(expected)}): conferir SHOPIFY_GIFT_CARD_VARIANTS.`,
} as const;

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
  const cotas = await judgeCotas(tx, ctx, lines, listIdOf);
  for (const verdict of cotas.values()) if (verdict.problem) out.problems.push(verdict.problem);
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
    else if (cotaItemOf(line) !== null && !cotas.get(`${owner.id}:${cotaItemOf(line)}`)?.record) continue;
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
          listaProdutoId: cotaItemOf(line),
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
  // gifts whose cotas now cover their price are given, and the owner told once
  for (const key of cotas.keys()) {
    const [listaId, itemId] = key.split(':').map(Number) as [number, number];
    const owner = ownerOfList.get(listaId)!;
    for (const done of await settleCotas(tx, listaId, [itemId], ctx.now)) {
      if (!owner.email) continue;
      const mail = cotasCompleteMail({ to: owner.email, ownerName: owner.nome, listId: listaId, listTitle: owner.titulo, presente: done.presente, total: done.total, cotas: done.cotas, siteUrl: ctx.siteUrl });
      out.deliver.push(await ctx.stageMail(tx, mail));
    }
  }
  return out;
}

/**
 * The verdict of the order's cota lines (./cotaOrders judgeCota), by `${listaId}:${itemId}`: the
 * lines toward one gift are judged together, by their total, in gift id order (the lock order).
 */
async function judgeCotas(tx: Db, ctx: ValePresenteContext, lines: OrderLine[], listIdOf: (line: OrderLine) => number | null): Promise<Map<string, CotaVerdict>> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const itemId = cotaItemOf(line);
    const listaId = listIdOf(line);
    if (itemId === null || listaId === null) continue;
    const key = `${listaId}:${itemId}`;
    totals.set(key, (totals.get(key) ?? 0) + Math.round(line.price * 100) * line.quantity);
  }
  const slackCents = Math.min(...ctx.giftCards.map((v) => Math.round(v.valor * 100)));
  const out = new Map<string, CotaVerdict>();
  const keys = [...totals.keys()].sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]));
  for (const key of keys) {
    const [listaId, itemId] = key.split(':').map(Number) as [number, number];
    out.set(key, await judgeCota(tx, { listaId, itemId, cents: totals.get(key)!, slackCents, now: ctx.now }));
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
      .returning({ id: s.valePresentes.id, listaId: s.valePresentes.listaId, itemId: s.valePresentes.listaProdutoId });
    await reopenCotas(tx, back, now);
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
  await reopenCotas(tx, rows.map((r) => ({ listaId: r.listaId, itemId: r.listaProdutoId })), now);
  return rows.length;
}

/** A cota given back may leave its gift short of its price: settleCotas reopens it (./cotaOrders). */
async function reopenCotas(tx: Db, rows: Array<{ listaId: number; itemId: number | null }>, now: Date): Promise<void> {
  // once per gift: a cota of several cards is several rows
  const gifts = new Map(rows.flatMap((r) => (r.itemId === null ? [] : [[`${r.listaId}:${r.itemId}`, r] as const])));
  for (const r of gifts.values()) await settleCotas(tx, r.listaId, [r.itemId!], now);
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

