import { LIMITS, SHIFT_COLORS } from '@insieme/schema';
import { DateTime } from 'luxon';
import { ZONE } from '../../app/dateTime';
import type { CalendarEventFragment } from '../../gql/graphql';

/** Colour of an event without shifts: the brand teal. */
export const DEFAULT_DOT_COLOR = SHIFT_COLORS[0];

/** First day (00:00, Europe/Rome) of the month of `date`. */
export function monthOf(date: DateTime): DateTime {
  return date.setZone(ZONE).startOf('month');
}

/** A YYYY-MM-DD day as a DateTime at its start in Europe/Rome. */
export function dayOf(isoDate: string): DateTime {
  return DateTime.fromISO(isoDate, { zone: ZONE }).startOf('day');
}

export function isoDay(date: DateTime): string {
  return date.toISODate() ?? '';
}

/**
 * The weeks of a month grid starting on Monday: each week has 7 cells, a day of the month or
 * null for the days before the 1st and after the last day.
 */
export function monthGrid(month: DateTime): (DateTime | null)[][] {
  const first = monthOf(month);
  const lead = first.weekday - 1; // luxon: Monday 1 … Sunday 7
  const cells: (DateTime | null)[] = Array.from({ length: lead }, () => null);
  const length = first.daysInMonth ?? 0;
  for (let day = 0; day < length; day += 1) cells.push(first.plus({ days: day }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DateTime | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * Up to 3 dots of a day: the colours of its shifts, teal for an event without shifts. The
 * personal calendar (`onlyMine`) colours only the shifts the person asked for.
 */
export function dotsOf(events: readonly CalendarEventFragment[], onlyMine = false): string[] {
  const colors = events.flatMap((event) => {
    const shifts = onlyMine ? event.shifts.filter((shift) => shift.mySignUp) : event.shifts;
    return shifts.length > 0 ? shifts.map((shift) => shift.color) : [DEFAULT_DOT_COLOR];
  });
  return colors.slice(0, LIMITS.calendarDotsPerDay);
}

/** Events still in programme among the days shown (each counted once). */
export function programmeCount(days: readonly { events: readonly CalendarEventFragment[] }[]) {
  const ids = new Set<number>();
  for (const day of days) {
    for (const event of day.events) if (!event.terminated) ids.add(event.id);
  }
  return ids.size;
}

/** Day names are numbered like Date#getDay (Sunday 0); the grid starts on Monday. */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Lunedì 3 giugno 2030': the title of a day, and the name of its cell. */
export function dayTitle(day: DateTime, locale: string): string {
  return capitalize(day.setLocale(locale).toFormat('cccc d MMMM yyyy'));
}

/** 'Giugno 2030' */
export function monthTitle(month: DateTime, locale: string): string {
  return capitalize(month.setLocale(locale).toFormat('LLLL yyyy'));
}
