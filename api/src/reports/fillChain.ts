/**
 * `pnpm db:fill-chain` (decision 040, "Fast on a chain's volume"): fills the PostgreSQL database of
 * DATABASE_URL, already migrated and seeded with the demo data (`SEED_DEMO=1 pnpm db:migrate`),
 * with a chain's history, to measure GET /relatorios on it (`pnpm bench --reports`):
 *
 *   pnpm db:fill-chain [--branches 60] [--sellers 400] [--lists 200000] [--gifts 3000000] [--years 3] [--force]
 *
 * Branches 'Filial NN' (ids above the demo's), sellers spread over them, customers, lists created
 * over the last `years` years (mostly 'ativo', some archived after their event), their items, and
 * `gifts` gifts as the tracker counts them, each between its list's creation and 20 days after its
 * event (never after now): ~60 % online (an order per gift, some orders with two, ~15 % kits of 2
 * to 4 items in one order), ~30 % at a till (at the list's branch 4 times in 5, kits too), ~10 %
 * vale-presente (its own order); about 3 % of online gifts refunded, 2 % of till registrations
 * undone, 3 % of vale-presente lines given back whole and some in part. Rows as the product writes
 * them: paid orders ('pago', pago_em, a unique store id), items marked sold unless given back, till
 * registrations by staff 1000 with their audit rows, every foreign key checked.
 *
 * Deterministic: every drawn value is a hash of its row's number (PostgreSQL's hashint8extended),
 * times relative to the minute the fill starts (which also decides how much of each list's giving
 * is already past, so a fill on another day has a few hundred orders more or less). Set-based: a
 * plan in temporary tables, then one INSERT … SELECT per table, with the report's summary
 * triggers off, then the summaries made once (relatorio_reconstroi, migrations 0011 to 0014), all
 * in one transaction (nothing is left half-filled, the triggers are on again whatever happens),
 * then VACUUM ANALYZE. Refuses a database with more lists than the demo's (170) unless --force.
 */
import postgres from 'postgres';
import { openDatabase } from '../db';

/** The sizes of the history to insert. */
export interface ChainSizes {
  branches: number;
  sellers: number;
  lists: number;
  gifts: number;
  years: number;
}

/** The issue's chain: 60 branches, 400 sellers, 200,000 lists, 3,000,000 gifts over 3 years. */
export const CHAIN_DEFAULTS: ChainSizes = { branches: 60, sellers: 400, lists: 200_000, gifts: 3_000_000, years: 3 };

/** The demo seed's lists (seed/index.ts); a database with more is refused without --force. */
const DEMO_LISTS = 170;

/** `--name value` options into sizes; throws (pt-BR) on an unknown option or a value that is not a whole number in range. */
export function parseFillArgs(argv: readonly string[]): { sizes: ChainSizes; force: boolean } {
  const sizes = { ...CHAIN_DEFAULTS };
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--force') {
      force = true;
      continue;
    }
    const name = arg.replace(/^--/, '') as keyof ChainSizes;
    if (!arg.startsWith('--') || !(name in sizes)) throw new Error(`opção desconhecida: ${arg}`);
    const value = Number(argv[++i]);
    const min = name === 'gifts' || name === 'sellers' ? 0 : 1;
    if (!Number.isInteger(value) || value < min || value > 100_000_000) throw new Error(`--${name}: número inteiro de ${min} em diante`);
    sizes[name] = value;
  }
  if (sizes.years > 5) throw new Error('--years: no máximo 5 (o período mais longo do relatório)');
  return { sizes, force };
}

/** Names of people (customers, givers, sellers). */
const FIRST = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Sofia', 'Thiago', 'Vanessa', 'Lucas'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa'];
const KIT_NAMES = ['Kit Cozinha', 'Kit Banho', 'Kit Mesa Posta', 'Kit Quarto', 'Kit Enxoval', 'Kit Conforto'];
const textArray = (xs: readonly string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(', ')}]`;
/** A person's name drawn from `n` (a bigint expression): one of 20 first names and 20 surnames. */
const personName = (n: string) => `(${textArray(FIRST)})[1 + ((${n}) % 20)::int] || ' ' || (${textArray(LAST)})[1 + ((${n}) / 20 % 20)::int]`;
const ZONE = `'America/Sao_Paulo'`;

/** One step of the fill: what it does (printed) and its SQL. */
interface Step {
  label: string;
  sql: string;
}

/**
 * The fill's statements, in order, for `sizes` (validated whole numbers: they are written into
 * the SQL). `pg_temp.rnd(n, salt)` is the uniform draw in [0, 1) of row `n` for one purpose.
 */
export function fillSteps({ branches: B, sellers: S, lists: L, gifts: G, years: Y }: ChainSizes): Step[] {
  return [
    {
      label: 'plano: bases e produtos',
      sql: `
        create function pg_temp.rnd(n bigint, salt bigint) returns double precision language sql immutable parallel safe
          as $$ select (hashint8extended(n, salt) & 9007199254740991)::double precision / 9007199254740992 $$;
        create temp table fill_produto on commit drop as
          select (row_number() over (order by p.ordem))::int as n, p.ordem, p.nome, pp.preco
            from produtos p
            join lateral (select preco from produto_precos where produto_ordem = p.ordem order by id limit 1) pp on true
           where p.ativo;
        create temp table fill_base on commit drop as select
          (select coalesce(max(id), 0) from filiais) as filial,
          (select coalesce(max(codigo), 0) from vendedores) as vendedor,
          (select coalesce(max(codigo), 0) from cli_for) as cliente,
          (select coalesce(max(id), 0) from listas) as lista,
          (select coalesce(max(id), 0) from kits) as kit,
          (select coalesce(max(id), 0) from lista_produtos) as item,
          (select coalesce(max(id), 0) from pedidos) as pedido,
          (select coalesce(max(id), 0) from presentes_loja) as loja,
          (select coalesce(max(id), 0) from vale_presentes) as vale,
          (select count(*) from fill_produto)::int as produtos,
          (select array_agg(id order by id) from categorias) as categorias,
          date_trunc('minute', now()) as agora;`,
    },
    {
      label: 'plano: listas',
      // each list: its branch, a seller of that branch (1 in 20 without), its dates, and its share
      // of the gifts: an exponential weight times the part of its gifts already given (they come
      // from its creation to 20 days after its event, more of them as the event nears: the
      // moment's fraction of the window is the square root of a uniform draw)
      sql: `
        create temp table fill_lista on commit drop as
        with c as (
          select k, b.agora - interval '1 day' * (${Y} * 365.25 * pg_temp.rnd(k, 1)) as criada from fill_base b, generate_series(1, ${L}) k
        ), l as (
          -- ids in order of creation, as the product's serial gives them
          select k, b.lista + row_number() over (order by c.criada, k) as id, b.cliente + 1 + (k - 1) * 17 / 20 as cliente, (k - 1) % ${B} as bidx,
                 c.criada,
                 b.categorias[1 + floor(pg_temp.rnd(k, 6) * cardinality(b.categorias))::int] as categoria_id, b.agora
            from fill_base b, c
        ), e as (
          select l.*, (((criada at time zone ${ZONE})::date + 30 + floor(pg_temp.rnd(k, 3) * 210)::int) + time '19:00') at time zone ${ZONE} as evento,
                 case when ${S} > bidx then (${S} - 1 - bidx) / ${B} + 1 else 0 end as vendedores
            from l
        ), w as (
          select e.*, evento + interval '20 days' as fim,
                 least(1, extract(epoch from agora - criada) / extract(epoch from evento + interval '20 days' - criada)) as passado
            from e
        )
        select w.k, w.id, w.cliente, b.filial + 1 + w.bidx as filial_id, w.bidx, w.criada, w.evento, w.fim, w.passado, w.categoria_id,
               case when w.vendedores = 0 or pg_temp.rnd(w.k, 4) < 0.05 then null
                    else b.vendedor + w.bidx + 1 + ${B} * floor(pg_temp.rnd(w.k, 5) * w.vendedores)::int end as vendedor_id,
               case when pg_temp.rnd(w.k, 7) < 0.7 then 'publico' when pg_temp.rnd(w.k, 7) < 0.85 then 'privado' else 'apenas_convidados' end as privacidade,
               case when w.evento < w.agora - interval '30 days' and pg_temp.rnd(w.k, 8) < 0.25 then 'arquivado' else 'ativo' end as status,
               -ln(1 - pg_temp.rnd(w.k, 9)) * w.passado ^ 2 as peso,
               floor(pg_temp.rnd(w.k, 10) * 7)::int as extras
          from w, fill_base b;
        create temp table fill_lista_faixa on commit drop as
          select k, floor(${G}::numeric * (acc - peso) / total)::bigint as g0,
                 case when k = ${L} then ${G} else floor(${G}::numeric * acc / total)::bigint end as g1
            from (select k, peso::numeric as peso, sum(peso::numeric) over (order by k) as acc, sum(peso::numeric) over () as total from fill_lista) s;`,
    },
    {
      label: 'plano: presentes',
      // canal 1 online, 2 till, 3 vale-presente; a gift's moment leans towards its list's event
      sql: `
        create temp table fill_presente on commit drop as
        with g as (
          -- a moment before now: the window's fraction drawn within the part already past
          select g, l.k, l.id as lista_id, l.filial_id, l.criada, least(l.fim, b.agora) as fim,
                 case when pg_temp.rnd(g, 11) < 0.6 then 1 when pg_temp.rnd(g, 11) < 0.9 then 2 else 3 end as canal,
                 l.criada + (l.fim - l.criada) * l.passado * sqrt(pg_temp.rnd(g, 12)) as em
            from fill_base b, fill_lista l join fill_lista_faixa f using (k), generate_series(f.g0 + 1, f.g1) g
        ), k as (
          select g.*, canal < 3 and pg_temp.rnd(g, 13) < 0.15 as kit from g
        ), i as (
          select k.*, case when kit then 2 + floor(pg_temp.rnd(g, 14) * 3)::int when canal = 3 then 0 else 1 end as itens from k
        ), p as (
          -- an online loose gift may share the previous gift's order (same list, online, loose)
          select i.*, coalesce(canal = 1 and not kit and g % 2 = 0 and pg_temp.rnd(g, 15) < 0.25
                               and lag(canal) over w = 1 and not lag(kit) over w and lag(lista_id) over w = lista_id, false) as par,
                 lag(em) over w as em_anterior
            from i window w as (order by g)
        )
        select g, k, lista_id, filial_id, canal, kit, par, itens,
               case when par then em_anterior
                    -- till registrations in store hours (10:00 to 20:00), never before the list nor after now
                    when canal = 2 then least(fim, greatest(criada, ((em at time zone ${ZONE})::date + time '10:00' + interval '10 hours' * pg_temp.rnd(g, 16)) at time zone ${ZONE}))
                    else em end as em,
               sum(itens) over w - itens as item0,
               case when canal = 1 then count(*) filter (where canal = 1 and not par) over w
                    when canal = 3 then count(*) filter (where canal = 1 and not par) over () + count(*) filter (where canal = 3) over w end as pedido_n,
               case when canal = 2 then count(*) filter (where canal = 2) over w end as loja_n,
               case when canal = 3 then count(*) filter (where canal = 3) over w end as vale_n,
               case when kit then count(*) filter (where kit) over w end as kit_n,
               (canal = 1 and pg_temp.rnd(g, 30) < 0.03) or (canal = 2 and pg_temp.rnd(g, 31) < 0.02) or (canal = 3 and pg_temp.rnd(g, 32) < 0.03) as devolvido
          from p window w as (order by g);`,
    },
    {
      label: 'plano: itens dos presentes',
      // a product drawn for each item, the first ones of the catalogue more often (a top 20 that means something)
      sql: `
        create temp table fill_item on commit drop as
        select x.*, pr.ordem, pr.nome, pr.preco
          from (select b.item + p.item0 + j as id, p.g, j, p.lista_id, p.canal, p.kit, p.devolvido,
                       1 + floor(b.produtos * pg_temp.rnd(b.item + p.item0 + j, 20) ^ 2)::int as produto_n,
                       case when p.kit or pg_temp.rnd(b.item + p.item0 + j, 21) < 0.85 then 1 else 2 + floor(pg_temp.rnd(b.item + p.item0 + j, 22) * 2)::int end as quantidade,
                       case when p.kit then b.kit + p.kit_n end as kit_id,
                       case when p.canal = 1 then b.pedido + p.pedido_n end as pedido_id
                  from fill_presente p cross join fill_base b, generate_series(1, p.itens) j) x
          join fill_produto pr on pr.n = x.produto_n;`,
    },
    {
      label: 'gatilhos do relatório desligados',
      // the report's summaries (migration 0011) are made once at the end, set-based, instead of by
      // their triggers after each statement; in this transaction, so a failed fill leaves them on
      sql: `
        do $$
        declare t record;
        begin
          for t in select tgrelid::regclass as tabela, tgname from pg_trigger where tgname like 'relatorio\\_%' loop
            execute format('alter table %s disable trigger %I', t.tabela, t.tgname);
          end loop;
        end
        $$;`,
    },
    {
      label: 'filiais, vendedores e clientes',
      sql: `
        insert into filiais (id, nome, endereco, contato)
          select b.filial + i, 'Filial ' || lpad((b.filial + i)::text, 2, '0'), 'Rua do Comércio, ' || (100 + i) || ' - Centro, São Paulo - SP',
                 '(11) 3' || lpad(i::text, 3, '0') || '-' || lpad((i * 37 % 10000)::text, 4, '0')
            from fill_base b, generate_series(1, ${B}) i;
        insert into vendedores (codigo, nome)
          select b.vendedor + i, ${personName('i * 7 + 3')} from fill_base b, generate_series(1, ${S}) i;
        insert into cli_for (codigo, nome, email, created_at)
          select l.cliente, ${personName('l.cliente')}, 'cliente' || l.cliente || '@example.com', min(l.criada) - interval '1 hour'
            from fill_lista l group by l.cliente;`,
    },
    {
      label: 'listas',
      sql: `
        insert into listas (id, slug, titulo, categoria_id, filial_id, data_evento, local_evento, privacidade, vendedor_id, cli_for_codigo, status, created_at, updated_at)
        select l.id,
               -- lists that are not public have unguessable slugs (a random-looking suffix)
               'lista-' || l.id || case when l.privacidade = 'publico' then '' else '-' || substr(md5('fill-chain-' || l.id), 1, 12) end,
               c.nome || ' de ' || cf.nome, l.categoria_id, l.filial_id, l.evento, 'Salão de Festas, São Paulo - SP', l.privacidade, l.vendedor_id, l.cliente,
               l.status, l.criada, l.criada
          from fill_lista l join categorias c on c.id = l.categoria_id join cli_for cf on cf.codigo = l.cliente;`,
    },
    {
      label: 'kits',
      sql: `
        insert into kits (id, lista_id, anchor_item_id, nome, created_at)
        select b.kit + p.kit_n, p.lista_id, b.item + p.item0 + 1, (${textArray(KIT_NAMES)})[1 + (p.g % ${KIT_NAMES.length})::int], l.criada
          from fill_presente p join fill_lista l on l.k = p.k cross join fill_base b where p.kit;`,
    },
    {
      label: 'itens das listas',
      // the gifts' items (sold unless given back), then each list's items nobody gave yet
      sql: `
        insert into lista_produtos (id, lista_id, ordem_prod_serv, quantidade, vendido, kit_id, created_at, updated_at)
        select i.id, i.lista_id, i.ordem, i.quantidade, not i.devolvido, i.kit_id, l.criada, l.criada
          from fill_item i join fill_presente p on p.g = i.g join fill_lista l on l.k = p.k;
        insert into lista_produtos (id, lista_id, ordem_prod_serv, quantidade, vendido, created_at, updated_at)
        select e.id, e.lista_id, pr.ordem, 1, false, e.criada, e.criada
          from (select b.item + t.itens + x.extra0 + j as id, x.id as lista_id, x.criada,
                       1 + floor(b.produtos * pg_temp.rnd(x.id * 8 + j, 23))::int as produto_n
                  from (select id, criada, extras, sum(extras) over (order by k) - extras as extra0 from fill_lista) x
                 cross join fill_base b
                 cross join (select coalesce(sum(itens), 0) as itens from fill_presente) t,
                       generate_series(1, x.extras) j) e
          join fill_produto pr on pr.n = e.produto_n;`,
    },
    {
      label: 'pedidos online',
      sql: `
        insert into pedidos (id, shopify_order_id, nome, lista_id, comprador_nome, comprador_email, mensagem, total, moeda, situacao, pago_em, created_at, updated_at)
        select i.pedido_id, (800000000000 + i.pedido_id)::text, '#' || (100000 + i.pedido_id), min(p.lista_id),
               ${personName('min(p.g)')}, 'convidado' || min(p.g) || '@example.com',
               case when pg_temp.rnd(min(p.g), 17) < 0.3 then 'Felicidades ao casal!' end,
               sum(i.preco * i.quantidade), 'BRL', 'pago', min(p.em), min(p.em) - interval '4 minutes', min(p.em)
          from fill_item i join fill_presente p on p.g = i.g
         where i.canal = 1 group by i.pedido_id;
        insert into pedido_itens (pedido_id, lista_produto_id, linha_id, titulo, quantidade, preco, devolvido_em, devolucao_motivo)
        select i.pedido_id, i.id, (820000000000 + i.id)::text, i.nome, i.quantidade, i.preco,
               case when i.devolvido then least(p.em + interval '3 days', b.agora) end, case when i.devolvido then 'reembolso' end
          from fill_item i join fill_presente p on p.g = i.g cross join fill_base b where i.canal = 1;`,
    },
    {
      label: 'presentes na loja',
      sql: `
        insert into presentes_loja (id, lista_id, lista_produto_id, kit_id, presente, quantidade, valor, nome, filial_id, numero_venda, registrado_por, registrado_em, desfeito_por, desfeito_em)
        select b.loja + p.loja_n, p.lista_id, min(i.id), min(i.kit_id), case when p.kit then min(k.nome) else min(i.nome) end,
               case when p.kit then 1 else min(i.quantidade) end, sum(i.preco * i.quantidade), ${personName('p.g')},
               -- at the list's branch 4 times in 5, else at another of the chain's
               case when pg_temp.rnd(p.g, 18) < 0.8 then p.filial_id else b.filial + 1 + floor(pg_temp.rnd(p.g, 19) * ${B})::int end,
               (500000 + p.g)::text, 1000, p.em,
               case when p.devolvido then 1000 end, case when p.devolvido then least(p.em + interval '15 minutes', b.agora) end
          from fill_presente p join fill_item i on i.g = p.g left join kits k on k.id = i.kit_id cross join fill_base b
         where p.canal = 2 group by p.g, p.lista_id, p.loja_n, p.kit, p.filial_id, p.em, p.devolvido, b.loja, b.filial, b.agora;
        insert into presente_loja_itens (presente_id, lista_produto_id, ativo)
        select b.loja + p.loja_n, i.id, not p.devolvido from fill_presente p join fill_item i on i.g = p.g cross join fill_base b where p.canal = 2;
        insert into presentes_loja_auditoria (presente_id, acao, usuario_codigo, em)
        select id, 'registrado', registrado_por, registrado_em from presentes_loja pl, fill_base b where pl.id > b.loja
        union all
        select id, 'desfeito', desfeito_por, desfeito_em from presentes_loja pl, fill_base b where pl.id > b.loja and desfeito_em is not null;`,
    },
    {
      label: 'vale-presentes',
      // cards of R$ 50, 100 or 200, 1 to 3 on a line, each line an order of its own
      sql: `
        create temp table fill_vale on commit drop as
        select b.pedido + p.pedido_n as pedido_id, b.vale + p.vale_n as id, p.g, p.lista_id, p.em, p.devolvido,
               (array[50, 100, 200])[1 + floor(pg_temp.rnd(p.g, 40) * 3)::int]::numeric as valor, 1 + floor(pg_temp.rnd(p.g, 41) * 3)::int as quantidade
          from fill_presente p cross join fill_base b where p.canal = 3;
        insert into pedidos (id, shopify_order_id, nome, lista_id, comprador_nome, comprador_email, total, moeda, situacao, pago_em, created_at, updated_at)
        select pedido_id, (800000000000 + pedido_id)::text, '#' || (100000 + pedido_id), lista_id, ${personName('g')}, 'convidado' || g || '@example.com',
               valor * quantidade, 'BRL', 'pago', em, em - interval '4 minutes', em
          from fill_vale;
        insert into vale_presentes (id, pedido_id, lista_id, linha_id, variant_id, valor, quantidade, quantidade_devolvida, nome, email, pago_em, devolvido_em, devolucao_motivo)
        select v.id, v.pedido_id, v.lista_id, (830000000000 + v.id)::text, '44000000' || v.valor::int, v.valor, v.quantidade,
               case when v.devolvido then v.quantidade when v.quantidade > 1 and pg_temp.rnd(v.g, 42) < 0.05 then 1 else 0 end,
               ${personName('v.g')}, 'convidado' || v.g || '@example.com', v.em,
               case when v.devolvido then least(v.em + interval '2 days', b.agora) end, case when v.devolvido then 'reembolso' end
          from fill_vale v cross join fill_base b;`,
    },
    {
      label: 'resumos do relatório',
      // the data version's deferred triggers (migration 0004) fire now: a table with pending
      // trigger events cannot have its triggers turned on again
      sql: `
        set constraints all immediate;
        do $$
        declare t record;
        begin
          for t in select tgrelid::regclass as tabela, tgname from pg_trigger where tgname like 'relatorio\\_%' loop
            execute format('alter table %s enable trigger %I', t.tabela, t.tgname);
          end loop;
        end
        $$;
        select relatorio_reconstroi();`,
    },
    {
      label: 'sequências',
      sql: ['listas', 'kits', 'lista_produtos', 'pedidos', 'presentes_loja', 'vale_presentes', 'presentes_loja_auditoria']
        .map((t) => `select setval(pg_get_serial_sequence('${t}', 'id'), greatest((select max(id) from ${t}), 1));`)
        .join('\n'),
    },
  ];
}

/** The tables the fill writes (counted before and after; vacuumed and analyzed at the end). */
const TABLES = ['filiais', 'vendedores', 'cli_for', 'listas', 'kits', 'lista_produtos', 'pedidos', 'pedido_itens', 'presentes_loja', 'presente_loja_itens', 'presentes_loja_auditoria', 'vale_presentes'];
/** The report's summaries (migration 0011): vacuumed and analyzed too, and their rows printed. */
const SUMMARIES = ['relatorio_presentes', 'relatorio_presentes_mes', 'relatorio_listas', 'relatorio_listas_filiais', 'relatorio_produtos', 'relatorio_produtos_dia', 'relatorio_produtos_mes',
  'relatorio_listas_contagem', 'relatorio_listas_criadas_mes'];

async function counts(client: postgres.Sql): Promise<Record<string, number>> {
  const [row] = await client.unsafe(`select ${[...TABLES, ...SUMMARIES].map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`);
  return row as Record<string, number>;
}

async function main() {
  const { sizes, force } = parseFillArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('defina DATABASE_URL (um banco PostgreSQL já migrado e com os dados de demonstração: SEED_DEMO=1 pnpm db:migrate)');
  // refuses a database behind this build's migrations (DatabaseBehindError says what to run)
  await (await openDatabase({ databaseUrl: url, migrate: false })).close();

  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [state] = await client`select (select count(*) from listas)::int as listas, (select count(*) from produtos where ativo)::int as produtos,
                                        (select count(*) from usuarios where codigo = 1000)::int as staff`;
    if (!state!.produtos || !state!.staff) throw new Error('o banco não tem os dados de demonstração (rode SEED_DEMO=1 pnpm db:migrate antes)');
    if (state!.listas > DEMO_LISTS && !force) {
      throw new Error(`o banco já tem ${state!.listas} listas (a demonstração tem ${DEMO_LISTS}): use --force para acrescentar outra rede`);
    }
    console.log(`Preenchendo: ${sizes.branches} filiais, ${sizes.sellers} vendedores, ${sizes.lists} listas, ${sizes.gifts} presentes em ${sizes.years} anos`);
    const before = await counts(client);
    const started = performance.now();
    // the plan's temporary tables are read many times: keep them in memory
    await client.unsafe(`set temp_buffers = '1GB'`);
    await client.begin(async (tx) => {
      await tx.unsafe(`set local work_mem = '256MB'`);
      for (const step of fillSteps(sizes)) {
        const t0 = performance.now();
        await tx.unsafe(step.sql).simple();
        console.log(`  ${step.label.padEnd(32)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
    });
    const filled = performance.now();
    await client.unsafe(`vacuum (analyze) ${[...TABLES, ...SUMMARIES].join(', ')}`);
    const after = await counts(client);
    console.log(`  ${'vacuum analyze'.padEnd(32)} ${((performance.now() - filled) / 1000).toFixed(1)} s`);
    console.log('Inseridos:');
    for (const t of TABLES) console.log(`  ${t.padEnd(26)} ${String(after[t]! - before[t]!).padStart(10)}`);
    console.log('Resumos do relatório (linhas):');
    for (const t of SUMMARIES) console.log(`  ${t.padEnd(26)} ${String(after[t]!).padStart(10)}`);
    console.log(`Pronto em ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(`db:fill-chain: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
