/** The one SWR configuration of the product: cache times and retries of §9. */
import { CACHE } from 'shared-contracts';

export const swrConfig = {
  dedupingInterval: CACHE.default.dedupingInterval,
  errorRetryCount: CACHE.default.errorRetryCount,
  revalidateOnFocus: false,
  revalidateIfStale: false,
};
