/**
 * Cotas in orders (decision 043), called by ./valePresenteOrders inside the order's transaction. A
 * cota line is a vale-presente line (decision 030: the store's gift card, sent to the list's
 * owner) with `_cota`, the gift's list item id. The order's cota lines toward one gift are checked
 * together, under the gift's row lock (the lock order of a gift):
 * - the gift is on the list and accepts cotas, and the cota does not pass what is open by the
 *   smallest card or more: recorded (as vale-presente rows with the gift);
 * - the gift was given whole meanwhile (online, at the till): recorded, since the credit reached
 *   the owner, and the order is 'a conferir' so that the staff see it;
 * - anything else (forged, or too late for what was open): 'a conferir', nothing recorded.
 * settleCotas then gives a gift whose cotas cover its price ('Presenteado em cotas': sold, with
 * `cotas_completas_em`), or reopens one whose cotas no longer do (a refund, a cancellation).
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatBRL, idSchema } from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';
import { cotaGift } from '../lists/cotas';
import { CART_KEYS, type OrderLine } from './orderFacts';

/** pt-BR reasons shown to the staff (GET /lista/{id}/pedidos) when a cota is not recorded, or is recorded for a gift given meanwhile. */
export const COTA_REVIEW_MSG = {
  unknownGift: 'Uma cota do pedido aponta para um presente que não está na lista; nada foi registrado.',
  notAccepted: (t: string) => `"${t}": o presente não aceita cotas; nada foi registrado.`,
  over: (t: string, cota: number, aberto: number) => `"${t}": a cota de ${formatBRL(cota)} passa do valor em aberto (${formatBRL(aberto)}); nada foi registrado.`,
  givenMeanwhile: (t: string) => `"${t}": o presente já tinha sido dado inteiro; a cota ficou com o dono da lista como vale-presente.`,
} as const;

/** The gift a cota line names (`_cota`), or null. */
export const cotaItemOf = (line: OrderLine): number | null => idSchema.safeParse(line.properties[CART_KEYS.cota]).data ?? null;

/** What the order's cotas toward one gift may do: be recorded (with the gift's name), or not (with the staff's reason). */
export type CotaVerdict = { record: true; titulo: string; problem: string | null } | { record: false; problem: string };

/**
 * The verdict of the cota lines of one order toward gift `itemId` of list `listaId`: `cents` is
 * their total, `slackCents` the smallest gift card. Locks the gift's row for the transaction.
 */
export async function judgeCota(tx: Db, opts: { listaId: number; itemId: number; cents: number; slackCents: number; now: Date }): Promise<CotaVerdict> {
  const [row] = await tx
    .select({ listaId: s.listaProdutos.listaId, aceitaCotas: s.listaProdutos.aceitaCotas, vendido: s.listaProdutos.vendido, completas: s.listaProdutos.cotasCompletasEm })
    .from(s.listaProdutos)
    .where(eq(s.listaProdutos.id, opts.itemId))
    .for('update');
  if (!row || row.listaId !== opts.listaId) return { record: false, problem: COTA_REVIEW_MSG.unknownGift };
  const gift = await cotaGift(tx, opts.listaId, opts.itemId, opts.now).catch(() => null);
  if (!gift) return { record: false, problem: COTA_REVIEW_MSG.unknownGift };
  const titulo = gift.kit ? gift.kit.kitNome : gift.item.produto.nome;
  if (!row.aceitaCotas) return { record: false, problem: COTA_REVIEW_MSG.notAccepted(titulo) };
  if (row.vendido && row.completas === null) return { record: true, titulo, problem: COTA_REVIEW_MSG.givenMeanwhile(titulo) };
  const aberto = gift.priceCents - (await paidCents(tx, opts.itemId));
  if (aberto <= 0 || opts.cents - aberto >= opts.slackCents) return { record: false, problem: COTA_REVIEW_MSG.over(titulo, opts.cents / 100, Math.max(0, aberto) / 100) };
  return { record: true, titulo, problem: null };
}

/** What the paid cotas toward gift `itemId` still hold, in cents (units not given back). */
async function paidCents(tx: Db, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(round(${s.valePresentes.valor} * 100) * (${s.valePresentes.quantidade} - ${s.valePresentes.quantidadeDevolvida})), 0)` })
    .from(s.valePresentes)
    .where(and(eq(s.valePresentes.listaProdutoId, itemId), isNull(s.valePresentes.devolvidoEm)));
  return Number(row?.cents ?? 0);
}

/** A gift its cotas just completed: for the owner's mail. */
export interface CotasCompleted {
  listaId: number;
  itemId: number;
  presente: string;
  total: number;
  cotas: number;
}

/**
 * Gives each gift of `itemIds` (loose items or kits' anchors, of list `listaId`) whose paid cotas
 * now cover its price: it and its kit's unsold items become sold with `cotas_completas_em`, their
 * gift holds end; and reopens each gift completed in cotas that its cotas no longer cover. Returns
 * the gifts just completed (once per completion: a replay finds them sold).
 */
export async function settleCotas(tx: Db, listaId: number, itemIds: number[], now: Date): Promise<CotasCompleted[]> {
  const done: CotasCompleted[] = [];
  for (const itemId of [...new Set(itemIds)].sort((a, b) => a - b)) {
    const gift = await cotaGift(tx, listaId, itemId, now).catch(() => null);
    if (!gift) continue;
    const paid = await paidCents(tx, itemId);
    const complete = paid >= gift.priceCents && gift.priceCents > 0;
    const wasComplete = (
      await tx.select({ id: s.listaProdutos.id }).from(s.listaProdutos).where(and(eq(s.listaProdutos.id, itemId), isNotNull(s.listaProdutos.cotasCompletasEm)))
    ).length > 0;
    if (complete && !gift.item.vendido) {
      await tx
        .update(s.listaProdutos)
        .set({ vendido: true, cotasCompletasEm: now, updatedAt: now })
        .where(and(inArray(s.listaProdutos.id, gift.itemIds), eq(s.listaProdutos.vendido, false)));
      await tx.delete(s.reservas).where(inArray(s.reservas.listaProdutoId, gift.itemIds));
      const [orders] = await tx
        .select({ n: sql<string>`count(distinct ${s.valePresentes.pedidoId})` })
        .from(s.valePresentes)
        .where(and(eq(s.valePresentes.listaProdutoId, itemId), isNull(s.valePresentes.devolvidoEm)));
      done.push({ listaId, itemId, presente: gift.kit ? gift.kit.kitNome : gift.item.produto.nome, total: paid / 100, cotas: Number(orders?.n ?? 0) });
    } else if (!complete && wasComplete) {
      await tx
        .update(s.listaProdutos)
        .set({ vendido: false, cotasCompletasEm: null, updatedAt: now })
        .where(and(inArray(s.listaProdutos.id, gift.itemIds), isNotNull(s.listaProdutos.cotasCompletasEm)));
    }
  }
  return done;
}
