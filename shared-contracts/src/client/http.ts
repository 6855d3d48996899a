/**
 * The HTTP layer of the typed API client (§7): base URL from the runtime configuration, cookies
 * with every call, 200-299 is success, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN on unsafe
 * methods, answers validated against their zod schema. Every failure is an `ApiError`.
 */
import type { z } from 'zod';
import { apiErrorBodySchema } from '../schemas/common';
import { takeEarlyRequest } from './earlyRequests';
import { composeUrl, type QueryValue } from './requests';

export type { QueryValue } from './requests';

export interface ApiSettings {
  apiUrl: string;
  assetsUrl: string;
  /**
   * Headers every call adds, asked for at each call: the page server's give the request id of the
   * page being rendered, a value per render (docs/decisions/033). None in the browser.
   */
  headers?: () => Record<string, string>;
}

let settings: ApiSettings = { apiUrl: 'http://localhost:3000', assetsUrl: 'http://localhost:3000' };

/** Sets the API and static-assets base URLs (the shell calls it once with the runtime config). */
export function configureApi(next: ApiSettings): void {
  settings = { ...next };
}

/** Stable codes of client errors. */
export type ApiErrorCode = 'HTTP_ERROR' | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** Message used when the network itself fails (no answer from the server). */
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';
const INVALID_RESPONSE_MESSAGE = 'Resposta inesperada do servidor.';
/** The API's message when there is no session (GET /auth/me 401). */
export const NO_SESSION_MESSAGE = 'Sessão não encontrada ou expirada.';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** `message` field of the server's answer, if any. */
  readonly serverMessage?: string;
  /** `error` field of the server's answer, if any. */
  readonly serverError?: string;

  constructor(code: ApiErrorCode, status: number, message: string, server?: { message?: string; error?: string }) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.serverMessage = server?.message;
    this.serverError = server?.error;
  }
}

/** The error of an HTTP answer with `status` (not 2xx), as the client throws it; `server`: the answer's body fields. */
export function httpError(status: number, server?: { message?: string; error?: string }): ApiError {
  return new ApiError('HTTP_ERROR', status, `Erro ${status}`, server);
}

/**
 * The description rule of §8: the server's message, else its error field, else the network or
 * error message, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    return error.serverMessage || error.serverError || error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Reads a cookie visible to this page (`document.cookie`); undefined outside a browser. */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}


export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
}

/** Builds `{apiUrl}{path}?query`, leaving out empty query values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  return composeUrl(settings.apiUrl, path, query);
}

/** Performs one call; resolves with the validated answer or rejects with an ApiError. */
export async function request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...settings.headers?.(), Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const unsafe = UNSAFE.has(method);
  const url = buildUrl(path, options.query);
  const send = () => {
    const token = unsafe ? readCookie(XSRF_COOKIE) : undefined;
    const sent = token ? { ...headers, [XSRF_HEADER]: token } : headers;
    // A guest page's first GET may already be on its way (started by the shell's entry, decision 013).
    const early = method === 'GET' ? takeEarlyRequest(url) : undefined;
    return { token, answer: early ?? fetch(url, { method, headers: sent, body, credentials: 'include', signal: options.signal }) };
  };
  let response: Response;
  try {
    const first = send();
    response = await first.answer;
    // The API refuses an unsafe call without a valid XSRF cookie and hands one out with the
    // refusal (e.g. a sign-in link opened in a new browser, sent before the page's first answer
    // brought the cookie): the call ran nothing, so it is sent once more with the new token.
    if (unsafe && response.status === 403 && readCookie(XSRF_COOKIE) !== first.token) response = await send().answer;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 0, NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text().catch(() => '');
  return parseAnswer(response.status, text, options.schema);
}

/** The validated answer of a call that ended with `status` and body `text`, or an ApiError. */
function parseAnswer<S extends z.ZodType>(status: number, text: string, schema: S): z.infer<S> {
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (status < 200 || status > 299) {
    const parsed = apiErrorBodySchema.safeParse(json);
    const server = parsed.success ? parsed.data : undefined;
    throw httpError(status, server);
  }

  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ApiError('INVALID_RESPONSE', status, INVALID_RESPONSE_MESSAGE);
  }
  return result.data;
}

/**
 * Sends `form` with POST to `path` and reports the upload's progress: `onProgress(fraction)`
 * with 0..1 as bytes leave the browser (fetch cannot report it, so this uses XMLHttpRequest).
 * Same rules as `request`: cookies sent, XSRF header, 2xx success, the answer validated by
 * `schema`, failures as ApiError.
 */
export function uploadWithProgress<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (fraction: number) => void,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      try {
        resolve(parseAnswer(xhr.status, xhr.responseText, schema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 0, NETWORK_ERROR_MESSAGE));
    xhr.send(form);
  });
}
