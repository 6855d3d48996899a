/**
 * The chain's report (decision 040, GET /relatorios): what the lists sold in a period of São Paulo
 * days, per branch, seller, channel and month, and the products most given.
 *
 * The gifts are counted as the owner's tracker shows them (receivedGifts: an online order's item
 * or kit, a till registration, an order line of gift cards), paid or registered in the period and
 * not given back, each at the branch where it counts (the till's for a till registration, the
 * list's otherwise). They are read from summaries that triggers keep exact in the writing
 * transaction (migrations 0011 to 0014, "Fast on a chain's volume" in the decision: a gift given
 * a second ago counts; no cache, no nightly batch):
 * - relatorio_presentes: per list, São Paulo day, channel and branch where it counts: gifts and
 *   R$, with the list's branch and seller; relatorio_presentes_mes rolls them up per month,
 *   channel, branch and seller; relatorio_listas holds per list the months it had gifts in, with
 *   its branch, seller, status and creation, relatorio_listas_filiais per list and branch where
 *   its gifts count the months of those;
 * - relatorio_produtos: per list, day, product and branch: units and R$ (a kit registered at the
 *   till shares its value among its units); relatorio_produtos_dia and relatorio_produtos_mes roll
 *   them up per day and per month.
 * A period reads its whole months from the monthly rollups and its other days from the daily
 * rows (or from their month's rollup when the rest of that month has no gift). The lists created
 * and active come from `listas`, relatorio_listas_contagem (every list by branch, seller and
 * status) and relatorio_listas_criadas_mes (lists created per month, branch and seller). Amounts
 * in reais (numeric in the database, rounded to cents here).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ChannelFigures, ReportChannel, ReportFigures, ReportQuery, ReportResponse } from 'shared-contracts';
import { reportChannelValues } from 'shared-contracts/reports';
import { queryRows, type Db } from '../db';

const ZONE = 'America/Sao_Paulo';
/** How many products the report lists ('Produtos mais dados'). */
export const TOP_PRODUCTS = 20;

const cents = (n: number) => Math.round(n * 100) / 100;
const emptyChannels = (): Record<ReportChannel, ChannelFigures> => ({
  online: { quantidade: 0, valor: 0 },
  loja: { quantidade: 0, valor: 0 },
  vale_presente: { quantidade: 0, valor: 0 },
});

/** The period's bounds as timestamps: from `de` at 00:00 to the day after `ate` at 00:00, São Paulo. */
function bounds(q: ReportQuery): { lo: SQL; hi: SQL } {
  return {
    lo: sql`(${q.de}::date::timestamp at time zone ${ZONE})`,
    hi: sql`((${q.ate}::date + 1)::timestamp at time zone ${ZONE})`,
  };
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The whole months of the period `de`..`ate` (both included) as days [from, to) ('YYYY-MM-01'),
 * or null when it holds no whole month: 2031-03-01..2031-04-30 is [2031-03-01, 2031-05-01),
 * 2031-03-02..2031-05-31 is [2031-04-01, 2031-06-01).
 */
export function wholeMonthsOf(de: string, ate: string): { from: string; to: string } | null {
  const from = de.endsWith('-01') ? de : firstOfNextMonth(de);
  const to = firstOfMonth(addDays(ate, 1));
  return from < to ? { from, to } : null;
}

/** A run of months: the first day of the first, of the one after the last, and their numbers (year × 12 + month − 1). */
type MonthRun = { from: string; to: string; first: number; last: number };
/**
 * Days of the period inside a month it does not hold whole: the range [from, to), its month, and
 * `restEmpty`, a condition true when no gift lies on the month's other days, so that the
 * month's rollup rows are exactly these days' (a period that ends today has nothing after it).
 */
type Edge = { from: string; to: string; month: MonthRun; restEmpty: SQL };

const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthRun = (from: string, to: string): MonthRun => ({ from, to, first: monthNumber(from), last: monthNumber(to) - 1 });
/** No gift (relatorio_presentes row) on the days [from, to). */
const noGiftOn = (from: string, to: string) =>
  from < to ? sql`not exists (select 1 from relatorio_presentes where dia >= ${from}::date and dia < ${to}::date)` : sql`true`;

/**
 * Where the period's days come from: `whole`, its whole months (read from the monthly rollups),
 * and `edges`, its other days (none, one or two runs: before and after the whole months, or the
 * whole period when it holds none), each read from its month's rollup when the rest of that
 * month has no gift, else day by day through an index alone.
 */
function periodParts(q: ReportQuery): { whole: MonthRun | null; edges: Edge[] } {
  const end = addDays(q.ate, 1);
  const edge = (from: string, to: string): Edge => {
    const month = monthRun(firstOfMonth(from), firstOfNextMonth(from));
    return { from, to, month, restEmpty: sql`(${noGiftOn(month.from, from)} and ${noGiftOn(to, month.to)})` };
  };
  const whole = wholeMonthsOf(q.de, q.ate);
  if (!whole) {
    // within one month, or across the end of one month into the next
    const split = firstOfNextMonth(q.de);
    return { whole: null, edges: split < end ? [edge(q.de, split), edge(split, end)] : [edge(q.de, end)] };
  }
  return {
    whole: monthRun(whole.from, whole.to),
    edges: [...(q.de < whole.from ? [edge(q.de, whole.from)] : []), ...(whole.to < end ? [edge(whole.to, end)] : [])],
  };
}

/** A relatorio_listas* row (alias r) with a gift in the months `m`: its first or last month among them, or, when they fall between the two, one of its months. */
function giftInMonths(m: MonthRun): SQL {
  const numbers = `{${Array.from({ length: m.last - m.first + 1 }, (_, i) => m.first + i).join(',')}}`;
  return sql`(r.primeiro_mes <= ${m.last} and r.ultimo_mes >= ${m.first}
              and (r.primeiro_mes >= ${m.first} or r.ultimo_mes <= ${m.last} or r.meses && ${numbers}::int[]))`;
}

/**
 * `query`'s rows, in a transaction of its own whose settings suit the report's aggregations: no
 * JIT (compiling them took about 0.1 s over three years, more than they need); memory enough to
 * aggregate in hash tables rather than sort on disk; index pages priced as the cached pages they
 * are (the lists read from an index alone); no parallel workers (the report's four queries
 * already run side by side).
 */
function reportRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true), set_config('random_page_cost', '1.1', true),
                 set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return queryRows<T>(tx as unknown as Db, query);
  });
}

/**
 * The owners' purchases of their lists' remaining gifts with the completion discount (decision
 * 042), apart from the gifts: paid orders whose São Paulo payment day is in the period, of lists
 * of the branch and seller filtered; the items no refund gave back and their R$ at the list price
 * (before the discount). Few rows: the partial index on the payment time reads only those orders.
 */
async function completionPurchases(db: Db, q: ReportQuery): Promise<ReportResponse['descontoConclusao']> {
  const [row] = await queryRows<{ pedidos: number; itens: number; valor: string | number | null }>(
    db,
    sql`select count(distinct p.id)::int as pedidos, count(pi.lista_produto_id)::int as itens, sum(pi.preco * pi.quantidade) as valor
          from pedidos p
          join listas l on l.id = p.lista_id
          join pedido_itens pi on pi.pedido_id = p.id and pi.devolvido_em is null
         where p.desconto_conclusao and p.pago_em >= (${q.de}::date::timestamp at time zone 'America/Sao_Paulo')
           and p.pago_em < ((${q.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo')
           ${q.filialId ? sql`and l.filial_id = ${q.filialId}` : sql``} ${q.vendedorId ? sql`and l.vendedor_id = ${q.vendedorId}` : sql``}`,
  );
  return { pedidos: row?.pedidos ?? 0, itens: row?.itens ?? 0, valor: cents(Number(row?.valor ?? 0)) };
}

type GiftAggregate = {
  /** Which set: 'filial', 'lista_filial', 'vendedor', 'mes' or 'total'. */
  conjunto: string;
  chave: number | string | null;
  canal: ReportChannel | null;
  quantidade: number;
  valor: string | number;
  listas: number;
  ativas_com_presente: number;
};

/**
 * The gifts' count and R$ per channel, and per channel and branch where they count, seller or
 * month ('YYYY-MM'), under both filters (the branch selects where a gift counts).
 */
async function sumGifts(db: Db, q: ReportQuery): Promise<GiftAggregate[]> {
  const { whole, edges } = periodParts(q);
  const filters = sql`${q.vendedorId ? sql`and vendedor_id = ${q.vendedorId}` : sql``} ${q.filialId ? sql`and filial_id = ${q.filialId}` : sql``}`;
  const monthly = (m: MonthRun, when: SQL = sql`true`) =>
    sql`select canal, filial_id, vendedor_id, mes, quantidade, valor from relatorio_presentes_mes
         where mes >= ${m.from}::date and mes < ${m.to}::date and quantidade > 0 ${filters} and ${when}`;
  const parts: SQL[] = whole ? [monthly(whole)] : [];
  for (const e of edges) {
    parts.push(monthly(e.month, e.restEmpty));
    parts.push(sql`select canal, filial_id, vendedor_id, date_trunc('month', dia::timestamp)::date as mes, quantidade, valor
                     from relatorio_presentes where dia >= ${e.from}::date and dia < ${e.to}::date ${filters} and not ${e.restEmpty}`);
  }
  return reportRows<GiftAggregate>(
    db,
    sql`select case when grouping(g.filial_id) = 0 then 'filial' when grouping(g.vendedor_id) = 0 then 'vendedor'
                    when grouping(g.mes) = 0 then 'mes' else 'total' end as conjunto,
               coalesce(g.filial_id::text, g.vendedor_id::text, to_char(g.mes, 'YYYY-MM')) as chave,
               g.canal, sum(g.quantidade)::int as quantidade, sum(g.valor) as valor, 0 as listas, 0 as ativas_com_presente
          from (${sql.join(parts, sql` union all `)}) g
         group by grouping sets ((g.filial_id, g.canal), (g.vendedor_id, g.canal), (g.mes, g.canal), (g.canal))`,
  );
}

/**
 * The lists that received gifts in the period (under the seller filter): per branch where a gift
 * counts ('listas', from relatorio_listas_filiais), and the active ones (active now, created
 * before the period's end) per list branch ('ativas_com_presente', from relatorio_listas); in
 * all, under the branch filter (where a gift counts for 'listas', the list's branch for the
 * active ones). A row had gifts in the period when its months meet the whole months, or when
 * relatorio_presentes has one of its gifts on the period's other days.
 */
async function listsWithGifts(db: Db, q: ReportQuery): Promise<GiftAggregate[]> {
  const { whole, edges } = periodParts(q);
  const { hi } = bounds(q);
  const branch = q.filialId ?? null;
  const seller = q.vendedorId ? sql`and r.vendedor_id = ${q.vendedorId}` : sql``;
  const onDays = edges.map((e) => sql`select lista_id, filial_id from relatorio_presentes where dia >= ${e.from}::date and dia < ${e.to}::date and not ${e.restEmpty}`);
  const inMonths = [...(whole ? [giftInMonths(whole)] : []), ...edges.map((e) => sql`(${e.restEmpty} and ${giftInMonths(e.month)})`)];
  const either = (conditions: SQL[]) => sql.join(conditions, sql` or `);
  const days = sql.join(onDays, sql` union all `);
  return reportRows<GiftAggregate>(
    db,
    sql`with com_presentes as (
          select r.lista_filial, (r.status = 'ativo' and r.criada_em < ${hi}) as ativa
            from relatorio_listas r
           where (${either([...inMonths, ...(edges.length ? [sql`r.lista_id in (select lista_id from (${days}) d)`] : [])])}) ${seller}
        ), por_filial as (
          select r.filial_id, count(*)::int as listas
            from relatorio_listas_filiais r
           where (${either([...inMonths, ...(edges.length ? [sql`(r.lista_id, r.filial_id) in (select lista_id, filial_id from (${days}) d)`] : [])])}) ${seller}
           group by r.filial_id
        )
        select 'filial' as conjunto, filial_id::text as chave, null as canal, 0 as quantidade, 0 as valor, listas, 0 as ativas_com_presente
          from por_filial
        union all
        select 'lista_filial', lista_filial::text, null, 0, 0, 0, (count(*) filter (where ativa))::int from com_presentes group by lista_filial
        union all
        select 'total', null, null, 0, 0,
               ${branch === null ? sql`(select count(*) from com_presentes)::int` : sql`coalesce((select listas from por_filial where filial_id = ${branch}), 0)`},
               (select count(*) filter (where ativa and (${branch}::int is null or lista_filial = ${branch}::int)) from com_presentes)::int`,
  );
}

async function aggregateGifts(db: Db, q: ReportQuery): Promise<GiftAggregate[]> {
  const [sums, lists] = await Promise.all([sumGifts(db, q), listsWithGifts(db, q)]);
  return [...sums, ...lists];
}

type ListAggregate = { filial: number | null; vendedor: number | null; por_vendedor: boolean; criadas: number; ativas: number };

/**
 * Lists created in the period and active at its end (created before it ends), per branch and per
 * seller, under both filters; a row for every branch and seller with a list created before the
 * period's end. The lists active at the end are relatorio_listas_contagem's (every list by branch,
 * seller and status, kept by triggers) less those created after it; the lists created are
 * relatorio_listas_criadas_mes's in the whole months and `listas`' on the other days; the ranges
 * of `created_at` read listas_relatorio_idx alone.
 */
async function aggregateLists(db: Db, q: ReportQuery): Promise<ListAggregate[]> {
  const { hi } = bounds(q);
  const { whole, edges } = periodParts(q);
  const filters = sql`${q.filialId ? sql`and filial_id = ${q.filialId}` : sql``} ${q.vendedorId ? sql`and vendedor_id = ${q.vendedorId}` : sql``}`;
  const at = (day: string) => sql`(${day}::date::timestamp at time zone ${ZONE})`;
  const created: SQL[] = edges.map(
    (e) => sql`select filial_id, vendedor_id, 0, 0, 1 from listas where created_at >= ${at(e.from)} and created_at < ${at(e.to)} ${filters}`,
  );
  if (whole) {
    created.push(sql`select filial_id, vendedor_id, 0, 0, quantidade from relatorio_listas_criadas_mes
                      where mes >= ${whole.from}::date and mes < ${whole.to}::date ${filters}`);
  }
  return reportRows<ListAggregate>(
    db,
    sql`with c as (
          select filial_id, vendedor_id, quantidade as listas, case when status = 'ativo' then quantidade else 0 end as ativas, 0 as criadas
            from relatorio_listas_contagem where true ${filters}
          union all
          select filial_id, vendedor_id, -1, case when status = 'ativo' then -1 else 0 end, 0 from listas where created_at >= ${hi} ${filters}
          union all
          ${sql.join(created, sql` union all `)}
        )
        select filial_id as filial, vendedor_id as vendedor, grouping(vendedor_id) = 0 as por_vendedor,
               sum(criadas)::int as criadas, sum(ativas)::int as ativas
          from c
         group by grouping sets ((filial_id), (vendedor_id))
        having sum(listas) > 0`,
  );
}

type ProductAggregate = { ordem: number; codigo: string; nome: string; quantidade: number; valor: string | number };

/**
 * The TOP_PRODUCTS products most given in the period (units, then R$): online items at their
 * line's price; till registrations at their registered value, a kit's value shared among its
 * units (each unit an equal share: the till records the kit's total only). Without filters from
 * the daily rollup; under a filter from the lists' rows (the branch where a unit counts, the
 * list's seller).
 */
async function topProducts(db: Db, q: ReportQuery): Promise<ProductAggregate[]> {
  const inPeriod = sql`dia between ${q.de}::date and ${q.ate}::date`;
  let units: SQL;
  if (q.filialId || q.vendedorId) {
    units = sql`select r.ordem, r.quantidade, r.valor from relatorio_produtos r
                 ${q.vendedorId ? sql`join listas l on l.id = r.lista_id and l.vendedor_id = ${q.vendedorId}` : sql``}
                 where ${inPeriod} ${q.filialId ? sql`and r.filial_id = ${q.filialId}` : sql``}`;
  } else {
    const { whole, edges } = periodParts(q);
    const monthly = (m: MonthRun, when: SQL = sql`true`) =>
      sql`select ordem, quantidade, valor from relatorio_produtos_mes where mes >= ${m.from}::date and mes < ${m.to}::date and ${when}`;
    const parts: SQL[] = whole ? [monthly(whole)] : [];
    for (const e of edges) {
      parts.push(monthly(e.month, e.restEmpty));
      parts.push(sql`select ordem, quantidade, valor from relatorio_produtos_dia where dia >= ${e.from}::date and dia < ${e.to}::date and not ${e.restEmpty}`);
    }
    units = sql.join(parts, sql` union all `);
  }
  return reportRows<ProductAggregate>(
    db,
    sql`select u.ordem, pr.codigo, pr.nome, u.quantidade::int as quantidade, u.valor
          from (select ordem, sum(quantidade) as quantidade, sum(valor) as valor from (${units}) x group by ordem) u
          join produtos pr on pr.ordem = u.ordem
         where u.quantidade > 0
         order by 4 desc, 5 desc, u.ordem
         limit ${TOP_PRODUCTS}`,
  );
}

/** Every month 'YYYY-MM' from `de`'s to `ate`'s. */
export function monthsOf(de: string, ate: string): string[] {
  const months: string[] = [];
  let [y, m] = de.slice(0, 7).split('-').map(Number) as [number, number];
  const last = ate.slice(0, 7);
  for (;;) {
    const mes = `${y}-${String(m).padStart(2, '0')}`;
    months.push(mes);
    if (mes >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * The report of `q` (decision 040; the shapes and rules of shared-contracts' reports schema).
 * `q` is already valid (reportQuerySchema: days, order, at most 5 years).
 */
export async function buildReport(db: Db, q: ReportQuery): Promise<ReportResponse> {
  const [gifts, lists, produtos, names, ownPurchases] = await Promise.all([
    aggregateGifts(db, q),
    aggregateLists(db, q),
    topProducts(db, q),
    queryRows<{ tipo: string; id: number; nome: string }>(
      db,
      sql`select 'filial' as tipo, id, nome from filiais union all select 'vendedor', codigo, nome from vendedores`,
    ),
    completionPurchases(db, q),
  ]);
  const byKey = new Map(names.map((n) => [`${n.tipo}:${n.id}`, n.nome]));
  const nameOf = (tipo: string, id: number) => byKey.get(`${tipo}:${id}`);

  type Acc = { canais: Record<ReportChannel, ChannelFigures>; listas: number; ativasComPresente: number; criadas: number; ativas: number };
  const acc = (): Acc => ({ canais: emptyChannels(), listas: 0, ativasComPresente: 0, criadas: 0, ativas: 0 });
  const total = acc();
  const branches = new Map<number, Acc>();
  const branch = (id: number) => branches.get(id) ?? branches.set(id, acc()).get(id)!;
  const sellers = new Map<number | null, { canais: Record<ReportChannel, ChannelFigures>; listasAbertas: number }>();
  const seller = (id: number | null) => sellers.get(id) ?? sellers.set(id, { canais: emptyChannels(), listasAbertas: 0 }).get(id)!;
  const months = new Map(monthsOf(q.de, q.ate).map((mes) => [mes, { online: 0, loja: 0, vale_presente: 0 }]));
  const selected = (filial: number) => !q.filialId || filial === q.filialId;

  for (const row of gifts) {
    const figures = { quantidade: row.quantidade, valor: cents(Number(row.valor)) };
    const key = row.chave === null ? null : String(row.chave);
    switch (row.conjunto) {
      case 'filial':
        if (!selected(Number(key))) break;
        if (row.canal) branch(Number(key)).canais[row.canal] = figures;
        else branch(Number(key)).listas = row.listas;
        break;
      case 'lista_filial':
        if (selected(Number(key))) branch(Number(key)).ativasComPresente = row.ativas_com_presente;
        break;
      case 'vendedor':
        if (row.canal && figures.quantidade > 0) seller(key === null ? null : Number(key)).canais[row.canal] = figures;
        break;
      case 'mes':
        if (row.canal && key && months.has(key)) months.get(key)![row.canal] = figures.valor;
        break;
      default:
        if (row.canal) total.canais[row.canal] = figures;
        else [total.listas, total.ativasComPresente] = [row.listas, row.ativas_com_presente];
    }
  }
  for (const row of lists) {
    if (row.por_vendedor) {
      if (row.criadas > 0 || sellers.has(row.vendedor)) seller(row.vendedor).listasAbertas = row.criadas;
      continue;
    }
    if (row.filial === null) continue;
    const b = branch(row.filial);
    [b.criadas, b.ativas] = [row.criadas, row.ativas];
    total.criadas += row.criadas;
    total.ativas += row.ativas;
  }

  const figuresOf = (a: Acc): ReportFigures => {
    const given = { quantidade: a.canais.online.quantidade + a.canais.loja.quantidade, valor: cents(a.canais.online.valor + a.canais.loja.valor) };
    const all = cents(given.valor + a.canais.vale_presente.valor);
    return {
      listasCriadas: a.criadas,
      listasAtivas: a.ativas,
      listasComPresente: a.ativasComPresente,
      taxaListasComPresente: a.ativas ? Math.min(1, a.ativasComPresente / a.ativas) : 0,
      presentes: given,
      valePresente: a.canais.vale_presente.valor,
      mediaPorLista: a.listas ? cents(all / a.listas) : 0,
      canais: a.canais,
    };
  };
  const sumOf = (canais: Record<ReportChannel, ChannelFigures>) => cents(reportChannelValues.reduce((sum, c) => sum + canais[c].valor, 0));

  return {
    periodo: { de: q.de, ate: q.ate },
    resumo: figuresOf(total),
    descontoConclusao: ownPurchases,
    filiais: [...branches.entries()]
      .map(([filialId, a]) => ({ filialId, nome: nameOf('filial', filialId) ?? `Filial ${filialId}`, ...figuresOf(a) }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    vendedores: [...sellers.entries()]
      .map(([vendedorId, v]) => ({
        vendedorId,
        nome: vendedorId === null ? 'Sem vendedor' : (nameOf('vendedor', vendedorId) ?? `Vendedor ${vendedorId}`),
        listasAbertas: v.listasAbertas,
        valor: sumOf(v.canais),
        canais: v.canais,
      }))
      .sort((a, b) => b.valor - a.valor || b.listasAbertas - a.listasAbertas || a.nome.localeCompare(b.nome, 'pt-BR')),
    meses: [...months.entries()].map(([mes, canais]) => ({ mes, ...canais })),
    produtos: produtos.map((p) => ({ ordem: p.ordem, codigo: p.codigo, nome: p.nome, quantidade: p.quantidade, valor: cents(Number(p.valor)) })),
  };
}
