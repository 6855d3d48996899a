/**
 * Session (§4), provided by the shell and by a remote's standalone dev host: loading →
 * authenticated | unauthenticated. On start it asks who the current user
 * is (GET /auth/me); logout clears the user even if the server call fails (a warning is logged).
 * It remembers whether the last session ended on the server (`sessionExpired`, §2 Route guard).
 * A sign-in or sign-out made while that first question is on its way wins: the answer, asked
 * without the new session's cookie, is dropped (a magic link's verification may be answered first).
 * The runtime configuration is also provided on its own (`useRuntimeConfig`), which a change of the
 * session does not touch.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
// Through the package name: the context and the API client are the federation singletons.
import { api, RuntimeConfigContext, SessionContext, type AuthUser, type RuntimeConfig, type SessionStatus, type SessionValue } from 'shared-contracts';

export function SessionProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [user, setUserState] = useState<AuthUser | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [sessionExpired, setSessionExpired] = useState(false);
  /** Counts the sign-ins and sign-outs (`setUser`): an answer asked before one of them is stale. */
  const changes = useRef(0);

  useEffect(() => {
    let alive = true;
    const asked = changes.current;
    const current = () => alive && changes.current === asked;
    api.fetchMe().then(
      ({ usuario }) => {
        if (!current()) return;
        setUserState(usuario);
        setStatus('authenticated');
      },
      () => {
        if (!current()) return;
        setUserState(null);
        setStatus('unauthenticated');
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const setUser = useCallback((next: AuthUser | null, opts?: { expired?: boolean }) => {
    changes.current += 1;
    setUserState(next);
    setStatus(next ? 'authenticated' : 'unauthenticated');
    setSessionExpired(!next && !!opts?.expired);
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.logout();
    } catch (error) {
      console.warn('Erro no logout do backend', error);
    }
    setUser(null);
  }, [setUser]);

  const value = useMemo<SessionValue>(
    () => ({ status, user, sessionExpired, setUser, logout, config }),
    [status, user, sessionExpired, setUser, logout, config],
  );
  return (
    <RuntimeConfigContext.Provider value={config}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </RuntimeConfigContext.Provider>
  );
}
