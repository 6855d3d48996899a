/**
 * The request id (docs/decisions/033): one id per request from the first hop (the proxy's
 * X-Request-Id, or the page server's) through the API, in every log line of the request.
 */
import { randomUUID } from 'node:crypto';

/** A sane request id: 1 to 128 characters of letters, digits and `._:-`. */
const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id sent in `header` (X-Request-Id) when it is sane, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE.test(value) ? value : randomUUID();
}
