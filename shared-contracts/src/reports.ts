/**
 * `shared-contracts/reports` (decision 040): what only the report screen needs at run time, kept
 * out of the shared singleton so that no guest downloads it — the query schema the filters check
 * before calling (the API takes the same through `shared-contracts/requests`), the call itself, and
 * the answer's schema, channels, labels and messages. The singleton keeps only their types: a
 * shared module keeps every export it has, so every guest page carried them (about 0.4 KB).
 */
import { request } from 'shared-contracts';
import { reportResponseSchema, type ReportQuery } from './schemas/reports';

export { reportQuerySchema } from './schemas/reportQuery';
export { daysBetween, REPORT_MAX_DAYS, REPORT_MSG, reportChannelLabels, reportChannelValues, reportFiguresSchema, reportResponseSchema } from './schemas/reports';

/** The report's call (a plain object, so tests can spy on it). */
export const reportApi = {
  /** GET /relatorios: the report of a period, optionally of one branch and one seller ('Visualizar relatórios'). */
  fetchReport: (query: ReportQuery) => request('/relatorios', { query: { ...query }, schema: reportResponseSchema }),
};
