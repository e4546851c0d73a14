import { DateTime } from 'luxon';

/** The last Sunday of a month (EU daylight-saving changes happen then, at 01:00 UTC). */
function lastSunday(year: number, month: number): number {
  const last = DateTime.utc(year, month, 1).endOf('month');
  return last.day - (last.weekday % 7);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Shifts that straddle next year's Europe/Rome daylight-saving changes (always ahead, so always in
 * a feed), given as explicit UTC instants — e.g. for 2027:
 * - spring, 28/03/2027 01:30 → 03:30 Rome: 02:00 does not exist, so the shift lasts one hour;
 * - autumn, 31/10/2027 01:30 → 04:00 Rome: 02:00–03:00 happens twice, so it lasts 3 h 30.
 * Each is checked against luxon's Rome wall clock first, so the test cannot fool itself.
 */
export function dstShifts(): { title: string; start: Date; end: Date }[] {
  const year = new Date().getUTCFullYear() + 1;
  const march = lastSunday(year, 3);
  const october = lastSunday(year, 10);
  const shifts = [
    {
      title: 'Primavera',
      start: new Date(`${year}-03-${pad(march)}T00:30:00Z`),
      end: new Date(`${year}-03-${pad(march)}T01:30:00Z`),
      rome: ['01:30', '03:30'],
      hours: 1,
    },
    {
      title: 'Autunno',
      start: new Date(`${year}-10-${pad(october - 1)}T23:30:00Z`),
      end: new Date(`${year}-10-${pad(october)}T03:00:00Z`),
      rome: ['01:30', '04:00'],
      hours: 3.5,
    },
  ];
  for (const shift of shifts) {
    const wall = [shift.start, shift.end].map((d) =>
      DateTime.fromJSDate(d, { zone: 'Europe/Rome' }).toFormat('HH:mm'),
    );
    if (wall.join() !== shift.rome.join())
      throw new Error(`${shift.title}: ${wall.join('→')} in Rome, not ${shift.rome.join('→')}`);
    if (shift.end.getTime() - shift.start.getTime() !== shift.hours * 3600_000)
      throw new Error(`${shift.title}: not ${shift.hours} h`);
  }
  return shifts.map(({ title, start, end }) => ({ title, start, end }));
}
