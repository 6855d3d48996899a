/** Data of 'Relatórios' (decision 040): GET /relatorios for a checked query. */
import useSWR from 'swr';
import type { ReportQuery } from 'shared-contracts';
import { reportApi } from 'shared-contracts/reports';
import { revalidateOnMount, STAFF_KEY } from '../common/staffCache';

/** SWR key of the report of `query` (one cached copy per period, branch and seller). */
export const reportKey = (query: ReportQuery) => [STAFF_KEY, 'report', query] as const;

/**
 * The report of `query`, or nothing while the filters are invalid (`null`: no call). The former
 * report stays on screen while the next one loads; opening the screen again asks anew.
 */
export function useReport(query: ReportQuery | null) {
  return useSWR(query && reportKey(query), ([, , q]) => reportApi.fetchReport(q), { keepPreviousData: true, ...revalidateOnMount });
}
