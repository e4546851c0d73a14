/**
 * A duration in whole minutes as the hours screens show it: '12 h 30 min', '12 h', '45 min',
 * '0 h' (issue 22). Hours are not rounded: the statement and the CSV count the same minutes.
 */
export function formatMinutes(minutes: number | null | undefined): string {
  const total = typeof minutes === 'number' && Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
  const whole = Math.floor(total);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0 && rest > 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

let monthFormat: Intl.DateTimeFormat | undefined;

/** 'YYYY-MM' as 'gennaio 2025'; the input itself when it is not such a month. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return month;
  monthFormat ??= new Intl.DateTimeFormat('it', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
}
