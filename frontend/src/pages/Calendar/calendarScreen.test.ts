import { currentMonth } from './calendarScreen';

describe('the calendar screen’s month', () => {
  it.each([
    ['2030-06-03', '2030-06-01', '2030-06-30'],
    ['2030-01-31', '2030-01-01', '2030-01-31'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2030-02-10', '2030-02-01', '2030-02-28'],
    ['2030-12-25', '2030-12-01', '2030-12-31'],
  ])('%s asks from %s to %s, as the calendar asks its months', (today, from, to) => {
    expect(currentMonth(today)).toEqual({ from, to });
  });
});
