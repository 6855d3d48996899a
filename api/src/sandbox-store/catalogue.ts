/**
 * The sandbox store's catalogue: variant id → title, price (reais, decimal string), image and
 * online stock (units; null or absent: inventory not tracked, never short). This module owns the
 * file's format; the API writes the file at start (shop/sandboxCatalogue.ts) and the sandbox reads
 * it on each cart, so a restarted API refreshes it without restarting the sandbox.
 */
import fs from 'node:fs';
import { z } from 'zod';

export const catalogueSchema = z.object({
  currency: z.literal('BRL'),
  variants: z.record(
    z.string().regex(/^\d{1,20}$/),
    z.object({
      title: z.string(),
      price: z.string().regex(/^\d+\.\d{2}$/),
      image: z.string().nullable(),
      stock: z.number().int().min(0).nullish(),
      /** A gift card variant (Shopify's gift card product): paying issues cards (./giftCards). */
      giftCard: z.boolean().optional(),
    }),
  ),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const GIFT_BAG_TITLE = 'Embalagem de presente';
/** The gift card product's title (decision 030); each variant is titled with its value. */
export const GIFT_CARD_TITLE = 'Vale-presente';

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
