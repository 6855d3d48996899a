/**
 * Every request gets an answer and the process keeps serving (docs/decisions/032): a request target
 * that is not a path in origin form is refused (400), one over MAX_TARGET_LENGTH too (414); what
 * Fastify's router cannot decode (`%zz`, an absolute-form target) is refused 400 through
 * `frameworkErrors`; what Node's parser refuses (control characters, headers over 16 KB, a broken
 * version or transfer coding) gets 400 or 431 from Fastify's client-error handler; a failure of
 * ours answers 500 and is logged with the request's id. No Fastify import at run time: the page
 * server (../index) takes MAX_TARGET_LENGTH from here.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The longest request target the host takes (and the page server renders), in characters; a longer one is answered 414. */
export const MAX_TARGET_LENGTH = 8192;

/** The words of each plain answer (pt-BR, as every text of the product). */
const ANSWERS: Record<number, string> = {
  400: 'Endereço inválido.',
  404: 'Não encontrado.',
  414: 'Endereço longo demais.',
  500: 'Erro interno do servidor.',
};

/**
 * Sends a short plain-text answer with `status` (a missing file, an error the client made, or one
 * of ours); after a refusal or an error (not a 404) the connection is closed. A reply whose
 * headers already left has its connection cut instead.
 */
export function plainAnswer(reply: FastifyReply, status: number, text = ANSWERS[status] ?? 'Requisição recusada.'): FastifyReply {
  if (reply.raw.headersSent) {
    reply.raw.destroy();
    return reply;
  }
  if (status !== 404) reply.header('Connection', 'close');
  return reply.code(status).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(text);
}

/**
 * The status a request target gets before routing, or null when it may go on: 400 unless it is a
 * path in origin form (`/…`, not `//…`: an authority-form or absolute-form target, or `*`), 414
 * over MAX_TARGET_LENGTH. The router has already refused what it cannot decode.
 */
export function refusedTarget(target: string): 400 | 414 | null {
  if (!target.startsWith('/') || target.startsWith('//')) return 400;
  if (target.length > MAX_TARGET_LENGTH) return 414;
  return null;
}

/** Fastify's `frameworkErrors`: an address the router cannot take is refused 400 (an error of ours, 500). */
export function routerRefusal(error: FastifyError, reply: FastifyReply): FastifyReply {
  return plainAnswer(reply, error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 400 : 500);
}

/**
 * Registers the target guard (first thing after the request id and security headers) and the
 * error handler: an error carrying a client status (4xx: a forbidden path, a refused body) answers
 * that status; any other answers 500 and is logged with the request's id.
 */
export function registerGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const status = refusedTarget(request.url);
    if (status === null) return;
    request.hostRoute = 'refused';
    return plainAnswer(reply, status);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'answer failed');
    return plainAnswer(reply, status);
  });
}
