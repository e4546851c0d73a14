import { DateTime } from 'luxon';

/** Every date and time is shown (and typed) in Italy's time zone (ARCHITECTURE §3). */
export const ZONE = 'Europe/Rome';

/** Format of a `datetime-local` input. */
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

function inRome(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: ZONE });
}

/** An ISO date-time as DD/MM/YYYY HH:mm in Europe/Rome (spec §9); '' when it cannot be read. */
export function formatDateTime(iso: string): string {
  const date = inRome(iso);
  return date.isValid ? date.toFormat('dd/MM/yyyy HH:mm') : '';
}

/** An ISO date-time as DD/MM/YYYY in Europe/Rome; '' when it cannot be read. */
export function formatDate(iso: string): string {
  const date = inRome(iso);
  return date.isValid ? date.toFormat('dd/MM/yyyy') : '';
}

/** An ISO date-time as HH:mm in Europe/Rome; '' when it cannot be read. */
export function formatTime(iso: string): string {
  const date = inRome(iso);
  return date.isValid ? date.toFormat('HH:mm') : '';
}

/**
 * A period: 'DD/MM/YYYY HH:mm – HH:mm' within one day, else both date-times in full.
 */
export function formatPeriod(startIso: string, endIso: string): string {
  const start = inRome(startIso);
  const end = inRome(endIso);
  if (!start.isValid || !end.isValid) return formatDateTime(startIso);
  if (start.hasSame(end, 'day')) return `${formatDateTime(startIso)} – ${end.toFormat('HH:mm')}`;
  return `${formatDateTime(startIso)} – ${formatDateTime(endIso)}`;
}

/** The calendar day (YYYY-MM-DD, Europe/Rome) of an ISO date-time; '' when it cannot be read. */
export function romeDay(iso: string): string {
  const date = inRome(iso);
  return date.isValid ? (date.toISODate() ?? '') : '';
}

/** An ISO date-time as the value of a `datetime-local` input (Europe/Rome); '' when unreadable. */
export function toLocalInput(iso: string): string {
  const date = inRome(iso);
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
