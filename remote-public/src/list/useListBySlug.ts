/** A public list by its slug (§7 GET /lista/publica/slug/{slug}). */
import useSWR from 'swr';
import { api, swrKeys } from 'shared-contracts';
import { isNotFound } from 'shared-contracts/ui';

/** The list with its loose items and kits; a 404 is not retried. Staff changes refresh it (shared key). */
export function useListBySlug(slug: string | undefined) {
  return useSWR(slug ? swrKeys.publicList(slug) : null, ([, s]) => api.fetchListBySlug(s), {
    shouldRetryOnError: (error) => !isNotFound(error),
  });
}
