/**
 * The chain's report (decision 040, GET /relatorios): what the lists sold in a period of São Paulo
 * days, per branch, seller, channel and month, and the products most given. Computed from the
 * rows the product already keeps (no copy that could drift: a gift given a second ago counts), in
 * three queries:
 * - the gifts: one row per gift as the owner's tracker shows it (receivedGifts: an online order's
 *   item or kit, a till registration, an order line of gift cards), paid or registered in the
 *   period and not given back, with its list, the branch it counts at (the till's for a till
 *   registration, the list's otherwise), its list's branch and seller; aggregated with grouping
 *   sets per branch, seller, month and channel in one pass;
 * - the lists: created in the period, active at its end, per branch and seller;
 * - the products: the units of online items and of till registrations (a kit's registered value
 *   shared among its units).
 * Amounts in reais (numeric in the database, rounded to cents here).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  daysBetween,
  reportChannelValues,
  type ChannelFigures,
  type ReportChannel,
  type ReportFigures,
  type ReportQuery,
  type ReportResponse,
} from 'shared-contracts';
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

/**
 * The gifts of the period (see the module doc) as a SQL subquery with the columns canal, valor,
 * lista_id, filial (where it counts), lista_filial, vendedor, ativa (its list active now and
 * created before the period's end), mes ('YYYY-MM' São Paulo). Only the seller filter applies here:
 * the branch filter selects rows later, by `filial` for sums and by `lista_filial` for lists.
 */
function giftsOfPeriod(q: ReportQuery): SQL {
  const { lo, hi } = bounds(q);
  const seller = q.vendedorId ? sql`and l.vendedor_id = ${q.vendedorId}` : sql``;
  const listCols = sql`l.id as lista_id, l.filial_id as lista_filial, l.vendedor_id as vendedor, (l.status = 'ativo' and l.created_at < ${hi}) as ativa`;
  return sql`(
    select 'online' as canal, sum(pi.preco * pi.quantidade) as valor, ${listCols}, l.filial_id as filial,
           to_char(p.pago_em at time zone ${ZONE}, 'YYYY-MM') as mes
      from pedido_itens pi
      join pedidos p on p.id = pi.pedido_id
      join lista_produtos lp on lp.id = pi.lista_produto_id
      join listas l on l.id = lp.lista_id
      left join kits k on k.id = lp.kit_id
     where pi.devolvido_em is null and p.pago_em >= ${lo} and p.pago_em < ${hi} ${seller}
     group by p.id, p.pago_em, l.id, (k.id is null), coalesce(k.id, pi.lista_produto_id)
    union all
    select 'loja', pl.valor, ${listCols}, pl.filial_id, to_char(pl.registrado_em at time zone ${ZONE}, 'YYYY-MM')
      from presentes_loja pl
      join listas l on l.id = pl.lista_id
     where pl.desfeito_em is null and pl.registrado_em >= ${lo} and pl.registrado_em < ${hi} ${seller}
    union all
    select 'vale_presente', v.valor * (v.quantidade - v.quantidade_devolvida), ${listCols}, l.filial_id,
           to_char(v.pago_em at time zone ${ZONE}, 'YYYY-MM')
      from vale_presentes v
      join listas l on l.id = v.lista_id
     where v.devolvido_em is null and v.pago_em >= ${lo} and v.pago_em < ${hi} ${seller}
  )`;
}

type GiftAggregate = {
  /** Which grouping set: 'filial', 'lista_filial', 'vendedor', 'mes' or 'total'. */
  conjunto: string;
  chave: number | string | null;
  canal: ReportChannel | null;
  quantidade: number;
  valor: string | number;
  listas: number;
  ativas_com_presente: number;
};

async function aggregateGifts(db: Db, q: ReportQuery): Promise<GiftAggregate[]> {
  const branch = q.filialId ?? null;
  // `sel`: the gift counts under the branch filter (where it counts); `lsel`: its list is of that branch
  const sel = sql`(${branch}::int is null or g.filial = ${branch}::int)`;
  const lsel = sql`(${branch}::int is null or g.lista_filial = ${branch}::int)`;
  return queryRows<GiftAggregate>(
    db,
    sql`select
          case when grouping(g.filial) = 0 then 'filial'
               when grouping(g.lista_filial) = 0 then 'lista_filial'
               when grouping(g.vendedor) = 0 then 'vendedor'
               when grouping(g.mes) = 0 then 'mes'
               else 'total' end as conjunto,
          coalesce(g.filial::text, g.lista_filial::text, g.vendedor::text, g.mes) as chave,
          g.canal,
          (count(*) filter (where ${sel}))::int as quantidade,
          coalesce(sum(g.valor) filter (where ${sel}), 0) as valor,
          (count(distinct g.lista_id) filter (where ${sel}))::int as listas,
          (count(distinct g.lista_id) filter (where g.ativa and ${lsel}))::int as ativas_com_presente
        from ${giftsOfPeriod(q)} g
       group by grouping sets ((g.filial, g.canal), (g.filial), (g.lista_filial), (g.vendedor, g.canal), (g.mes, g.canal), (g.canal), ())`,
  );
}

type ListAggregate = { filial: number | null; vendedor: number | null; por_vendedor: boolean; criadas: number; ativas: number };

/** Lists created in the period and active at its end (created before it ends), per branch and per seller, under both filters. */
async function aggregateLists(db: Db, q: ReportQuery): Promise<ListAggregate[]> {
  const { lo, hi } = bounds(q);
  const branch = q.filialId ? sql`and l.filial_id = ${q.filialId}` : sql``;
  const seller = q.vendedorId ? sql`and l.vendedor_id = ${q.vendedorId}` : sql``;
  return queryRows<ListAggregate>(
    db,
    sql`select l.filial_id as filial, l.vendedor_id as vendedor, grouping(l.vendedor_id) = 0 as por_vendedor,
               (count(*) filter (where l.created_at >= ${lo} and l.created_at < ${hi}))::int as criadas,
               (count(*) filter (where l.status = 'ativo' and l.created_at < ${hi}))::int as ativas
          from listas l
         where l.created_at < ${hi} ${branch} ${seller}
         group by grouping sets ((l.filial_id), (l.vendedor_id))`,
  );
}

type ProductAggregate = { ordem: number; codigo: string; nome: string; quantidade: number; valor: string | number };

/**
 * The TOP_PRODUCTS products most given in the period (units, then R$): online items at their
 * line's price; till registrations at their registered value, a kit's value shared among its
 * units (each unit an equal share: the till records the kit's total only).
 */
async function topProducts(db: Db, q: ReportQuery): Promise<ProductAggregate[]> {
  const { lo, hi } = bounds(q);
  const seller = q.vendedorId ? sql`and l.vendedor_id = ${q.vendedorId}` : sql``;
  const onlineBranch = q.filialId ? sql`and l.filial_id = ${q.filialId}` : sql``;
  const tillBranch = q.filialId ? sql`and pl.filial_id = ${q.filialId}` : sql``;
  return queryRows<ProductAggregate>(
    db,
    sql`with units as (
          select lp.ordem_prod_serv as ordem, pi.quantidade as quantidade, pi.preco * pi.quantidade as valor
            from pedido_itens pi
            join pedidos p on p.id = pi.pedido_id
            join lista_produtos lp on lp.id = pi.lista_produto_id
            join listas l on l.id = lp.lista_id
           where pi.devolvido_em is null and p.pago_em >= ${lo} and p.pago_em < ${hi} ${seller} ${onlineBranch}
          union all
          select lp.ordem_prod_serv,
                 case when pl.kit_id is null then pl.quantidade else lp.quantidade end,
                 case when pl.kit_id is null then pl.valor
                      else pl.valor * lp.quantidade / sum(lp.quantidade) over (partition by pl.id) end
            from presentes_loja pl
            join presente_loja_itens pli on pli.presente_id = pl.id
            join lista_produtos lp on lp.id = pli.lista_produto_id
            join listas l on l.id = pl.lista_id
           where pl.desfeito_em is null and pl.registrado_em >= ${lo} and pl.registrado_em < ${hi} ${seller} ${tillBranch}
        )
        select u.ordem, pr.codigo, pr.nome, sum(u.quantidade)::int as quantidade, sum(u.valor) as valor
          from units u join produtos pr on pr.ordem = u.ordem
         group by u.ordem, pr.codigo, pr.nome
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
  if (daysBetween(q.de, q.ate) < 0) throw new Error('buildReport: ate before de');
  const [gifts, lists, produtos, names] = await Promise.all([
    aggregateGifts(db, q),
    aggregateLists(db, q),
    topProducts(db, q),
    queryRows<{ tipo: string; id: number; nome: string }>(
      db,
      sql`select 'filial' as tipo, id, nome from filiais union all select 'vendedor', codigo, nome from vendedores`,
    ),
  ]);
  const nameOf = (tipo: string, id: number) => names.find((n) => n.tipo === tipo && n.id === id)?.nome;

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
