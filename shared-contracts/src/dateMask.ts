/**
 * The date input of the filters (§5 Date input): digits only, formatted DD/MM/AAAA as typed,
 * at most 10 characters; valid only when complete and a real date within the range.
 */
import { DATE_FILTER_MAX_FUTURE, DATE_FILTER_MIN } from './constants';

/** Masks raw input: keeps digits (at most 8) and inserts the slashes. '1203' → '12/03'. */
export function maskDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Today as yyyy-MM-dd in UTC. */
function todayDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Calendar bounds (§5): min 1900-01-01; max today, or 2100-12-31 when future dates are allowed. */
export function dateInputRange(allowFuture: boolean, now: Date = new Date()): { min: string; max: string } {
  return { min: DATE_FILTER_MIN, max: allowFuture ? DATE_FILTER_MAX_FUTURE : todayDay(now) };
}

/**
 * Parses a masked 'DD/MM/AAAA' entry into 'yyyy-MM-dd'. Returns null for a partial entry, an
 * impossible date (31/02) or a date outside the range.
 */
export function parseMaskedDate(masked: string, allowFuture = true, now: Date = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  const { min, max } = dateInputRange(allowFuture, now);
  if (day < min || day > max) return null;
  return day;
}

/** Formats 'yyyy-MM-dd' as the masked 'DD/MM/AAAA'. */
export function dayToMasked(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** A non-empty entry that does not parse is invalid (red border, §5). */
export function isDateEntryInvalid(masked: string, allowFuture = true, now: Date = new Date()): boolean {
  return masked.length > 0 && parseMaskedDate(masked, allowFuture, now) === null;
}
