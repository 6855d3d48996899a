/**
 * The session check on every route change (§4 Session, §2 Route guard): success sets the user if
 * none is set; a 401 clears the user and, on a guarded route, redirects to /listas with the
 * reason session_expired. Network failures leave the session as it is.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, DEFAULT_LOGIN_REDIRECT, api, useSession, type GuardRedirectState } from 'shared-contracts';
import { isGuardedPath } from '../routing/routeMatch';

export function SessionCheck() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, setUser, status } = useSession();
  const first = useRef(true);
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return; // the SessionProvider already asked on start
    }
    if (status === 'loading') return;
    let alive = true;
    api.fetchMe().then(
      ({ usuario }) => {
        if (alive && !userRef.current) setUser(usuario);
      },
      (error: unknown) => {
        if (!alive || !(error instanceof ApiError) || error.status !== 401) return;
        const hadUser = !!userRef.current;
        if (hadUser) setUser(null);
        if (hadUser && isGuardedPath(location.pathname)) {
          const state: GuardRedirectState = { from: location.pathname + location.search, reason: 'session_expired' };
          navigate(DEFAULT_LOGIN_REDIRECT, { replace: true, state });
        }
      },
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on route change only
  }, [location.pathname]);

  return null;
}
