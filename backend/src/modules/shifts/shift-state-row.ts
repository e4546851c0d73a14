import type { EntityManager } from 'typeorm';
import type { ShiftFacts } from './shifts.events';

/**
 * A shift with what the rules around its places read of it and of its event, in one statement:
 * the waitlist's joins, offers and answers, and the sign-up commands that run under its row lock.
 */
export interface ShiftState extends ShiftFacts {
  maxVolunteer: number;
  acceptedCount: number;
  heldCount: number;
  openSubscription: boolean;
  isPublic: boolean;
  archivedAt: Date | null;
  eventEnd: Date;
  /** The association accepts at once the requests made by accepting an offer (issue 31). */
  autoAccept: boolean;
}

/** The one SELECT of a `ShiftState`; `$1` is the shift (a LATERAL join may substitute it). */
export const SHIFT_STATE_SQL = `
  SELECT s.id AS "shiftId", s.event_id AS "eventId", e.association_id AS "associationId",
         e.name AS "eventName", s.title AS "shiftTitle", s.start_date AS "startDate",
         s.end_date AS "endDate", s.max_volunteer AS "maxVolunteer",
         s.accepted_count AS "acceptedCount", s.held_count AS "heldCount",
         s.open_subscription AS "openSubscription", e.is_public AS "isPublic",
         e.archived_at AS "archivedAt", e.end_date AS "eventEnd",
         a.auto_accept_waitlist AS "autoAccept"
    FROM shift s JOIN event e ON e.id = s.event_id JOIN association a ON a.id = e.association_id
   WHERE s.id = $1`;

/** The shift's state; with `lock`, its row is taken `FOR UPDATE` (the waitlist's one lock). */
export async function shiftState(
  em: EntityManager,
  shiftId: number,
  lock: boolean,
): Promise<ShiftState | null> {
  const rows: ShiftState[] = await em.query(`${SHIFT_STATE_SQL}${lock ? ' FOR UPDATE OF s' : ''}`, [
    shiftId,
  ]);
  return rows[0] ?? null;
}

/** What the domain events carry of a shift state (or of any row shaped like one). */
export const factsOf = (s: ShiftFacts): ShiftFacts => ({
  shiftId: s.shiftId,
  eventId: s.eventId,
  associationId: s.associationId,
  eventName: s.eventName,
  shiftTitle: s.shiftTitle,
  startDate: s.startDate,
  endDate: s.endDate,
});
