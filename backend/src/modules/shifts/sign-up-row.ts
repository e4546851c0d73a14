import type { SignUpStatus } from './sign-up.entity';

/**
 * The row the shifts service reads for a sign-up request: the sign-up with the person, shift and
 * event it concerns (spec "user shift request"). It is not an entity but a join, so the SELECT
 * and its shape live side by side (each alias is a field below); the service adds the WHERE, and
 * both presenters turn the row into their shape (REST `sign-up.presenter.ts`, GraphQL
 * `ShiftSignUpObject.from`).
 */
export interface SignUpRow {
  id: number;
  shiftId: number;
  eventId: number;
  associationId: number;
  userId: number;
  name: string;
  surname: string;
  imageId: number | null;
  eventName: string;
  eventAddress: string;
  shiftTitle: string;
  shiftStart: Date;
  shiftEnd: Date;
  status: SignUpStatus | 'withdrawn' | 'removed';
  requestedAt: Date;
  /** made by accepting a waitlist offer ("dalla lista d'attesa"): it holds its place */
  fromWaitlist: boolean;
}

export const SIGN_UP_ROW_SQL = `
  SELECT us.id, us.shift_id AS "shiftId", s.event_id AS "eventId", e.association_id AS "associationId",
         us.user_id AS "userId", u.name, u.surname, u.image_id AS "imageId", e.name AS "eventName",
         e.address AS "eventAddress", s.title AS "shiftTitle", s.start_date AS "shiftStart",
         s.end_date AS "shiftEnd", us.status, us.created_at AS "requestedAt",
         us.from_waitlist AS "fromWaitlist"
    FROM user_shift us
    JOIN shift s ON s.id = us.shift_id
    JOIN event e ON e.id = s.event_id
    JOIN user_account u ON u.id = us.user_id`;

/**
 * A sign-up whose attendance was recorded (`us` a `user_shift` alias): it has a row in
 * attendance's table (`shift_attendance`, issue 32; read here, written by attendance only). A row
 * exists from the first check-in or status on, and stays when an administrator sets the status
 * back to unknown: its history (`attendance_change`) is the record of that correction. It is a
 * legal record (art. 17 CTS; issue 31): nobody deletes it — a withdrawal, a removal, a shift's or
 * an event's deletion are refused (409 attendance.recorded), leaving an association keeps it — and
 * only its person's account deletion erases it (the attendance row's ON DELETE RESTRICT refuses
 * every other DELETE, migration 1764000001200; asking for the row alone keeps the answer a 409
 * where the database would refuse).
 */
export const attendanceRecordedSql = (us: string) =>
  `EXISTS (SELECT 1 FROM shift_attendance rec WHERE rec.user_shift_id = ${us}.id)`;
