import type { Action } from '../../common/policy/authorize';
import { canManageAssociation } from '../associations/associations.policy';

/**
 * Named permissions of the calendar (docs/architecture.md, "Who may do what"). Everyone signed in
 * has a calendar of their own sign-ups; an association's calendar, with all its events, private
 * ones included, is a management screen.
 */

/** See an association's calendar (the subject is its id): its administrators. */
export const canSeeAssociationCalendar: Action<number> = (viewer, associationId) =>
  canManageAssociation(viewer, associationId);

/**
 * Read or renew the secret address of an association's calendar feed (every shift of its events,
 * private ones included, with the places taken): its administrators, like the calendar itself.
 */
export const canUseAssociationCalendarFeed: Action<number> = (viewer, associationId) =>
  canManageAssociation(viewer, associationId);
