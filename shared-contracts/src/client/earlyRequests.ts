/**
 * Answers the shell started before the app had loaded (decision 013: a guest's first data request runs
 * in parallel with the code). The shell's entry and the API client are different bundles, so they
 * meet on one global registry, by the request's full address; each answer is used once.
 */
const REGISTRY = '__listaDePresentesEarlyRequests';

function registry(): Map<string, Promise<Response>> {
  const scope = globalThis as unknown as Record<string, Map<string, Promise<Response>> | undefined>;
  return (scope[REGISTRY] ??= new Map());
}

/** Starts GET `url` now, with the client's own options (cookies, JSON). */
export function startEarlyRequest(url: string): void {
  if (registry().has(url)) return;
  const pending = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  pending.catch(() => undefined); // a failure is seen (and reported) by whoever takes it
  registry().set(url, pending);
}

/** The answer started early for GET `url`, once; undefined when none was. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const pending = registry().get(url);
  registry().delete(url);
  return pending;
}
