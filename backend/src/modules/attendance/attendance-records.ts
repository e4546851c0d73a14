/**
 * The one writer of attendance's tables (issue 32, "one owner per table"): `shift_attendance` and
 * its append-only audit `attendance_change` are written here and nowhere else (a test over the
 * SQL text holds it, `attendance/attendance-table.spec.ts`). The service and the commands decide;
 * these functions lock, read and write.
 *
 * How a write holds against another at the same moment: it locks the sign-ups first
 * (`lockSignUps`, `FOR UPDATE OF us`, id order), then reads their attendance in a statement of its
 * own (`attendanceOfLocked`). The second read matters: the attendance lives in another table than
 * the row locked, so the locking statement's own view of it may predate a write that committed
 * while it waited for the lock; a new statement sees it (READ COMMITTED). Then one statement
 * writes the new state and its change (`recordAttendance`), so a write still costs three
 * statements, as when the attendance was on the sign-up (lock, UPDATE, audit). A refusal may be
 * decided on what the lock saw (`LockedSignUp.seen`) and costs no more than before.
 */
import type { EntityManager } from 'typeorm';
import { enqueue } from '../../jobs/enqueue';
import type { SignUpStatus } from '../shifts/sign-up.entity';
import type { AttendanceChangeCause } from './attendance-change.entity';
import { ATTENDANCE_JOIN_SQL, attendanceStatusSql } from './attendance-row';
import type { AttendanceStatus } from './shift-attendance.entity';

/** A sign-up as a write locks it. */
export interface LockedSignUp {
  id: number;
  userId: number;
  shiftId: number;
  status: SignUpStatus;
  /**
   * Its attendance as the locking statement saw it, which may predate a write committed while it
   * waited for the lock: enough to refuse (409: the request then came before that write), never
   * the state a write replaces (`attendanceOfLocked`).
   */
  seen: AttendanceState;
}

/** The attendance of one sign-up; without a row: unknown, no times, nothing typed. */
export interface AttendanceState {
  attendance: AttendanceStatus;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  timesByAdmin: boolean;
}

/** A locked sign-up with its attendance as it is now. */
export type SignUpState = Omit<LockedSignUp, 'seen'> & AttendanceState;

/** The attendance part of a sign-up's state (what a write starts from). */
export const stateOf = (s: AttendanceState): AttendanceState => ({
  attendance: s.attendance,
  checkedInAt: s.checkedInAt,
  checkedOutAt: s.checkedOutAt,
  timesByAdmin: s.timesByAdmin,
});

/** One change a write makes: the sign-up as read after locking, and the attendance it leaves. */
export interface AttendanceWrite {
  before: SignUpState;
  after: AttendanceState;
}

const STATE_SQL = `${attendanceStatusSql('sa')} AS attendance, sa.checked_in_at AS "checkedInAt",
  sa.checked_out_at AS "checkedOutAt", COALESCE(sa.times_by_admin, false) AS "timesByAdmin"`;

/**
 * Locks the sign-ups `where` names (over `us` and its attendance `sa`, which may be absent: use
 * `attendanceStatusSql('sa')` for the status), in id order. A condition on `sa` here only narrows
 * what is locked; `attendanceOfLocked` checks it again on the state after the lock.
 */
export async function lockSignUps(
  em: EntityManager,
  where: string,
  params: unknown[],
): Promise<LockedSignUp[]> {
  const rows: (Omit<LockedSignUp, 'seen'> & AttendanceState)[] = await em.query(
    `SELECT us.id, us.user_id AS "userId", us.shift_id AS "shiftId", us.status, ${STATE_SQL}
       FROM user_shift us ${ATTENDANCE_JOIN_SQL('us')}
      WHERE ${where} ORDER BY us.id FOR UPDATE OF us`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    shiftId: r.shiftId,
    status: r.status,
    seen: stateOf(r),
  }));
}

/**
 * The attendance of sign-ups already locked, read now (the state a change replaces), those that
 * still meet `condition` (over `us`, `sa`), in id order.
 */
export async function attendanceOfLocked(
  em: EntityManager,
  locked: LockedSignUp[],
  condition = 'true',
): Promise<SignUpState[]> {
  if (!locked.length) return [];
  return em.query(
    `SELECT us.id, us.user_id AS "userId", us.shift_id AS "shiftId", us.status, ${STATE_SQL}
       FROM user_shift us ${ATTENDANCE_JOIN_SQL('us')}
      WHERE us.id = ANY($1::int[]) AND ${condition}
      ORDER BY us.id`,
    [locked.map((l) => l.id)],
  );
}

/**
 * Writes each sign-up's new attendance (its row made on the first write) and records the change
 * in the same statement: who (`by`: the administrator, the volunteer, null for the job), why, the
 * state it left and the one it replaced. `attendance_change` is append-only: only ever INSERTed
 * (issue 31).
 */
export async function recordAttendance(
  em: EntityManager,
  by: number | null,
  cause: AttendanceChangeCause,
  writes: AttendanceWrite[],
): Promise<void> {
  if (!writes.length) return;
  await em.query(
    `WITH b AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS b(id int, attendance text, checked_in_at timestamptz, checked_out_at timestamptz,
              new_attendance text, new_checked_in_at timestamptz, new_checked_out_at timestamptz,
              new_times_by_admin boolean)
     ), w AS (
       INSERT INTO shift_attendance (user_shift_id, attendance, checked_in_at, checked_out_at,
                                     times_by_admin)
       SELECT id, new_attendance, new_checked_in_at, new_checked_out_at, new_times_by_admin
         FROM b ORDER BY id
       ON CONFLICT (user_shift_id) DO UPDATE
         SET attendance = EXCLUDED.attendance, checked_in_at = EXCLUDED.checked_in_at,
             checked_out_at = EXCLUDED.checked_out_at, times_by_admin = EXCLUDED.times_by_admin
       RETURNING *
     )
     INSERT INTO attendance_change (user_shift_id, by_user_id, cause, attendance, checked_in_at,
                                    checked_out_at, previous_attendance, previous_checked_in_at,
                                    previous_checked_out_at)
     SELECT w.user_shift_id, $2, $3, w.attendance, w.checked_in_at, w.checked_out_at,
            b.attendance, b.checked_in_at, b.checked_out_at
       FROM w JOIN b ON b.id = w.user_shift_id
      ORDER BY w.user_shift_id`,
    [
      JSON.stringify(
        writes.map(({ before, after }) => ({
          id: before.id,
          attendance: before.attendance,
          checked_in_at: before.checkedInAt,
          checked_out_at: before.checkedOutAt,
          new_attendance: after.attendance,
          new_checked_in_at: after.checkedInAt,
          new_checked_out_at: after.checkedOutAt,
          new_times_by_admin: after.timesByAdmin,
        })),
      ),
      by,
      cause,
    ],
  );
}

/**
 * GDPR erasure (AccountDeleting, in the deletion's transaction): the person's attendance and, by
 * its cascade, its changes, before the account's cascade reaches the sign-ups that the RESTRICT
 * would otherwise keep. The same statement sets `insieme.erasing_account` to the person, local to
 * the transaction (the triggers of migration 1764000001200 let exactly those rows go): the flag is
 * attendance's own rule, so the account's deletion does not need to know it, and it costs no
 * statement of its own. The CTE is read by the join, so it is set before any row is deleted.
 */
export async function eraseAttendanceOf(em: EntityManager, userId: number): Promise<void> {
  await em.query(
    `WITH erasing AS (SELECT set_config('insieme.erasing_account', $1::text, true) AS person)
     DELETE FROM shift_attendance sa USING user_shift us, erasing
      WHERE us.id = sa.user_shift_id AND us.user_id::text = erasing.person`,
    [String(userId)],
  );
}

const JOB_KEY = (shiftId: number) => `attendance-check-out:${shiftId}`;

/** Queues the shift's automatic check-out at `end`: one job per shift, "replace" keeps one. */
export function scheduleCheckOut(em: EntityManager, shiftId: number, end: Date): Promise<void> {
  return enqueue(em, 'attendance-check-out', { shiftId }, { jobKey: JOB_KEY(shiftId), runAt: end });
}
