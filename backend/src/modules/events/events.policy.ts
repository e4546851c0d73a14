import { forbidden, type AppError } from '../../common/app-error';
import type { Action } from '../../common/policy/authorize';
import { acceptedMembershipSql } from '../../common/policy/membership';
import type { Viewer } from '../../common/policy/viewer';
import {
  canManageAssociation,
  canSeeAssociationPrivateContent,
} from '../associations/associations.policy';
import type { Event } from './event.entity';

/**
 * Who sees an event (docs/architecture.md, "Who may do what"): a public event everyone signed in; a
 * private one only the association's accepted volunteers and administrators. `viewer` is an SQL
 * expression: a column (`us.user_id`, for feeds, notices and reminders that serve many people at
 * once) or `$1`. The one SQL twin of `canSeeEvent` (test/policies/event-visibility-twin.spec.ts
 * holds them together): every list, feed and job asks it, so leaving an association closes them all
 * at once.
 */
export function eventVisibleToSql(alias: string, viewer: string): string {
  return `(${alias}.is_public OR ${acceptedMembershipSql(viewer, `${alias}.association_id`)})`;
}

/** The same rule for query builders: `viewerParam` names the parameter (`:viewerId`). */
export function visibleEventSql(alias: string, viewerParam: string): string {
  return eventVisibleToSql(alias, `:${viewerParam}`);
}

export type EventRef = Pick<Event, 'isPublic' | 'associationId'>;

export const canSeeEvent: Action<EventRef> = (viewer, event) =>
  event.isPublic || canSeeAssociationPrivateContent(viewer, event.associationId);

/** Edit, archive, delete, copy; manage its shifts, sign-ups and photos. */
export const canManageEvent: Action<EventRef> = (viewer, event) =>
  canManageAssociation(viewer, event.associationId);

/**
 * Refuses someone who may not manage the event (or something of it: shifts, sign-ups, photos).
 * Who cannot even see a private event gets `notFound`, as on reads, so that its existence is not
 * revealed; the association's own volunteers get a 403.
 */
export function assertCanManageEvent(
  viewer: Viewer,
  event: EventRef,
  notFound: () => AppError,
): void {
  if (canManageEvent(viewer, event)) return;
  if (!canSeeEvent(viewer, event)) throw notFound();
  throw forbidden();
}
