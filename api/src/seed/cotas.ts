/**
 * The demo's cotas (decision 043): on the public demo list (`casamento-maria-e-joao`, list 1), its
 * first unsold gift worth at least R$ 600 (a kit by its anchor, or a loose item) accepts cotas,
 * and two guests already gave part of it (R$ 200 and R$ 100, paid online orders of gift cards
 * sent to the owner, three days ago). Runs once: a list whose gift already accepts cotas is kept.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import * as s from '../db/schema';
import { cotaGift } from '../lists/cotas';
import { groupKits, loadListItems } from '../lists/items';
import { PUBLIC_LIST_ID } from './fixtures';

const DAY = 86_400_000;
/** The demo's gift card variant of a value in reais (as ./givings: SHOPIFY_GIFT_CARD_VARIANTS of the stack). */
const cardVariant = (valor: number) => `74000000${String(valor * 100).padStart(5, '0')}`;
const GIVERS = [
  { nome: 'Padrinhos Carlos e Ana', valor: 200, mensagem: 'Para a casa nova, com carinho dos padrinhos!' },
  { nome: 'Tia Lúcia', valor: 100, mensagem: null },
] as const;

/** Marks the demo gift and writes its two cotas; answers the gift's list item id (null when none fits or already done). */
export async function seedCotas(db: Db, now: Date): Promise<number | null> {
  const done = await db.select({ id: s.listaProdutos.id }).from(s.listaProdutos).where(and(eq(s.listaProdutos.listaId, PUBLIC_LIST_ID), eq(s.listaProdutos.aceitaCotas, true))).limit(1);
  if (done.length) return null;
  const items = await loadListItems(db, [PUBLIC_LIST_ID], now);
  const { produtosAvulsos, kits } = await groupKits(db, PUBLIC_LIST_ID, items);
  const candidates = [...kits.map((k) => k.anchor), ...produtosAvulsos].filter((i) => !i.vendido);
  let chosen: number | null = null;
  for (const item of candidates) {
    const gift = await cotaGift(db, PUBLIC_LIST_ID, item.id, now);
    if (gift && gift.priceCents >= 60_000 && gift.itemIds.every((id) => !items.find((i) => i.id === id)!.vendido)) {
      chosen = item.id;
      break;
    }
  }
  if (chosen === null) return null;
  await db.update(s.listaProdutos).set({ aceitaCotas: true }).where(eq(s.listaProdutos.id, chosen));
  const paidAt = new Date(now.getTime() - 3 * DAY);
  for (const [i, giver] of GIVERS.entries()) {
    const linhaId = `gid://shopify/LineItem/seed-cota-${i + 1}`;
    const [pedido] = await db
      .insert(s.pedidos)
      .values({
        shopifyOrderId: `seed-cota-${i + 1}`,
        nome: `#C${1001 + i}`,
        listaId: PUBLIC_LIST_ID,
        compradorNome: giver.nome,
        compradorEmail: null,
        mensagem: giver.mensagem,
        total: giver.valor,
        moeda: 'BRL',
        situacao: 'pago',
        pagoEm: paidAt,
        linhas: [{ linhaId, variantId: cardVariant(giver.valor), titulo: 'Vale-presente', quantidade: 1, preco: giver.valor, listaId: PUBLIC_LIST_ID, listaProdutoId: null }],
      })
      .returning({ id: s.pedidos.id });
    await db.insert(s.valePresentes).values({
      pedidoId: pedido!.id,
      listaId: PUBLIC_LIST_ID,
      linhaId,
      variantId: cardVariant(giver.valor),
      valor: giver.valor,
      quantidade: 1,
      nome: giver.nome,
      email: null,
      mensagem: giver.mensagem,
      pagoEm: paidAt,
      listaProdutoId: chosen,
    });
  }
  return chosen;
}
