/**
 * Dates and times as the screens show them, in Italy's time zone (docs/architecture.md,
 * "Contracts"; spec §9), with the browser's own Intl instead of luxon: Home, the event page and the
 * lists draw dates without loading and starting luxon (≈ 70 KB of script and its first time-zone
 * format on the critical path of a phone; docs/performance.md, "Dates without luxon"). The output
 * is luxon's, to the character (formatDates.test.ts compares the two); forms and the calendar,
 * which compute with dates, keep luxon (app/dateTime.ts).
 */

const ZONE = 'Europe/Rome';

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Milliseconds since the epoch of a UTC wall clock (Date.UTC alone reads 0–99 as 1900–1999). */
function utcOf(w: Wall, millis = 0): number {
  const at = new Date(0);
  at.setUTCFullYear(w.year, w.month - 1, w.day);
  at.setUTCHours(w.hour, w.minute, w.second, millis);
  return at.getTime();
}

let romeParts: Intl.DateTimeFormat | undefined;

/** The wall clock in Rome at the instant `ms` (the formatter is made once, on first use). */
function wallInRome(ms: number): Wall {
  romeParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, string> = {};
  for (const { type, value } of romeParts.formatToParts(ms)) parts[type] = value;
  const year = Number(parts.year);
  return {
    year: /^B/i.test(parts.era ?? '') ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Rome's offset from UTC, in minutes, at the instant `ms` (as luxon's IANAZone computes it). */
function romeOffset(ms: number): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return (utcOf(wallInRome(ms)) - whole) / 60_000;
}

/** An ISO 8601 date or date-time, as luxon's `DateTime.fromISO` reads the forms the API uses. */
const ISO =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function daysInMonth(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return last.getUTCDate();
}

/** The instant an ISO string names; a time without offset is a time in Rome (as luxon reads it). */
function parseIso(iso: string): number | undefined {
  const match = ISO.exec(iso);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const millis = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const midnightNext = hour === 24 && minute === 0 && second === 0 && millis === 0;
  if ((hour > 23 && !midnightNext) || minute > 59 || second > 59) return undefined;
  const wallAsUtc = utcOf({ year, month, day, hour, minute, second }, millis);
  if (offset !== undefined) {
    if (/^z$/i.test(offset)) return wallAsUtc;
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0');
    return wallAsUtc - sign * minutes * 60_000;
  }
  // luxon's fixOffset: a first guess at the offset (today's, as luxon guesses), checked at the
  // instant it gives; across a DST gap or overlap the result depends on it, as it did with luxon
  const o = romeOffset(Date.now());
  const guess = wallAsUtc - o * 60_000;
  const o2 = romeOffset(guess);
  if (o === o2) return guess;
  const corrected = guess - (o2 - o) * 60_000;
  const o3 = romeOffset(corrected);
  return o2 === o3 ? corrected : wallAsUtc - Math.min(o2, o3) * 60_000;
}

const two = (n: number) => String(n).padStart(2, '0');
const year4 = (n: number) =>
  n < 0 ? `-${String(-n).padStart(4, '0')}` : String(n).padStart(4, '0');

/** The wall clock in Rome of an ISO string; undefined when it cannot be read. */
function romeWall(iso: string): Wall | undefined {
  const at = parseIso(iso);
  return at === undefined || !Number.isFinite(at) ? undefined : wallInRome(at);
}

const dateOf = (w: Wall) => `${two(w.day)}/${two(w.month)}/${year4(w.year)}`;
const timeOf = (w: Wall) => `${two(w.hour)}:${two(w.minute)}`;

/** An ISO date-time as DD/MM/YYYY HH:mm in Europe/Rome (spec §9); '' when it cannot be read. */
export function formatDateTime(iso: string): string {
  const wall = romeWall(iso);
  return wall ? `${dateOf(wall)} ${timeOf(wall)}` : '';
}

/** An ISO date-time as DD/MM/YYYY in Europe/Rome; '' when it cannot be read. */
export function formatDate(iso: string): string {
  const wall = romeWall(iso);
  return wall ? dateOf(wall) : '';
}

/** An ISO date-time as HH:mm in Europe/Rome; '' when it cannot be read. */
export function formatTime(iso: string): string {
  const wall = romeWall(iso);
  return wall ? timeOf(wall) : '';
}

/**
 * A period: 'DD/MM/YYYY HH:mm – HH:mm' within one day, else both date-times in full.
 */
export function formatPeriod(startIso: string, endIso: string): string {
  const start = romeWall(startIso);
  const end = romeWall(endIso);
  if (!start || !end) return formatDateTime(startIso);
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  if (sameDay) return `${dateOf(start)} ${timeOf(start)} – ${timeOf(end)}`;
  return `${dateOf(start)} ${timeOf(start)} – ${dateOf(end)} ${timeOf(end)}`;
}

/** The calendar day (YYYY-MM-DD, Europe/Rome) of an ISO date-time; '' when it cannot be read. */
export function romeDayOf(iso: string): string {
  const wall = romeWall(iso);
  return wall ? `${year4(wall.year)}-${two(wall.month)}-${two(wall.day)}` : '';
}

let dayMonth: Intl.DateTimeFormat | undefined;

/** Today's day and month in Rome, in Italian ('26 novembre'), as luxon's 'd MMMM' in 'it'. */
export function formatDayMonth(now: Date = new Date()): string {
  dayMonth ??= new Intl.DateTimeFormat('it', { timeZone: ZONE, day: 'numeric', month: 'long' });
  return dayMonth.format(now);
}
