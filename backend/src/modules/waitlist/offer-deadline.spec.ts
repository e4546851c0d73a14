import { offerDeadline } from './offer-deadline';

const at = (iso: string) => new Date(iso);
const farStart = at('2027-01-01T00:00:00Z');

describe('an offer deadline never falls in the night in Rome (22:00–08:00)', () => {
  it('keeps a daytime deadline as it is', () => {
    // 10:00 CET + 11 h 59 = 21:59 CET
    expect(offerDeadline(at('2026-01-14T09:00:00Z'), 719, farStart)).toEqual(
      at('2026-01-14T20:59:00Z'),
    );
  });

  it('moves 22:00 sharp to 08:00 the next morning', () => {
    expect(offerDeadline(at('2026-01-14T09:00:00Z'), 720, farStart)).toEqual(
      at('2026-01-15T07:00:00Z'),
    );
  });

  it('moves 07:59 to 08:00 the same morning and keeps 08:00', () => {
    // 19:59 CET + 12 h = 07:59 CET
    expect(offerDeadline(at('2026-01-14T18:59:00Z'), 720, farStart)).toEqual(
      at('2026-01-15T07:00:00Z'),
    );
    expect(offerDeadline(at('2026-01-14T19:00:00Z'), 720, farStart)).toEqual(
      at('2026-01-15T07:00:00Z'),
    );
  });

  it('moves a deadline after midnight to 08:00 of that day', () => {
    // 15:30 CEST + 12 h = 03:30 CEST
    expect(offerDeadline(at('2026-06-10T13:30:00Z'), 720, farStart)).toEqual(
      at('2026-06-11T06:00:00Z'),
    );
  });

  it('never goes past the shift start, even when moved', () => {
    const start = at('2026-01-15T06:00:00Z'); // 07:00 CET
    expect(offerDeadline(at('2026-01-14T10:00:00Z'), 720, start)).toEqual(start);
    // a start before the deadline wins even in the day
    const noon = at('2026-01-14T11:00:00Z');
    expect(offerDeadline(at('2026-01-14T09:00:00Z'), 720, noon)).toEqual(noon);
  });

  it('takes 08:00 on the wall clock across the spring daylight-saving change', () => {
    // Saturday 28 March 2026 23:30 CET; the clocks go 02:00 → 03:00 that night: 08:00 CEST = 06:00Z
    expect(offerDeadline(at('2026-03-28T10:30:00Z'), 720, farStart)).toEqual(
      at('2026-03-29T06:00:00Z'),
    );
    // 02:30 does not exist that night: a deadline in the skipped hour also goes to 08:00 CEST
    expect(offerDeadline(at('2026-03-29T00:00:00Z'), 30, farStart)).toEqual(
      at('2026-03-29T06:00:00Z'),
    );
  });

  it('takes 08:00 on the wall clock across the autumn daylight-saving change', () => {
    // Saturday 24 October 2026 23:00 CEST (21:00Z); clocks go 03:00 → 02:00: 08:00 CET = 07:00Z
    expect(offerDeadline(at('2026-10-24T09:00:00Z'), 720, farStart)).toEqual(
      at('2026-10-25T07:00:00Z'),
    );
    // 21:59 CEST stays: the last minute before the night
    expect(offerDeadline(at('2026-10-24T07:59:00Z'), 720, farStart)).toEqual(
      at('2026-10-24T19:59:00Z'),
    );
  });
});
