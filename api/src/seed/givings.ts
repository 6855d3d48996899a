/**
 * The demo's year of giving (decision 040: the chain's report has something to show): the
 * generated lists are created one every two days or so across the past year (in id order, so that the
 * staff dashboard's newest-first order is the ids' as before), and the items they have as given
 * are given for real, as the product records them: a paid online order, a registration at a
 * store's till (mostly at the list's own branch), or, for one in eight, still only marked by the
 * staff ('Marcado pela loja'); a third of those lists also received a vale-presente. Dates fall
 * in the 120 days after the list's creation, and before now. The fixture lists (ids 1 to 6) and
 * every list of the demo customers Maria and João are left as they were (the tests and the demo
 * tour rely on them).
 *
 * Its own generator: nothing the seed drew before changes. Runs once: a database that already has
 * the seeded orders keeps them.
 */
import { like, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import * as s from '../db/schema';
import { DEMO_CUSTOMERS, DEMO_USERS } from './fixtures';
import { emailName, insertAll } from './insert';
import { createRng } from './prng';

const DAY = 86_400_000;
/** The seeded orders' ids at the store: `seed-<n>` (never a real store's id). */
const ORDER_PREFIX = 'seed-';
const MESSAGES = ['Felicidades!', 'Com carinho, da família.', 'Que sejam muito felizes!', 'Um presente com muito amor.', null, null];
const CARD_VALUES = [50, 100, 200] as const;
/** The demo's gift card variants (decision 030; SHOPIFY_GIFT_CARD_VARIANTS of .env.example and the stack). */
const cardVariant = (valor: number) => `74000000${String(valor * 100).padStart(5, '0')}`;

interface SeedList {
  id: number;
  filialId: number;
  cliForCodigo: number;
  dataEvento: Date;
}
interface SeedItem {
  id: number;
  listaId: number;
  ordemProdServ: number;
  quantidade: number;
  vendido: boolean;
  kitId: number | null;
}

export interface GivingsInput {
  lists: readonly SeedList[];
  items: readonly SeedItem[];
  /** Product name and unit price (reais) by `ordem`. */
  products: ReadonlyMap<number, { nome: string; preco: number }>;
  /** Names the givers are drawn from. */
  givers: readonly string[];
  branchIds: readonly number[];
  now: Date;
}

/** What was written: lists dated, online orders, till registrations, vale-presente. */
export interface GivingsResult {
  listsDated: number;
  orders: number;
  tillGifts: number;
  valePresentes: number;
}

/** Writes the demo's year of giving (see the module doc); all amounts in reais. */
export async function seedGivings(db: Db, input: GivingsInput): Promise<GivingsResult> {
  const done = await db.select({ id: s.pedidos.id }).from(s.pedidos).where(like(s.pedidos.shopifyOrderId, `${ORDER_PREFIX}%`)).limit(1);
  if (done.length) return { listsDated: 0, orders: 0, tillGifts: 0, valePresentes: 0 };
  const rng = createRng(20261127);
  const { now } = input;
  const last = Math.max(...input.lists.map((l) => l.id));
  // the generated lists (ids 7 up) spread over the past 360 days, the fixture lists just before them
  const step = (360 * DAY) / (last - 6);
  const createdAt = new Map(input.lists.map((l) => [l.id, new Date(now.getTime() - (last - l.id + 1) * step - rng.int(1, 10) * 3_600_000)]));
  await db.execute(sql`update listas set created_at = v.c::timestamptz, updated_at = v.c::timestamptz
    from (values ${sql.join(
      [...createdAt].map(([id, at]) => sql`(${id}::int, ${at.toISOString()})`),
      sql`, `,
    )}) as v(id, c) where listas.id = v.id`);

  const demoOwners = new Set<number>([DEMO_CUSTOMERS.maria.codigo, DEMO_CUSTOMERS.joao.codigo]);
  const eligible = input.lists.filter((l) => l.id > 6 && !demoOwners.has(l.cliForCodigo));
  const byList = new Map<number, SeedItem[]>();
  for (const item of input.items) if (item.vendido && item.kitId === null) byList.set(item.listaId, [...(byList.get(item.listaId) ?? []), item]);

  /** A moment in the 120 days after the list's creation, and before an hour ago (so the months of the year all get some). */
  const when = (listaId: number) => {
    const from = createdAt.get(listaId)!.getTime() + 3_600_000;
    const to = Math.min(now.getTime() - 3_600_000, from + 120 * DAY);
    return new Date(from + Math.floor(rng.next() * Math.max(0, to - from)));
  };
  const giver = () => rng.pick(input.givers);
  const emailOf = (nome: string) => `${emailName(nome)}@example.com`;
  // rows built in memory with explicit ids after the highest in place, written in chunks: a test
  // file seeds its own database, so a thousand single inserts would cost it seconds
  const next = async (table: 'pedidos' | 'presentes_loja' | 'vale_presentes' | 'presentes_loja_auditoria') =>
    Number((await queryRows<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from ${sql.identifier(table)}`))[0]!.n) + 1;
  let [pedidoId, presenteId, valeId, auditId] = [await next('pedidos'), await next('presentes_loja'), await next('vale_presentes'), await next('presentes_loja_auditoria')];
  const pedidos: Array<typeof s.pedidos.$inferInsert> = [];
  const pedidoItens: Array<typeof s.pedidoItens.$inferInsert> = [];
  const presentes: Array<typeof s.presentesLoja.$inferInsert> = [];
  const presenteItens: Array<typeof s.presenteLojaItens.$inferInsert> = [];
  const auditoria: Array<typeof s.presentesLojaAuditoria.$inferInsert> = [];
  const vales: Array<typeof s.valePresentes.$inferInsert> = [];
  const order = (listaId: number, nome: string, total: number, pagoEm: Date) => {
    const number = pedidos.length + 1;
    pedidos.push({
      id: pedidoId,
      shopifyOrderId: `${ORDER_PREFIX}${number}`,
      nome: `#${5000 + number}`,
      listaId,
      compradorNome: nome,
      compradorEmail: emailOf(nome),
      mensagem: rng.pick(MESSAGES),
      total,
      moeda: 'BRL',
      situacao: 'pago',
      pagoEm,
    });
    return pedidoId++;
  };

  for (const list of eligible) {
    for (const item of byList.get(list.id) ?? []) {
      const product = input.products.get(item.ordemProdServ)!;
      const valor = Math.round(product.preco * item.quantidade * 100) / 100;
      const channel = rng.next();
      if (channel < 0.5) {
        const pedido = order(list.id, giver(), valor, when(list.id));
        pedidoItens.push({ pedidoId: pedido, listaProdutoId: item.id, titulo: product.nome, quantidade: item.quantidade, preco: product.preco });
      } else if (channel < 0.875) {
        const filialId = rng.chance(0.8) ? list.filialId : rng.pick(input.branchIds);
        const staff = filialId === 1 ? DEMO_USERS.fullStaff.codigo : DEMO_USERS.superUser.codigo;
        const registradoEm = when(list.id);
        presentes.push({
          id: presenteId,
          listaId: list.id,
          listaProdutoId: item.id,
          presente: product.nome,
          quantidade: item.quantidade,
          valor,
          nome: giver(),
          mensagem: rng.pick(MESSAGES),
          filialId,
          numeroVenda: `V${100000 + presentes.length}`,
          registradoPor: staff,
          registradoEm,
        });
        presenteItens.push({ presenteId, listaProdutoId: item.id });
        auditoria.push({ id: auditId++, presenteId, acao: 'registrado', usuarioCodigo: staff, em: registradoEm });
        presenteId += 1;
      }
    }
    if (rng.chance(1 / 3)) {
      const valor = rng.pick(CARD_VALUES);
      const quantidade = rng.chance(0.8) ? 1 : 2;
      const nome = giver();
      const pagoEm = when(list.id);
      const pedido = order(list.id, nome, valor * quantidade, pagoEm);
      vales.push({
        id: valeId++,
        pedidoId: pedido,
        listaId: list.id,
        linhaId: `gid://shopify/LineItem/${ORDER_PREFIX}${pedidos.length}`,
        variantId: cardVariant(valor),
        valor,
        quantidade,
        nome,
        email: emailOf(nome),
        mensagem: rng.pick(MESSAGES),
        pagoEm,
      });
    }
  }
  await insertAll(db, s.pedidos, pedidos);
  await insertAll(db, s.pedidoItens, pedidoItens);
  await insertAll(db, s.presentesLoja, presentes);
  await insertAll(db, s.presenteLojaItens, presenteItens);
  await insertAll(db, s.presentesLojaAuditoria, auditoria);
  await insertAll(db, s.valePresentes, vales);
  for (const table of ['pedidos', 'presentes_loja', 'vale_presentes', 'presentes_loja_auditoria']) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`);
  }
  const result: GivingsResult = { listsDated: createdAt.size, orders: pedidoItens.length, tillGifts: presentes.length, valePresentes: vales.length };
  return result;
}
