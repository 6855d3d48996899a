/**
 * The session check on every route change (§4 Session, §2 Route guard): success sets the user if
 * none is set; a 401 while someone was signed in clears the user as a session that expired, and
 * the route guard then sends a guarded route to /listas?reason=session_expired (one redirect, from
 * the guard alone). Network failures leave the session as it is.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, api, useSession } from 'shared-contracts';

export function SessionCheck() {
  const location = useLocation();
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
    const asked = userRef.current;
    const current = () => alive && userRef.current === asked;
    api.fetchMe().then(
      ({ usuario }) => {
        if (current() && !asked) setUser(usuario);
      },
      (error: unknown) => {
        if (!current() || !(error instanceof ApiError) || error.status !== 401) return;
        if (asked) setUser(null, { expired: true });
      },
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on route change only
  }, [location.pathname]);

  return null;
}
