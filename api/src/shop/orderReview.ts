/**
 * The online orders of a list that the staff must look at (decision 020, GET /lista/{id}/pedidos,
 * permission 'Visualizar listas por id'): orders marked 'a_conferir' (they gave nothing or less
 * than they claim) or 'pagamento_em_duplicidade' (paid for a gift another order had already
 * given), newest first, with who bought, what (the lines that name the list's gifts), the amount
 * in reais and the reason; a duplicate names the first order, so the store can refund.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PedidoConferir } from 'shared-contracts/area-schemas';
import type { Db } from '../db';
import * as s from '../db/schema';

interface StoredLine {
  titulo?: unknown;
  quantidade?: unknown;
  preco?: unknown;
}

/** The orders of list `listaId` to review (at most 200). */
export async function listOrdersToReview(db: Db, listaId: number): Promise<PedidoConferir[]> {
  const rows = await db
    .select()
    .from(s.pedidos)
    .where(and(eq(s.pedidos.listaId, listaId), isNotNull(s.pedidos.conferencia)))
    .orderBy(desc(s.pedidos.createdAt), desc(s.pedidos.id))
    .limit(200);
  const originalIds = [...new Set(rows.map((r) => r.pedidoOriginalId).filter((id): id is number => id !== null))];
  const originals = originalIds.length
    ? await db.select({ id: s.pedidos.id, nome: s.pedidos.nome, compradorNome: s.pedidos.compradorNome }).from(s.pedidos).where(inArray(s.pedidos.id, originalIds))
    : [];
  const byId = new Map(originals.map((o) => [o.id, o]));
  return rows.map((r) => {
    const original = r.pedidoOriginalId !== null ? byId.get(r.pedidoOriginalId) : undefined;
    return {
      id: r.id,
      nome: r.nome,
      situacao: r.situacao as PedidoConferir['situacao'],
      conferencia: r.conferencia as PedidoConferir['conferencia'],
      motivo: r.motivo ?? '',
      compradorNome: r.compradorNome,
      compradorEmail: r.compradorEmail,
      total: r.total,
      moeda: r.moeda,
      teste: r.teste,
      criadoEm: r.createdAt.toISOString(),
      itens: (Array.isArray(r.linhas) ? (r.linhas as StoredLine[]) : []).map((l) => ({
        titulo: typeof l.titulo === 'string' ? l.titulo : 'Item',
        quantidade: typeof l.quantidade === 'number' ? l.quantidade : 0,
        preco: typeof l.preco === 'number' ? l.preco : 0,
      })),
      pedidoOriginal: original ? { nome: original.nome, compradorNome: original.compradorNome } : null,
    };
  });
}
