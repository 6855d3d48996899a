/**
 * The stores' calendar (America/Sao_Paulo): the day an instant falls on there, for the rules that
 * count in the stores' days (the till's 'Desfazer' on the day of the registration, decision 037;
 * the completion discount from the day after the event, decision 042).
 */

/** The time zone of the stores' calendar day. */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

const storeDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The stores' calendar day of instant `at`, 'YYYY-MM-DD'. */
export const storeDay = (at: Date): string => storeDayFormat.format(at);

/** Whether two instants fall on the same calendar day in the stores' time zone. */
export const sameStoreDay = (a: Date, b: Date): boolean => storeDay(a) === storeDay(b);
