/**
 * Route guard (§2): anonymous visitors go to /listas with 'from' (and, when their session just
 * ended on the server, with reason=session_expired in the address and the state); a disallowed
 * type or a missing permission goes to /forbidden; a full-screen spinner shows while the session
 * loads.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Box, Spinner } from 'shared-contracts/chakra';
import {
  DEFAULT_LOGIN_REDIRECT,
  DEFAULT_UNAUTHORIZED_REDIRECT,
  REASON_PARAM,
  SESSION_EXPIRED_REASON,
  canAccess,
  useSession,
  type AccessRequirement,
  type GuardRedirectState,
} from 'shared-contracts';

export function FullScreenSpinner() {
  return (
    <Box position="fixed" inset="0" display="flex" alignItems="center" justifyContent="center" bg="white" zIndex="overlay" aria-busy="true">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-label="Carregando sessão" />
    </Box>
  );
}

export function Guard({ requirement, children }: { requirement: AccessRequirement; children: ReactNode }) {
  const { status, user, sessionExpired } = useSession();
  const location = useLocation();
  const guarded = !!requirement.allowedTypes?.length || !!requirement.permission;
  if (!guarded) return <>{children}</>;
  if (status === 'loading') return <FullScreenSpinner />;
  const decision = canAccess(user, requirement);
  if (decision === 'login') {
    const from = location.pathname + location.search;
    if (sessionExpired) {
      const state: GuardRedirectState = { from, reason: SESSION_EXPIRED_REASON };
      return <Navigate to={`${DEFAULT_LOGIN_REDIRECT}?${REASON_PARAM}=${SESSION_EXPIRED_REASON}`} replace state={state} />;
    }
    const state: GuardRedirectState = { from };
    return <Navigate to={DEFAULT_LOGIN_REDIRECT} replace state={state} />;
  }
  if (decision === 'forbidden') return <Navigate to={DEFAULT_UNAUTHORIZED_REDIRECT} replace />;
  return <>{children}</>;
}
