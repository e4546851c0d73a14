import { DateTime } from 'luxon';
import { badInput } from '../common/app-error';

/** Lenient readers for the legacy facade, which sends lists as "1,2,3" and numbers as text. */
export function idList(value: unknown, field: string): number[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => {
    const n = typeof part === 'number' ? part : Number.parseInt(String(part).trim(), 10);
    if (!Number.isInteger(n) || n <= 0) throw badInput('validation.unknown_choice', { field });
    return n;
  });
}

export function text(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : String(value);
}

export function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

export function pathId(value: unknown): number {
  const n = Number.parseInt(String(value), 10);
  if (!Number.isInteger(n) || n <= 0 || String(n) !== String(value))
    throw badInput('validation.unknown_choice', { field: 'id' });
  return n;
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
  if (!raw || !parsed.isValid)
    throw badInput(field === 'endDate' ? 'invalid_end_date' : 'invalid_start_date', { field });
  return parsed.toJSDate();
}
