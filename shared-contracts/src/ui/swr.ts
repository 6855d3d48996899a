/** The one SWR configuration of the product: cache times and retries of §9. */
import { CACHE } from 'shared-contracts';

export const swrConfig = {
  dedupingInterval: CACHE.default.dedupingInterval,
  errorRetryCount: CACHE.default.errorRetryCount,
  revalidateOnFocus: false,
  revalidateIfStale: false,
};

/**
 * Matches the SWR array keys that start with `prefix` (e.g. `['staff', 'lists']`): pass it to
 * `mutate` to refresh every cached page of one query after a change.
 */
export const keyStartsWith =
  (...prefix: readonly unknown[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, i) => key[i] === part);
