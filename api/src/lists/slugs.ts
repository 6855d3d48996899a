/**
 * List slugs (§2 the address /lista/{slug}): a public list's readable slug, unique, and the
 * unguessable slug of a list that is not public. The seed uses `slugify` too.
 */
import { randomBytes } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../db';
import * as s from '../db/schema';

/** Lower case, accents removed, every run of other characters one '-', none at the ends. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The readable base of a list's slug: the title slugified, at most 80 characters, else 'lista'. */
const slugBase = (titulo: string): string => slugify(titulo).slice(0, 80).replace(/-+$/, '') || 'lista';

/** 12 random hex characters (48 bits from crypto.randomBytes): what makes a slug unguessable. */
export const randomSlugSuffix = (): string => randomBytes(6).toString('hex');

/**
 * The slug of a list that is not public ('privado', 'apenas_convidados'): the readable base of its
 * title and a random suffix, so that nobody finds it by guessing from names (decision 016).
 */
export const unguessableSlug = (titulo: string): string => `${slugBase(titulo)}-${randomSlugSuffix()}`;

/**
 * A slug for `titulo` not used by any list: the title slugified (accents removed, at most 80
 * characters, 'lista' when nothing is left), then -2, -3... on collision.
 */
export async function uniqueSlug(db: Db, titulo: string): Promise<string> {
  const base = slugBase(titulo);
  const rows = await db
    .select({ slug: s.listas.slug })
    .from(s.listas)
    .where(or(eq(s.listas.slug, base), like(s.listas.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
