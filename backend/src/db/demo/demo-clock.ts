import { DateTime } from 'luxon';
import { ZONE } from '../../common/rome-dates';

/** A moment of the demo, in Europe/Rome wall-clock terms, relative to the day of seeding. */
export interface DemoWhen {
  /** Days from today (0 = today). */
  day: number;
  /** Wall-clock time, 'HH:mm'. */
  at: string;
}

/** Today's events start at least this long after the seed, so the services accept them. */
const TODAY_MARGIN_MINUTES = 15;

/**
 * Dates of the demo relative to the moment of seeding, so a database seeded on any day shows
 * events over the next three weeks. Computed in Europe/Rome: 09:00 stays 09:00 across a
 * daylight-saving change.
 */
export class DemoClock {
  readonly now: DateTime;

  constructor(now: Date = new Date()) {
    this.now = DateTime.fromJSDate(now, { zone: ZONE });
  }

  /**
   * The start of an event. Nothing may start in the past, so a "today" event planned for an hour
   * already gone starts at the next quarter hour instead (Home's programme still shows it today,
   * unless the seed runs in the last minutes before midnight).
   */
  start({ day, at }: DemoWhen): Date {
    const [hour, minute] = at.split(':').map(Number);
    const planned = this.now.startOf('day').plus({ days: day }).set({ hour, minute });
    if (day !== 0) return planned.toJSDate();
    const soon = this.now.plus({ minutes: TODAY_MARGIN_MINUTES });
    const nextQuarter = soon.startOf('hour').plus({ minutes: Math.ceil(soon.minute / 15) * 15 });
    return (planned < nextQuarter ? nextQuarter : planned).toJSDate();
  }
}

/** `minutes` after `date`. */
export const plusMinutes = (date: Date, minutes: number): Date =>
  new Date(date.getTime() + minutes * 60_000);
