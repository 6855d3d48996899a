/**
 * Catalogue lookups of the staff and public calls (§7 "Staff lists", "List products and kits",
 * "Public lists"): categories, branches, customers (cli_for) and sellers by code, a product by
 * code, and the size and colour lists of the builder. Read-only; a missing row is a 404 with the
 * staff message of the call.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Branch, CliFor, ProductLookup, SizeOrColour } from 'shared-contracts';
import type { sizesColoursQuerySchema } from 'shared-contracts/requests';
import type { z } from 'zod';
import type { Db } from '../db';
import * as s from '../db/schema';
import { HttpError } from '../lib/errors';
import { STAFF_MSG } from './messages';
import { escapeLike, normalizeSearch } from './queries';

/** Every category as {id, nome}, ordered by name (§7 Public lists, the categories call). */
export function listCategories(db: Db) {
  return db.select({ id: s.categorias.id, nome: s.categorias.nome }).from(s.categorias).orderBy(asc(s.categorias.nome));
}

/**
 * Every branch (§7 Staff lists, the branches call) in the §3 Branch shape, by id; `ordemFilial`
 * is the id.
 */
export async function listBranches(db: Db): Promise<Branch[]> {
  const rows = await db.select().from(s.filiais).orderBy(asc(s.filiais.id));
  return rows.map((f) => ({ id: f.id, nome: f.nome, ordemFilial: f.id, endereco: f.endereco, contato: f.contato, fotoFilial: f.fotoFilial }));
}

/** Customers (cli_for) of `codigos` in the Lista.cli_for shape {Codigo, Nome, Email}, by code; unknown codes are absent. */
export async function customersByCodigo(db: Db, codigos: number[]): Promise<Map<number, CliFor>> {
  const unique = [...new Set(codigos)];
  const rows = unique.length
    ? await db.select().from(s.cliFor).where(inArray(s.cliFor.codigo, unique))
    : [];
  return new Map(rows.map((c) => [c.codigo, { Codigo: c.codigo, Nome: c.nome, Email: c.email }]));
}

/** The customer of code `codigo` {Codigo, Nome, Email} (§7 Staff lists, customer lookup), or a 404 STAFF_MSG.customerNotFound. */
export async function findCustomer(db: Db, codigo: number): Promise<CliFor> {
  const customer = (await customersByCodigo(db, [codigo])).get(codigo);
  if (!customer) throw new HttpError(404, STAFF_MSG.customerNotFound);
  return customer;
}

/** The seller of code `codigo` as {Nome} (§7 Staff lists, seller lookup), or a 404 STAFF_MSG.sellerNotFound. */
export async function findSeller(db: Db, codigo: number): Promise<{ Nome: string }> {
  const [seller] = await db.select({ Nome: s.vendedores.nome }).from(s.vendedores).where(eq(s.vendedores.codigo, codigo)).limit(1);
  if (!seller) throw new HttpError(404, STAFF_MSG.sellerNotFound);
  return seller;
}

/**
 * Product lookup by code (§3 Product lookup result, §7 List products and kits): active products
 * only, {ordem, nome, fotoUrl, preco, variantes}; `preco` in reais (a number) from the first price
 * row (by id), 0 when the product has none; `variantes` the size and colour codes of its grade rows
 * (the pickers offer only these). 404 STAFF_MSG.productNotFound when unknown or inactive.
 */
export async function lookupProduct(db: Db, codigo: string): Promise<ProductLookup> {
  const [produto] = await db
    .select({ ordem: s.produtos.ordem, nome: s.produtos.nome, fotoUrl: s.produtos.fotoUrl })
    .from(s.produtos)
    .where(and(eq(s.produtos.codigo, codigo), eq(s.produtos.ativo, true)))
    .limit(1);
  if (!produto) throw new HttpError(404, STAFF_MSG.productNotFound);
  const [preco] = await db
    .select({ preco: s.produtoPrecos.preco })
    .from(s.produtoPrecos)
    .where(eq(s.produtoPrecos.produtoOrdem, produto.ordem))
    .orderBy(asc(s.produtoPrecos.id))
    .limit(1);
  const variantes = await db
    .selectDistinct({ tamanhoCodigo: s.grade.tamanhoCodigo, corCodigo: s.grade.corCodigo })
    .from(s.grade)
    .where(eq(s.grade.produtoOrdem, produto.ordem))
    .orderBy(asc(s.grade.tamanhoCodigo), asc(s.grade.corCodigo));
  return { ...produto, preco: Number(preco?.preco ?? 0), variantes };
}

/**
 * Size or colour rows {Codigo, Nome} for GET /tamanhos and GET /cores (§7 List products and kits):
 * active ones only when `onlyActive`, `q` contained in the name (accent- and case-insensitive),
 * in natural name order ('2 anos' before '10 anos', numbers before letters; `sort` asc or desc),
 * `take` rows from `skip`.
 */
export function sizesOrColours(db: Db, kind: 'tamanhos' | 'cores', q: z.infer<typeof sizesColoursQuerySchema>): Promise<SizeOrColour[]> {
  const table = kind === 'tamanhos' ? s.tamanhos : s.cores;
  const conds: SQL[] = [];
  if (q.onlyActive) conds.push(eq(table.ativo, true));
  const search = q.q ? normalizeSearch(q.q) : '';
  if (search) {
    const folded = sql`translate(lower(${table.nome}), ${s.ACCENTED}, ${s.UNACCENTED})`;
    conds.push(sql`${folded} LIKE ${`%${escapeLike(search)}%`} ESCAPE '\\'`);
  }
  const dir = q.sort === 'desc' ? desc : asc;
  // orderBy nome, in natural order: '2 anos' before '10 anos', numbers before letters (asc)
  const leadingNumber = sql`(substring(${table.nome} from '^[0-9]+'))::int`;
  return db
    .select({ Codigo: table.codigo, Nome: table.nome })
    .from(table)
    .where(and(...conds))
    .orderBy(dir(leadingNumber), dir(table.nome), dir(table.codigo))
    .limit(q.take)
    .offset(q.skip);
}
