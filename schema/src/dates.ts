/**
 * Calendar helpers without any date library: ISO calendar dates (YYYY-MM-DD),
 * ISO date-times and "today" in the Europe/Rome time zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * ISO date-time: date, 'T' (or a space), HH:mm, optional :ss and fraction,
 * optional 'Z' or ±HH:mm / ±HHmm offset. Without an offset the time is local.
 */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses a strict YYYY-MM-DD calendar date (year 0001-9999), or null. */
export function parseIsoDate(s: string): CalendarDate | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Epoch milliseconds of an ISO date-time (see ISO_DATE_TIME), or null. */
export function parseIsoDateTime(s: string): number | null {
  const m = ISO_DATE_TIME.exec(s);
  if (!m) return null;
  const [, date, hh, mm, ss = '00', fraction = '', offset = ''] = m;
  if (!parseIsoDate(date)) return null;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  let zone = offset;
  if (zone.length === 5) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`;
  if (
    zone !== '' &&
    zone !== 'Z' &&
    (Number(zone.slice(1, 3)) > 23 || Number(zone.slice(4)) > 59)
  ) {
    return null;
  }
  const millis = fraction === '' ? '' : `.${fraction.slice(1, 4).padEnd(3, '0')}`;
  // Normalised to the ECMAScript date-time format, which Date.parse reads the
  // same way everywhere (no offset: local time).
  const time = Date.parse(`${date}T${hh}:${mm}:${ss}${millis}${zone}`);
  return Number.isNaN(time) ? null : time;
}

export function isValidIsoDateTime(s: string): boolean {
  return parseIsoDateTime(s) !== null;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function localIsoDate(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let romeFormatter: Intl.DateTimeFormat | null | undefined;

function getRomeFormatter(): Intl.DateTimeFormat | null {
  if (romeFormatter === undefined) {
    try {
      romeFormatter = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Rome',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      romeFormatter = null; // runtime without time-zone data
    }
  }
  return romeFormatter;
}

/**
 * The calendar date (YYYY-MM-DD) of the instant `now` in Europe/Rome. Falls
 * back to the runtime's local date when time-zone data is unavailable.
 */
export function todayInRome(now: Date = new Date()): string {
  const formatter = getRomeFormatter();
  if (!formatter) return localIsoDate(now);
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  if (![year, month, day].every(Number.isFinite)) return localIsoDate(now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
