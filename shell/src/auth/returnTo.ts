/**
 * Where a signed-out visitor was going (docs/product.md, 'Forms, pickers and messages'): the
 * guard keeps it as `from` in the redirect's navigation state and, because the visitor reaches a
 * sign-in page through /listas and the header (which drop navigation state), also in this tab's
 * sessionStorage. The sign-in pages read it, the customer's magic-link request carries it into
 * the mailed link, and each sign-in goes back there. Only a same-site relative path is ever used:
 * never an open redirect.
 */
import { canAccess, matchRoute, routeDef, safeReturnPath, type AuthUser } from 'shared-contracts';

export { safeReturnPath };

const STORAGE_KEY = 'lista-presentes:from';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: navigation state alone carries `from`
  }
}

/** Keeps `from` (when safe) for this tab, so that it survives the way to a sign-in page. */
export function rememberReturnPath(from: string): void {
  const safe = safeReturnPath(from);
  if (!safe) return;
  try {
    storage()?.setItem(STORAGE_KEY, safe);
  } catch {
    // quota or privacy mode: nothing to keep
  }
}

/** Forgets the kept return path (after a sign-in used it). */
export function forgetReturnPath(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * The pending return path: `from` of the navigation state `state` (the guard's redirect) when safe,
 * else the one kept for this tab, else undefined.
 */
export function pendingReturnPath(state: unknown): string | undefined {
  const fromState = state && typeof state === 'object' && 'from' in state ? safeReturnPath((state as { from: unknown }).from) : undefined;
  if (fromState) return fromState;
  try {
    return safeReturnPath(storage()?.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/**
 * `from` when it is safe and `user` may open it (a known route that the guard lets them into),
 * else undefined, so that a sign-in never lands on a forbidden or foreign page.
 */
export function returnPathFor(user: AuthUser, from: string | undefined): string | undefined {
  const safe = safeReturnPath(from);
  if (!safe) return undefined;
  const id = matchRoute(safe.split(/[?#]/)[0]!)?.id;
  if (!id) return undefined;
  return canAccess(user, routeDef(id)) === 'allow' ? safe : undefined;
}
