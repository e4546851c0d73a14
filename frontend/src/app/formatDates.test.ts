import { DateTime } from 'luxon';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatPeriod,
  formatTime,
  romeDayOf,
} from './formatDates';

// What the screens showed with luxon (app/dateTime.ts before formatDates.ts): the reference.
const ZONE = 'Europe/Rome';
const inRome = (iso: string) => DateTime.fromISO(iso, { zone: ZONE });
const luxon = {
  dateTime: (iso: string) => (inRome(iso).isValid ? inRome(iso).toFormat('dd/MM/yyyy HH:mm') : ''),
  date: (iso: string) => (inRome(iso).isValid ? inRome(iso).toFormat('dd/MM/yyyy') : ''),
  time: (iso: string) => (inRome(iso).isValid ? inRome(iso).toFormat('HH:mm') : ''),
  day: (iso: string) => (inRome(iso).isValid ? (inRome(iso).toISODate() ?? '') : ''),
  period: (startIso: string, endIso: string) => {
    const start = inRome(startIso);
    const end = inRome(endIso);
    if (!start.isValid || !end.isValid) return luxon.dateTime(startIso);
    if (start.hasSame(end, 'day')) return `${luxon.dateTime(startIso)} – ${end.toFormat('HH:mm')}`;
    return `${luxon.dateTime(startIso)} – ${luxon.dateTime(endIso)}`;
  },
};

const HOUR = 3_600_000;

/** Every half hour around the DST changes of 2024–2026, and a spread of instants over decades. */
function instants(): string[] {
  const out: string[] = [];
  for (const change of ['2024-03-31', '2024-10-27', '2025-03-30', '2025-10-26', '2026-03-29']) {
    const base = Date.parse(`${change}T00:00:00Z`);
    for (let t = base - 30 * HOUR; t <= base + 30 * HOUR; t += HOUR / 2)
      out.push(new Date(t).toISOString());
  }
  for (let t = Date.UTC(1971, 0, 1); t < Date.UTC(2060, 0, 1); t += 7_919 * 60_000 * 11)
    out.push(new Date(t).toISOString());
  return out;
}

/** The other forms luxon reads: no offset (a time in Rome, a DST gap and overlap), offsets, dates. */
const OTHER_FORMS = [
  '2025-03-30T02:30:00',
  '2025-03-30T02:00',
  '2025-10-26T02:30:00',
  '2025-06-01T10:15',
  '2025-06-01',
  '2025-12-31T23:59:59.999',
  '2025-06-01T24:00',
  '2025-06-01T10:15:00+02:00',
  '2025-06-01T10:15:00-0530',
  '2025-06-01T23:15:00+01',
  '2025-06-01t10:15:00z',
  '2024-02-29T12:00:00Z',
  '0099-05-05T12:00:00Z',
];

const UNREADABLE = [
  '',
  'domani',
  '2025-02-30T10:00:00Z',
  '2025-13-01T10:00:00Z',
  '2025-06-01T25:00:00Z',
  '2025-06-01T10:60:00Z',
  '2023-02-29',
];

describe('dates as the screens show them, without luxon', () => {
  it('formats every instant as luxon did, across the DST changes', () => {
    for (const iso of instants()) {
      expect([iso, formatDateTime(iso)]).toEqual([iso, luxon.dateTime(iso)]);
      expect([iso, formatDate(iso)]).toEqual([iso, luxon.date(iso)]);
      expect([iso, formatTime(iso)]).toEqual([iso, luxon.time(iso)]);
      expect([iso, romeDayOf(iso)]).toEqual([iso, luxon.day(iso)]);
    }
  });

  it('reads the other ISO forms as luxon did, and nothing it could not read', () => {
    for (const iso of [...OTHER_FORMS, ...UNREADABLE]) {
      expect([iso, formatDateTime(iso)]).toEqual([iso, luxon.dateTime(iso)]);
      expect([iso, romeDayOf(iso)]).toEqual([iso, luxon.day(iso)]);
    }
    for (const iso of UNREADABLE) expect(formatDateTime(iso)).toBe('');
  });

  it('writes a period within one day of Rome with the end time only', () => {
    const cases: [string, string][] = [
      ['2025-06-01T07:00:00.000Z', '2025-06-01T10:30:00.000Z'],
      // 23:30 and 00:30 in Rome: two days, although the same day in UTC
      ['2025-06-01T21:30:00.000Z', '2025-06-01T22:30:00.000Z'],
      ['2025-06-01T07:00:00.000Z', '2025-06-03T10:30:00.000Z'],
      ['2025-10-26T00:30:00.000Z', '2025-10-26T01:30:00.000Z'],
      ['2025-06-01T07:00:00.000Z', 'poi'],
      ['prima', '2025-06-01T07:00:00.000Z'],
    ];
    for (const [start, end] of cases)
      expect([start, end, formatPeriod(start, end)]).toEqual([
        start,
        end,
        luxon.period(start, end),
      ]);
    expect(formatPeriod(...cases[0])).toBe('01/06/2025 09:00 – 12:30');
  });

  it("writes today's day and month in Italian as luxon's 'd MMMM' did", () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [1, 0],
        [15, 12],
        [28, 23],
      ]) {
        const now = new Date(Date.UTC(2025, month, day, hour, 30));
        expect(formatDayMonth(now)).toBe(
          DateTime.fromJSDate(now, { zone: ZONE }).setLocale('it').toFormat('d MMMM'),
        );
      }
    }
  });
});
