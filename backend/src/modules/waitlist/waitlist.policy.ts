import type { Action } from '../../common/policy/authorize';
import { roleIn } from '../../common/policy/viewer';

/**
 * Named permissions of the waitlist (issue 21). Joining asks the same rules as a sign-up
 * (shifts.policy `canSignUpToShift`); answering an offer or leaving needs no permission beyond
 * being the person (the service reads only the caller's own entry). What is particular here is
 * who sees the queue with its names and deadlines, and who may take someone out of it.
 */

/** See a shift's queue (its association's id): the association's administrators only. */
export const canSeeWaitlist: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** Take someone else out of a shift's queue (its association's id): its administrators. */
export const canRemoveFromWaitlist: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';
