/**
 * What an order of the online store changes on the lists (decision 020). One handler per event, each
 * run inside the caller's transaction, each idempotent by the order's recorded state (a webhook
 * delivered twice, or the reconciliation replaying what a webhook already did, changes nothing),
 * and correct in any order of arrival (Shopify guarantees none):
 *
 * - `orderCreated` (orders/create, unpaid: Pix, boleto): the checkout's holds (cart attribute
 *   `_reserva`) stay until the order is paid or cancelled, at most `pendingHoldMs`.
 * - `orderPaid` (orders/paid): a line gives a list item only when its `variant_id` is that item's
 *   online-store variant and its quantity covers the item's; a kit only when every unsold item of
 *   the kit is in the order. A gift already given keeps its first giver, and the order is marked
 *   'pagamento_em_duplicidade' with the first order; any other shortfall (another product, short
 *   quantity, an incomplete kit, an unknown item, a test order) marks it 'a_conferir'. The list's
 *   owner is mailed for what was given.
 * - `orderCancelled` (orders/cancelled): what the order gave is available again; a cancellation
 *   that arrives before the payment wins (the payment then gives nothing).
 * - `refundCreated` (refunds/create): the refunded lines' gifts are available again (a refund that
 *   arrives before the payment is remembered, and those lines give nothing).
 * - A gift given back while another standing paid order covers it (flagged
 *   'pagamento_em_duplicidade') is not available again: it is handed over to that order, the first
 *   paid, which is no longer flagged for refund, and the owner is mailed who gives it now
 *   (docs/decisions/036). `handOverStranded` applies the same rule when the reconciliation finds
 *   such a gift available.
 *
 * Orders that name no list (a normal sale of the store) are not recorded. An owner's purchase of
 * the list's remaining gifts with its completion discount code (decision 042) goes through the same
 * handlers and is flagged as such when paid: its items leave the list, but as no gift (no mail).
 */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { idSchema, toProductGid } from 'shared-contracts';
import { z } from 'zod';
import { queryRows, type Db } from '../db';
import * as s from '../db/schema';
import type { Mailer, MailMessage } from '../mail/mailer';
import { keepHoldForOrder, releaseOrderHolds } from './holds';
import { CART_KEYS, cleanText, isPaidStatus, type OrderFacts, type OrderLine, type RefundFacts } from './orderFacts';
import { ownerMail, type PaidGift } from '../mail/ownerMails';
import { giveBackValePresentes, isValePresenteLine, recordValePresentes, valePresenteLinesRecord } from './valePresenteOrders';
import { isLoopbackStore, type AppConfig, type GiftCardVariant } from '../config';

export interface OrderEventContext {
  db: Db;
  now: Date;
  siteUrl: string;
  /** Test orders give gifts (the sandbox store, or SHOPIFY_ACCEPT_TEST_ORDERS=1). */
  acceptTestOrders: boolean;
  /** How long an unpaid order keeps its gifts held, in ms. */
  pendingHoldMs: number;
  /** Stages a mail in the transaction; the returned function sends it once committed. */
  stageMail: (tx: Db, message: MailMessage) => Promise<() => void>;
  /** The store's gift card variants (decision 030): a vale-presente line must be one of them. */
  giftCards: GiftCardVariant[];
}

/** The context of the order handlers from the app's configuration, at `now`. */
export function orderEventContext(db: Db, config: AppConfig, mailer: Mailer, now: Date): OrderEventContext {
  return {
    db,
    now,
    siteUrl: config.siteUrl,
    acceptTestOrders: config.shopify.acceptTestOrders === true || isLoopbackStore(config.shopify.storeDomain),
    pendingHoldMs: config.giftHolds.pendingOrderDays * 86_400_000,
    stageMail: (tx, message) => mailer.stage(tx, message),
    giftCards: config.shopify.giftCardVariants ?? [],
  };
}

/** What an event did: a short English outcome for the log and the answer, and the mails to send after commit. */
export interface EventOutcome {
  outcome: string;
  deliver: Array<() => void>;
}

/** pt-BR reasons shown to the staff (GET /lista/{id}/pedidos). */
export const REVIEW_MSG = {
  testOrder: 'Pedido de teste: não marca presentes.',
  otherProduct: (t: string) => `"${t}": o produto do pedido não é o produto do presente.`,
  shortQuantity: (t: string, paid: number, needed: number) => `"${t}": quantidade paga (${paid}) menor que a do presente (${needed}).`,
  unknownItem: 'Uma linha do pedido aponta para um presente que não existe nesta lista.',
  kitIncomplete: (kit: string) => `Kit "${kit}": o pedido não traz todos os itens do kit; nenhum foi marcado.`,
  duplicate: (t: string, first: string | null) =>
    first ? `"${t}" já tinha sido presenteado pelo pedido ${first}: verificar reembolso.` : `"${t}" já estava marcado como presenteado: verificar reembolso.`,
  cancelled: 'Pedido cancelado',
  refunded: 'Reembolso',
} as const;

/** A list or item id written by our checkout into the order (the house's strict id), else null. */
const strictId = (value: string | undefined): number | null => {
  const id = idSchema.safeParse(value);
  return id.success ? id.data : null;
};
const plainEmail = z.email();

/** A line of the order that claims a list item (its properties name the list and the item). */
interface ClaimedLine {
  line: OrderLine;
  listaId: number;
  listaProdutoId: number;
}

const claimedLines = (order: OrderFacts): ClaimedLine[] =>
  order.lines.flatMap((line) => {
    const listaId = strictId(line.properties[CART_KEYS.listId]);
    const listaProdutoId = strictId(line.properties[CART_KEYS.listItemId]);
    return listaId && listaProdutoId ? [{ line, listaId, listaProdutoId }] : [];
  });

/** True when the order came from a gift checkout (a cart attribute or line property names a list). */
export const isListOrder = (order: OrderFacts): boolean =>
  strictId(order.attributes[CART_KEYS.listId]) !== null || order.lines.some((l) => CART_KEYS.listId in l.properties);

/** The giver as the guest typed it in the review dialog, else the buyer's billing name; e-mail; message. */
export function giverOf(order: OrderFacts): { nome: string | null; email: string | null; mensagem: string | null } {
  return {
    nome: cleanText(order.attributes[CART_KEYS.giverName], 120) ?? order.buyerName,
    email: order.email && plainEmail.safeParse(order.email).success ? order.email : null,
    mensagem: cleanText(order.attributes[CART_KEYS.message], 500),
  };
}

type OrderRow = typeof s.pedidos.$inferSelect;

/**
 * The order's row, created on its first event (situacao 'pendente' until a later event says more),
 * and locked for the rest of the transaction so that two events of one order apply one at a time.
 */
/** The order's lines that name list items, as kept on the order for the staff. */
const linesRecord = (claimed: ClaimedLine[]) =>
  claimed.map((c) => ({
    linhaId: c.line.lineId,
    variantId: c.line.variantId,
    titulo: c.line.title ?? 'Item',
    quantidade: c.line.quantity,
    preco: c.line.price,
    listaId: c.listaId,
    listaProdutoId: c.listaProdutoId,
  }));

/** One claimed line as kept on the order (`pedidos.linhas`). */
type LineRecord = ReturnType<typeof linesRecord>[number];

async function lockOrder(tx: Db, order: OrderFacts): Promise<OrderRow> {
  const claimed = claimedLines(order);
  const giver = giverOf(order);
  await tx
    .insert(s.pedidos)
    .values({
      shopifyOrderId: order.id,
      nome: order.name,
      listaId: null,
      compradorNome: giver.nome,
      compradorEmail: giver.email,
      mensagem: giver.mensagem,
      total: order.total,
      moeda: order.currency,
      situacao: 'pendente',
      teste: order.test,
      linhas: [...linesRecord(claimed), ...valePresenteLinesRecord(order)],
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, order.id)).for('update').limit(1);
  // The list: the cart attribute, else the first line's, when that list exists.
  const listaId = strictId(order.attributes[CART_KEYS.listId]) ?? claimed[0]?.listaId ?? null;
  if (row!.listaId === null && listaId !== null) {
    const [lista] = await tx.select({ id: s.listas.id }).from(s.listas).where(eq(s.listas.id, listaId)).limit(1);
    if (lista) {
      await tx.update(s.pedidos).set({ listaId }).where(eq(s.pedidos.id, row!.id));
      row!.listaId = listaId;
    }
  }
  return row!;
}

/** orders/create: an order awaiting payment keeps its checkout's holds (see the module doc). */
export async function orderCreated(tx: Db, ctx: OrderEventContext, order: OrderFacts): Promise<EventOutcome> {
  if (!isListOrder(order)) return { outcome: 'not a gift order: ignored', deliver: [] };
  const row = await lockOrder(tx, order);
  if (row.situacao !== 'pendente') return { outcome: `order already ${row.situacao}`, deliver: [] };
  const token = cleanText(order.attributes[CART_KEYS.hold], 100);
  // From when the order was placed, so that replaying the event never moves the end further.
  const placedAt = order.processedAt && order.processedAt.getTime() <= ctx.now.getTime() ? order.processedAt : ctx.now;
  const kept = token ? await keepHoldForOrder(tx, token, order.id, new Date(placedAt.getTime() + ctx.pendingHoldMs)) : 0;
  return { outcome: `awaiting payment: ${kept} item hold(s) kept`, deliver: [] };
}

/**
 * Records that order `pedidoId` gives the list items of `lines` (sold, one `pedido_itens` row each,
 * given again when it had been given back) and ends their holds.
 */
async function giveItems(tx: Db, now: Date, pedidoId: number, lines: Array<Pick<LineRecord, 'listaProdutoId' | 'linhaId' | 'titulo' | 'quantidade' | 'preco'>>): Promise<void> {
  if (!lines.length) return;
  const ids = lines.map((l) => l.listaProdutoId);
  await tx.update(s.listaProdutos).set({ vendido: true, updatedAt: now }).where(inArray(s.listaProdutos.id, ids));
  await tx
    .insert(s.pedidoItens)
    .values(lines.map((l) => ({ pedidoId, listaProdutoId: l.listaProdutoId, linhaId: l.linhaId, titulo: l.titulo, quantidade: l.quantidade, preco: l.preco })))
    .onConflictDoUpdate({
      target: [s.pedidoItens.pedidoId, s.pedidoItens.listaProdutoId],
      set: { devolvidoEm: null, devolucaoMotivo: null, linhaId: sql`excluded.linha_id` },
    });
  await tx.delete(s.reservas).where(inArray(s.reservas.listaProdutoId, ids));
}

/** The lines kept on order `row` that no refund took back. */
const unrefundedLines = (row: OrderRow): LineRecord[] => {
  const refunded = new Set(row.linhasReembolsadas as string[]);
  return (row.linhas as LineRecord[]).filter((l) => !(l.linhaId && refunded.has(l.linhaId)));
};

/** A list item as the paid-order check needs it. */
interface ItemRow {
  id: number;
  listaId: number;
  kitId: number | null;
  quantidade: number;
  vendido: boolean;
  codigoShopify: string | null;
}

const variantOf = (code: string | null) => toProductGid(code)?.replace(/^gid:\/\/shopify\/ProductVariant\//, '') ?? null;

/** The order that currently gives each of `itemIds` (not given back), with its name. */
async function currentGivers(tx: Db, itemIds: number[]): Promise<Map<number, { id: number; nome: string }>> {
  if (!itemIds.length) return new Map();
  const rows = await tx
    .select({ itemId: s.pedidoItens.listaProdutoId, id: s.pedidos.id, nome: s.pedidos.nome })
    .from(s.pedidoItens)
    .innerJoin(s.pedidos, eq(s.pedidos.id, s.pedidoItens.pedidoId))
    .where(and(inArray(s.pedidoItens.listaProdutoId, itemIds), isNull(s.pedidoItens.devolvidoEm)));
  return new Map(rows.map((r) => [r.itemId, { id: r.id, nome: r.nome }]));
}

/** orders/paid: gives what was paid for, and only that (see the module doc). */
export async function orderPaid(tx: Db, ctx: OrderEventContext, order: OrderFacts): Promise<EventOutcome> {
  if (!isListOrder(order)) return { outcome: 'not a gift order: ignored', deliver: [] };
  const row = await lockOrder(tx, order);
  if (row.situacao === 'cancelado') return { outcome: 'order cancelled before its payment arrived: nothing given', deliver: [] };
  if (row.situacao === 'pago') return { outcome: 'order already paid', deliver: [] };

  const giver = giverOf(order);
  const token = cleanText(order.attributes[CART_KEYS.hold], 100);
  const paidAt = order.processedAt ?? ctx.now;
  const markOrder = (fields: Partial<typeof s.pedidos.$inferInsert>) =>
    tx
      .update(s.pedidos)
      .set({ situacao: 'pago', pagoEm: paidAt, nome: order.name, linhas: [...linesRecord(claimedLines(order)), ...valePresenteLinesRecord(order)], moeda: order.currency, compradorNome: giver.nome, compradorEmail: giver.email, mensagem: giver.mensagem, total: order.total, teste: order.test, updatedAt: ctx.now, ...fields })
      .where(eq(s.pedidos.id, row.id));

  if (order.test && !ctx.acceptTestOrders) {
    await markOrder({ conferencia: 'a_conferir', motivo: REVIEW_MSG.testOrder });
    await releaseOrderHolds(tx, order.id, token);
    return { outcome: 'test order: recorded, nothing given', deliver: [] };
  }

  const refunded = new Set(row.linhasReembolsadas as string[]);
  const claimed = claimedLines(order).filter((c) => !(c.line.lineId && refunded.has(c.line.lineId)));
  const ids = [...new Set(claimed.map((c) => c.listaProdutoId))];
  const loaded: ItemRow[] = ids.length
    ? await tx
        .select({ id: s.listaProdutos.id, listaId: s.listaProdutos.listaId, kitId: s.listaProdutos.kitId, quantidade: s.listaProdutos.quantidade, vendido: s.listaProdutos.vendido, codigoShopify: s.produtos.codigoShopify })
        .from(s.listaProdutos)
        .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
        .where(inArray(s.listaProdutos.id, ids))
        // the lock order of a gift (lib/transaction): the order's row, its items by id, then holds
        .orderBy(s.listaProdutos.id)
        .for('update', { of: s.listaProdutos })
    : [];
  const items = new Map(loaded.map((i) => [i.id, i]));

  const problems: string[] = [];
  const valid = new Map<number, ClaimedLine>();
  for (const c of claimed) {
    const item = items.get(c.listaProdutoId);
    const title = c.line.title ?? 'Item';
    if (!item || item.listaId !== c.listaId || valid.has(item.id)) problems.push(REVIEW_MSG.unknownItem);
    else if (!c.line.variantId || c.line.variantId !== variantOf(item.codigoShopify)) problems.push(REVIEW_MSG.otherProduct(title));
    else if (c.line.quantity < item.quantidade) problems.push(REVIEW_MSG.shortQuantity(title, c.line.quantity, item.quantidade));
    else valid.set(item.id, c);
  }

  // A kit is given whole or not at all: every unsold item of each kit the order touches.
  const kitIds = [...new Set([...valid.keys()].map((id) => items.get(id)!.kitId).filter((k): k is number => k !== null))];
  const kitRows = kitIds.length ? await tx.select({ id: s.kits.id, nome: s.kits.nome }).from(s.kits).where(inArray(s.kits.id, kitIds)) : [];
  const kitName = new Map(kitRows.map((k) => [k.id, k.nome]));
  if (kitIds.length) {
    const kitItems = await tx
      .select({ id: s.listaProdutos.id, kitId: s.listaProdutos.kitId, vendido: s.listaProdutos.vendido })
      .from(s.listaProdutos)
      .where(inArray(s.listaProdutos.kitId, kitIds));
    for (const kitId of kitIds) {
      const unsold = kitItems.filter((i) => i.kitId === kitId && !i.vendido);
      if (unsold.every((i) => valid.has(i.id))) continue;
      problems.push(REVIEW_MSG.kitIncomplete(kitName.get(kitId) ?? 'Kit'));
      for (const i of kitItems) if (i.kitId === kitId) valid.delete(i.id);
    }
  }

  const givers = await currentGivers(tx, [...valid.keys()].filter((id) => items.get(id)!.vendido));
  const duplicates = [...valid.values()].filter((c) => items.get(c.listaProdutoId)!.vendido);
  const toGive = [...valid.values()].filter((c) => !items.get(c.listaProdutoId)!.vendido);
  const firstOrder = duplicates.map((c) => givers.get(c.listaProdutoId)).find((g) => g !== undefined) ?? null;
  for (const c of duplicates) problems.push(REVIEW_MSG.duplicate(c.line.title ?? 'Item', givers.get(c.listaProdutoId)?.nome ?? null));

  const giveIds = toGive.map((c) => c.listaProdutoId);
  await giveItems(tx, ctx.now, row.id, toGive.map((c) => ({ listaProdutoId: c.listaProdutoId, linhaId: c.line.lineId, titulo: c.line.title ?? 'Item', quantidade: c.line.quantity, preco: c.line.price })));
  await releaseOrderHolds(tx, order.id, token);
  const cards = await recordValePresentes(tx, ctx, order, row.id, refunded, giver, paidAt);
  problems.push(...cards.problems);
  // the owner's own purchase with the list's completion discount: no gift, no mail about one; set
  // with the payment, in its one update, which the report's summary triggers read
  const ownPurchase = await isCompletionPurchase(tx, order, row.listaId);
  await markOrder({
    descontoConclusao: ownPurchase,
    conferencia: duplicates.length ? 'pagamento_em_duplicidade' : problems.length ? 'a_conferir' : null,
    motivo: problems.length ? problems.join(' ') : null,
    pedidoOriginalId: firstOrder?.id ?? null,
  });

  const giftBag = order.lines.some((l) => CART_KEYS.listId in l.properties && !(CART_KEYS.listItemId in l.properties) && !isValePresenteLine(l));
  const sale = { giver, name: order.name, total: order.total, giftBag };
  const given = toGive.map((c) => ({ listaId: c.listaId, listaProdutoId: c.listaProdutoId, titulo: c.line.title ?? 'Item', total: c.line.price * c.line.quantity }));
  const deliver = [...(giveIds.length && !ownPurchase ? await mailOwners(tx, ctx, sale, given, items, kitName) : []), ...cards.deliver];
  return {
    outcome: `paid: ${giveIds.length} item(s) given, ${cards.recorded} vale-presente line(s), ${duplicates.length} duplicate(s), ${problems.length - duplicates.length} problem(s)`,
    deliver,
  };
}

/**
 * Whether paid order `order` of list `listaId` is its owner's purchase with the list's completion
 * discount (decision 042): the cart says so (`_desconto_conclusao` names the list) and the order
 * used the list's code, which only the owner was given. The attribute alone proves nothing: a
 * guest's cart may carry any attribute.
 */
async function isCompletionPurchase(tx: Db, order: OrderFacts, listaId: number | null): Promise<boolean> {
  if (listaId === null || strictId(order.attributes[CART_KEYS.completion]) !== listaId || !order.discountCodes.length) return false;
  const [made] = await tx.select({ codigo: s.descontosConclusao.codigo }).from(s.descontosConclusao).where(eq(s.descontosConclusao.listaId, listaId)).limit(1);
  return !!made && order.discountCodes.some((code) => code.trim().toUpperCase() === made.codigo.toUpperCase());
}

/** The sale a mail to the owners tells of: who gave, the order's name and total (reais), the gift bag. */
interface SaleOfMail {
  giver: { nome: string | null; email: string | null; mensagem: string | null };
  name: string;
  total: number;
  giftBag: boolean;
  /** Handed over (docs/decisions/036): the order that gave the gifts first was given back. */
  handedOver?: boolean;
}

/** A gift line of a mail: the list item, its title and what was paid for it in reais. */
interface GivenLine {
  listaId: number;
  listaProdutoId: number;
  titulo: string;
  total: number;
}

/** Mails each list's owner the gifts the order gave (loose items one by one, a kit's lines together). */
async function mailOwners(
  tx: Db,
  ctx: OrderEventContext,
  sale: SaleOfMail,
  given: GivenLine[],
  items: Map<number, { kitId: number | null }>,
  kitName: Map<number, string>,
): Promise<Array<() => void>> {
  const deliver: Array<() => void> = [];
  for (const listaId of [...new Set(given.map((c) => c.listaId))]) {
    const [owner] = await tx
      .select({ titulo: s.listas.titulo, nome: s.cliFor.nome, email: s.cliFor.email })
      .from(s.listas)
      .innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo))
      .where(eq(s.listas.id, listaId))
      .limit(1);
    if (!owner?.email) continue;
    const gifts: PaidGift[] = [];
    const byKit = new Map<number, PaidGift>();
    for (const c of given.filter((g) => g.listaId === listaId)) {
      const kitId = items.get(c.listaProdutoId)?.kitId ?? null;
      const nome = kitId !== null ? kitName.get(kitId) : undefined;
      if (kitId === null || nome === undefined) {
        gifts.push({ nome: c.titulo, total: c.total });
        continue;
      }
      const gift = byKit.get(kitId) ?? { nome, total: 0, itens: [] };
      if (!byKit.has(kitId)) (byKit.set(kitId, gift), gifts.push(gift));
      gift.total += c.total;
      gift.itens!.push(c.titulo);
    }
    const message = ownerMail({
      to: owner.email,
      ownerName: owner.nome,
      listId: listaId,
      listTitle: owner.titulo,
      gifts,
      giver: sale.giver,
      order: { name: sale.name, total: sale.total, giftBag: sale.giftBag },
      handedOver: sale.handedOver,
      siteUrl: ctx.siteUrl,
    });
    deliver.push(await ctx.stageMail(tx, message));
  }
  return deliver;
}

/** What a hand-over did: items handed over, and the owners' mails to send after commit. */
interface HandOver {
  handed: number;
  deliver: Array<() => void>;
}

/**
 * The standing paid orders flagged 'pagamento_em_duplicidade' (other than `exceptId`) that claim
 * any of `itemIds`, locked FOR UPDATE in id order: the order rows come before the items in the
 * lock order of a gift (lib/transaction).
 */
async function standingDuplicates(tx: Db, itemIds: number[], exceptId: number | null): Promise<OrderRow[]> {
  if (!itemIds.length) return [];
  return tx
    .select()
    .from(s.pedidos)
    .where(
      and(
        eq(s.pedidos.situacao, 'pago'),
        eq(s.pedidos.conferencia, 'pagamento_em_duplicidade'),
        exceptId === null ? undefined : ne(s.pedidos.id, exceptId),
        or(...itemIds.map((id) => sql`${s.pedidos.linhas} @> ${JSON.stringify([{ listaProdutoId: id }])}::jsonb`)),
      ),
    )
    .orderBy(asc(s.pedidos.id))
    .for('update');
}

/**
 * Hands each of `itemIds` that is available to the first paid of `candidates` (standingDuplicates)
 * whose line still pays for it (not refunded, the item's online variant, enough units): the item
 * is given again, by that order; the order's duplicate reasons for it are struck (naming
 * `previous`, the order given back, when known), and it is flagged no more once nothing of it is
 * given by another order. Returns how many items it handed over and the owners' mails to send after commit.
 */
async function handOver(tx: Db, ctx: OrderEventContext, itemIds: number[], candidates: OrderRow[], previous: { nome: string } | null): Promise<HandOver> {
  if (!candidates.length || !itemIds.length) return { handed: 0, deliver: [] };
  const items = await tx
    .select({ id: s.listaProdutos.id, listaId: s.listaProdutos.listaId, kitId: s.listaProdutos.kitId, quantidade: s.listaProdutos.quantidade, vendido: s.listaProdutos.vendido, codigoShopify: s.produtos.codigoShopify })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .where(inArray(s.listaProdutos.id, itemIds))
    .orderBy(s.listaProdutos.id)
    .for('update', { of: s.listaProdutos });
  const byPayment = [...candidates].sort((a, b) => (a.pagoEm?.getTime() ?? 0) - (b.pagoEm?.getTime() ?? 0) || a.id - b.id);
  const handed = new Map<OrderRow, LineRecord[]>();
  for (const item of items.filter((i) => !i.vendido)) {
    for (const row of byPayment) {
      const line = unrefundedLines(row).find(
        (l) => l.listaProdutoId === item.id && l.listaId === item.listaId && l.variantId === variantOf(item.codigoShopify) && l.quantidade >= item.quantidade,
      );
      if (!line) continue;
      handed.set(row, [...(handed.get(row) ?? []), line]);
      break;
    }
  }
  // the order each duplicate was flagged against, by name (its reasons name it), when not `previous`
  const firstIds = [...new Set(candidates.map((c) => c.pedidoOriginalId).filter((id): id is number => id !== null))];
  const flaggedAgainst = new Map((firstIds.length ? await tx.select({ id: s.pedidos.id, nome: s.pedidos.nome }).from(s.pedidos).where(inArray(s.pedidos.id, firstIds)) : []).map((o) => [o.id, o.nome]));
  const deliver: Array<() => void> = [];
  const kitIds = [...new Set(items.map((i) => i.kitId).filter((k): k is number => k !== null))];
  const kitName = new Map((kitIds.length ? await tx.select({ id: s.kits.id, nome: s.kits.nome }).from(s.kits).where(inArray(s.kits.id, kitIds)) : []).map((k) => [k.id, k.nome]));
  for (const [row, lines] of handed) {
    await giveItems(tx, ctx.now, row.id, lines);
    let motivo = row.motivo ?? '';
    const named = previous?.nome ?? (row.pedidoOriginalId !== null ? flaggedAgainst.get(row.pedidoOriginalId) : undefined) ?? null;
    for (const l of lines) for (const first of [named, null]) motivo = motivo.replace(REVIEW_MSG.duplicate(l.titulo, first), '');
    motivo = motivo.replace(/\s+/g, ' ').trim();
    const claimed = unrefundedLines(row).map((l) => l.listaProdutoId);
    const [other] = claimed.length
      ? await tx.select({ id: s.pedidoItens.pedidoId }).from(s.pedidoItens).where(and(inArray(s.pedidoItens.listaProdutoId, claimed), isNull(s.pedidoItens.devolvidoEm), ne(s.pedidoItens.pedidoId, row.id))).limit(1)
      : [];
    await tx
      .update(s.pedidos)
      .set({ conferencia: other ? 'pagamento_em_duplicidade' : motivo ? 'a_conferir' : null, motivo: motivo || null, pedidoOriginalId: other ? row.pedidoOriginalId : null, updatedAt: ctx.now })
      .where(eq(s.pedidos.id, row.id));
    // the other duplicates of these gifts now name this order as the first
    for (const dup of byPayment.filter((d) => d !== row)) {
      let text = dup.motivo ?? '';
      for (const l of lines) if (named) text = text.replace(REVIEW_MSG.duplicate(l.titulo, named), REVIEW_MSG.duplicate(l.titulo, row.nome));
      const repointed = dup.pedidoOriginalId !== null && text !== (dup.motivo ?? '');
      if (repointed) await tx.update(s.pedidos).set({ motivo: text, pedidoOriginalId: row.id, updatedAt: ctx.now }).where(eq(s.pedidos.id, dup.id));
    }
    const sale = { giver: { nome: row.compradorNome, email: row.compradorEmail, mensagem: row.mensagem }, name: row.nome, total: row.total, giftBag: false, handedOver: true };
    const given = lines.map((l) => ({ listaId: l.listaId, listaProdutoId: l.listaProdutoId, titulo: l.titulo, total: l.preco * l.quantidade }));
    deliver.push(...(await mailOwners(tx, ctx, sale, given, new Map(items.map((i) => [i.id, i])), kitName)));
  }
  return { handed: [...handed.values()].reduce((n, lines) => n + lines.length, 0), deliver };
}

/**
 * The reconciliation's repair (docs/decisions/036): list items available while a standing paid
 * order flagged as a duplicate covers them (a state left by anything but the handlers above) are
 * handed over as a cancellation would.
 */
export async function handOverStranded(tx: Db, ctx: OrderEventContext): Promise<HandOver> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select distinct lp.id from ${s.pedidos} p cross join lateral jsonb_array_elements(p.linhas) l
        join ${s.listaProdutos} lp on lp.id = (l->>'listaProdutoId')::int
        where p.situacao = 'pago' and p.conferencia = 'pagamento_em_duplicidade' and jsonb_typeof(l->'listaProdutoId') = 'number' and lp.vendido = false`,
  );
  const ids = rows.map((r) => Number(r.id));
  return handOver(tx, ctx, ids, await standingDuplicates(tx, ids, null), null);
}

/**
 * Gives back (available again) what order `pedido` gave, for the lines `lineIds` (all when null),
 * and hands each item over to a standing paid duplicate when there is one (handOver). Returns how
 * many items it gave back, how many of them were handed over, and the owners' mails.
 */
async function giveBack(tx: Db, ctx: OrderEventContext, pedido: OrderRow, lineIds: string[] | null, reason: string): Promise<HandOver & { back: number }> {
  const conditions = [eq(s.pedidoItens.pedidoId, pedido.id), isNull(s.pedidoItens.devolvidoEm)];
  if (lineIds) {
    if (!lineIds.length) return { back: 0, handed: 0, deliver: [] };
    conditions.push(inArray(s.pedidoItens.linhaId, lineIds));
  }
  const giving = await tx.select({ id: s.pedidoItens.listaProdutoId }).from(s.pedidoItens).where(and(...conditions));
  const ids = giving.map((g) => g.id);
  if (!ids.length) return { back: 0, handed: 0, deliver: [] };
  const successors = await standingDuplicates(tx, ids, pedido.id);
  await tx.update(s.pedidoItens).set({ devolvidoEm: ctx.now, devolucaoMotivo: reason }).where(and(...conditions));
  await tx.update(s.listaProdutos).set({ vendido: false, updatedAt: ctx.now }).where(inArray(s.listaProdutos.id, ids));
  return { back: ids.length, ...(await handOver(tx, ctx, ids, successors, pedido)) };
}

/** orders/cancelled: what the order gave is available again; its holds end; a later payment gives nothing. */
export async function orderCancelled(tx: Db, ctx: OrderEventContext, order: OrderFacts): Promise<EventOutcome> {
  if (!isListOrder(order)) return { outcome: 'not a gift order: ignored', deliver: [] };
  const row = await lockOrder(tx, order);
  if (row.situacao === 'cancelado') return { outcome: 'order already cancelled', deliver: [] };
  const { back, handed, deliver } = await giveBack(tx, ctx, row, null, REVIEW_MSG.cancelled);
  const cards = await giveBackValePresentes(tx, ctx.now, row.id, null, REVIEW_MSG.cancelled);
  await tx.update(s.pedidos).set({ situacao: 'cancelado', canceladoEm: order.cancelledAt ?? ctx.now, updatedAt: ctx.now }).where(eq(s.pedidos.id, row.id));
  await releaseOrderHolds(tx, order.id, cleanText(order.attributes[CART_KEYS.hold], 100));
  return { outcome: `cancelled: ${back} item(s) given back, ${handed} of them handed over to a paid duplicate, ${cards} vale-presente line(s) given back`, deliver };
}

/**
 * refunds/create: the refunded lines' gifts are available again. `listOrder` says whether the
 * refund belongs to a gift order when the order is not recorded yet (by default: whether the
 * refunded lines' properties name a list).
 */
export async function refundCreated(tx: Db, ctx: OrderEventContext, refund: RefundFacts, listOrder = refund.claimsList): Promise<EventOutcome> {
  let [row] = await tx.select().from(s.pedidos).where(eq(s.pedidos.shopifyOrderId, refund.orderId)).for('update').limit(1);
  if (!row) {
    if (!listOrder) return { outcome: 'not a gift order: ignored', deliver: [] };
    // The refund came before the order's other events: remember it; the payment will skip these lines.
    row = await lockOrder(tx, { id: refund.orderId, name: `#${refund.orderId}`, test: false, financialStatus: null, cancelledAt: null, processedAt: null, total: 0, currency: 'BRL', attributes: {}, email: null, buyerName: null, lines: [], discountCodes: [] });
  }
  const applied = row.reembolsos as string[];
  if (refund.id && applied.includes(refund.id)) return { outcome: 'refund already applied', deliver: [] };
  const lineIds = refund.lines.map((l) => l.lineId);
  const { back, handed, deliver } = await giveBack(tx, ctx, row, lineIds, REVIEW_MSG.refunded);
  const units = new Map<string, number>();
  for (const l of refund.lines) units.set(l.lineId, (units.get(l.lineId) ?? 0) + l.quantity);
  const cards = await giveBackValePresentes(tx, ctx.now, row.id, units, REVIEW_MSG.refunded);
  await tx
    .update(s.pedidos)
    .set({
      linhasReembolsadas: [...new Set([...(row.linhasReembolsadas as string[]), ...lineIds])],
      reembolsos: refund.id ? [...applied, refund.id] : applied,
      updatedAt: ctx.now,
    })
    .where(eq(s.pedidos.id, row.id));
  return { outcome: `refund: ${back} item(s) given back, ${handed} of them handed over to a paid duplicate, ${cards} vale-presente line(s) refunded`, deliver };
}

/**
 * Applies the whole state of an order as the store reports it now (the reconciliation): cancelled
 * wins; else a paid order is paid and its refunds applied; else an unpaid one keeps its holds.
 * Each step is one of the handlers above, so replaying what a webhook already did changes nothing.
 */
export async function applyOrderSnapshot(tx: Db, ctx: OrderEventContext, order: OrderFacts, refunds: RefundFacts[]): Promise<EventOutcome[]> {
  if (order.cancelledAt) return [await orderCancelled(tx, ctx, order)];
  if (isPaidStatus(order.financialStatus)) {
    const outcomes = [await orderPaid(tx, ctx, order)];
    for (const refund of refunds) outcomes.push(await refundCreated(tx, ctx, refund, isListOrder(order)));
    return outcomes;
  }
  return [await orderCreated(tx, ctx, order)];
}
