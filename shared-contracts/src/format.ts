/** pt-BR formatters (§9): currency BRL, dates in UTC. */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const longDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const monthShort = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'short' });
const fullDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Formats reais as BRL, e.g. 5.99 → 'R$ 5,99' (the space is a no-break space, as Intl gives it). */
export function formatBRL(reais: number): string {
  return brl.format(reais);
}

/** Formats an ISO date (UTC) as 'dd/mm/aaaa'; '' when invalid. */
export function formatDate(value: string | Date): string {
  const d = toDate(value);
  return d ? longDate.format(d) : '';
}

/** Formats an ISO date (UTC) as '5 de março de 2027'; '' when invalid. */
export function formatDateLong(value: string | Date): string {
  const d = toDate(value);
  return d ? fullDate.format(d) : '';
}

/** Day and short month of an ISO date (UTC) for list cards: { day: '05', month: 'mar' }. */
export function formatDayMonth(value: string | Date): { day: string; month: string } {
  const d = toDate(value);
  if (!d) return { day: '', month: '' };
  return {
    day: String(d.getUTCDate()).padStart(2, '0'),
    month: monthShort.format(d).replace('.', ''),
  };
}

/** Converts an ISO date to the yyyy-MM-dd day it falls on in UTC. */
export function toDayString(value: string | Date): string {
  const d = toDate(value);
  return d ? d.toISOString().slice(0, 10) : '';
}

/**
 * A count with its noun in the singular for exactly one, else the plural (pt-BR):
 * countOf(1, 'lista', 'listas') → '1 lista', countOf(0, 'lista', 'listas') → '0 listas'.
 */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
