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

export function shiftVariables(params: Readonly<Params>): { id: number } | null {
  const id = positiveInt(params.idShift);
  return id === undefined ? null : { id };
}
