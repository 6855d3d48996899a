/**
 * A request to refresh the list page's data from outside its tree: the review dialog answered
 * before the app took the page over (./answerPress, docs/decisions/048) lives in a root of
 * its own, and a checkout refused with 409 there must refresh the list as the page's own dialog
 * does. A request made before the page listens is kept until it does.
 */
let pending = false;
const listeners = new Set<() => void>();

/** Asks the list page to refresh its data (now, or as soon as it listens). */
export function askListRefresh(): void {
  if (listeners.size === 0) {
    pending = true;
    return;
  }
  listeners.forEach((refresh) => refresh());
}

/** Runs `refresh` on each request, a pending one included; returns the unsubscribe. */
export function onListRefresh(refresh: () => void): () => void {
  listeners.add(refresh);
  if (pending) {
    pending = false;
    refresh();
  }
  return () => listeners.delete(refresh);
}
