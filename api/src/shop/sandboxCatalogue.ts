/**
 * The API's side of the sandbox store's catalogue: at start the API writes the file the sandbox
 * reads (sandbox-store/catalogue.ts owns its format), from its own products: those with an
 * online-store code, active online, their first price (§3) and their stock summed over the
 * branches, plus the gift bag (§9, not tracked). A real store is stocked in Shopify's admin instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatBRL, GIFT_BAG } from 'shared-contracts';
import type { GiftCardVariant } from '../config';
import type { Db } from '../db';
import * as s from '../db/schema';
import { GIFT_BAG_TITLE, GIFT_CARD_TITLE, type Catalogue } from '../sandbox-store/catalogue';

/**
 * Builds the catalogue from the database: each online product's stock is the sum of its branch
 * stock (`estoque`, negative rows count as 0; no row: 0, sold out); `giftBagVariantId` adds the
 * gift bag at R$ 5,99 with untracked stock; `giftCards` the gift card product's variants (decision 030),
 * one per denomination ('Vale-presente R$ 100,00', never short).
 */
export async function buildCatalogue(db: Db, giftBagVariantId?: string, giftCards: GiftCardVariant[] = []): Promise<Catalogue> {
  const products = await db
    .select({ ordem: s.produtos.ordem, nome: s.produtos.nome, codigoShopify: s.produtos.codigoShopify, fotoUrl: s.produtos.fotoUrl })
    .from(s.produtos)
    .where(and(isNotNull(s.produtos.codigoShopify), eq(s.produtos.shopifyAtivo, true), eq(s.produtos.ativo, true)));
  const ordens = products.map((p) => p.ordem);
  const prices = ordens.length
    ? await db
        .select({ ordem: s.produtoPrecos.produtoOrdem, preco: s.produtoPrecos.preco })
        .from(s.produtoPrecos)
        .where(inArray(s.produtoPrecos.produtoOrdem, ordens))
        .orderBy(asc(s.produtoPrecos.id))
    : [];
  const firstPrice = new Map<number, number>();
  for (const p of prices) if (!firstPrice.has(p.ordem)) firstPrice.set(p.ordem, Number(p.preco));
  const stockRows = ordens.length
    ? await db
        .select({ ordem: s.estoque.produtoOrdem, total: sql<number>`sum(greatest(${s.estoque.quantidade}, 0))`.mapWith(Number) })
        .from(s.estoque)
        .where(inArray(s.estoque.produtoOrdem, ordens))
        .groupBy(s.estoque.produtoOrdem)
    : [];
  const stock = new Map(stockRows.map((r) => [r.ordem, r.total]));
  const variants: Catalogue['variants'] = {};
  for (const p of products) {
    const code = p.codigoShopify!.trim();
    const price = firstPrice.get(p.ordem);
    if (!/^\d{1,20}$/.test(code) || price === undefined) continue;
    variants[code] = { title: p.nome, price: price.toFixed(2), image: p.fotoUrl, stock: stock.get(p.ordem) ?? 0 };
  }
  if (giftBagVariantId && /^\d{1,20}$/.test(giftBagVariantId)) {
    variants[giftBagVariantId] = { title: GIFT_BAG_TITLE, price: GIFT_BAG.price.toFixed(2), image: null, stock: null };
  }
  for (const card of giftCards) {
    variants[card.variantId] = { title: `${GIFT_CARD_TITLE} ${formatBRL(card.valor)}`, price: card.valor.toFixed(2), image: null, stock: null, giftCard: true };
  }
  return { currency: 'BRL', variants };
}

/** Writes the catalogue to `file` (through a temporary file, so a reader never sees half of it). */
export async function writeCatalogue(db: Db, file: string, giftBagVariantId?: string, giftCards: GiftCardVariant[] = []): Promise<number> {
  const catalogue = await buildCatalogue(db, giftBagVariantId, giftCards);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(catalogue));
  fs.renameSync(tmp, file);
  return Object.keys(catalogue.variants).length;
}
