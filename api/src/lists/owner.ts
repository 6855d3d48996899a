/**
 * A customer's own lists (§7 Customer): dashboard counters, the lists, one list with every item and
 * who gave it, and the customer form of progress. The owner block (cli_for) is only built here and
 * for staff.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isKitAcquired, type Giver, type Lista, type Progress, type Progresso } from 'shared-contracts';
import type { CustomerDashboard } from 'shared-contracts/area-schemas';
import type { Db } from '../db';
import * as s from '../db/schema';
import { ACCESS_MSG } from '../auth/access';
import { HttpError, MSG } from '../lib/errors';
import { groupKits, loadListItems, splitKits } from './items';
import { listaFields, progressByList, progressOf, selectListas, type ListaRow } from './queries';

/**
 * The customer form of progress (§3 Lista.progresso): `percent` 0..100 rounded to an integer and
 * the card text 'X de Y itens presenteados' (counted per list item).
 */
export function progressoOf(p: Progress): Progresso {
  return { vendidos: p.vendidos, total: p.total, percent: Math.round(p.ratio * 100), label: `${p.vendidos} de ${p.total} itens presenteados` };
}

/**
 * Dashboard counters of customer `codigo` (§3 Customer dashboard counters):
 * - listasAtivas: lists with status 'ativo';
 * - listasPublicas: lists with status 'ativo' and privacidade 'publico'. The screen labels it
 *   'Listas Públicas (visualizações)', but no view counter exists: this counts public active lists;
 * - presentesRecebidos: the gifts received on any of the customer's lists (archived included),
 *   counted as the list view's cards: a loose item sold, a kit whose anchor and members are all
 *   sold (one gift); unidadesRecebidas: their units (an item's quantidade, a kit one);
 * - valePresente (decision 030): gift cards received on those lists and not given back, and their
 *   total in reais; null when no active list accepts vale-presente and none was received.
 */
export async function customerDashboard(db: Db, codigo: number): Promise<CustomerDashboard> {
  const [lists] = await db
    .select({
      listasAtivas: sql<number>`count(*) filter (where ${s.listas.status} = 'ativo')`.mapWith(Number),
      listasPublicas: sql<number>`count(*) filter (where ${s.listas.status} = 'ativo' and ${s.listas.privacidade} = 'publico')`.mapWith(Number),
      aceitaVale: sql<boolean>`coalesce(bool_or(${s.listas.status} = 'ativo' and ${s.listas.aceitaValePresente}), false)`,
    })
    .from(s.listas)
    .where(eq(s.listas.cliForCodigo, codigo));
  const gifts = await receivedGiftCount(db, codigo);
  const units = sql`${s.valePresentes.quantidade} - ${s.valePresentes.quantidadeDevolvida}`;
  const [cards] = await db
    .select({
      quantidade: sql<number>`coalesce(sum(${units}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${s.valePresentes.valor} * (${units})), 0)`.mapWith(Number),
    })
    .from(s.valePresentes)
    .innerJoin(s.listas, eq(s.listas.id, s.valePresentes.listaId))
    .where(and(eq(s.listas.cliForCodigo, codigo), isNull(s.valePresentes.devolvidoEm)));
  const vales = cards?.quantidade ?? 0;
  return {
    listasAtivas: lists?.listasAtivas ?? 0,
    listasPublicas: lists?.listasPublicas ?? 0,
    presentesRecebidos: gifts.presentes,
    unidadesRecebidas: gifts.unidades,
    valePresente: lists?.aceitaVale || vales > 0 ? { quantidade: vales, total: Math.round((cards?.total ?? 0) * 100) / 100 } : null,
  };
}

/** Whether the current list item was bought by its owner with the completion discount (a live item of such an order). */
const boughtByOwner = sql<boolean>`exists (select 1 from ${s.pedidoItens} pi join ${s.pedidos} p on p.id = pi.pedido_id
  where pi.lista_produto_id = ${s.listaProdutos.id} and pi.devolvido_em is null and p.desconto_conclusao)`;

/** The gifts received on every list of customer `codigo` and their units (see customerDashboard). */
async function receivedGiftCount(db: Db, codigo: number): Promise<{ presentes: number; unidades: number }> {
  // an item the owner bought with the completion discount (decision 042) is sold but no gift
  const items = await db
    .select({ id: s.listaProdutos.id, kitId: s.listaProdutos.kitId, vendido: sql<boolean>`${s.listaProdutos.vendido} and not ${boughtByOwner}`, quantidade: s.listaProdutos.quantidade })
    .from(s.listaProdutos)
    .innerJoin(s.listas, eq(s.listas.id, s.listaProdutos.listaId))
    .where(eq(s.listas.cliForCodigo, codigo));
  const kitRows = await db
    .select({ id: s.kits.id, nome: s.kits.nome, anchorItemId: s.kits.anchorItemId })
    .from(s.kits)
    .innerJoin(s.listas, eq(s.listas.id, s.kits.listaId))
    .where(eq(s.listas.cliForCodigo, codigo));
  const { loose, kits } = splitKits(kitRows, items);
  const sold = loose.filter((i) => i.vendido);
  const whole = kits.filter(isKitAcquired).length;
  return { presentes: sold.length + whole, unidades: sold.reduce((n, i) => n + i.quantidade, 0) + whole };
}

/** The owner block (§3 cli_for) of the customer's own lists. */
export async function ownerOf(db: Db, codigo: number): Promise<Lista['cli_for']> {
  const [c] = await db.select().from(s.cliFor).where(eq(s.cliFor.codigo, codigo)).limit(1);
  return c ? { Codigo: c.codigo, Nome: c.nome, Email: c.email } : null;
}

/**
 * Lists of customer `codigo` in §3 Lista shape with `progress`, `progresso` and `cli_for`, without
 * items; `status` 'todos' means every status. Ordered by dataEvento descending, then id descending.
 */
export async function customerLists(db: Db, codigo: number, status: 'todos' | 'ativo' | 'arquivado'): Promise<Lista[]> {
  const conds: SQL[] = [eq(s.listas.cliForCodigo, codigo)];
  if (status !== 'todos') conds.push(eq(s.listas.status, status));
  const rows = await selectListas(db)
    .where(and(...conds))
    .orderBy(desc(s.listas.dataEvento), desc(s.listas.id));
  const progress = await progressByList(db, rows.map((r) => r.lista.id));
  const cli_for = await ownerOf(db, codigo);
  return rows.map((r) => {
    const p = progress.get(r.lista.id) ?? progressOf(0, 0);
    return { ...listaFields(r), cli_for, progress: p, progresso: progressoOf(p) };
  });
}

/**
 * A list row for customer `codigo`: 404 'Lista não encontrada' when no list has this id, 403 when
 * it belongs to another customer (nothing of it is returned).
 */
export async function ownListRow(db: Db, id: number, codigo: number): Promise<ListaRow> {
  const [row] = await selectListas(db).where(eq(s.listas.id, id)).limit(1);
  if (!row) throw new HttpError(404, MSG.listNotFound);
  if (row.lista.cliForCodigo !== codigo) throw new HttpError(403, ACCESS_MSG.notOwner);
  return row;
}

/**
 * Who gave each item of `itemIds`, by item id: the paid online order that holds it, else the
 * registration at a store's till (with `loja`); the owner's own purchase with the completion
 * discount says so (`descontoConclusao`, decision 042). For the list's owner only: thank-you notes (beyond the spec).
 */
export async function giversByItem(db: Db, itemIds: number[]): Promise<Map<number, Giver>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .select({
      itemId: s.pedidoItens.listaProdutoId,
      nome: s.pedidos.compradorNome,
      email: s.pedidos.compradorEmail,
      mensagem: s.pedidos.mensagem,
      pedido: s.pedidos.nome,
      pagoEm: s.pedidos.pagoEm,
      descontoConclusao: s.pedidos.descontoConclusao,
    })
    .from(s.pedidoItens)
    .innerJoin(s.pedidos, eq(s.pedidos.id, s.pedidoItens.pedidoId))
    // What a paid order still gives (a cancellation or refund gave it back).
    .where(and(inArray(s.pedidoItens.listaProdutoId, itemIds), isNull(s.pedidoItens.devolvidoEm), isNotNull(s.pedidos.pagoEm)))
    .orderBy(asc(s.pedidos.pagoEm));
  const givers = new Map<number, Giver>(
    rows.map((r) => [
      r.itemId,
      { nome: r.nome, email: r.email, mensagem: r.mensagem, pedido: r.pedido, pagoEm: (r.pagoEm ?? new Date(0)).toISOString(), ...(r.descontoConclusao ? { descontoConclusao: true } : {}) },
    ]),
  );
  // What a registration at a store's till gives (decision 028), while not undone.
  const store = await db
    .select({ itemId: s.presenteLojaItens.listaProdutoId, p: s.presentesLoja, loja: s.filiais.nome })
    .from(s.presenteLojaItens)
    .innerJoin(s.presentesLoja, eq(s.presentesLoja.id, s.presenteLojaItens.presenteId))
    .innerJoin(s.filiais, eq(s.filiais.id, s.presentesLoja.filialId))
    .where(and(inArray(s.presenteLojaItens.listaProdutoId, itemIds), eq(s.presenteLojaItens.ativo, true)));
  for (const { itemId, p, loja } of store) {
    if (!givers.has(itemId)) givers.set(itemId, { nome: p.nome, email: p.email, mensagem: p.mensagem, pedido: p.numeroVenda ?? '', pagoEm: p.registradoEm.toISOString(), loja });
  }
  return givers;
}

/**
 * One list of its owner in §3 Lista shape with every item in `produtos` (as the public list builds
 * them, plus `presenteadoPor` on the items given online), the same items split into
 * `produtosAvulsos` and `kits`, `progress` and `progresso`.
 */
export async function customerList(db: Db, row: ListaRow, now: Date = new Date()): Promise<Lista> {
  const id = row.lista.id;
  const produtos = await loadListItems(db, [id], now);
  const givers = await giversByItem(db, produtos.filter((p) => p.vendido).map((p) => p.id));
  for (const item of produtos) item.presenteadoPor = givers.get(item.id) ?? null;
  const { produtosAvulsos, kits } = await groupKits(db, id, produtos);
  const p = progressOf(produtos.filter((i) => i.vendido).length, produtos.length);
  return {
    ...listaFields(row),
    cli_for: await ownerOf(db, row.lista.cliForCodigo),
    progress: p,
    progresso: progressoOf(p),
    produtos,
    produtosAvulsos,
    kits,
  };
}

/** Customer edit (§5): message of success and of a list that is not ativo. */
/**
 * The owner's edit of list `id` (PATCH /cliente/listas/:id, §5 Customer edit): `titulo`, and
 * `descricao` (absent: unchanged; null or blank: cleared) and `aceitaValePresente` when given. 404
 * unknown, 403 another customer's, 409 not ativo. The slug stays, so shared links keep working.
 */
export async function updateOwnList(
  db: Db,
  id: number,
  codigoCliente: number,
  changes: { titulo: string; descricao?: string | null; aceitaValePresente?: boolean },
  now: Date,
): Promise<void> {
  const row = await ownListRow(db, id, codigoCliente);
  if (row.lista.status !== 'ativo') throw new HttpError(409, CUSTOMER_MSG.notActive);
  const descricao = changes.descricao === undefined ? {} : { descricao: changes.descricao?.trim() ? changes.descricao : null };
  const aceitaValePresente = changes.aceitaValePresente === undefined ? {} : { aceitaValePresente: changes.aceitaValePresente };
  await db
    .update(s.listas)
    .set({ titulo: changes.titulo, ...descricao, ...aceitaValePresente, updatedAt: now })
    .where(and(eq(s.listas.id, id), eq(s.listas.cliForCodigo, codigoCliente), eq(s.listas.status, 'ativo')));
}

export const CUSTOMER_MSG = {
  updated: 'Lista atualizada com sucesso!',
  notActive: 'Apenas listas ativas podem ser editadas.',
  cotasOn: 'O presente agora aceita cotas.',
  cotasOff: 'O presente não aceita mais cotas.',
} as const;
