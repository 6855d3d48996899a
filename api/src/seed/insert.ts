import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { slugify } from '../lists/slugs';

/** Inserts `rows` into `table` in chunks of `chunk`, keeping the rows that exist (the seed is idempotent). */
export async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[], chunk = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk) as never).onConflictDoNothing();
  }
}

/** The local part of a demo e-mail for `nome`: its slug with dots ('Ana Souza' → 'ana.souza'). */
export const emailName = (nome: string) => slugify(nome).replace(/-/g, '.');
