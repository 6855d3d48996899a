/**
 * The schema of GET /relatorios's query (decision 040): judged by the API (through
 * `shared-contracts/requests`) and by the report's filters before they call
 * (`shared-contracts/reports`), never part of the shared singleton (decision 019).
 */
// Zod never evaluates code in the browser (the CSP, decision 015): before this module's first schema
import '../zodConfig';
import { z } from 'zod';
import { optionalQueryIdSchema } from './common';
import { daysBetween, REPORT_MAX_DAYS, REPORT_MSG, type ReportQuery } from './reports';

/** A São Paulo calendar day 'YYYY-MM-DD' that exists (2026-02-30 fails), else `message`. */
const daySchema = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const time = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
    }, message);

/**
 * GET /relatorios?de=&ate=&filialId=&vendedorId=: the period (São Paulo days, both included, at
 * most REPORT_MAX_DAYS), and optionally one branch (`filialId`: the lists of that branch, and the
 * gifts registered at its till) and one seller (`vendedorId`, the seller's code: the lists they
 * opened). 400 with a REPORT_MSG text otherwise.
 */
export const reportQuerySchema = z
  .object({
    de: daySchema(REPORT_MSG.from),
    ate: daySchema(REPORT_MSG.to),
    filialId: optionalQueryIdSchema(REPORT_MSG.branch),
    vendedorId: optionalQueryIdSchema(REPORT_MSG.seller),
  })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.de, q.ate);
    if (days < 0) ctx.addIssue({ code: 'custom', message: REPORT_MSG.order, path: ['ate'] });
    else if (days + 1 > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', message: REPORT_MSG.tooLong, path: ['ate'] });
  });
