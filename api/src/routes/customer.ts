/**
 * Customer calls (§7 Customer): dashboard counters, own lists, one own list with its items, and
 * the customer edit of title and description (§5 Customer edit).
 *
 * Authorization of every call, in this order: a signed-in customer (401 anonymous, 403 staff),
 * request validation (400), the codigo and e-mail carried by the call equal the session's
 * (403 otherwise, §6), and for one list: it exists (404) and belongs to that customer (403,
 * nothing of it revealed).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  idSchema,
  type CustomerDashboard,
  type Giver,
  type Lista,
  type Progress,
  type Progresso,
} from 'shared-contracts';
import {
  customerCredentialsSchema,
  customerListUpdateRequestSchema,
  customerListsQuerySchema,
} from 'shared-contracts/requests';
import { z } from 'zod';
import type { Db } from '../db';
import * as s from '../db/schema';
import { ACCESS_MSG, assertOwnCredentials, requireCustomer } from '../lib/access';
import { HttpError, MSG, parseBody, parseOr400 } from '../lib/errors';
import { groupKits, listaFields, loadListItems, progressByList, progressOf, selectListas, type ListaRow } from './public';

/** Path parameter `:id` of a list. */
export const listIdParamsSchema = z.object({ id: idSchema });

const oneListParamsSchema = customerCredentialsSchema.extend({ id: idSchema });

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
 * - presentesRecebidos: items marked vendido in any of the customer's lists (archived included).
 */
export async function customerDashboard(db: Db, codigo: number): Promise<CustomerDashboard> {
  const [lists] = await db
    .select({
      listasAtivas: sql<number>`count(*) filter (where ${s.listas.status} = 'ativo')`.mapWith(Number),
      listasPublicas: sql<number>`count(*) filter (where ${s.listas.status} = 'ativo' and ${s.listas.privacidade} = 'publico')`.mapWith(Number),
    })
    .from(s.listas)
    .where(eq(s.listas.cliForCodigo, codigo));
  const [gifts] = await db
    .select({ n: count() })
    .from(s.listaProdutos)
    .innerJoin(s.listas, eq(s.listas.id, s.listaProdutos.listaId))
    .where(and(eq(s.listas.cliForCodigo, codigo), eq(s.listaProdutos.vendido, true)));
  return { listasAtivas: lists?.listasAtivas ?? 0, listasPublicas: lists?.listasPublicas ?? 0, presentesRecebidos: gifts?.n ?? 0 };
}

/** The owner block (§3 cli_for) of the customer's own lists. */
async function ownerOf(db: Db, codigo: number): Promise<Lista['cli_for']> {
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
 * Who gave each item of `itemIds` online (the paid order that holds it), by item id. For the
 * list's owner only: thank-you notes (beyond the spec).
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
    })
    .from(s.pedidoItens)
    .innerJoin(s.pedidos, eq(s.pedidos.id, s.pedidoItens.pedidoId))
    // What a paid order still gives (a cancellation or refund gave it back).
    .where(and(inArray(s.pedidoItens.listaProdutoId, itemIds), isNull(s.pedidoItens.devolvidoEm), isNotNull(s.pedidos.pagoEm)))
    .orderBy(asc(s.pedidos.pagoEm));
  return new Map(rows.map((r) => [r.itemId, { nome: r.nome, email: r.email, mensagem: r.mensagem, pedido: r.pedido, pagoEm: (r.pagoEm ?? new Date(0)).toISOString() }]));
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
export const CUSTOMER_MSG = {
  updated: 'Lista atualizada com sucesso!',
  notActive: 'Apenas listas ativas podem ser editadas.',
} as const;

/** Registers the §7 Customer calls. */
export async function customerRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const { db } = ctx;

  /** GET /cliente/listas/dashboard?codigo&email → {listasAtivas, listasPublicas, presentesRecebidos}. */
  app.get('/cliente/listas/dashboard', async (request): Promise<CustomerDashboard> => {
    const user = await requireCustomer(ctx, request);
    const q = parseOr400(customerCredentialsSchema, request.query);
    assertOwnCredentials(user, q.codigo, q.email);
    return customerDashboard(db, user.codigoCliente);
  });

  /** GET /cliente/listas?codigo&email&status → Lista[] (todos by default). */
  app.get('/cliente/listas', async (request): Promise<Lista[]> => {
    const user = await requireCustomer(ctx, request);
    const q = parseOr400(customerListsQuerySchema, request.query);
    assertOwnCredentials(user, q.codigo, q.email);
    return customerLists(db, user.codigoCliente, q.status);
  });

  /** GET /cliente/listas/:id/:codigo/:email → Lista with produtos and progresso. */
  app.get('/cliente/listas/:id/:codigo/:email', async (request): Promise<Lista> => {
    const user = await requireCustomer(ctx, request);
    const p = parseOr400(oneListParamsSchema, request.params);
    assertOwnCredentials(user, p.codigo, p.email);
    return customerList(db, await ownListRow(db, p.id, user.codigoCliente), ctx.now());
  });

  /**
   * PATCH /cliente/listas/:id {codigo, email, titulo, descricao} → {message}. Only an ativo list
   * (409 otherwise). The slug stays as it is, so shared links keep working; descricao absent
   * leaves it unchanged, null or '' clears it.
   */
  app.patch('/cliente/listas/:id', async (request) => {
    const user = await requireCustomer(ctx, request);
    const { id } = parseOr400(listIdParamsSchema, request.params);
    const body = parseBody(customerListUpdateRequestSchema, request.body);
    assertOwnCredentials(user, body.codigo, body.email);
    const row = await ownListRow(db, id, user.codigoCliente);
    if (row.lista.status !== 'ativo') throw new HttpError(409, CUSTOMER_MSG.notActive);
    const descricao = body.descricao === undefined ? {} : { descricao: body.descricao?.trim() ? body.descricao : null };
    await db
      .update(s.listas)
      .set({ titulo: body.titulo, ...descricao, updatedAt: ctx.now() })
      .where(and(eq(s.listas.id, id), eq(s.listas.cliForCodigo, user.codigoCliente), eq(s.listas.status, 'ativo')));
    return { message: CUSTOMER_MSG.updated };
  });
}
