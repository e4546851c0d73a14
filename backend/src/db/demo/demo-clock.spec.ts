import { DemoClock } from './demo-clock';

/** An instant given as Rome wall-clock time (both dates below are in CET or CEST as noted). */
const rome = (iso: string, offset: '+01:00' | '+02:00') => new Date(`${iso}${offset}`);

describe('DemoClock', () => {
  it.each([
    [
      'a planned hour still to come stays',
      '2026-05-12T10:07:00',
      '14:00',
      '2026-05-12T12:00:00.000Z',
    ],
    [
      'an hour already gone moves to the next quarter after 15 minutes',
      '2026-05-12T15:07:00',
      '14:00',
      '2026-05-12T13:30:00.000Z',
    ],
    [
      'a start 15 minutes away on the quarter is kept',
      '2026-05-12T15:00:00',
      '09:00',
      '2026-05-12T13:15:00.000Z',
    ],
    [
      'the last minutes of the day spill into tomorrow',
      '2026-05-12T23:50:00',
      '09:00',
      '2026-05-12T22:15:00.000Z',
    ],
  ])('today: %s', (_, now, at, expected) => {
    const clock = new DemoClock(rome(now, '+02:00'));
    const start = clock.start({ day: 0, at });
    expect(start.toISOString()).toBe(expected);
    expect(start.getTime()).toBeGreaterThan(clock.now.toMillis());
  });

  it('keeps the wall-clock hour across the change to summer time', () => {
    // Sunday 29 March 2026 Rome moves from +01:00 to +02:00
    const clock = new DemoClock(rome('2026-03-27T12:00:00', '+01:00'));
    expect(clock.start({ day: 1, at: '09:00' }).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(clock.start({ day: 3, at: '09:00' }).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('puts other days at their planned hour, even in the past', () => {
    const clock = new DemoClock(rome('2026-05-12T15:07:00', '+02:00'));
    expect(clock.start({ day: -9, at: '08:00' }).toISOString()).toBe('2026-05-03T06:00:00.000Z');
  });
});
