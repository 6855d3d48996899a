/**
 * What the domain modules log through: the request's or the process's logger (pino, as Fastify
 * gives it) seen through its levels, so that a domain module needs no HTTP type. Details are an object
 * without secrets or personal data; the message is a short English sentence.
 */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}
