import { DateTime } from 'luxon';

/** The associations' wall clock (as events/event-dates.ts, not imported: another module's internals). */
const ZONE = 'Europe/Rome';

/** The night in Rome (22:00–08:00) when nobody should have to answer an offer (issue 31). */
const NIGHT_STARTS = 22;
const MORNING = 8;

/**
 * When an offer made at `now` stops holding its place: `minutes` later, but a deadline that
 * would fall in the night (from 22:00 to 08:00 Rome time) moves to the next 08:00 — a person
 * asleep at 03:00 would otherwise lose the place without a chance to answer — and never past the
 * shift's start, after which offers make no sense. Wall-clock arithmetic in Europe/Rome, so
 * 08:00 stays 08:00 across the daylight-saving changes.
 */
export function offerDeadline(now: Date, minutes: number, shiftStart: Date): Date {
  const plain = new Date(Math.min(now.getTime() + minutes * 60_000, shiftStart.getTime()));
  const local = DateTime.fromJSDate(plain, { zone: ZONE });
  let moved = plain;
  if (local.hour >= NIGHT_STARTS)
    moved = local
      .plus({ days: 1 })
      .set({ hour: MORNING, minute: 0, second: 0, millisecond: 0 })
      .toJSDate();
  else if (local.hour < MORNING)
    moved = local.set({ hour: MORNING, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  return new Date(Math.min(moved.getTime(), shiftStart.getTime()));
}
