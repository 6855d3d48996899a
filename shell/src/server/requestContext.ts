/**
 * The headers of the API calls a render makes (docs/decisions/033): the page server runs each
 * render inside `withApiHeaders`, and the typed API client (shared-contracts' `configureApi`
 * `headers`, set by ./renderPage) reads `apiHeaders()` at each call. Node's AsyncLocalStorage
 * carries them through the render's awaits, so renders running at once each send their own request
 * id; no module variable holds a request's value.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const renders = new AsyncLocalStorage<Readonly<Record<string, string>>>();

/** Runs `run` (a render) so that every API call it makes, however deep, sends `headers`. */
export function withApiHeaders<T>(headers: Readonly<Record<string, string>>, run: () => T): T {
  return renders.run(headers, run);
}

/** The headers of the render this call belongs to; none outside a render. */
export function apiHeaders(): Record<string, string> {
  return { ...renders.getStore() };
}
