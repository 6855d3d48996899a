/**
 * The session context (§4 Session) shared by the shell and every remote. The shell provides it;
 * remotes read it with `useSession()`. It must be one module instance (a federation singleton).
 */
import { createContext, useContext } from 'react';
import type { AuthUser } from './schemas/entities';
import type { RuntimeConfig } from './config';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionValue {
  status: SessionStatus;
  user: AuthUser | null;
  /**
   * True when the last session ended because the server no longer knew it (the session check got a
   * 401), not by 'Sair': the guard's redirect then carries reason=session_expired (§2 Route guard).
   */
  sessionExpired?: boolean;
  /**
   * Sets the signed-in user after a login or magic-link verification; `null` with `expired` when
   * the server ended the session.
   */
  setUser: (user: AuthUser | null, opts?: { expired?: boolean }) => void;
  /** Logs out: clears the user even if the server call fails (§4). */
  logout: () => Promise<void>;
  /** Runtime configuration read at start (API, assets, brand, site and shop URLs). */
  config: RuntimeConfig;
}

export const SessionContext = createContext<SessionValue | null>(null);

/**
 * The runtime configuration alone, provided beside the session by the same provider. It is read at
 * start and never changes, so a component that needs only it (a picture's address, a share link)
 * does not render again when the session does: on a guest's list page the session's answer
 * (GET /auth/me) arrives just after the takeover, and every gift card rendered again for it.
 */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The current session. @throws Error when used outside the shell's SessionProvider. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside the SessionProvider of the shell');
  return value;
}

/** The runtime configuration (see `RuntimeConfigContext`). @throws Error when used outside the shell's SessionProvider. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside the SessionProvider of the shell');
  return config;
}

/** Customer credentials of the session (codigo and e-mail), or null when either is missing (§2). */
export function customerCredentials(user: AuthUser | null): { codigo: number; email: string } | null {
  if (!user || user.usuarioTipo !== 'cliente' || !user.codigoCliente || !user.email) return null;
  return { codigo: user.codigoCliente, email: user.email };
}
