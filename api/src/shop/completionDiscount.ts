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
 * The owner's cart carries no `_lista_id`: its order is not a gift order and gives nothing on the
 * list (the order handlers ignore it); the cart attribute `_desconto_conclusao` names the list.
 */
import { randomInt } from 'node:crypto';
import { and, eq, lt, isNull, sql } from 'drizzle-orm';
import { BRANCH_IDS, formatDate, toProductGid } from 'shared-contracts';
import type { CompletionDiscount } from 'shared-contracts/area-schemas';
import type { AppContext } from '../context';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError } from '../lib/errors';
import type { Log } from '../lib/log';
import { STORE_TIME_ZONE } from '../till/storeGifts';
import { adminClient, ask } from './reconcile';
import { storeFailure } from './checkout';

/** pt-BR refusals of the completion discount's calls. */
export const COMPLETION_MSG = {
  notYet: (day: string) => `O desconto de conclusão fica disponível a partir de ${formatDate(`${day}T12:00:00Z`)}, o dia seguinte ao evento.`,
  noItems: 'Todos os presentes desta lista que a loja online vende já foram dados: não há itens restantes para o desconto.',
  notActive: 'O desconto de conclusão é só para listas ativas.',
  unavailable: 'O desconto de conclusão não está disponível no momento. Tente novamente mais tarde.',
  pending: 'O código de desconto está sendo criado. Tente novamente em instantes.',
  noCode: 'Peça primeiro o código do desconto de conclusão.',
  expired: 'O código do desconto de conclusão expirou.',
  storeRefused: 'A loja online não criou o código de desconto. Tente novamente em instantes.',
} as const;

/** How long a row without the store's id belongs to the request that wrote it (then another may take it over). */
export const PENDING_SECONDS = 60;

/** The code's letters: no 0/O or 1/I, so that it can be read aloud at a till. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A new code: 'LISTA-' and 8 letters of CODE_ALPHABET (40 bits). */
export const newDiscountCode = (): string => `LISTA-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

const spDay = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The day after the event day `dataEvento` (stored at its UTC date), YYYY-MM-DD. */
export const dayAfter = (dataEvento: Date): string => new Date(Date.UTC(dataEvento.getUTCFullYear(), dataEvento.getUTCMonth(), dataEvento.getUTCDate() + 1)).toISOString().slice(0, 10);

const inStock = sql`exists (select 1 from ${s.estoque} e where e.produto_ordem = ${s.listaProdutos.ordemProdServ} and e.filial_id in (${sql.join(BRANCH_IDS.map((b) => sql.raw(String(b))), sql`, `)}) and e.quantidade > 0)`;
/** A list's remaining gifts that the online store sells (§4 Online): unsold items with an online code, active online, in stock in some branch. */
async function remainingOnline(db: Db, listaId: number) {
  return db
    .select({ id: s.listaProdutos.id, quantidade: s.listaProdutos.quantidade, codigoShopify: s.produtos.codigoShopify })
    .from(s.listaProdutos)
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .where(and(eq(s.listaProdutos.listaId, listaId), eq(s.listaProdutos.vendido, false), eq(s.produtos.shopifyAtivo, true), sql`${s.produtos.codigoShopify} is not null`, inStock))
    .orderBy(s.listaProdutos.id)
    .then((rows) => rows.flatMap((r) => (toProductGid(r.codigoShopify) ? [{ ...r, variantGid: toProductGid(r.codigoShopify)! }] : [])));
}

/** The list as these calls need it (the owner's check is the route's). */
export interface DiscountList {
  id: number;
  status: string;
  dataEvento: Date;
}

/** Whether the store can make codes: a store with an Admin token. */
const storeReady = (ctx: AppContext) => Boolean(ctx.store && ctx.config.shopify.adminToken && ctx.config.shopify.storeDomain);

/**
 * GET /cliente/listas/{id}/desconto-conclusao: where list `lista`'s completion discount stands at
 * `ctx.now()`: 'ativo' / 'expirado' once made (whatever the list became), else 'indisponivel' (the
 * list is not active, or no store), 'antes_do_evento', 'sem_itens' (no remaining gift the online
 * store sells) or 'disponivel'.
 */
export async function completionDiscountState(ctx: AppContext, lista: DiscountList): Promise<CompletionDiscount> {
  const { percent, days } = ctx.config.completionDiscount;
  const now = ctx.now();
  const [[made], remaining] = await Promise.all([
    ctx.db.select().from(s.descontosConclusao).where(and(eq(s.descontosConclusao.listaId, lista.id), sql`${s.descontosConclusao.shopifyId} is not null`)).limit(1),
    remainingOnline(ctx.db, lista.id),
  ]);
  const disponivelEm = dayAfter(lista.dataEvento);
  const base = { percentual: made?.percentual ?? percent, dias: days, disponivelEm, codigo: made?.codigo ?? null, validoAte: made?.validoAte.toISOString() ?? null, itensRestantes: remaining.length };
  if (made) return { ...base, situacao: now < made.validoAte ? 'ativo' : 'expirado' };
  if (lista.status !== 'ativo' || !storeReady(ctx)) return { ...base, situacao: 'indisponivel' };
  if (spDay.format(now) < disponivelEm) return { ...base, situacao: 'antes_do_evento' };
  return { ...base, situacao: remaining.length ? 'disponivel' : 'sem_itens' };
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
  const state = await completionDiscountState(ctx, lista);
  if (state.situacao === 'ativo' || state.situacao === 'expirado') return state;
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
    const remaining = await remainingOnline(ctx.db, lista.id);
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
    return completionDiscountState(ctx, lista);
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
  const state = await completionDiscountState(ctx, lista);
  if (!state.codigo) throw new HttpError(409, COMPLETION_MSG.noCode);
  if (state.situacao === 'expirado') throw new HttpError(409, COMPLETION_MSG.expired);
  const remaining = await remainingOnline(ctx.db, lista.id);
  if (!remaining.length) throw new HttpError(409, COMPLETION_MSG.noItems);
  try {
    const cart = await ctx.store.createCart({
      lines: remaining.map((r) => ({ merchandiseId: r.variantGid, quantity: r.quantidade, attributes: [] })),
      note: `Lista #${lista.id} - itens restantes com desconto de conclusão`,
      attributes: [{ key: COMPLETION_CART_KEY, value: String(lista.id) }],
      discountCodes: [state.codigo],
      buyerIp: caller.ip,
    });
    return { checkoutUrl: cart.checkoutUrl };
  } catch (error) {
    throw storeFailure(caller.log, error);
  }
}

/** The cart attribute that names the list of an owner's completion-discount cart (not `_lista_id`: the order gives nothing). */
export const COMPLETION_CART_KEY = '_desconto_conclusao';
