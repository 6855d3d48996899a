/**
 * Where the notice of a session that ended shows (§2 Route guard, §8): only on an address with
 * reason=session_expired, and its code (./SessionExpiredNotice) is loaded then, so that no guest
 * page carries it (the byte budgets of decision 013). If that code cannot be loaded, the message
 * shows as plain text.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { REASON_PARAM, SESSION_EXPIRED_REASON } from 'shared-contracts';
import { Box } from 'shared-contracts/chakra';
import { ChunkBoundary } from 'shared-contracts/ui';
import { sessionTexts as t } from './texts';

const LazyNotice = lazy(() => import(/* webpackChunkName: "lazy-session-expired" */ './SessionExpiredNotice').then((m) => ({ default: m.SessionExpiredNotice })));

export function SessionExpiredSlot() {
  const { search } = useLocation();
  if (new URLSearchParams(search).get(REASON_PARAM) !== SESSION_EXPIRED_REASON) return null;
  const plain = (
    <Box role="status" px={{ base: '4', md: '6' }} py="3" bg="orange.subtle" color="orange.fg">
      {t.expired}
    </Box>
  );
  return (
    <ChunkBoundary fallback={plain}>
      <Suspense fallback={null}>
        <LazyNotice />
      </Suspense>
    </ChunkBoundary>
  );
}
