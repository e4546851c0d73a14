import type { EntityManager } from 'typeorm';
import type { Action } from '../../common/policy/authorize';
import { acceptedMembershipSql, hasMembership } from '../../common/policy/membership';
import type { Event } from '../events/event.entity';
import type { Shift } from './shift.entity';

/**
 * Named permissions of the shifts domain (ARCHITECTURE §7). Managing a shift, its sign-ups and
 * its people is managing its event (events.policy `canManageEvent`); what is particular to
 * shifts is who may ask for a place and who may see the people behind the sign-ups.
 */

/**
 * Of the associations given, those whose sign-ups' contacts the user may see (spec §6 privacy):
 * the accepted volunteers' phone and e-mail, and who is waiting for a decision — the association's
 * administrators only. One statement for a whole page, so presenters ask it once per request.
 */
export async function signUpContactsVisibleIn(
  em: EntityManager,
  userId: number,
  associationIds: readonly number[],
): Promise<Set<number>> {
  if (!associationIds.length) return new Set();
  const rows: { id: number }[] = await em.query(
    `SELECT a.id FROM unnest($2::int[]) AS a(id) WHERE ${acceptedMembershipSql('$1', 'a.id', 'admin')}`,
    [userId, associationIds],
  );
  return new Set(rows.map((r) => r.id));
}

/** The same rule for one association (its id). */
export const canSeeSignUpContacts: Action<number> = async (em, userId, associationId) =>
  (await signUpContactsVisibleIn(em, userId, [associationId])).has(associationId);

/**
 * Ask for a place on a shift (its event already visible to the user): the association's
 * accepted volunteers, and anyone when the shift is open to outsiders on a public event.
 */
export const canSignUpToShift: Action<{
  shift: Pick<Shift, 'openSubscription'>;
  event: Pick<Event, 'isPublic' | 'associationId'>;
}> = async (em, userId, { shift, event }) =>
  (event.isPublic && shift.openSubscription) ||
  hasMembership(em, userId, event.associationId, 'volunteer');

/**
 * The SQL twin of `canSignUpToShift` (`s` shift, `e` event, `user` an SQL expression): what
 * leaving an association checks to find the sign-ups the person may no longer hold.
 */
export function signUpAllowedSql(shift: string, event: string, user: string): string {
  return `((${event}.is_public AND ${shift}.open_subscription) OR ${acceptedMembershipSql(user, `${event}.association_id`)})`;
}
