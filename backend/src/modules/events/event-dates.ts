import { DateTime, IANAZone } from 'luxon';

/** Calendar arithmetic in Europe/Rome, where the association's wall clock is. */
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

const ROME = IANAZone.create(ZONE);
const HOUR_MS = 3_600_000;
/** Rome's offset from UTC in minutes, by UTC hour (see `romeOffsetMinutes`). */
const offsetByHour = new Map<number, number>();

/**
 * Rome's offset from UTC at an instant, in minutes. Asking the zone (Intl) is the costly part of
 * formatting a date: a REST list of 50 events with their shifts formats hundreds. Rome's offset
 * changes only on whole UTC hours (every change since 1900), so it is kept per UTC hour once the
 * hour's first and last millisecond agree; an hour where they differ is asked every time.
 */
export function romeOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const offset = ROME.offset(hour * HOUR_MS);
  if (ROME.offset(hour * HOUR_MS + HOUR_MS - 1) !== offset) return ROME.offset(ms);
  // bounded: a long-running server formats a few thousand distinct hours at most
  if (offsetByHour.size >= 100_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'DD/MM/YYYY HH:mm' in Rome, the spec's display format: the same text as luxon's
 * `toFormat('dd/LL/yyyy HH:mm')` in the zone, read from the UTC fields of the shifted instant.
 */
export function displayDateTime(d: Date): string {
  const ms = d.getTime();
  const local = new Date(ms + romeOffsetMinutes(ms) * 60_000);
  return (
    `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${String(local.getUTCFullYear()).padStart(4, '0')} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
  );
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
