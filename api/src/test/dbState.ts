/**
 * The state of the database for the fuzz suite: the domain tables (every table but the sessions
 * and the rate-limit counters, which a refused call may legitimately touch, and the data version,
 * a counter that follows the domain tables' writes), and snapshots whose
 * difference says what a call changed, normalized so that two calls on two fresh targets compare.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db';
import * as schema from '../db/schema';

const NOT_DOMAIN = new Set(['sessoes', 'rate_limits', 'versao_dados']);
/** Every table of the schema but sessoes, rate_limits and versao_dados. */
export const DOMAIN_TABLES: readonly string[] = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !NOT_DOMAIN.has(name));

/** Every row of the domain tables, as JSON text, by table. */
export async function snapshot(db: Db): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const table of DOMAIN_TABLES) {
    const rows = await queryRows<{ r: string }>(db, sql.raw(`SELECT row_to_json(t)::text AS r FROM ${table} t`));
    out.set(table, rows.map((row) => row.r));
  }
  return out;
}

/** Columns that differ between any two targets (keys, times, random or derived values). */
const VOLATILE = /(^|_)(id|token|hash|key|slug|url|busca)$|_at$|^(ordem|codigo)$/;
/** A text without what differs between two calls: random tokens (sign-in links), digits. */
const steadyText = (v: string) => v.replace(/[A-Za-z0-9_-]{20,}/g, '<token>').replace(/\d+/g, '#');

/**
 * A row as two calls on two fresh targets leave it alike: a volatile column only says whether it
 * is set; in texts, random tokens and digits are replaced (fresh names, e-mails, links).
 */
function normalize(table: string, json: string): string {
  const row = JSON.parse(json) as Record<string, unknown>;
  const kept = Object.keys(row)
    .sort()
    .map((k) => {
      const v = row[k];
      if (VOLATILE.test(k)) return [k, v === null ? null : 'set'];
      return [k, typeof v === 'string' ? steadyText(v) : v];
    });
  return `${table} ${JSON.stringify(kept)}`;
}

/** What changed from `before` to `after`: rows gone and rows new (an update is one of each), normalized and sorted. */
export function changes(before: Map<string, string[]>, after: Map<string, string[]>): { gone: string[]; added: string[] } {
  const gone: string[] = [];
  const added: string[] = [];
  for (const table of DOMAIN_TABLES) {
    const a = new Set(before.get(table));
    const b = new Set(after.get(table));
    for (const r of a) if (!b.has(r)) gone.push(normalize(table, r));
    for (const r of b) if (!a.has(r)) added.push(normalize(table, r));
  }
  return { gone: gone.sort(), added: added.sort() };
}
