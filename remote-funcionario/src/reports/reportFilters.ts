/**
 * The filters of 'Relatórios' (decision 040) kept in the address, so that a link shares them:
 * `?de=AAAA-MM-DD&ate=AAAA-MM-DD&filial={id}&vendedor={código}`. Without `de` or `ate` the period
 * is the current month in America/Sao_Paulo, first day to last day. Values are kept as typed (an
 * empty `de=` is a date being typed): the contract's reportQuerySchema judges them before any
 * call, and its REPORT_MSG texts go next to the fields.
 */
import type { ReportQuery } from 'shared-contracts';
import { reportQuerySchema } from 'shared-contracts/reports';

/** The report's filters as the address holds them (strings, not yet validated). */
export interface ReportFilters {
  /** First day, 'AAAA-MM-DD' (São Paulo). */
  de: string;
  /** Last day, 'AAAA-MM-DD' (São Paulo), included. */
  ate: string;
  /** Branch id, '' for every branch. */
  filial: string;
  /** Seller's code, '' for every seller. */
  vendedor: string;
  /** Always 1: the report has no pages (the address hook of the listings wants one). */
  page: number;
}

/** The fields a message can stand next to. */
export type ReportField = 'de' | 'ate' | 'filial' | 'vendedor';

const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The month of `now` in São Paulo: its first and last days, 'AAAA-MM-DD'. */
export function saoPauloMonth(now: Date = new Date()): { de: string; ate: string } {
  const part = (type: string) => saoPauloDay.formatToParts(now).find((p) => p.type === type)!.value;
  const year = Number(part('year'));
  const month = Number(part('month'));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { de: `${prefix}-01`, ate: `${prefix}-${lastDay}` };
}

/** Reads the filters from the address; a missing `de` or `ate` is the current São Paulo month's. */
export function readReportFilters(params: URLSearchParams, now: Date = new Date()): ReportFilters {
  const month = saoPauloMonth(now);
  return {
    de: params.get('de') ?? month.de,
    ate: params.get('ate') ?? month.ate,
    filial: params.get('filial') ?? '',
    vendedor: params.get('vendedor') ?? '',
    page: 1,
  };
}

/** Writes the filters as a query string: the period always (an empty day too), branch and seller when set. */
export function writeReportFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams({ de: filters.de, ate: filters.ate });
  if (filters.filial) params.set('filial', filters.filial);
  if (filters.vendedor) params.set('vendedor', filters.vendedor);
  return params;
}

/** The filters checked by the contract: the API query, or null and a REPORT_MSG text per field. */
export interface CheckedReportFilters {
  query: ReportQuery | null;
  errors: Partial<Record<ReportField, string>>;
}

const FIELD_OF: Record<string, ReportField> = { de: 'de', ate: 'ate', filialId: 'filial', vendedorId: 'vendedor' };

/** Checks the filters with reportQuerySchema (the API's own rules); the first message of each field. */
export function checkReportFilters(filters: ReportFilters): CheckedReportFilters {
  const parsed = reportQuerySchema.safeParse({ de: filters.de, ate: filters.ate, filialId: filters.filial, vendedorId: filters.vendedor });
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: Partial<Record<ReportField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { query: null, errors };
}
