import { z } from 'zod';

/** Integer id as the API sends it (numbers; numeric strings are accepted and converted, §5). */
export const idSchema = z.coerce.number().int().positive();

/** Largest value of a PostgreSQL integer column: every id and code fits in it. */
export const INT4_MAX = 2_147_483_647;

/**
 * A string of digits (a path segment, a query value, a form field) as a number; anything else is
 * passed on unchanged, so that '1e3', '0x10', ' 7 ' or '' fail the number check that follows.
 */
export const digitsToNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/**
 * A strict positive integer id (§9 house rule for ids from a path, query or body): a JSON integer
 * or a string of digits only, from 1 to 2147483647; anything else fails with `message`.
 */
export const strictIdSchema = (message: string) =>
  z.preprocess(digitsToNumber, z.number({ message }).int(message).positive(message).max(INT4_MAX, message));

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
