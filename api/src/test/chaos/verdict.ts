/**
 * The verdict of the chaos run (./run.ts): the database compared with the sandbox store's orders
 * once everything settled. Each finding is one line saying what is wrong, with the ids to look at:
 *
 * - a gift given twice: an item with two active `pedido_itens` (two standing orders recorded as
 *   giving it);
 * - an item whose `vendido` disagrees with its active `pedido_itens`;
 * - a paid gift lost: a paid order, neither cancelled nor refunded at the store, whose gift is not
 *   given by it and that is not flagged 'pagamento_em_duplicidade' (for a refund);
 * - a wrong giver: the item's active giver is not a standing paid order of the store that pays for
 *   it. Which of two standing paid orders gives is the product's rule (the first the API learns
 *   of; after the giver is cancelled or refunded, the first paid of the others: docs/decisions/036),
 *   not the harness's: a guest who paid after their hold ran out, or whose payment was late to
 *   arrive, may lose the gift to one who paid within theirs. The other must then be flagged
 *   'pagamento_em_duplicidade' (see a paid gift lost);
 * - a cancelled or refunded order that still gives its gift;
 * - an order whose state in the database is not the store's (paid, awaiting payment, cancelled);
 * - a hold left without a checkout: a row of `reservas` with no cart and no order that still runs.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db';
import type { SandboxOrder } from '../../sandbox-store/model';
import type { PaymentTimes } from './guests';

/** The store's order as the verdict reads it. */
interface StoreOrder {
  id: string;
  state: 'pago' | 'pendente' | 'cancelado';
  refunded: boolean;
  /** Still stands: paid, neither cancelled nor refunded. */
  standing: boolean;
  paidAt: number | null;
  /** The list items its lines claim. */
  items: number[];
}

function storeOrder(order: SandboxOrder, paidAt: PaymentTimes): StoreOrder {
  const status = order.payload.financial_status;
  const cancelled = order.cancelledAt !== null;
  const refunded = order.refunds.length > 0;
  const state = cancelled ? 'cancelado' : status === 'pending' ? 'pendente' : 'pago';
  const items = order.payload.line_items.flatMap((line) => {
    const item = line.properties.find((p) => p.name === '_lista_produto_id')?.value;
    return item ? [Number(item)] : [];
  });
  return { id: String(order.id), state, refunded, standing: state === 'pago' && !refunded, paidAt: state === 'pendente' ? null : (paidAt.get(order.id) ?? Date.parse(order.payload.processed_at)), items };
}

/** What the comparison found, and the counts it printed. */
export interface Verdict {
  findings: string[];
  ordersCompared: number;
  duplicatesFlagged: number;
  itemsGiven: number;
}

/**
 * Compares the database with `orders` (the sandbox's, all of them) and the items of list `listId`
 * at the end of the run (see the module doc); the holds are `holdsWithoutCheckout`'s.
 */
export async function compare(db: Db, orders: SandboxOrder[], paidAt: PaymentTimes, listId: number, arrivals: Map<string, number | 'dropped'>): Promise<Verdict> {
  const findings: string[] = [];
  const store = orders.map((o) => storeOrder(o, paidAt)).filter((o) => o.items.length > 0);
  const byId = new Map(store.map((o) => [o.id, o]));
  const recorded = await queryRows<{ id: number; shopify_order_id: string; situacao: string; conferencia: string | null }>(
    db,
    sql`select id, shopify_order_id, situacao, conferencia from pedidos`,
  );
  const recordedById = new Map(recorded.map((r) => [r.shopify_order_id, r]));
  const shopifyIdOf = new Map(recorded.map((r) => [r.id, r.shopify_order_id]));
  // the run's list only: the demo data's own orders (`seed-<n>`, on other lists) are no store order
  const active = await queryRows<{ pedido_id: number; lista_produto_id: number }>(
    db,
    sql`select pi.pedido_id, pi.lista_produto_id from pedido_itens pi join lista_produtos lp on lp.id = pi.lista_produto_id where pi.devolvido_em is null and lp.lista_id = ${listId}`,
  );
  const items = await queryRows<{ id: number; vendido: boolean }>(db, sql`select id, vendido from lista_produtos where lista_id = ${listId}`);

  const giversOf = new Map<number, string[]>();
  for (const a of active) giversOf.set(a.lista_produto_id, [...(giversOf.get(a.lista_produto_id) ?? []), shopifyIdOf.get(a.pedido_id) ?? `pedido ${a.pedido_id}`]);

  for (const item of items) {
    const givers = giversOf.get(item.id) ?? [];
    if (givers.length > 1) findings.push(`gift given twice: item ${item.id} is given by orders ${givers.join(', ')}`);
    // an item given at the seed has no order: no store order claims it
    const seeded = item.vendido && givers.length === 0 && !claimedByStore(store, item.id);
    if (item.vendido !== givers.length > 0 && !seeded)
      findings.push(`item ${item.id}: vendido=${item.vendido} but ${givers.length} active giver order(s) ${givers.join(', ')}`);
  }

  for (const order of store) {
    const row = recordedById.get(order.id);
    if (!row) {
      findings.push(`order ${order.id} (${order.state}) is not in the database`);
      continue;
    }
    if (row.situacao !== order.state) findings.push(`order ${order.id}: the store says ${order.state}, the database ${row.situacao}`);
    const gives = order.items.filter((item) => giversOf.get(item)?.includes(order.id));
    if (order.standing) {
      const missing = order.items.filter((item) => !gives.includes(item));
      if (missing.length && row.conferencia !== 'pagamento_em_duplicidade')
        findings.push(`paid gift lost: order ${order.id} paid for item(s) ${missing.join(', ')}, which it does not give, and it is not flagged as a duplicate (conferencia ${row.conferencia})`);
    } else if (gives.length) {
      findings.push(`order ${order.id} is ${order.refunded ? 'refunded' : order.state} at the store but still gives item(s) ${gives.join(', ')}`);
    }
  }

  for (const [item, givers] of giversOf) {
    if (givers.length !== 1) continue;
    const giver = byId.get(givers[0]!);
    if (giver?.standing && giver.items.includes(item)) continue;
    const arrived = arrivals.get(`orders/paid ${givers[0]}`);
    findings.push(
      `wrong giver: item ${item} is given by order ${givers[0]}, which is ${giver ? `${giver.refunded ? 'refunded' : giver.state} at the store${giver.items.includes(item) ? '' : ' and does not pay for it'}` : 'not a store order'} (orders/paid ${arrived === 'dropped' ? 'dropped' : `taken at ${at(arrived)}`})`,
    );
  }

  const [flagged] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pedidos where conferencia = 'pagamento_em_duplicidade'`);
  return { findings, ordersCompared: store.length, duplicatesFlagged: Number(flagged?.n ?? 0), itemsGiven: items.filter((i) => i.vendido).length };
}

/** True when some store order claims the item (an item given at the seed claims none). */
const claimedByStore = (store: StoreOrder[], item: number) => store.some((o) => o.items.includes(item));
const at = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString().slice(11, 23) : '?');

/** Holds with neither a cart nor an order that still run at `now`: each a finding. */
export async function holdsWithoutCheckout(db: Db, now: Date): Promise<string[]> {
  const rows = await queryRows<{ lista_produto_id: number; created_at: string; expires_at: string }>(
    db,
    sql`select lista_produto_id, created_at::text, expires_at::text from reservas where cart_id is null and pedido_shopify_id is null and expires_at > ${now.toISOString()}::timestamptz`,
  );
  return rows.map((r) => `hold left without a checkout: item ${r.lista_produto_id}, taken ${r.created_at}, runs until ${r.expires_at}`);
}
