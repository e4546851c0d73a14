import { DateTime } from 'luxon';
import {
  displayDate,
  displayDateTime,
  plusRomeDays,
  repetitionOffsets,
  romeDate,
  sameRomeDay,
} from './event-dates';

describe('event dates in Europe/Rome', () => {
  it('repeats on the chosen weekdays through the end of next month', () => {
    // Wednesday 14 January 2026, 10:00 in Rome
    const start = new Date('2026-01-14T09:00:00Z');
    const mondays = repetitionOffsets(start, [1]).map((n) => romeDate(plusRomeDays(start, n)));
    expect(mondays).toEqual([
      '2026-01-19',
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
    ]);
    // the event's own day is not copied
    expect(repetitionOffsets(start, [3]).map((n) => romeDate(plusRomeDays(start, n)))[0]).toBe(
      '2026-01-21',
    );
  });

  it('keeps the wall-clock time across the daylight-saving change', () => {
    const saturday = new Date('2026-03-28T19:00:00Z'); // 20:00 CET
    const sunday = plusRomeDays(saturday, 1); // 20:00 CEST = 18:00Z
    expect(sunday.toISOString()).toBe('2026-03-29T18:00:00.000Z');
  });

  it('compares days in Rome, not in UTC', () => {
    expect(sameRomeDay(new Date('2026-06-01T22:30:00Z'), new Date('2026-06-02T08:00:00Z'))).toBe(
      true,
    );
    expect(sameRomeDay(new Date('2026-06-01T21:30:00Z'), new Date('2026-06-01T22:30:00Z'))).toBe(
      false,
    );
    expect(displayDate(new Date('2026-06-01T22:30:00Z'))).toBe('02/06/2026');
  });

  it('formats date and time as luxon does in Rome, across every daylight-saving change', () => {
    const luxon = (ms: number) =>
      DateTime.fromMillis(ms, { zone: 'Europe/Rome' }).toFormat('dd/LL/yyyy HH:mm');
    // every 7 minutes through two years (both changes of each), then the minutes around the
    // changes of 2026 and dates of the last century and far ahead
    const instants: number[] = [];
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000)
      instants.push(ms);
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)])
      for (let ms = change - 3_600_000; ms <= change + 3_600_000; ms += 60_000) instants.push(ms);
    instants.push(
      Date.UTC(1901, 5, 1, 12),
      Date.UTC(1944, 3, 2, 23, 59),
      Date.UTC(9999, 11, 31, 22),
    );
    const differing = instants.filter((ms) => displayDateTime(new Date(ms)) !== luxon(ms));
    expect(differing.map((ms) => new Date(ms).toISOString())).toEqual([]);
    expect(displayDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29/03/2026 01:59');
    expect(displayDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29/03/2026 03:00');
  });
});
