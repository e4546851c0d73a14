import { IANAZone } from 'luxon';

/**
 * The spec's display of an instant, 'DD/MM/YYYY HH:mm' in Europe/Rome (the associations' wall
 * clock), as the REST answers show it: fast, because a REST list formats hundreds (issue 20,
 * docs/performance-log.md).
 */

const ROME = IANAZone.create('Europe/Rome');
const HOUR_MS = 3_600_000;
/** Rome's offset from UTC in minutes, by UTC hour (see `romeOffsetMinutes`). */
const offsetByHour = new Map<number, number>();

/**
 * Rome's offset from UTC at an instant, in minutes. Asking the zone (Intl) is the costly part of
 * formatting a date: a REST list of 50 events with their shifts formats hundreds. Rome's offset
 * changes only on whole UTC hours (every change since 1900), so it is kept per UTC hour once the
 * hour's first and last millisecond agree; an hour where they differ is asked every time.
 */
export function romeOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const offset = ROME.offset(hour * HOUR_MS);
  if (ROME.offset(hour * HOUR_MS + HOUR_MS - 1) !== offset) return ROME.offset(ms);
  // bounded: a long-running server formats a few thousand distinct hours at most
  if (offsetByHour.size >= 100_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * 'DD/MM/YYYY HH:mm' in Rome, the spec's display format: the same text as luxon's
 * `toFormat('dd/LL/yyyy HH:mm')` in the zone, read from the UTC fields of the shifted instant.
 */
export function displayDateTime(d: Date): string {
  const ms = d.getTime();
  const local = new Date(ms + romeOffsetMinutes(ms) * 60_000);
  return (
    `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${String(local.getUTCFullYear()).padStart(4, '0')} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
  );
}
