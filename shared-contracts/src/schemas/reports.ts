/**
 * The chain's report (decision 040, 'Relatórios' at /funcionario/relatorios): what the lists sold
 * in a period, per branch, seller, channel and month. One call, GET /relatorios, under the
 * permission 'Visualizar relatórios'.
 *
 * Days are America/Sao_Paulo calendar days ('YYYY-MM-DD'); `de` and `ate` both count. Amounts are
 * what the guests paid, in reais with cents (numbers of 2 decimals): the online order's line
 * price × quantity, the till's registered value, the gift cards' value × cards still held. A
 * cancelled or refunded online gift, an undone till registration and a given-back vale-presente
 * do not count; items the staff marked sold by hand ('Marcado pela loja') are no sale and do not
 * count either.
 */
// Zod never evaluates code in the browser (the CSP, decision 015): before this module's first schema,
// in the copy of Zod the report screen bundles with `shared-contracts/reports`
import '../zodConfig';
import { z } from 'zod';

/** The channels of the report: an online order, a till registration, store credit (vale-presente). */
export const reportChannelValues = ['online', 'loja', 'vale_presente'] as const;
export type ReportChannel = (typeof reportChannelValues)[number];
/** The column titles of the channels (the report's tables, chart and CSV). */
export const reportChannelLabels: Record<ReportChannel, string> = {
  online: 'Online',
  loja: 'Loja',
  vale_presente: 'Vale-presente',
};

/** The longest period a report covers: 5 years (1,827 days counting both ends and leap days). */
export const REPORT_MAX_DAYS = 1827;

export const REPORT_MSG = {
  from: 'Data inicial inválida (use AAAA-MM-DD)',
  to: 'Data final inválida (use AAAA-MM-DD)',
  order: 'A data final deve ser igual ou posterior à inicial',
  tooLong: 'O período pode ter no máximo 5 anos',
  branch: 'Filial inválida',
  seller: 'Vendedor inválido',
} as const;

/** The query of GET /relatorios (the schema that judges it is ./reportQuery's reportQuerySchema). */
export interface ReportQuery {
  /** First day, 'YYYY-MM-DD' (São Paulo). */
  de: string;
  /** Last day, 'YYYY-MM-DD' (São Paulo), at most REPORT_MAX_DAYS after `de`. */
  ate: string;
  filialId?: number;
  vendedorId?: number;
}

/** Days between two 'YYYY-MM-DD' strings (`ate` − `de`), in whole days. */
export function daysBetween(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}


const money = z.number().nonnegative();
const count = z.number().int().nonnegative();
/** Gifts of one channel: how many (tracker rows: an order's gift, a till registration, an order line of gift cards) and R$. */
const channelFiguresSchema = z.object({ quantidade: count, valor: money });
export type ChannelFigures = z.infer<typeof channelFiguresSchema>;
const channelsSchema = z.object({ online: channelFiguresSchema, loja: channelFiguresSchema, vale_presente: channelFiguresSchema });

/**
 * The figures of a set of lists and gifts in the period:
 * - `listasCriadas`: lists created in the period; `listasAtivas`: lists active now that existed at
 *   the period's end; `listasComPresente`: how many of those active lists received a gift (any
 *   channel) in the period, and `taxaListasComPresente` that share (0 to 1; 0 without active lists);
 * - `presentes`: the gifts given (online and loja: count and R$); `valePresente`: R$ of store credit;
 * - `mediaPorLista`: R$ of every channel over the lists that received something in the period (0 if none);
 * - `canais`: each channel's count and R$.
 */
export const reportFiguresSchema = z.object({
  listasCriadas: count,
  listasAtivas: count,
  listasComPresente: count,
  taxaListasComPresente: z.number().min(0).max(1),
  presentes: channelFiguresSchema,
  valePresente: money,
  mediaPorLista: money,
  canais: channelsSchema,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/**
 * The answer of GET /relatorios: `resumo` of everything the filters select; `filiais` one row per
 * branch with lists or gifts (a till gift counts at the branch that registered it, an online gift
 * or a vale-presente at its list's branch), by name; `vendedores` one row per seller with lists
 * opened in the period or gifts through their lists, by R$ (lists without a seller under
 * `vendedorId` null, 'Sem vendedor'); `meses` every month of the period ('YYYY-MM', São Paulo),
 * R$ per channel; `produtos` the 20 products most given (count of units, R$; a kit counts each of
 * its products), by count then R$; `descontoConclusao` the owners' own purchases of their lists'
 * remaining gifts with the completion discount (decision 042), no gifts and so in no figure above:
 * orders, items and R$ at the list price.
 */
export const reportResponseSchema = z.object({
  periodo: z.object({ de: z.string(), ate: z.string() }),
  resumo: reportFiguresSchema,
  descontoConclusao: z.object({ pedidos: count, itens: count, valor: money }),
  filiais: z.array(reportFiguresSchema.extend({ filialId: z.number().int(), nome: z.string() })),
  vendedores: z.array(
    z.object({ vendedorId: z.number().int().nullable(), nome: z.string(), listasAbertas: count, valor: money, canais: channelsSchema }),
  ),
  meses: z.array(z.object({ mes: z.string().regex(/^\d{4}-\d{2}$/), online: money, loja: money, vale_presente: money })),
  produtos: z.array(z.object({ ordem: z.number().int(), codigo: z.string(), nome: z.string(), quantidade: count, valor: money })),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
