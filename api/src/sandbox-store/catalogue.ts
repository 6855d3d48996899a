/**
 * The sandbox store's catalogue: variant id → title, price (reais, decimal string), image and
 * online stock (units; null or absent: inventory not tracked, never short). The API writes it at
 * start from its own products (those with an online-store code, active online, their first price
 * (§3) and their stock summed over the branches) plus the gift bag (§9, not tracked); the sandbox
 * reads it on each cart, so a restarted API refreshes it without restarting the sandbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { GIFT_BAG } from 'shared-contracts';
import type { Db } from '../db';
import * as s from '../db/schema';

export const catalogueSchema = z.object({
  currency: z.literal('BRL'),
  variants: z.record(
    z.string().regex(/^\d{1,20}$/),
    z.object({
      title: z.string(),
      price: z.string().regex(/^\d+\.\d{2}$/),
      image: z.string().nullable(),
      stock: z.number().int().min(0).nullish(),
    }),
  ),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const GIFT_BAG_TITLE = 'Embalagem de presente';

/**
 * Builds the catalogue from the database: each online product's stock is the sum of its branch
 * stock (`estoque`, negative rows count as 0; no row: 0, sold out); `giftBagVariantId` adds the
 * gift bag at R$ 5,99 with untracked stock.
 */
export async function buildCatalogue(db: Db, giftBagVariantId?: string): Promise<Catalogue> {
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
  return { currency: 'BRL', variants };
}

/** Writes the catalogue to `file` (through a temporary file, so a reader never sees half of it). */
export async function writeCatalogue(db: Db, file: string, giftBagVariantId?: string): Promise<number> {
  const catalogue = await buildCatalogue(db, giftBagVariantId);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(catalogue));
  fs.renameSync(tmp, file);
  return Object.keys(catalogue.variants).length;
}

/** A reader of `file` that re-reads it only when it changed (mtime); empty when missing or invalid. */
export function catalogueReader(file: string): () => Catalogue {
  let cached: { mtimeMs: number; catalogue: Catalogue } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, catalogue: catalogueSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) };
      }
      return cached.catalogue;
    } catch {
      return { currency: 'BRL', variants: {} };
    }
  };
}
