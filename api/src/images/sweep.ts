/**
 * The sweep of unused uploads (hourly, decision 034): an upload (`imagens` row and its file under
 * DATA_DIR/static/uploads/) that no list, product, variant or branch shows a day after it was sent
 * is removed. A picture in use is released when it is replaced (images/uploads releaseImage); this
 * sweep catches the ones never used at all (uploaded, then the form abandoned, or sent in bulk).
 *
 * Never touched: anything that is not a recorded upload (the cover library under
 * DATA_DIR/static/library/, the seed's pictures: neither has an `imagens` row), an upload shown by
 * a list (imagem_capa, foto_lista), a product (produtos.foto_url), a variant (grade.foto_url) or a
 * branch (filiais.foto_filial), and uploads younger than UNUSED_UPLOAD_MAX_AGE_MS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, like, lte, notExists, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Log } from '../lib/log';
import * as s from '../db/schema';

/** How old an unused upload is when the sweep removes it: 24 h, in milliseconds. */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60_000;

/** When a running API sweeps (server.ts, a job schedule in UTC): every hour, at minute 17. */
export const UPLOAD_SWEEP_CRON = '17 * * * *';

/**
 * Removes every upload older than `maxAgeMs` (default UNUSED_UPLOAD_MAX_AGE_MS, on the app's clock
 * `ctx.now()`; its age is `imagens.created_at`) that no list, product, variant or branch shows:
 * its `imagens` row first (one DELETE whose NOT EXISTS checks run in the same statement, so a
 * picture shown by a committed row is never deleted), then its file under DATA_DIR/static/uploads/
 * (a missing file is no error; a key that would resolve outside that folder leaves the file alone).
 * Returns the keys removed ('uploads/banner/x.jpg'), [] when none. Database errors are thrown.
 */
export async function sweepUnusedUploads(ctx: AppContext, opts: { maxAgeMs?: number } = {}): Promise<string[]> {
  const cutoff = new Date(ctx.now().getTime() - (opts.maxAgeMs ?? UNUSED_UPLOAD_MAX_AGE_MS));
  const one = { one: sql`1` };
  const removed = await ctx.db
    .delete(s.imagens)
    .where(
      and(
        lte(s.imagens.createdAt, cutoff),
        like(s.imagens.key, 'uploads/%'),
        notExists(ctx.db.select(one).from(s.listas).where(or(eq(s.listas.imagemCapa, s.imagens.url), eq(s.listas.fotoLista, s.imagens.url)))),
        notExists(ctx.db.select(one).from(s.produtos).where(eq(s.produtos.fotoUrl, s.imagens.url))),
        notExists(ctx.db.select(one).from(s.grade).where(eq(s.grade.fotoUrl, s.imagens.url))),
        notExists(ctx.db.select(one).from(s.filiais).where(eq(s.filiais.fotoFilial, s.imagens.url))),
      ),
    )
    .returning({ key: s.imagens.key });
  const uploads = path.join(ctx.config.dataDir, 'static', 'uploads');
  for (const { key } of removed) {
    const file = path.resolve(ctx.config.dataDir, 'static', key);
    if (file.startsWith(uploads + path.sep)) await fs.promises.rm(file, { force: true });
  }
  return removed.map((r) => r.key);
}

/** The sweep as a job of the job library (server.ts schedules it hourly, docs/decisions/033). */
export function uploadSweepJob(ctx: AppContext, log: Log): () => Promise<void> {
  return async () => {
    const keys = await sweepUnusedUploads(ctx);
    if (keys.length) log.info({ removed: keys.length }, 'uploads: unused uploads removed');
  };
}
