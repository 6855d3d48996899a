/**
 * Test helpers for the staff calls: sign-ins (staff by /auth/login, made-up users and customers
 * by a stored session), fresh lists, items and kits, and a fingerprint of the tables that staff
 * calls write (to prove that a refused call changed nothing).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MODULE_LISTA, type PermissionName } from 'shared-contracts';
import { queryRows, type Db } from '../db';
import * as s from '../db/schema';
import { DEMO_USERS } from '../seed/fixtures';
import { randomToken, sha256 } from '../lib/crypto';
import { SESSION_TTL_MS } from '../auth/session';
import { createTestApp, type TestContext } from './helpers';
import { signInStaff } from './signin';

/** Signs a staff user in through POST /auth/login and returns the session id. */
export const loginStaff = (t: TestContext, codigo: number, senha: string): Promise<string> => signInStaff(t.app, codigo, senha);

/** A test app with the full-permission staff user 1001 signed in (`sid`). */
export async function startStaffApp(): Promise<{ t: TestContext; sid: string }> {
  const t = await createTestApp();
  return { t, sid: await loginStaff(t, DEMO_USERS.fullStaff.codigo, DEMO_USERS.fullStaff.senha) };
}

/** Stores a session for a user (no password check) and returns its id. */
export async function sessionFor(t: TestContext, tipo: 'usuario' | 'cliente', codigo: number): Promise<string> {
  const id = randomToken(32);
  await t.db.insert(s.sessoes).values({
    idHash: sha256(id),
    usuarioTipo: tipo,
    usuarioCodigo: codigo,
    expiresAt: new Date(t.clock.now.getTime() + SESSION_TTL_MS),
  });
  return id;
}

let nextGroup = 0;
/**
 * Creates an active, non-super staff user `codigo` whose group holds exactly `permissoes` (may be
 * empty) of module 'Lista de Presentes', working at branch `filialId` (default none), and returns a
 * session id for it.
 */
export async function staffWith(t: TestContext, codigo: number, permissoes: readonly PermissionName[], filialId: number | null = null): Promise<string> {
  const [grupo] = await t.db.insert(s.gruposPermissao).values({ nome: `Teste ${codigo} ${++nextGroup}` }).returning({ id: s.gruposPermissao.id });
  if (permissoes.length) {
    const perms = await t.db.select().from(s.permissoes).where(eq(s.permissoes.modulo, MODULE_LISTA));
    const ids = permissoes.map((p) => perms.find((row) => row.permissao === p)!.id);
    await t.db.insert(s.grupoPermissoes).values(ids.map((permissaoId) => ({ grupoId: grupo!.id, permissaoId })));
  }
  await t.db.insert(s.usuarios).values({ codigo, nome: `Teste ${codigo}`, senhaHash: 'x', su: false, grupoId: grupo!.id, filialId, ativo: true });
  return sessionFor(t, 'usuario', codigo);
}

let nextSlug = 0;
/** Inserts a fresh active public list (a copy of list `from`'s references) and returns its id. */
export async function newList(db: Db, over: Partial<typeof s.listas.$inferInsert> = {}, from = 5): Promise<number> {
  const [base] = await db.select().from(s.listas).where(eq(s.listas.id, from));
  const { id: _id, tituloBusca: _t, createdAt: _c, updatedAt: _u, ...rest } = base!;
  const [row] = await db
    .insert(s.listas)
    .values({ ...rest, slug: `teste-${Date.now()}-${++nextSlug}`, titulo: `Lista de teste ${nextSlug}`, status: 'ativo', ...over })
    .returning({ id: s.listas.id });
  return row!.id;
}

/** Active products (ordem, codigo), in order. */
export async function activeProducts(db: Db) {
  return db.select({ ordem: s.produtos.ordem, codigo: s.produtos.codigo, nome: s.produtos.nome }).from(s.produtos).where(eq(s.produtos.ativo, true)).orderBy(s.produtos.ordem);
}

/**
 * Active products without an online-store code (their image may be replaced), in order, each with
 * the codes of its variants (grade.codigo; empty when it has none).
 */
export async function imageEditableProducts(db: Db) {
  const produtos = await db
    .select({ ordem: s.produtos.ordem, codigo: s.produtos.codigo })
    .from(s.produtos)
    .where(and(eq(s.produtos.ativo, true), isNull(s.produtos.codigoShopify)))
    .orderBy(s.produtos.ordem);
  const grades = await db.select({ codigo: s.grade.codigo, produtoOrdem: s.grade.produtoOrdem }).from(s.grade).orderBy(s.grade.ordem);
  return produtos.map((p) => ({ ...p, variants: grades.filter((g) => g.produtoOrdem === p.ordem).map((g) => g.codigo) }));
}

/** Inserts an item of product `ordem` into list `listaId` and returns it. */
export async function newItem(db: Db, listaId: number, ordem = 1, over: Partial<typeof s.listaProdutos.$inferInsert> = {}) {
  const [row] = await db.insert(s.listaProdutos).values({ listaId, ordemProdServ: ordem, quantidade: 1, ...over }).returning();
  return row!;
}

/** Inserts a kit (anchor + `members` items) into list `listaId`; returns the kit, anchor and members. */
export async function newKit(db: Db, listaId: number, members = 2, sold: { anchor?: boolean; members?: boolean } = {}) {
  const anchor = await newItem(db, listaId, 2, { vendido: sold.anchor ?? false });
  const [kit] = await db.insert(s.kits).values({ listaId, anchorItemId: anchor.id, nome: 'Kit Teste' }).returning();
  await db.update(s.listaProdutos).set({ kitId: kit!.id }).where(eq(s.listaProdutos.id, anchor.id));
  const rows = [];
  for (let i = 0; i < members; i++) rows.push(await newItem(db, listaId, 3 + i, { kitId: kit!.id, vendido: sold.members ?? false }));
  return { kit: kit!, anchor: { ...anchor, kitId: kit!.id }, members: rows };
}

const WRITTEN_TABLES = ['listas', 'lista_produtos', 'kits', 'cli_for', 'mail_outbox', 'magic_link_tokens', 'produtos', 'grade', 'imagens'];
/**
 * MD5 of every row of `tables` (by default the tables that staff calls write): equal before and
 * after means nothing changed.
 */
export async function fingerprint(db: Db, tables: readonly string[] = WRITTEN_TABLES): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ h: string }>(
      db,
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`),
    );
    parts.push(`${table}:${row!.h}`);
  }
  return parts.join(',');
}

/** A demo product of the seed (fixtures DEMO_PRODUCTS) with its variants' ordem, size and colour codes. */
export async function demoProduct(db: Db, codigo: string) {
  const [produto] = await db.select({ ordem: s.produtos.ordem, nome: s.produtos.nome }).from(s.produtos).where(eq(s.produtos.codigo, codigo));
  const grades = await db
    .select({ ordem: s.grade.ordem, codigo: s.grade.codigo, tamanhoCodigo: s.grade.tamanhoCodigo, corCodigo: s.grade.corCodigo })
    .from(s.grade)
    .where(eq(s.grade.produtoOrdem, produto!.ordem))
    .orderBy(s.grade.ordem);
  return { ...produto!, grades };
}
