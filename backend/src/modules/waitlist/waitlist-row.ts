/**
 * The rows the waitlist reads for its lists (as `sign-up-row.ts` for sign-ups): the SELECT and
 * the interface of what it returns side by side; the service adds the WHERE and the order.
 */

/** One person of a shift's queue, as its administrators see it. */
export interface WaitlistRow {
  userId: number;
  name: string;
  surname: string;
  imageId: number | null;
  /** 1 = first */
  position: number;
  joinedAt: Date;
  /** the deadline of the offer they hold; null while they wait */
  offerExpiresAt: Date | null;
}

export const WAITLIST_ROW_SQL = `
  SELECT w.user_id AS "userId", u.name, u.surname, u.image_id AS "imageId",
         (row_number() OVER (ORDER BY w.id))::int AS position, w.joined_at AS "joinedAt",
         w.offer_expires_at AS "offerExpiresAt"
    FROM waitlist_entry w
    JOIN user_account u ON u.id = w.user_id`;

/** One of the viewer's queues (my events). */
export interface MyWaitlistRow {
  shiftId: number;
  eventId: number;
  associationId: number;
  eventName: string;
  eventAddress: string;
  shiftTitle: string;
  shiftStart: Date;
  shiftEnd: Date;
  position: number;
  joinedAt: Date;
  offerExpiresAt: Date | null;
}

export const MY_WAITLIST_ROW_SQL = `
  SELECT w.shift_id AS "shiftId", s.event_id AS "eventId", e.association_id AS "associationId",
         e.name AS "eventName", e.address AS "eventAddress", s.title AS "shiftTitle",
         s.start_date AS "shiftStart", s.end_date AS "shiftEnd",
         (SELECT count(*)::int FROM waitlist_entry o WHERE o.shift_id = w.shift_id AND o.id <= w.id) AS position,
         w.joined_at AS "joinedAt",
         CASE WHEN w.offer_expires_at > now() THEN w.offer_expires_at END AS "offerExpiresAt"
    FROM waitlist_entry w
    JOIN shift s ON s.id = w.shift_id
    JOIN event e ON e.id = s.event_id`;
