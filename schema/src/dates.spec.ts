import {
  daysInMonth,
  isLeapYear,
  isValidIsoDateTime,
  parseIsoDate,
  parseIsoDateTime,
  todayInRome,
} from './dates';

describe('isLeapYear / daysInMonth', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
  ])('isLeapYear(%p) is %p', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
  ])('daysInMonth(%p, %p) is %p', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('parseIsoDate', () => {
  it('splits a valid date', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2023-02-29', '0000-01-01', '2024-00-01', '2024-01-00', '2024-1-01', ''])(
    'refuses %p',
    (s) => {
      expect(parseIsoDate(s)).toBeNull();
    },
  );
});

describe('parseIsoDateTime', () => {
  it.each([
    ['2025-06-15T10:00:00Z', Date.UTC(2025, 5, 15, 10, 0, 0)],
    ['2025-06-15T10:00:00.123Z', Date.UTC(2025, 5, 15, 10, 0, 0, 123)],
    ['2025-06-15T10:00:00.123456Z', Date.UTC(2025, 5, 15, 10, 0, 0, 123)],
    ['2025-06-15T10:00+02:00', Date.UTC(2025, 5, 15, 8, 0, 0)],
    ['2025-06-15T10:00:30+0200', Date.UTC(2025, 5, 15, 8, 0, 30)],
    ['2025-06-15T10:00-05:30', Date.UTC(2025, 5, 15, 15, 30, 0)],
    ['2025-06-15T10:00', new Date(2025, 5, 15, 10, 0).getTime()],
    ['2025-06-15 10:00:00', new Date(2025, 5, 15, 10, 0, 0).getTime()],
    ['2024-02-29T23:59:59Z', Date.UTC(2024, 1, 29, 23, 59, 59)],
  ])('%s', (s, expected) => {
    expect(parseIsoDateTime(s)).toBe(expected);
    expect(isValidIsoDateTime(s)).toBe(true);
  });

  it.each([
    '2025-06-15',
    '2025-06-15T10',
    '2023-02-29T10:00',
    '2025-06-15T24:00',
    '2025-06-15T10:60',
    '2025-06-15T10:00:60',
    '2025-06-15T10:00+25:00',
    '2025-06-15T10:00Z ',
    '15/06/2025 10:00',
    'now',
    '',
  ])('refuses %p', (s) => {
    expect(parseIsoDateTime(s)).toBeNull();
    expect(isValidIsoDateTime(s)).toBe(false);
  });
});

describe('todayInRome', () => {
  it.each([
    // Summer (UTC+2): 22:30 UTC is already the next day in Rome
    ['2025-06-14T22:30:00Z', '2025-06-15'],
    ['2025-06-14T21:59:59Z', '2025-06-14'],
    // Winter (UTC+1)
    ['2025-01-14T23:00:00Z', '2025-01-15'],
    ['2025-01-14T22:59:59Z', '2025-01-14'],
    ['2024-02-28T23:30:00Z', '2024-02-29'],
    ['2024-12-31T23:00:00Z', '2025-01-01'],
  ])('at %s it is %s in Rome', (instant, expected) => {
    expect(todayInRome(new Date(instant))).toBe(expected);
  });

  it('defaults to the current time', () => {
    jest.useFakeTimers().setSystemTime(new Date('2025-03-10T12:00:00Z'));
    try {
      expect(todayInRome()).toBe('2025-03-10');
    } finally {
      jest.useRealTimers();
    }
  });
});
