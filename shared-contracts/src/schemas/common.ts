import { z } from 'zod';
import { IMAGE_PATH_MAX } from '../constants';

/** Largest value of a PostgreSQL integer column: every id and code fits in it. */
export const INT4_MAX = 2_147_483_647;

/**
 * A plain decimal integer string (a path segment, a query value, a form field) as a number:
 * '0' or digits without a leading zero, at most 10 of them. Anything else is passed on unchanged,
 * so that '1e3', '0x10', '0b11', '+5', '5.0', '031', ' 7 ' or '' fail the number check that follows.
 */
export const digitsToNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^(0|[1-9]\d{0,9})$/.test(value) ? Number(value) : value;

/**
 * A strict positive integer id (house rule for every id of a path, query or body): a JSON integer
 * or a plain decimal string, from 1 to 2147483647 (PostgreSQL's integer); anything else fails
 * with `message`.
 */
export const strictIdSchema = (message: string) =>
  z.preprocess(digitsToNumber, z.number({ message }).int(message).positive(message).max(INT4_MAX, message));

/** An id of a path or query (lists, items): strictIdSchema with 'ID inválido'. */
export const idSchema = strictIdSchema('ID inválido');

/**
 * An optional id of a query (filters): '' and null mean absent; otherwise strictIdSchema.
 */
export const optionalQueryIdSchema = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), strictIdSchema(message).optional());

/**
 * C0 control characters, DEL and the Unicode bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which can reverse what a guest reads; `MULTILINE_CONTROL` keeps
 * tab, line feed and carriage return.
 */
export const CONTROL = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
export const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
/** The message of a text with a NUL or another control character. */
export const CONTROL_CHAR_MESSAGE = 'O texto contém caracteres inválidos.';

/**
 * A text the API stores or searches: without NUL or any other control character, checked before
 * trimming (with `multiline`, tab and line breaks are allowed), then trimmed, at most `max`
 * characters (else `message`).
 */
export const safeTextSchema = (max: number, message: string, opts: { multiline?: boolean } = {}) =>
  z
    .string({ message })
    .refine((v) => !(opts.multiline ? MULTILINE_CONTROL : CONTROL).test(v), CONTROL_CHAR_MESSAGE)
    .trim()
    .max(max, message);

/** The message of an image that is neither an upload of this product nor a library cover. */
export const UNKNOWN_IMAGE_MESSAGE = 'Imagem inválida: use uma imagem enviada por aqui ou um modelo da biblioteca.';

/**
 * An image of this product as a list stores it (imagemCapa, fotoLista): a path on the static-assets
 * host, '/static/' and then letters, digits, '.', '_', '-' and '/' (no '..'), at most
 * IMAGE_PATH_MAX characters. The API also checks that it is a known upload or library cover.
 */
export const imagePathSchema = z
  .string({ message: UNKNOWN_IMAGE_MESSAGE })
  .trim()
  .max(IMAGE_PATH_MAX, UNKNOWN_IMAGE_MESSAGE)
  .regex(/^\/static\/(?!.*\.\.)[A-Za-z0-9._/-]+$/, UNKNOWN_IMAGE_MESSAGE);

/**
 * A size or colour code (§5 Kit): an integer of at least 0 (JSON or digits), or null; '' and an
 * absent value become null.
 */
export const optionalCodeSchema = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : digitsToNumber(v)),
    z.number({ message }).int(message).min(0, message).max(INT4_MAX, message).nullable(),
  );

/** Privacy of a list (§3). Unknown values read as 'privado', whose label is 'Privada'. */
export const privacidadeValues = ['publico', 'privado', 'apenas_convidados'] as const;
export const privacidadeSchema = z.enum(privacidadeValues).catch('privado');
export type Privacidade = (typeof privacidadeValues)[number];
export const privacidadeLabels: Record<Privacidade, string> = {
  publico: 'Pública',
  privado: 'Privada',
  apenas_convidados: 'Apenas Convidados',
};

/** Status of a list (§4 List status). */
export const statusValues = ['ativo', 'arquivado'] as const;
export const statusSchema = z.enum(statusValues);
export type ListaStatus = (typeof statusValues)[number];

/** A date-time on the wire: ISO 8601 string, always UTC (§9). */
export const isoDateSchema = z.string().refine((v) => !Number.isNaN(Date.parse(v)), {
  message: 'Data inválida',
});

/** A calendar day on the wire for filters: yyyy-MM-dd (§7). */
export const dayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Data inválida');

/** Body of every error answer of the API: `message` in pt-BR, `error` the HTTP reason. */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** `{ message }` answers of the API (§7: archive, update, welcome mail...). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
