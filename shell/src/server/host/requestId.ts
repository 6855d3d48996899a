/**
 * The request id (docs/decisions/033): kept from the caller's `X-Request-Id` when it is a sane
 * token, else made here; sent back, written in every log line of the request, and passed to the
 * API on every call made while rendering its page. No Fastify import: the page server
 * (../index) takes the header's name from here.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id, both ways and to the API. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A request id taken from a caller: 1 to 128 letters, digits, `.`, `_`, `:` or `-`. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of `request` (Fastify's `genReqId`): its `X-Request-Id` when that is one sane token (a
 * proxy's or a caller's id, so one id follows the request across services), else a new random
 * UUID. A repeated header, an empty one or one with other characters is not kept: it would end up
 * in logs and in the API's headers.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
