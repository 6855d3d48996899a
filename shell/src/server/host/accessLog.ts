/**
 * The host's request log (docs/decisions/033): one JSON line per answered request at `debug`
 * (LOG_LEVEL=debug; at the default `info` only what needs attention is written, as the API does:
 * a line per request cost a third more time under the fuzz test's 10,000 requests), and a request
 * that failed at `error`. Written by Fastify's logger (pino) with the request id under `requestId`,
 * like every other line logged for the request. The line names the method, the kind of answer
 * (`route`), the status and the time; the path only for static files: a page's path may be a
 * private list's secret address and a query may carry a sign-in token (docs/decisions/014).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The log label of the request id in every line. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** What a request's completion line says. */
export function accessLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: request.hostRoute || 'other',
    ...(request.hostRoute === 'static' ? { file: (request.params as { '*'?: string })['*'] } : {}),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
  };
}

/** Fastify's request logging with one line per request (no 'incoming request' line), at debug, and no path or query of a page. */
export class AccessLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: REQUEST_ID_LOG_LABEL });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ ...accessLine(request, reply), err: error }, 'request errored');
    else reply.log.debug(accessLine(request, reply), 'request completed');
  }
}
