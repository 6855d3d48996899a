/** Route parameters of the kits screens. */
import { INT4_MAX } from 'shared-contracts';

/** A route id (':listaId', ':itemId', ':anchorItemId') as a positive integer, or null (digits only, ≤ 2147483647). */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= INT4_MAX ? id : null;
}
