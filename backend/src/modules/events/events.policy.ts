import type { EntityManager } from 'typeorm';
import { forbidden, type AppError } from '../../common/app-error';
import type { Action } from '../../common/policy/authorize';
import { acceptedMembershipSql } from '../../common/policy/membership';
import {
  canManageAssociation,
  canSeeAssociationPrivateContent,
} from '../associations/associations.policy';
import type { Event } from './event.entity';

/**
 * Who sees an event (ARCHITECTURE §7): a public event everyone signed in; a private one only the
 * association's accepted volunteers and administrators. `viewer` is an SQL expression: a column
 * (`us.user_id`, for feeds, notices and reminders that serve many people at once) or `$1`.
 * The one SQL twin of `canSeeEvent`: every list, feed and job asks it, so leaving an association
 * closes them all at once.
 */
export function eventVisibleToSql(alias: string, viewer: string): string {
  return `(${alias}.is_public OR ${acceptedMembershipSql(viewer, `${alias}.association_id`)})`;
}

/** The same rule for query builders: `viewerParam` names the parameter (`:viewerId`). */
export function visibleEventSql(alias: string, viewerParam: string): string {
  return eventVisibleToSql(alias, `:${viewerParam}`);
}

type EventRef = Pick<Event, 'isPublic' | 'associationId'>;

export const canSeeEvent: Action<EventRef> = async (em, viewerId, event) =>
  event.isPublic || canSeeAssociationPrivateContent(em, viewerId, event.associationId);

/** Edit, archive, delete, copy; manage its shifts, sign-ups and photos. */
export const canManageEvent: Action<EventRef> = (em, userId, event) =>
  canManageAssociation(em, userId, event.associationId);

/**
 * Refuses someone who may not manage the event (or something of it: shifts, sign-ups, photos).
 * Who cannot even see a private event gets `notFound`, as on reads, so that its existence is not
 * revealed; the association's own volunteers get a 403.
 */
export async function assertCanManageEvent(
  em: EntityManager,
  userId: number,
  event: EventRef,
  notFound: () => AppError,
): Promise<void> {
  if (await canManageEvent(em, userId, event)) return;
  if (!(await canSeeEvent(em, userId, event))) throw notFound();
  throw forbidden();
}
