import { DateTime } from 'luxon';

const ZONE = 'Europe/Rome';

/** An ISO date-time as DD/MM/YYYY HH:mm in Europe/Rome (spec §9); '' when it cannot be read. */
export function formatDateTime(iso: string): string {
  const date = DateTime.fromISO(iso, { zone: ZONE });
  return date.isValid ? date.toFormat('dd/MM/yyyy HH:mm') : '';
}
