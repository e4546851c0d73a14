import { formatMinutes, formatMonth } from './formatMinutes';

describe('formatMinutes', () => {
  it.each([
    [750, '12 h 30 min'],
    [720, '12 h'],
    [61, '1 h 1 min'],
    [45, '45 min'],
    [1, '1 min'],
    [0, '0 h'],
    // more than a day stays in hours: volunteers count hours, not days
    [60 * 27 + 5, '27 h 5 min'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('counts whole minutes and nothing below zero', () => {
    expect(formatMinutes(90.9)).toBe('1 h 30 min');
    expect(formatMinutes(-5)).toBe('0 h');
    expect(formatMinutes(null)).toBe('0 h');
    expect(formatMinutes(undefined)).toBe('0 h');
    expect(formatMinutes(Number.NaN)).toBe('0 h');
  });
});

describe('formatMonth', () => {
  it('names the month in Italian', () => {
    expect(formatMonth('2025-01')).toBe('gennaio 2025');
    expect(formatMonth('2024-12')).toBe('dicembre 2024');
  });

  it('leaves what is not a month as it is', () => {
    expect(formatMonth('2025-13')).toBe('2025-13');
    expect(formatMonth('gennaio')).toBe('gennaio');
  });
});
