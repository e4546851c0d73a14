import type { Action } from '../../common/policy/authorize';
import { canManageAssociation } from '../associations/associations.policy';

/**
 * Named permissions of the calendar (ARCHITECTURE §7). Everyone signed in has a calendar of their
 * own sign-ups; an association's calendar, with all its events, private ones included, is a
 * management screen.
 */

/** See an association's calendar (the subject is its id): its administrators. */
export const canSeeAssociationCalendar: Action<number> = (em, userId, associationId) =>
  canManageAssociation(em, userId, associationId);
