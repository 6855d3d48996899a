/**
 * The owner's completion discount ('Desconto de conclusão', decision 042): from the day after the
 * event (America/Sao_Paulo), the owner of an active list with gifts not given may ask, once per
 * list, for a discount code on what is left: COMPLETION_DISCOUNT_PERCENT off for
 * COMPLETION_DISCOUNT_DAYS days, one use, on the product variants of the list's remaining gifts
 * that the online store sells. The code is made in the store through the Admin API
 * (`discountCodeBasicCreate`); 'Comprar os itens restantes' builds one cart of those gifts with the
 * code (cartCreate `discountCodes`) and answers its checkout address.
 *
 * Two requests at once make one code: the row is written first (unique on the list) and the store
 * asked after; a store that fails removes the row, so the owner can ask again. A row left without
 * the store's id by a process that died is taken over after PENDING_SECONDS.
 *
 * The owner's cart is a gift order's cart (`_lista_id`, each line's `_lista_produto_id`), so its
 * order takes the items off the list through the same handlers as a gift (idempotent, refunds,
 * cancellations, the reconciliation); the cart attribute `_desconto_conclusao` and the order's use
 * of the list's code make it the owner's own purchase (./orderEvents): no gift, no mail, apart in
 * the tracker and the chain's figures.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { BRANCH_IDS, formatDate, toProductGid } from 'shared-contracts';
import type { CompletionDiscount } from 'shared-contracts/area-schemas';
import { daysBetween } from 'shared-contracts/reports';
import type { AppContext } from '../context';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError, MSG } from '../lib/errors';
import type { Log } from '../lib/log';
import { storeDay } from '../lib/storeDay';
import { inTransaction } from '../lib/transaction';
import { completionDiscountMail } from '../mail/ownerMails';
import { adminClient, ask } from './reconcile';
import { storeFailure } from './checkout';
import { CART_KEYS } from './orderFacts';

/** pt-BR refusals of the completion discount's calls. */
export const COMPLETION_MSG = {
  notYet: (day: string) => `O desconto de conclusão fica disponível a partir de ${formatDate(`${day}T12:00:00Z`)}, o dia seguinte ao evento.`,
  noItems: 'Todos os presentes desta lista que a loja online vende já foram dados: não há itens restantes para o desconto.',
  notActive: 'O desconto de conclusão é só para listas ativas.',
  unavailable: 'O desconto de conclusão não está disponível no momento. Tente novamente mais tarde.',
  pending: 'O código de desconto está sendo criado. Tente novamente em instantes.',
  noCode: 'Peça primeiro o código do desconto de conclusão.',
  expired: 'O código do desconto de conclusão expirou.',
  used: 'O código do desconto de conclusão já foi usado em uma compra.',
  storeRefused: 'A loja online não criou o código de desconto. Tente novamente em instantes.',
} as const;

/** How long a row without the store's id belongs to the request that wrote it (then another may take it over). */
export const PENDING_SECONDS = 60;

/** The code's letters: no 0/O or 1/I, so that it can be read aloud at a till. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new code: 'LISTA-' and 8 letters of CODE_ALPHABET (40 bits). */
export const newDiscountCode = (): string => `LISTA-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** The day after the event day `dataEvento` (stored at its UTC date), YYYY-MM-DD. */
export const dayAfter = (dataEvento: Date): string => new Date(Date.UTC(dataEvento.getUTCFullYear(), dataEvento.getUTCMonth(), dataEvento.getUTCDate() + 1)).toISOString().slice(0, 10);

const inStock = sql`exists (select 1 from ${s.estoque} e where e.produto_ordem = ${s.listaProdutos.ordemProdServ} and e.filial_id in (${sql.join(BRANCH_IDS.map((b) => sql.raw(String(b))), sql`, `)}) and e.quantidade > 0)`;
/** A remaining gift the online store sells: its list item, quantity and variant gid. */
interface RemainingGift {
  id: number;
  quantidade: number;
  variantGid: string;
}

/**
 * A list's remaining gifts that the online store sells (§4 Online): unsold items with an online
 * code, active online, in stock in some branch. An item of a kit counts only when every unsold item
 * of its kit does: a paid order gives a kit whole or not at all (./orderEvents), so a kit with an
 * item sold only in the stores is left out rather than made into an order for the staff to review.
 */
async function remainingOnline(db: Db, listaId: number): Promise<RemainingGift[]> {
  const rows = await db
    .select({
      id: s.listaProdutos.id,
      kitId: s.listaProdutos.kitId,
      quantidade: s.listaProdutos.quantidade,
      codigoShopify: s.produtos.codigoShopify,
      online: sql<boolean>`${s.produtos.shopifyAtivo} and ${s.produtos.codigoShopify} is not null and ${inStock}`,
    })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .where(and(eq(s.listaProdutos.listaId, listaId), eq(s.listaProdutos.vendido, false)))
    .orderBy(s.listaProdutos.id);
  const sellable = (r: (typeof rows)[number]) => r.online === true && toProductGid(r.codigoShopify) !== null;
  const wholeKits = new Set(rows.filter((r) => r.kitId !== null).map((r) => r.kitId!));
  for (const r of rows) if (r.kitId !== null && !sellable(r)) wholeKits.delete(r.kitId);
  return rows.filter((r) => sellable(r) && (r.kitId === null || wholeKits.has(r.kitId))).map((r) => ({ id: r.id, quantidade: r.quantidade, variantGid: toProductGid(r.codigoShopify)! }));
}

/**
 * The owner's paid purchase of list `listaId` with its code (./orderEvents flags it): order, date,
 * the items no refund gave back and their amount (0 and 0 once all were given back: the store
 * counts the code's one use all the same); null when none.
 */
async function ownPurchase(db: Db, listaId: number): Promise<CompletionDiscount['compra']> {
  const rows = await db
    .select({ pedido: s.pedidos.nome, pagoEm: s.pedidos.pagoEm, itens: sql<number>`count(${s.pedidoItens.listaProdutoId})`.mapWith(Number), valor: sql<number>`coalesce(sum(${s.pedidoItens.preco} * ${s.pedidoItens.quantidade}), 0)`.mapWith(Number) })
    .from(s.pedidos)
    .leftJoin(s.pedidoItens, and(eq(s.pedidoItens.pedidoId, s.pedidos.id), isNull(s.pedidoItens.devolvidoEm)))
    .where(and(eq(s.pedidos.listaId, listaId), eq(s.pedidos.descontoConclusao, true), isNotNull(s.pedidos.pagoEm)))
    .groupBy(s.pedidos.id)
    .orderBy(s.pedidos.pagoEm)
    .limit(1);
  const row = rows[0];
  return row ? { pedido: row.pedido, data: row.pagoEm!.toISOString(), itens: row.itens, valor: Math.round(row.valor * 100) / 100 } : null;
}

/** The list as these calls need it (the owner's check is the route's). */
export interface DiscountList {
  id: number;
  status: string;
  dataEvento: Date;
}

/** List `id` as these calls read it; 404 'Lista não encontrada' when there is none (the staff's call: no owner to check). */
export async function discountListOf(db: Db, id: number): Promise<DiscountList> {
  const [lista] = await db.select({ id: s.listas.id, status: s.listas.status, dataEvento: s.listas.dataEvento }).from(s.listas).where(eq(s.listas.id, id)).limit(1);
  if (!lista) throw new HttpError(404, MSG.listNotFound);
  return lista;
}

/** Whether the store can make codes: a store with an Admin token. */
const storeReady = (ctx: AppContext) => Boolean(ctx.store && ctx.config.shopify.adminToken && ctx.config.shopify.storeDomain);

/**
 * GET /cliente/listas/{id}/desconto-conclusao: where list `lista`'s completion discount stands at
 * `ctx.now()`: 'usado' / 'ativo' / 'expirado' once made (whatever the list became), else 'indisponivel' (the
 * list is not active, or no store), 'antes_do_evento', 'sem_itens' (no remaining gift the online
 * store sells) or 'disponivel'.
 */
export async function completionDiscountState(ctx: AppContext, lista: DiscountList): Promise<CompletionDiscount> {
  return (await readDiscount(ctx, lista)).state;
}

/** completionDiscountState with the remaining online gifts it read (the code's variants, the cart's lines), so the calls that need both read them once. */
async function readDiscount(ctx: AppContext, lista: DiscountList): Promise<{ state: CompletionDiscount; remaining: RemainingGift[] }> {
  const { percent, days } = ctx.config.completionDiscount;
  const now = ctx.now();
  const [[made], remaining] = await Promise.all([
    ctx.db.select().from(s.descontosConclusao).where(and(eq(s.descontosConclusao.listaId, lista.id), sql`${s.descontosConclusao.shopifyId} is not null`)).limit(1),
    remainingOnline(ctx.db, lista.id),
  ]);
  const disponivelEm = dayAfter(lista.dataEvento);
  const compra = made ? await ownPurchase(ctx.db, lista.id) : null;
  const base = { percentual: made?.percentual ?? percent, dias: days, disponivelEm, codigo: made?.codigo ?? null, validoAte: made?.validoAte.toISOString() ?? null, itensRestantes: remaining.length, compra };
  const state = (situacao: CompletionDiscount['situacao']) => ({ state: { ...base, situacao }, remaining });
  if (made) return state(compra ? 'usado' : now < made.validoAte ? 'ativo' : 'expirado');
  if (lista.status !== 'ativo' || !storeReady(ctx)) return state('indisponivel');
  if (storeDay(now) < disponivelEm) return state('antes_do_evento');
  return state(remaining.length ? 'disponivel' : 'sem_itens');
}

const DISCOUNT_CREATE = `#graphql
mutation DiscountCodeBasicCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id }
    userErrors { field code message }
  }
}`;

interface DiscountCreateData {
  discountCodeBasicCreate?: { codeDiscountNode?: { id?: string } | null; userErrors?: Array<{ field?: string[] | null; code?: string | null; message?: string }> } | null;
}

/**
 * POST /cliente/listas/{id}/desconto-conclusao: makes list `lista`'s code in the store, once; a
 * list that has one answers it as it is (200). 409 before the day after the event, without
 * remaining online gifts, for a list not active, or while another request is making it; 503
 * without a store (or its Admin token) and 502/503 when the store fails or refuses (nothing kept).
 */
export async function requestCompletionDiscount(ctx: AppContext, lista: DiscountList, log: Log): Promise<CompletionDiscount> {
  const { state, remaining } = await readDiscount(ctx, lista);
  if (state.codigo) return state;
  if (state.situacao === 'indisponivel') throw lista.status !== 'ativo' ? new HttpError(409, COMPLETION_MSG.notActive) : new HttpError(503, COMPLETION_MSG.unavailable);
  if (state.situacao === 'antes_do_evento') throw new HttpError(409, COMPLETION_MSG.notYet(state.disponivelEm));
  if (state.situacao === 'sem_itens') throw new HttpError(409, COMPLETION_MSG.noItems);

  const now = ctx.now();
  const { percent, days } = ctx.config.completionDiscount;
  // a row that a process left without the store's id gives way after PENDING_SECONDS
  await ctx.db
    .delete(s.descontosConclusao)
    .where(and(eq(s.descontosConclusao.listaId, lista.id), isNull(s.descontosConclusao.shopifyId), lt(s.descontosConclusao.criadoEm, new Date(now.getTime() - PENDING_SECONDS * 1000))));
  const codigo = newDiscountCode();
  const validoAte = new Date(now.getTime() + days * 86_400_000);
  const [row] = await ctx.db
    .insert(s.descontosConclusao)
    .values({ listaId: lista.id, codigo, percentual: percent, validoDe: now, validoAte, criadoEm: now })
    .onConflictDoNothing()
    .returning({ id: s.descontosConclusao.id });
  if (!row) {
    const again = await completionDiscountState(ctx, lista);
    if (again.codigo) return again;
    throw new HttpError(409, COMPLETION_MSG.pending);
  }
  try {
    const client = adminClient(ctx.config, log)!;
    const data = await ask<DiscountCreateData>(
      client,
      DISCOUNT_CREATE,
      {
        basicCodeDiscount: {
          title: `Desconto de conclusão - lista #${lista.id}`,
          code: codigo,
          startsAt: now.toISOString(),
          endsAt: validoAte.toISOString(),
          usageLimit: 1,
          appliesOncePerCustomer: true,
          context: { all: 'ALL' },
          customerGets: { value: { percentage: percent / 100 }, items: { products: { productVariantsToAdd: [...new Set(remaining.map((r) => r.variantGid))] } } },
        },
      },
      { timeoutMs: 10_000, sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
    );
    const made = data.discountCodeBasicCreate;
    const shopifyId = made?.codeDiscountNode?.id;
    if (!shopifyId) {
      log.warn({ userErrors: made?.userErrors?.map((e) => `${e.code ?? '?'} ${(e.field ?? []).join('.')}: ${e.message ?? ''}`) }, 'completion discount: the store refused the code');
      throw new HttpError(502, COMPLETION_MSG.storeRefused);
    }
    await ctx.db.update(s.descontosConclusao).set({ shopifyId }).where(eq(s.descontosConclusao.id, row.id));
    log.info({ listaId: lista.id, variants: remaining.length }, 'completion discount: code made in the store');
    return { ...state, situacao: 'ativo', percentual: percent, codigo, validoAte: validoAte.toISOString() };
  } catch (error) {
    await ctx.db.delete(s.descontosConclusao).where(eq(s.descontosConclusao.id, row.id));
    if (error instanceof HttpError) throw error;
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'completion discount: the store did not answer');
    throw new HttpError(503, COMPLETION_MSG.unavailable);
  }
}

/**
 * POST /cliente/listas/{id}/desconto-conclusao/carrinho: one cart of list `lista`'s remaining
 * online gifts (each item's quantity) with the list's code, made through the store port; answers
 * `{checkoutUrl}`. 409 without a code, with an expired one, or with no remaining gift; 503 without
 * a store; 502/503/409 when the store fails (its pt-BR message).
 */
export async function completionDiscountCart(ctx: AppContext, lista: DiscountList, caller: { ip: string; log: Log }): Promise<{ checkoutUrl: string | null }> {
  if (!ctx.store) throw new HttpError(503, COMPLETION_MSG.unavailable);
  const { state, remaining } = await readDiscount(ctx, lista);
  if (!state.codigo) throw new HttpError(409, COMPLETION_MSG.noCode);
  if (state.situacao === 'expirado') throw new HttpError(409, COMPLETION_MSG.expired);
  if (state.situacao === 'usado') throw new HttpError(409, COMPLETION_MSG.used);
  if (!remaining.length) throw new HttpError(409, COMPLETION_MSG.noItems);
  const listIdAttr = { key: CART_KEYS.listId, value: String(lista.id) };
  try {
    const cart = await ctx.store.createCart({
      lines: remaining.map((r) => ({
        merchandiseId: r.variantGid,
        quantity: r.quantidade,
        attributes: [listIdAttr, { key: CART_KEYS.listItemId, value: String(r.id) }],
      })),
      note: `Lista #${lista.id} - itens restantes com desconto de conclusão`,
      attributes: [listIdAttr, { key: CART_KEYS.completion, value: String(lista.id) }],
      discountCodes: [state.codigo],
      buyerIp: caller.ip,
    });
    return { checkoutUrl: cart.checkoutUrl };
  } catch (error) {
    throw storeFailure(caller.log, error);
  }
}

/** When a running API mails the day-after codes (a job schedule in UTC): hourly, so a process down at one hour does not skip a day. */
export const COMPLETION_MAIL_CRON = '7 * * * *';
/** How many days after its event a list is still mailed its code (a first deploy does not mail every old list). */
export const COMPLETION_MAIL_WINDOW_DAYS = 7;

/**
 * The day-after mail (decision 042): for each active list whose event was yesterday or up to
 * COMPLETION_MAIL_WINDOW_DAYS before (São Paulo days), whose owner has an e-mail and that still has
 * remaining online gifts, makes the code if the owner has not asked yet (requestCompletionDiscount)
 * and mails it, once per list: the row's `email_enviado_em` is set in the transaction that stages
 * the mail. A list the store cannot make a code for now is tried again at the next run. Answers
 * how many mails it staged.
 */
export async function mailCompletionDiscounts(ctx: AppContext, log: Log): Promise<number> {
  if (!storeReady(ctx)) return 0;
  const now = ctx.now();
  const today = storeDay(now);
  const candidates = await ctx.db
    .select({ id: s.listas.id, status: s.listas.status, dataEvento: s.listas.dataEvento, titulo: s.listas.titulo, nome: s.cliFor.nome, email: s.cliFor.email })
    .from(s.listas)
    .innerJoin(s.cliFor, eq(s.cliFor.codigo, s.listas.cliForCodigo))
    .leftJoin(s.descontosConclusao, eq(s.descontosConclusao.listaId, s.listas.id))
    .where(
      and(
        eq(s.listas.status, 'ativo'),
        isNotNull(s.cliFor.email),
        isNull(s.descontosConclusao.emailEnviadoEm),
        sql`${s.listas.dataEvento} >= ${new Date(now.getTime() - (COMPLETION_MAIL_WINDOW_DAYS + 2) * 86_400_000).toISOString()}::timestamptz`,
        lt(s.listas.dataEvento, now),
      ),
    )
    .orderBy(s.listas.id);
  let staged = 0;
  for (const lista of candidates) {
    const from = dayAfter(lista.dataEvento);
    // from the day after the event, for COMPLETION_MAIL_WINDOW_DAYS days
    if (from > today || daysBetween(from, today) >= COMPLETION_MAIL_WINDOW_DAYS) continue;
    let state: CompletionDiscount;
    try {
      state = await requestCompletionDiscount(ctx, lista, log);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) log.warn({ listaId: lista.id, err: error instanceof Error ? error.message : String(error) }, 'completion discount mail: no code now; next run tries again');
      continue;
    }
    if (state.situacao !== 'ativo' || !state.codigo || !state.validoAte) continue;
    const mail = completionDiscountMail({
      to: lista.email!,
      ownerName: lista.nome,
      listId: lista.id,
      listTitle: lista.titulo,
      codigo: state.codigo,
      percentual: state.percentual,
      ultimoDia: formatDate(new Date(new Date(state.validoAte).getTime() - 1000)),
      itens: state.itensRestantes,
      siteUrl: ctx.config.siteUrl,
    });
    const deliver = await inTransaction(ctx.db, async (tx) => {
      const marked = await tx
        .update(s.descontosConclusao)
        .set({ emailEnviadoEm: now })
        .where(and(eq(s.descontosConclusao.listaId, lista.id), isNull(s.descontosConclusao.emailEnviadoEm)))
        .returning({ id: s.descontosConclusao.id });
      return marked.length ? ctx.mailer.stage(tx, mail) : null;
    });
    if (deliver) {
      deliver();
      staged += 1;
    }
  }
  if (staged) log.info({ staged }, 'completion discount: day-after mails staged');
  return staged;
}

/** The job of the `descontos` queue: mailCompletionDiscounts on the app's context. */
export function completionDiscountJob(ctx: AppContext, log: Log): () => Promise<void> {
  return async () => void (await mailCompletionDiscounts(ctx, log));
}
