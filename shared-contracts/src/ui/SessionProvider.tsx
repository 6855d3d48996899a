/**
 * Session (§4), provided by the shell and by a remote's standalone dev host: loading →
 * authenticated | unauthenticated. On start it asks who the current user
 * is (GET /auth/me); logout clears the user even if the server call fails (a warning is logged).
 * It remembers whether the last session ended on the server (`sessionExpired`, §2 Route guard).
 * The runtime configuration is also provided on its own (`useRuntimeConfig`), which a change of the
 * session does not touch.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
// Through the package name: the context and the API client are the federation singletons.
import { api, RuntimeConfigContext, SessionContext, type AuthUser, type RuntimeConfig, type SessionStatus, type SessionValue } from 'shared-contracts';

export function SessionProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [user, setUserState] = useState<AuthUser | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [sessionExpired, setSessionExpired] = useState(false);

  useEffect(() => {
    let alive = true;
    api.fetchMe().then(
      ({ usuario }) => {
        if (!alive) return;
        setUserState(usuario);
        setStatus('authenticated');
      },
      () => {
        if (!alive) return;
        setUserState(null);
        setStatus('unauthenticated');
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const setUser = useCallback((next: AuthUser | null, opts?: { expired?: boolean }) => {
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
