/**
 * A list at the till (GET /presentes-loja/listas/{id}, decision 028) and a clock for the holds.
 * A till screen stays open for a long time while guests give online: the list is fetched on each
 * mount and every minute, and `mutate()` after a registration or an undo refreshes it at once.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { swrKeys } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';

/** How often the open list is fetched again (ms). */
export const TILL_REFRESH_MS = 60_000;

/** The list `id` with its gifts and till registrations; nothing is fetched for a null id. */
export function useTillList(id: number | null) {
  return useSWR(id ? swrKeys.tillList(id) : null, ([, , listId]) => areaApi.fetchTillList(listId), {
    revalidateOnMount: true,
    refreshInterval: TILL_REFRESH_MS,
    errorRetryCount: 1,
  });
}

/** The current time (ms), renewed every `everyMs`, so that an ended hold shows 'Disponível'. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
