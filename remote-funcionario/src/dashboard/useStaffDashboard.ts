/** Data of the staff dashboard (§7 Staff lists): one page of lists and the metric counters. */
import useSWR from 'swr';
import { type StaffListsQuery } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { revalidateOnMount, STAFF_KEY } from '../common/staffCache';

/** SWR key of the metrics, to refresh them after an archive or restore. */
export const staffMetricsKey = [STAFF_KEY, 'metrics'] as const;

/** One page of lists; the previous page stays on screen while the next one loads. */
export function useStaffLists(query: StaffListsQuery) {
  return useSWR([STAFF_KEY, 'lists', query], ([, , q]) => areaApi.fetchStaffLists(q), { keepPreviousData: true, ...revalidateOnMount });
}

/** Counters: total and active lists, total and sold gifts. */
export function useStaffMetrics() {
  return useSWR(staffMetricsKey, () => areaApi.fetchStaffMetrics(), revalidateOnMount);
}
