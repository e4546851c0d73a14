import { DateTime } from 'luxon';

/**
 * Dates that forms and the calendar compute with, in luxon. What the screens only show is
 * formatted without luxon (app/formatDates.ts).
 */

/**
 * Every date and time is shown (and typed) in Italy's time zone (docs/architecture.md,
 * "Contracts").
 */
export const ZONE = 'Europe/Rome';

/** Format of a `datetime-local` input. */
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** An ISO date-time as the value of a `datetime-local` input (Europe/Rome); '' when unreadable. */
export function toLocalInput(iso: string): string {
  const date = DateTime.fromISO(iso, { zone: ZONE });
  return date.isValid ? date.toFormat(LOCAL_INPUT) : '';
}

/** A `datetime-local` value read as Europe/Rome time, as an ISO string in UTC; '' when empty. */
export function fromLocalInput(local: string): string {
  if (!local) return '';
  const date = DateTime.fromISO(local, { zone: ZONE });
  return date.isValid ? (date.toUTC().toISO() ?? '') : '';
}

/** A `datetime-local` value plus `hours` (Europe/Rome, across DST); '' when unreadable. */
export function addHoursToLocalInput(local: string, hours: number): string {
  const date = DateTime.fromISO(local, { zone: ZONE });
  return date.isValid ? date.plus({ hours }).toFormat(LOCAL_INPUT) : '';
}

/** The calendar day (YYYY-MM-DD) of a `datetime-local` value; '' when unreadable. */
export function localInputDay(local: string): string {
  const date = DateTime.fromISO(local, { zone: ZONE });
  return date.isValid ? (date.toISODate() ?? '') : '';
}

/** Now in Europe/Rome (tests pass their own `now`). */
export function nowInRome(now: Date = new Date()): DateTime {
  return DateTime.fromJSDate(now, { zone: ZONE });
}
