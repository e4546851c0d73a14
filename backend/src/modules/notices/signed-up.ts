import type { EntityManager } from 'typeorm';
import { eventVisibleToSql } from '../events/events.policy';

/** An accepted or pending sign-up on a shift of an event, with what a notice says of the shift. */
export interface SignedUp {
  userId: number;
  shiftId: number;
  title: string;
  startDate: Date;
  endDate: Date;
}

/**
 * The accepted and pending sign-ups of an event's shifts that are still of interest: those not
 * yet started ('ahead': what a cancellation cancels) or not yet ended ('not-ended': who is told of
 * a change), of people who may still see the event (a sign-up kept after leaving names nothing
 * private). Ordered by person, then shift start.
 */
export function signedUpToEvent(
  em: EntityManager,
  eventId: number,
  which: 'ahead' | 'not-ended',
): Promise<SignedUp[]> {
  const column = which === 'ahead' ? 's.start_date' : 's.end_date';
  return em.query(
    `SELECT us.user_id AS "userId", s.id AS "shiftId", s.title, s.start_date AS "startDate",
            s.end_date AS "endDate"
       FROM user_shift us JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
      WHERE s.event_id = $1 AND us.status IN ('accepted', 'waiting') AND ${column} > now()
        AND ${eventVisibleToSql('e', 'us.user_id')}
      ORDER BY us.user_id, s.start_date, s.id`,
    [eventId],
  );
}

/**
 * Accepted and pending sign-ups of a shift (`$1`) whose people may still see its event: who is
 * told when it is deleted.
 */
export const SIGNED_UP_TO_SHIFT_SQL = `SELECT us.user_id FROM user_shift us
  JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
 WHERE us.shift_id = $1 AND us.status IN ('accepted', 'waiting')
   AND ${eventVisibleToSql('e', 'us.user_id')}`;
