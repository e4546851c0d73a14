import type { EntityManager } from 'typeorm';
import { forbidden, type AppError } from '../../common/app-error';
import { isAssociationAdmin } from '../associations/associations.policy';
import type { Event } from './event.entity';

/**
 * Who sees an event (ARCHITECTURE §7): a public event everyone signed in; a private one only the
 * association's accepted volunteers and administrators. `viewerParam` names the SQL parameter.
 */
export function visibleEventSql(alias: string, viewerParam: string): string {
  return `(${alias}.is_public OR EXISTS (SELECT 1 FROM user_association vm
            WHERE vm.association_id = ${alias}.association_id AND vm.user_id = :${viewerParam} AND vm.status = 'accepted'))`;
}

export async function canSeeEvent(
  em: EntityManager,
  viewerId: number,
  event: Event,
): Promise<boolean> {
  if (event.isPublic) return true;
  const rows: unknown[] = await em.query(
    `SELECT 1 FROM user_association WHERE user_id = $1 AND association_id = $2 AND status = 'accepted' LIMIT 1`,
    [viewerId, event.associationId],
  );
  return rows.length > 0;
}

export const canManageEvent = (em: EntityManager, userId: number, event: Event) =>
  isAssociationAdmin(em, userId, event.associationId);

/**
 * Refuses someone who may not manage the event (or something of it: shifts, sign-ups, photos).
 * Who cannot even see a private event gets `notFound`, as on reads, so that its existence is not
 * revealed; the association's own volunteers get a 403.
 */
export async function assertCanManageEvent(
  em: EntityManager,
  userId: number,
  event: Event,
  notFound: () => AppError,
): Promise<void> {
  if (await canManageEvent(em, userId, event)) return;
  if (!(await canSeeEvent(em, userId, event))) throw notFound();
  throw forbidden();
}

/** Archived by an administrator, or its end has passed. */
export const isTerminated = (event: Pick<Event, 'archivedAt' | 'endDate'>, now = new Date()) =>
  event.archivedAt !== null || event.endDate.getTime() < now.getTime();
