import { DateTime } from 'luxon';
import { MESSAGE_KEYS } from '@insieme/schema';
import { badInput } from '../common/app-error';
import { INT32_MAX } from './schemas';

/*
 * Readers of values the contract middleware has already validated (see contract-validator.ts):
 * types and bounds are guaranteed, so these only turn the legacy forms the contract allows
 * ("1,2,3" lists, "true" flags) into plain values. The guards that remain are cheap insurance
 * against a handler reading a field its operation does not declare.
 */

const isId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT32_MAX;

/** An id the contract declares (path, query or body). */
export function id(value: unknown, field = 'id'): number {
  if (!isId(value)) throw badInput('validation.unknown_choice', { field });
  return value;
}

export const optionalId = (value: unknown, field?: string): number | null =>
  value === undefined || value === null ? null : id(value, field);

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
  return parts.map((part) => id(part, field));
}

/** Weekdays 0…6 as "1,3" or [1, 3]; absent, null or empty: no repetition. */
export function weekdays(value: unknown): number[] | null {
  if (value === undefined || value === null || value === '') return null;
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((d) => Number(String(d).trim()));
}

/** A string field ('' when absent). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An optional text field: absent keeps the value (undefined), null or '' clears it. */
export const keptOrCleared = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : null;

/** true or the legacy "true" (JSON); query and multipart booleans arrive as booleans. */
export const flag = (value: unknown): boolean => value === true || value === 'true';

/** A JSON boolean the contract declares; absent: undefined (the value stays as it is). */
export function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badInput(MESSAGE_KEYS.invalidRequest, { field });
  return value;
}

/** A date-time given as ISO 8601 or as the spec's 'DD/MM/YYYY HH:mm' (Europe/Rome). */
export function dateTime(value: unknown, field: string): Date {
  const raw = text(value).trim();
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
