import { DateTime } from 'luxon';

/**
 * Calendar arithmetic in Europe/Rome, where the association's wall clock is. Here in common/, not
 * in a domain: events (repetition), the calendar, notices' texts and the demo all count in Rome days.
 */
export const ZONE = 'Europe/Rome';

export const romeDate = (d: Date): string => DateTime.fromJSDate(d, { zone: ZONE }).toISODate()!;

export const sameRomeDay = (a: Date, b: Date): boolean => romeDate(a) === romeDate(b);

/** The same wall-clock time `days` later (keeps 20:00 at 20:00 across daylight-saving changes). */
export const plusRomeDays = (d: Date, days: number): Date =>
  DateTime.fromJSDate(d, { zone: ZONE }).plus({ days }).toJSDate();

/**
 * Day offsets, after the event's day, through the end of the month after the event's month,
 * whose weekday (0 Sunday … 6 Saturday) is chosen.
 */
export function repetitionOffsets(start: Date, weekdays: number[]): number[] {
  const first = DateTime.fromJSDate(start, { zone: ZONE }).startOf('day');
  const last = first.plus({ months: 1 }).endOf('month');
  const chosen = new Set(weekdays);
  const offsets: number[] = [];
  for (let day = first.plus({ days: 1 }), n = 1; day <= last; day = day.plus({ days: 1 }), n++)
    if (chosen.has(day.weekday % 7)) offsets.push(n);
  return offsets;
}

/** 'DD/MM/YYYY' as shown to people. */
export const displayDate = (d: Date): string =>
  DateTime.fromJSDate(d, { zone: ZONE }).toFormat('dd/LL/yyyy');

/** The first and last instants of a Rome day range [from, to] given as YYYY-MM-DD. */
export function romeRange(from: string, to: string): { start: Date; end: Date } | null {
  const a = DateTime.fromISO(from, { zone: ZONE });
  const b = DateTime.fromISO(to, { zone: ZONE });
  if (!a.isValid || !b.isValid || b < a) return null;
  return { start: a.startOf('day').toJSDate(), end: b.endOf('day').toJSDate() };
}
