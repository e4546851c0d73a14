import { DateTime } from 'luxon';
import { badInput } from '../common/app-error';
import { INT32_MAX } from './schemas';

/*
 * The legacy forms the contract accepts (docs/rest-contract.md, "Lenient legacy forms kept"),
 * turned into plain values. The request was validated against its route's operation before the
 * handler runs (rest/validate.ts): types and bounds are guaranteed, so these only read the forms.
 */

const isId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT32_MAX;

/** A comma list "1,2,3" (empty: none) or an array of ids. */
export function idList(value: unknown, field: string): number[] {
  if (value === undefined || value === null) return [];
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.trim() === ''
        ? []
        : value.split(',').map((p) => Number(p.trim()))
      : [value];
  return parts.map((part) => {
    // the `id-list` format has checked each one: cheap insurance for an undeclared field
    if (!isId(part)) throw badInput('validation.unknown_choice', { field });
    return part;
  });
}

/** Weekdays 0…6 as "1,3" or [1, 3]; absent, null or empty: no repetition. */
export function weekdays(value: unknown): number[] | null {
  if (value === undefined || value === null || value === '') return null;
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((d) => Number(String(d).trim()));
}

/** true or the legacy "true" (JSON); query and multipart booleans arrive as booleans. */
export const flag = (value: unknown): boolean => value === true || value === 'true';

/** A date-time given as ISO 8601 or as the spec's 'DD/MM/YYYY HH:mm' (Europe/Rome). */
export function dateTime(value: unknown, field: string): Date {
  const raw = (typeof value === 'string' ? value : '').trim();
  const local = /^(\d{2})\/(\d{2})\/(\d{4})[ T](\d{2}):(\d{2})$/.exec(raw);
  const parsed = local
    ? DateTime.fromObject(
        { day: +local[1], month: +local[2], year: +local[3], hour: +local[4], minute: +local[5] },
        { zone: 'Europe/Rome' },
      )
    : DateTime.fromISO(raw, { zone: 'Europe/Rome' });
  // years PostgreSQL and JavaScript both hold, and a form could mean
  if (!raw || !parsed.isValid || parsed.year < 1900 || parsed.year > 9999)
    throw badInput(field.endsWith('endDate') ? 'invalid_end_date' : 'invalid_start_date', {
      field,
    });
  return parsed.toJSDate();
}
