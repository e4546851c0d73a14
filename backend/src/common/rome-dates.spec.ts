import { displayDate, plusRomeDays, repetitionOffsets, romeDate, sameRomeDay } from './rome-dates';

describe('calendar arithmetic in Europe/Rome', () => {
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
});
