import type { EntityManager } from 'typeorm';
import { notFound } from '../../common/app-error';
import { viewerIn } from '../../common/policy/viewer';
import { Event } from './event.entity';
import { EVENT_ERRORS } from './events.errors';
import { assertCanManageEvent } from './events.policy';

/**
 * The first step of every write on an event (its fields, photos, archive, deletion): load it in
 * the write's transaction, locked when the write changes the row, and refuse as events.policy
 * says (404 to who cannot see it, 403 to its own volunteers).
 */
export async function requireManagedEvent(
  em: EntityManager,
  userId: number,
  eventId: number,
  lock = false,
): Promise<Event> {
  const event = await em.getRepository(Event).findOne({
    where: { id: eventId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!event) throw notFound(EVENT_ERRORS.notFound);
  const viewer = await viewerIn(em, userId, event.associationId);
  assertCanManageEvent(viewer, event, () => notFound(EVENT_ERRORS.notFound));
  return event;
}
