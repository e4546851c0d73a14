let romeDayFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on the first call: a formatter of a time zone loads the zone's data, tens of milliseconds
 * on a slow phone, and the entry imports this module on every screen (Home's variables), /login
 * included.
 */
const ROME_DAY = () =>
  (romeDayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/**
 * The calendar day of `now` in Rome as YYYY-MM-DD, without luxon: route loaders are part of the
 * first script every screen runs, and luxon is not.
 */
export function romeDay(now: Date = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    ROME_DAY()
      .formatToParts(now)
      .find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
