import type { Params } from 'react-router-dom';
import { positiveInt } from '../../app/positiveInt';

/*
 * The variables of the event page's and the shift page's one request. Light (no React, no
 * Apollo): the entry uses them to start the request before the app's code arrives
 * (app/earlyScreens.ts), the routes' loaders too.
 */

export function eventVariables(params: Readonly<Params>): { id: number } | null {
  const id = positiveInt(params.idEvent);
  return id === undefined ? null : { id };
}

/**
 * The shift page also asks for the shift's waitlist in its administrators' view (`?admin=`, the
 * address the dashboard and the managed event page link to): only they may read it.
 */
export function shiftVariables(
  params: Readonly<Params>,
  search: URLSearchParams,
): { id: number; admin: boolean } | null {
  const id = positiveInt(params.idShift);
  return id === undefined ? null : { id, admin: search.has('admin') };
}
