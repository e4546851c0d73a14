import { LIMITS } from '@insieme/schema/limits';
import { romeDay } from '../../app/romeDay';

/** Home shows the first few events of the associations I follow. */
export const HOME_EVENTS = 5;

/**
 * The variables of Home's one request. Light (no React, no Apollo): the entry uses it to start
 * the request before the app's code arrives (app/earlyScreens.ts), the route's loader too.
 */
export const homeVariables = () => ({
  date: romeDay(),
  stripSize: LIMITS.homeVolunteerAssociationsLimit,
  nearby: LIMITS.nearbyAssociationsLimit,
  events: HOME_EVENTS,
});
