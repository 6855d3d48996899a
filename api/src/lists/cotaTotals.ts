/**
 * What was given and is held toward each gift that accepts cotas (decision 043), read with a
 * list's items (./items) and turned into the progress a guest sees. Never who gave.
 */
import { type CotaProgress } from 'shared-contracts';
import { and, eq, gt, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../db';
import * as s from '../db/schema';

/** Paid and held cotas of one gift, in reais; `quantidade` counts the orders that paid. */
export type CotaTotals = Pick<CotaProgress, 'dado' | 'reservado' | 'quantidade'>;

const reais = (cents: number) => Math.round(cents) / 100;

/**
 * The paid cotas (gift card units not given back, and the orders that paid them) and the cotas
 * held at a checkout at `now`, by gift (list item id), of lists `listaIds`. Two queries.
 */
export async function cotaTotals(db: Db, listaIds: number[], now: Date): Promise<Map<number, CotaTotals>> {
  const [paid, held] = await Promise.all([
    db
      .select({
        id: s.valePresentes.listaProdutoId,
        cents: sql<string>`sum(round(${s.valePresentes.valor} * 100) * (${s.valePresentes.quantidade} - ${s.valePresentes.quantidadeDevolvida}))`,
        orders: sql<string>`count(distinct ${s.valePresentes.pedidoId})`,
      })
      .from(s.valePresentes)
      .where(and(inArray(s.valePresentes.listaId, listaIds), isNotNull(s.valePresentes.listaProdutoId), isNull(s.valePresentes.devolvidoEm)))
      .groupBy(s.valePresentes.listaProdutoId),
    db
      .select({ id: s.cotaReservas.listaProdutoId, cents: sql<string>`sum(${s.cotaReservas.valorCentavos})` })
      .from(s.cotaReservas)
      .where(and(inArray(s.cotaReservas.listaId, listaIds), gt(s.cotaReservas.expiresAt, now)))
      .groupBy(s.cotaReservas.listaProdutoId),
  ]);
  const out = new Map<number, CotaTotals>();
  const of = (id: number) => out.get(id) ?? out.set(id, { dado: 0, reservado: 0, quantidade: 0 }).get(id)!;
  for (const p of paid) if (p.id !== null) Object.assign(of(p.id), { dado: reais(Number(p.cents)), quantidade: Number(p.orders) });
  for (const h of held) of(h.id).reservado = reais(Number(h.cents));
  return out;
}

/** The progress a guest sees of a gift of price `preco` (reais) with `totals` (none yet when absent). */
export function cotaProgress(preco: number, totals: CotaTotals | undefined): CotaProgress {
  const p = Math.round(preco * 100);
  const dado = Math.round((totals?.dado ?? 0) * 100);
  const reservado = Math.round((totals?.reservado ?? 0) * 100);
  return { preco: reais(p), dado: reais(dado), reservado: reais(reservado), aberto: reais(Math.max(0, p - dado - reservado)), quantidade: totals?.quantidade ?? 0 };
}


/**
 * When the first cota hold of list `listaId` running at `now` ends (null when none runs): a
 * guest's cached read of the list is good until then, as for the holds of gifts.
 */
export async function firstCotaHoldEnd(db: Db, listaId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: min(s.cotaReservas.expiresAt) })
    .from(s.cotaReservas)
    .where(and(eq(s.cotaReservas.listaId, listaId), gt(s.cotaReservas.expiresAt, now)));
  return row?.end ? new Date(row.end) : null;
}
