/**
 * The gifts a list received (decision 028, the owner's tracker 'Presentes recebidos'): what paid
 * online orders still give (a cancellation or refund gave it back), what was registered at a
 * store's till and not undone, the vale-presente still held (decision 030, the units not refunded),
 * and the items the staff marked sold by hand with neither behind them ('Marcado pela loja': no
 * giver known, the day it was marked), one row per gift (a loose item, or a kit's items of one
 * giving together), oldest first; and the owner's 'Agradecimento enviado' of each row. The owner's
 * own purchase with the completion discount (decision 042) is no gift and has no row.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { isKitAcquired, unitPrice, type ListProductItem, type SetThankedRequest } from 'shared-contracts';
import { STORE_GIFT_MSG } from 'shared-contracts/area-texts';
import type { ReceivedGift } from 'shared-contracts/area-schemas';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError } from '../lib/errors';
import { groupKits, loadListItems } from './items';
import { COTA_TITLE, VALE_PRESENTE_TITLE } from './messages';

const money = (n: number) => Math.round(n * 100) / 100;

/** Every gift list `listaId` received, oldest first (see the module doc). Money in reais, dates ISO UTC. */
export async function receivedGifts(db: Db, listaId: number): Promise<ReceivedGift[]> {
  const online = await db
    .select({
      pedidoId: s.pedidos.id,
      pedido: s.pedidos.nome,
      nome: s.pedidos.compradorNome,
      email: s.pedidos.compradorEmail,
      mensagem: s.pedidos.mensagem,
      pagoEm: s.pedidos.pagoEm,
      itemId: s.pedidoItens.listaProdutoId,
      quantidade: s.pedidoItens.quantidade,
      preco: s.pedidoItens.preco,
      agradecidoEm: s.pedidoItens.agradecidoEm,
      kitId: s.listaProdutos.kitId,
      kitNome: s.kits.nome,
      produto: s.produtos.nome,
      compraPropria: s.pedidos.descontoConclusao,
    })
    .from(s.pedidoItens)
    .innerJoin(s.pedidos, eq(s.pedidos.id, s.pedidoItens.pedidoId))
    .innerJoin(s.listaProdutos, eq(s.listaProdutos.id, s.pedidoItens.listaProdutoId))
    .innerJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .leftJoin(s.kits, eq(s.kits.id, s.listaProdutos.kitId))
    .where(and(eq(s.listaProdutos.listaId, listaId), isNull(s.pedidoItens.devolvidoEm), isNotNull(s.pedidos.pagoEm)))
    .orderBy(asc(s.pedidos.pagoEm), asc(s.pedidoItens.listaProdutoId));

  // One row per order and gift: a kit's items that one order gave are one gift.
  const rows = new Map<string, ReceivedGift>();
  for (const r of online) {
    // the owner's own purchase with the completion discount (decision 042) is no gift: not a row
    // here (the discount's card shows it), though its items are accounted for (not 'marcado')
    if (r.compraPropria) continue;
    const kit = r.kitId !== null && r.kitNome !== null;
    const key = kit ? `${r.pedidoId}:kit:${r.kitId}` : `${r.pedidoId}:item:${r.itemId}`;
    const row = rows.get(key);
    if (row) {
      row.valor = money(row.valor + r.preco * r.quantidade);
      row.agradecido &&= r.agradecidoEm !== null;
      continue;
    }
    rows.set(key, {
      canal: 'online',
      id: r.pedidoId,
      listaProdutoId: r.itemId,
      presente: kit ? r.kitNome! : r.produto,
      quantidade: kit ? 1 : r.quantidade,
      valor: money(r.preco * r.quantidade),
      nome: r.nome,
      email: r.email,
      mensagem: r.mensagem,
      loja: null,
      pedido: r.pedido,
      data: (r.pagoEm ?? new Date(0)).toISOString(),
      agradecido: r.agradecidoEm !== null,
    });
  }

  const store = await db
    .select({ p: s.presentesLoja, filial: s.filiais.nome })
    .from(s.presentesLoja)
    .innerJoin(s.filiais, eq(s.filiais.id, s.presentesLoja.filialId))
    .where(and(eq(s.presentesLoja.listaId, listaId), isNull(s.presentesLoja.desfeitoEm)));
  const registered = await db
    .select({ id: s.presenteLojaItens.listaProdutoId })
    .from(s.presenteLojaItens)
    .innerJoin(s.presentesLoja, eq(s.presentesLoja.id, s.presenteLojaItens.presenteId))
    .where(and(eq(s.presentesLoja.listaId, listaId), eq(s.presenteLojaItens.ativo, true), isNull(s.presentesLoja.desfeitoEm)));
  // items its cotas gave (decision 043) are accounted for by the cotas' rows, not 'marcado'
  const inCotas = await db
    .select({ id: s.listaProdutos.id })
    .from(s.listaProdutos)
    .where(and(eq(s.listaProdutos.listaId, listaId), isNotNull(s.listaProdutos.cotasCompletasEm)));
  const given = new Set([...online.map((r) => r.itemId), ...registered.map((r) => r.id), ...inCotas.map((r) => r.id)]);
  const cards = await db
    .select({ v: s.valePresentes, pedido: s.pedidos.nome, produto: s.produtos.nome, kitNome: s.kits.nome, vendido: s.listaProdutos.vendido, completas: s.listaProdutos.cotasCompletasEm })
    .from(s.valePresentes)
    .innerJoin(s.pedidos, eq(s.pedidos.id, s.valePresentes.pedidoId))
    .leftJoin(s.listaProdutos, eq(s.listaProdutos.id, s.valePresentes.listaProdutoId))
    .leftJoin(s.produtos, eq(s.produtos.ordem, s.listaProdutos.ordemProdServ))
    .leftJoin(s.kits, and(eq(s.kits.id, s.listaProdutos.kitId), eq(s.kits.anchorItemId, s.listaProdutos.id)))
    .where(and(eq(s.valePresentes.listaId, listaId), isNull(s.valePresentes.devolvidoEm)));
  const all: ReceivedGift[] = [
    ...rows.values(),
    ...cotaRows(cards),
    ...store.map(({ p, filial }) => ({
      canal: 'loja' as const,
      id: p.id,
      listaProdutoId: p.listaProdutoId,
      presente: p.presente,
      quantidade: p.quantidade,
      valor: p.valor,
      nome: p.nome,
      email: p.email,
      mensagem: p.mensagem,
      loja: filial,
      pedido: p.numeroVenda,
      data: p.registradoEm.toISOString(),
      agradecido: p.agradecidoEm !== null,
    })),
    ...(await markedByHand(db, listaId, given)),
  ];
  return all.sort((a, b) => a.data.localeCompare(b.data) || a.id - b.id);
}

/**
 * The tracker's rows of vale-presente lines (`cards`: units not refunded): one per line, and one
 * per cota (decision 043: the lines of one order toward one gift, the cards that made its value,
 * are one row named 'Cota: <gift>', `id` the first line's, thanked when all its lines are;
 * `cotaComoVale` when the gift was then given whole, by something else than its cotas).
 */
function cotaRows(
  cards: Array<{ v: typeof s.valePresentes.$inferSelect; pedido: string; produto: string | null; kitNome: string | null; vendido: boolean | null; completas: Date | null }>,
): ReceivedGift[] {
  const rows = new Map<string, ReceivedGift>();
  for (const { v, pedido, produto, kitNome, vendido, completas } of cards) {
    const quantidade = v.quantidade - v.quantidadeDevolvida;
    const gift = v.listaProdutoId !== null ? (kitNome ?? produto) : null;
    const key = gift ? `${v.pedidoId}:${v.listaProdutoId}` : `linha:${v.id}`;
    const row = rows.get(key);
    if (row) {
      row.quantidade += quantidade;
      row.valor = money(row.valor + v.valor * quantidade);
      row.agradecido &&= v.agradecidoEm !== null;
      continue;
    }
    rows.set(key, {
      // its gift was given whole, not by its cotas: the cota stays as the owner's credit
      ...(gift && vendido && completas === null ? { cotaComoVale: true } : {}),
      canal: 'vale_presente',
      id: v.id,
      listaProdutoId: v.listaProdutoId,
      presente: gift ? COTA_TITLE(gift) : VALE_PRESENTE_TITLE,
      quantidade,
      valor: money(v.valor * quantidade),
      nome: v.nome,
      email: v.email,
      mensagem: v.mensagem,
      loja: null,
      pedido,
      data: v.pagoEm.toISOString(),
      agradecido: v.agradecidoEm !== null,
    });
  }
  return [...rows.values()];
}

/**
 * The gifts of list `listaId` that the staff marked sold by hand: items `vendido` that no giving
 * in `given` (paid orders, till registrations) stands for. One row per loose item, one per kit
 * once the whole kit is sold (its items so marked together, `id` the first of them; a kit sold in
 * part is not received yet, as its card says); the value at the current prices, the date of the
 * latest marking (the item's last change: a sold item is not edited).
 */
async function markedByHand(db: Db, listaId: number, given: ReadonlySet<number>): Promise<ReceivedGift[]> {
  const items = await loadListItems(db, [listaId]);
  const marked = (item: ListProductItem) => item.vendido && !given.has(item.id);
  if (!items.some(marked)) return [];
  const { produtosAvulsos, kits } = await groupKits(db, listaId, items);
  const groups = [
    ...produtosAvulsos.filter(marked).map((item) => ({ presente: item.produto.nome, quantidade: item.quantidade, items: [item] })),
    // a kit is a gift once all of it is sold, as its card says ('Presentes Já Adquiridos')
    ...kits.filter(isKitAcquired).map((kit) => ({ presente: kit.kitNome, quantidade: 1, items: [kit.anchor, ...kit.members].filter(marked) })).filter((g) => g.items.length > 0),
  ];
  const facts = new Map(
    (
      await db
        .select({ id: s.listaProdutos.id, updatedAt: s.listaProdutos.updatedAt, agradecidoEm: s.listaProdutos.agradecidoEm })
        .from(s.listaProdutos)
        .where(inArray(s.listaProdutos.id, groups.flatMap((g) => g.items.map((i) => i.id))))
    ).map((r) => [r.id, r]),
  );
  return groups.map(({ presente, quantidade, items: group }) => {
    const rows = group.map((item) => facts.get(item.id)!);
    return {
      canal: 'marcado' as const,
      id: group[0]!.id,
      listaProdutoId: group[0]!.id,
      presente,
      quantidade,
      valor: money(group.reduce((sum, item) => sum + unitPrice(item) * item.quantidade, 0)),
      nome: null,
      email: null,
      mensagem: null,
      loja: null,
      pedido: null,
      data: new Date(Math.max(...rows.map((r) => r.updatedAt.getTime()))).toISOString(),
      agradecido: rows.every((r) => r.agradecidoEm !== null),
    };
  });
}

/**
 * Saves the owner's 'Agradecimento enviado' of one gift of list `listaId`: an online gift by its
 * order and item (every item of the kit the item belongs to, in that order), a till gift by its
 * registration, a gift marked by hand by its item (with the sold items of its kit). 404 when the
 * list received no such gift (given back, undone, unmarked, another list's).
 */
export async function setThanked(db: Db, listaId: number, body: SetThankedRequest, now: Date): Promise<void> {
  const at = body.agradecido ? now : null;
  if (body.canal === 'vale_presente') {
    const [line] = await db
      .select({ pedidoId: s.valePresentes.pedidoId, itemId: s.valePresentes.listaProdutoId })
      .from(s.valePresentes)
      .where(and(eq(s.valePresentes.id, body.id), eq(s.valePresentes.listaId, listaId), isNull(s.valePresentes.devolvidoEm)));
    if (!line) throw new HttpError(404, STORE_GIFT_MSG.giftNotFound);
    // a cota's row is every line of its order toward its gift (cotaRows)
    const rows = line.itemId === null ? eq(s.valePresentes.id, body.id) : and(eq(s.valePresentes.pedidoId, line.pedidoId), eq(s.valePresentes.listaProdutoId, line.itemId));
    await db.update(s.valePresentes).set({ agradecidoEm: at }).where(and(rows, eq(s.valePresentes.listaId, listaId)));
    return;
  }
  // a till gift is its registration: `listaProdutoId` is ignored, as the contract says
  if (body.canal === 'loja') {
    const done = await db
      .update(s.presentesLoja)
      .set({ agradecidoEm: at })
      .where(and(eq(s.presentesLoja.id, body.id), eq(s.presentesLoja.listaId, listaId), isNull(s.presentesLoja.desfeitoEm)))
      .returning({ id: s.presentesLoja.id });
    if (!done.length) throw new HttpError(404, STORE_GIFT_MSG.giftNotFound);
    return;
  }
  if (body.canal === 'marcado') {
    const [item] = await db
      .select({ kitId: s.listaProdutos.kitId })
      .from(s.listaProdutos)
      .where(and(eq(s.listaProdutos.id, body.id), eq(s.listaProdutos.listaId, listaId), eq(s.listaProdutos.vendido, true)))
      .limit(1);
    if (!item) throw new HttpError(404, STORE_GIFT_MSG.giftNotFound);
    const group = item.kitId === null ? eq(s.listaProdutos.id, body.id) : eq(s.listaProdutos.kitId, item.kitId);
    await db
      .update(s.listaProdutos)
      .set({ agradecidoEm: at })
      .where(and(group, eq(s.listaProdutos.listaId, listaId), eq(s.listaProdutos.vendido, true)));
    return;
  }
  const listaProdutoId = body.listaProdutoId;
  if (typeof listaProdutoId !== 'number') throw new HttpError(404, STORE_GIFT_MSG.giftNotFound);
  const [item] = await db
    .select({ kitId: s.listaProdutos.kitId })
    .from(s.pedidoItens)
    .innerJoin(s.listaProdutos, eq(s.listaProdutos.id, s.pedidoItens.listaProdutoId))
    .where(and(eq(s.pedidoItens.pedidoId, body.id), eq(s.pedidoItens.listaProdutoId, listaProdutoId), eq(s.listaProdutos.listaId, listaId), isNull(s.pedidoItens.devolvidoEm)))
    .limit(1);
  if (!item) throw new HttpError(404, STORE_GIFT_MSG.giftNotFound);
  const group =
    item.kitId === null
      ? [listaProdutoId]
      : (await db.select({ id: s.listaProdutos.id }).from(s.listaProdutos).where(eq(s.listaProdutos.kitId, item.kitId))).map((r) => r.id);
  await db
    .update(s.pedidoItens)
    .set({ agradecidoEm: at })
    .where(and(eq(s.pedidoItens.pedidoId, body.id), inArray(s.pedidoItens.listaProdutoId, group)));
}
