import type { Action } from '../../common/policy/authorize';
import { acceptedMembershipSql } from '../../common/policy/membership';
import { roleIn } from '../../common/policy/viewer';
import type { Event } from '../events/event.entity';
import type { Shift } from './shift.entity';

/**
 * Named permissions of the shifts domain (docs/architecture.md, "Who may do what"). Managing a shift, its sign-ups and
 * its people is managing its event (events.policy `canManageEvent`); what is particular to
 * shifts is who may ask for a place and who may see the people behind the sign-ups.
 */

/**
 * See the contacts of an association's sign-ups (its id; spec §6 privacy): the accepted
 * volunteers' phone and e-mail, and who is waiting for a decision — the association's
 * administrators only.
 */
export const canSeeSignUpContacts: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/**
 * Ask for a place on a shift (its event already visible to the user): the association's
 * accepted volunteers, and anyone when the shift is open to outsiders on a public event.
 */
export const canSignUpToShift: Action<{
  shift: Pick<Shift, 'openSubscription'>;
  event: Pick<Event, 'isPublic' | 'associationId'>;
}> = (viewer, { shift, event }) =>
  (event.isPublic && shift.openSubscription) || roleIn(viewer, event.associationId) !== undefined;

/**
 * The SQL twin of `canSignUpToShift` (`s` shift, `e` event, `user` an SQL expression): what
 * leaving an association checks to find the sign-ups the person may no longer hold.
 */
export function signUpAllowedSql(shift: string, event: string, user: string): string {
  return `((${event}.is_public AND ${shift}.open_subscription) OR ${acceptedMembershipSql(user, `${event}.association_id`)})`;
}
