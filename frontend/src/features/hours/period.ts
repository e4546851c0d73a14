/*
 * The period of the hours screens (issue 22): `?from=YYYY-MM-DD&to=YYYY-MM-DD` in the address,
 * so that the route's loader asks for it. Without them the server answers the last 12 months
 * (and says which days those are). Light: the dashboard's screens module imports it into the
 * entry chunk.
 */

export interface PeriodVariables {
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day as the API takes it, or null when the value is not one. */
export function periodDay(value: string | null | undefined): string | null {
  return value && DAY.test(value) ? value : null;
}

/** The period of the address; a malformed day counts as absent (the server's default). */
export function periodVariables(search: URLSearchParams): PeriodVariables {
  return { from: periodDay(search.get('from')), to: periodDay(search.get('to')) };
}
