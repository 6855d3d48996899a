/**
 * Route guard (§2): anonymous visitors go to /listas with 'from' (also kept for the tab, so that the
 * sign-in pages reached from there can bring them back) (and, when their session just
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
import { rememberReturnPath } from '../auth/returnTo';

/** The spinner over the whole screen while the session loads. */
export function FullScreenSpinner() {
  return (
    <Box position="fixed" inset="0" display="flex" alignItems="center" justifyContent="center" bg="white" zIndex="overlay" aria-busy="true">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-label="Carregando sessão" />
    </Box>
  );
}

/** Renders `children` when the session meets `requirement`, else redirects (see above). */
export function Guard({ requirement, children }: { requirement: AccessRequirement; children: ReactNode }) {
  const { status, user, sessionExpired } = useSession();
  const location = useLocation();
  const guarded = !!requirement.allowedTypes?.length || !!requirement.permission;
  if (!guarded) return <>{children}</>;
  if (status === 'loading') return <FullScreenSpinner />;
  const decision = canAccess(user, requirement);
  if (decision === 'login') {
    const from = location.pathname + location.search;
    rememberReturnPath(from); // idempotent: the same value on every render of this redirect
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
