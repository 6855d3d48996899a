import type { ZodType } from 'zod';

/** An error with an HTTP status and a pt-BR message for the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Seconds to wait before trying again (a 429's limit, a 409 hold): answered as `Retry-After`. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const MSG = {
  badBody: 'Corpo da requisição inválido.',
  notFoundRoute: 'Rota não encontrada.',
  tooLarge: 'Corpo da requisição muito grande.',
  unsupportedMedia: 'Tipo de conteúdo não suportado.',
  internal: 'Erro interno do servidor.',
  xsrf: 'Token XSRF ausente ou inválido. Recarregue a página.',
  badCredentials: 'Código ou senha inválidos.',
  magicLinkSent: 'Se o e-mail estiver cadastrado, você receberá um link de acesso.',
  magicLinkInvalid: 'Link inválido ou expirado.',
  noSession: 'Sessão não encontrada ou expirada.',
  loggedOut: 'Sessão encerrada.',
  listNotFound: 'Lista não encontrada',
  badRequest: 'Requisição inválida.',
  uriTooLong: 'Endereço longo demais.',
} as const;

/** Parses `value` with a contract schema; the first issue's message becomes a 400. */
export function parseOr400<T extends ZodType>(schema: T, value: unknown): ReturnType<T['parse']> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, result.error.issues[0]?.message ?? MSG.badRequest);
  }
  return result.data as ReturnType<T['parse']>;
}

/** Parses a JSON body: absent means `{}`, anything but an object is a 400. */
export function parseBody<T extends ZodType>(schema: T, body: unknown): ReturnType<T['parse']> {
  const value = body === undefined || body === null ? {} : body;
  if (typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, MSG.badBody);
  return parseOr400(schema, value);
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505), raw or wrapped in `cause`. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
