/**
 * Moments (ISO UTC instants: a payment, a registration, a hold's end) as the reader's local time, in
 * pt-BR forms. Not for an event's date, which is a UTC day (formatDate of shared-contracts). Each
 * answers '' for an invalid value.
 */
const day = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const valid = (iso: string | Date): Date | null => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** 'HH:MM' (24 h), e.g. '14:05'. */
export function formatLocalTime(iso: string | Date): string {
  const d = valid(iso);
  return d ? clock.format(d) : '';
}

/** 'dd/MM/yyyy', e.g. '25/11/2026'. */
export function formatLocalDate(iso: string | Date): string {
  const d = valid(iso);
  return d ? day.format(d) : '';
}

/** 'dd/MM/yyyy HH:MM', e.g. '25/11/2026 14:05' (the form Excel in pt-BR reads as a date and time). */
export function formatLocalDateTime(iso: string | Date): string {
  const d = valid(iso);
  return d ? `${day.format(d)} ${clock.format(d)}` : '';
}
