/**
 * `shared-contracts/reports` (decision 040): what only the report screen needs at run time, kept
 * out of the shared singleton so that no guest downloads it — the query schema the filters check
 * before calling (the API takes the same through `shared-contracts/requests`) and the call itself.
 * The answer's types, labels and messages stay in the singleton (`shared-contracts`), unused by
 * guests and so dropped from their bundles.
 */
import { request } from 'shared-contracts';
import { reportResponseSchema, type ReportQuery } from './schemas/reports';

export { reportQuerySchema } from './schemas/reportQuery';

/** The report's call (a plain object, so tests can spy on it). */
export const reportApi = {
  /** GET /relatorios: the report of a period, optionally of one branch and one seller ('Visualizar relatórios'). */
  fetchReport: (query: ReportQuery) => request('/relatorios', { query: { ...query }, schema: reportResponseSchema }),
};
