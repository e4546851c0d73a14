import { DateTime } from 'luxon';
import { badInput } from '../../common/app-error';
import { ATTENDANCE_ERRORS } from './attendance.errors';

/** Hours are counted on the associations' wall clock. */
export const ZONE = 'Europe/Rome';

/** The longest period a page, a CSV or a statement may ask (docs/attendance.md). */
export const MAX_PERIOD_YEARS = 5;

/**
 * A period of hours: Rome calendar days `from` … `to` (YYYY-MM-DD, inclusive) and the instants
 * that bound them. A shift belongs to the day (Rome) of its start: `start <= s.start_date < end`.
 */
export interface Period {
  from: string;
  to: string;
  start: Date;
  /** the first instant after `to` (the next Rome midnight: 23 or 25 hours later on DST days) */
  end: Date;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string): DateTime {
  const parsed = DAY_PATTERN.test(value)
    ? DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: ZONE })
    : null;
  if (!parsed?.isValid || parsed.year < 1900)
    throw badInput(ATTENDANCE_ERRORS.periodNotValid, { field: 'from' });
  return parsed;
}

/**
 * The period asked, or by default the last 12 months: from today − 12 months + 1 day to today
 * (Rome). Only `to`: the 12 months ending then; only `from`: up to today. Refused (400): a
 * malformed or impossible date, `from` after `to`, a span of more than five years.
 */
export function periodOf(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date = new Date(),
): Period {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  const last = to ? day(to) : today;
  const first = from ? day(from) : last.minus({ months: 12 }).plus({ days: 1 });
  if (first > last || last > first.plus({ years: MAX_PERIOD_YEARS }))
    throw badInput(ATTENDANCE_ERRORS.periodNotValid, { field: first > last ? 'to' : 'from' });
  return {
    from: first.toISODate()!,
    to: last.toISODate()!,
    start: first.toJSDate(),
    end: last.plus({ days: 1 }).toJSDate(),
  };
}

/** 'YYYY-MM' of every month of the period, in order. */
export function monthsOf(period: Pick<Period, 'from' | 'to'>): string[] {
  const months: string[] = [];
  const last = DateTime.fromISO(period.to, { zone: ZONE }).startOf('month');
  for (
    let m = DateTime.fromISO(period.from, { zone: ZONE }).startOf('month');
    m <= last;
    m = m.plus({ months: 1 })
  )
    months.push(m.toFormat('yyyy-MM'));
  return months;
}

/** 'YYYY-MM' of an instant, in Rome. */
export const romeMonth = (d: Date): string =>
  DateTime.fromJSDate(d, { zone: ZONE }).toFormat('yyyy-MM');

/** 'DD/MM/YYYY' of an instant, in Rome, as people read it. */
export const romeDisplayDate = (d: Date): string =>
  DateTime.fromJSDate(d, { zone: ZONE }).toFormat('dd/LL/yyyy');

/** 'DD/MM/YYYY' of a YYYY-MM-DD day. */
export const displayDay = (isoDay: string): string =>
  DateTime.fromISO(isoDay, { zone: ZONE }).toFormat('dd/LL/yyyy');

/** Minutes as people read them: "12 h 05 min". */
export function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h} h ${String(m).padStart(2, '0')} min`;
}
