import { DateTime } from 'luxon';
import { displayDateTime } from './rome-time';

describe('dates shown in Europe/Rome', () => {
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
