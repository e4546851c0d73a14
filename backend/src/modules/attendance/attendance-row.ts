/**
 * The rows attendance and hours read (as `waitlist-row.ts`): each SELECT beside the interface of
 * what it returns; the services add the WHERE and the order.
 */
import type { AttendanceStatus } from './shift-attendance.entity';
import type { AttendanceChangeCause } from './attendance-change.entity';

/**
 * The attendance of a sign-up (`us` a `user_shift` alias) as `sa`: its own table since issue 32
 * (`shift_attendance`, migration 1764000001200). A LEFT JOIN: no row is nothing recorded, read
 * through `attendanceStatusSql` as `unknown` without times.
 */
export const ATTENDANCE_JOIN_SQL = (us: string, sa = 'sa') =>
  `LEFT JOIN shift_attendance ${sa} ON ${sa}.user_shift_id = ${us}.id`;

/** The status of an attendance row `sa` joined by ATTENDANCE_JOIN_SQL: `unknown` without one. */
export const attendanceStatusSql = (sa: string) => `COALESCE(${sa}.attendance, 'unknown')`;

/**
 * Whole minutes of an attendance (`sa` a `shift_attendance` alias, `s` its `shift`): the one rule
 * of the list, a person's hours, an association's and the statements (issue 31). They count from
 * the later of the check-in and the shift's start to the earlier of the check-out and its end —
 * arriving early or leaving late adds nothing — unless an administrator typed the times
 * (`times_by_admin`, audited in `attendance_change`): then between them as typed. timestamptz
 * arithmetic is on instants, so a shift across a daylight-saving change counts the hours that
 * really passed (01:30→03:30 on the last Sunday of March in Rome: 60; of October: 180).
 */
export const minutesSql = (sa: string, s: string) =>
  `GREATEST(0, floor(extract(epoch FROM (
     CASE WHEN ${sa}.times_by_admin THEN ${sa}.checked_out_at ELSE LEAST(${sa}.checked_out_at, ${s}.end_date) END
     - CASE WHEN ${sa}.times_by_admin THEN ${sa}.checked_in_at ELSE GREATEST(${sa}.checked_in_at, ${s}.start_date) END
   )) / 60))::int`;

/** A sign-up (`us`) whose hours count: accepted, confirmed present (`sa`), both times known. */
export const presentSql = (us: string, sa: string) =>
  `(${us}.status = 'accepted' AND ${sa}.attendance = 'present'
    AND ${sa}.checked_in_at IS NOT NULL AND ${sa}.checked_out_at IS NOT NULL)`;

/**
 * The minutes an attendance shows: absent 0; otherwise the minutes between the two times, null
 * while one is missing (or nothing is recorded).
 */
const listMinutesSql = (sa: string, s: string) =>
  `CASE WHEN ${sa}.attendance = 'absent' THEN 0
        WHEN ${sa}.checked_in_at IS NOT NULL AND ${sa}.checked_out_at IS NOT NULL THEN ${minutesSql(sa, s)}
   END`;

/** One change, as the attendance list carries it (JSON: times are ISO text). */
export interface AttendanceChangeRow {
  at: string;
  /**
   * name and surname of who made it (the administrator, or the volunteer checking in or out);
   * null for the automatic check-out and when their account was deleted
   */
  byName: string | null;
  /** null on changes recorded before issue 31 (an administrator's) */
  cause: AttendanceChangeCause | null;
  status: AttendanceStatus;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  /** what the change replaced ("da → a"); null on changes recorded before issue 31 */
  fromStatus: AttendanceStatus | null;
  fromCheckedInAt: string | null;
  fromCheckedOutAt: string | null;
}

/** One accepted sign-up of a shift with its attendance, as its administrators see it. */
export interface AttendanceRow {
  signUpId: number;
  userId: number;
  name: string;
  surname: string;
  status: AttendanceStatus;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  minutes: number | null;
  changes: AttendanceChangeRow[];
}

export const ATTENDANCE_ROW_SQL = `
  SELECT us.id AS "signUpId", us.user_id AS "userId", u.name, u.surname,
         ${attendanceStatusSql('sa')} AS status,
         sa.checked_in_at AS "checkedInAt", sa.checked_out_at AS "checkedOutAt",
         ${listMinutesSql('sa', 'ms')} AS minutes,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'at', c.at, 'byName', b.name || ' ' || b.surname, 'status', c.attendance,
                    'checkedInAt', c.checked_in_at, 'checkedOutAt', c.checked_out_at,
                    'cause', c.cause, 'fromStatus', c.previous_attendance,
                    'fromCheckedInAt', c.previous_checked_in_at,
                    'fromCheckedOutAt', c.previous_checked_out_at) ORDER BY c.id)
             FROM attendance_change c LEFT JOIN user_account b ON b.id = c.by_user_id
            WHERE c.user_shift_id = us.id), '[]'::json) AS changes
    FROM user_shift us
    ${ATTENDANCE_JOIN_SQL('us')}
    JOIN shift ms ON ms.id = us.shift_id
    JOIN user_account u ON u.id = us.user_id`;

/** The order of a shift's attendance list: by surname, then name. */
export const ATTENDANCE_ORDER_SQL = 'ORDER BY lower(u.surname), lower(u.name), us.id';

/** The viewer's own attendance on a shift (their accepted sign-up). */
export interface MyAttendanceRow {
  shiftId: number;
  status: AttendanceStatus;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  minutes: number | null;
}

export const MY_ATTENDANCE_ROW_SQL = `
  SELECT us.shift_id AS "shiftId", ${attendanceStatusSql('sa')} AS status,
         sa.checked_in_at AS "checkedInAt", sa.checked_out_at AS "checkedOutAt",
         ${listMinutesSql('sa', 'ms')} AS minutes
    FROM user_shift us
    ${ATTENDANCE_JOIN_SQL('us')}
    JOIN shift ms ON ms.id = us.shift_id`;

/** One shift a person was present at, with its event and association (their hours). */
export interface HoursShiftRow {
  associationId: number;
  associationName: string;
  shiftId: number;
  eventId: number;
  eventName: string;
  shiftTitle: string;
  startDate: Date;
  minutes: number;
}

/** `$1` the person, `$2`/`$3` the period's instants; the caller may add conditions and the order. */
export const HOURS_SHIFT_ROW_SQL = `
  SELECT e.association_id AS "associationId", a.name AS "associationName", s.id AS "shiftId",
         s.event_id AS "eventId", e.name AS "eventName", s.title AS "shiftTitle",
         s.start_date AS "startDate", ${minutesSql('sa', 's')} AS minutes
    FROM user_shift us
    JOIN shift_attendance sa ON sa.user_shift_id = us.id
    JOIN shift s ON s.id = us.shift_id
    JOIN event e ON e.id = s.event_id
    JOIN association a ON a.id = e.association_id
   WHERE us.user_id = $1 AND ${presentSql('us', 'sa')} AND s.start_date >= $2 AND s.start_date < $3`;

export const HOURS_SHIFT_ORDER_SQL = 'ORDER BY lower(a.name), a.id, s.start_date, s.id';

/** One volunteer's hours with an association in a period. */
export interface VolunteerHoursRow {
  userId: number;
  name: string;
  surname: string;
  minutes: number;
  shiftCount: number;
}

/** `$1` the association, `$2`/`$3` the period's instants. */
export const VOLUNTEER_HOURS_ROW_SQL = `
  SELECT us.user_id AS "userId", u.name, u.surname, sum(${minutesSql('sa', 's')})::int AS minutes,
         count(*)::int AS "shiftCount"
    FROM event e
    JOIN shift s ON s.event_id = e.id
    JOIN user_shift us ON us.shift_id = s.id
    JOIN shift_attendance sa ON sa.user_shift_id = us.id
    JOIN user_account u ON u.id = us.user_id
   WHERE e.association_id = $1 AND ${presentSql('us', 'sa')} AND s.start_date >= $2 AND s.start_date < $3
   GROUP BY us.user_id, u.name, u.surname
   ORDER BY lower(u.surname), lower(u.name), us.user_id`;

/**
 * A statement as the lists show it: the holder as frozen when it was issued (issue 31: a rename
 * never changes an old statement), the association by its name.
 */
export interface HoursStatementRow {
  id: number;
  token: string;
  userId: number;
  name: string;
  surname: string;
  /** the holder's codice fiscale and birth date (YYYY-MM-DD) when issued, null when unknown */
  fiscalCode: string | null;
  birthDate: string | null;
  associationId: number;
  associationName: string;
  /** the association's codice fiscale and RUNTS number when issued, null when not given */
  associationFiscalCode: string | null;
  associationRuntsNumber: string | null;
  /** minutes with the association in the 12 months ending on `to`, when issued; null before issue 31 */
  yearMinutes: number | null;
  from: string;
  to: string;
  totalMinutes: number;
  issuedAt: Date;
  revokedAt: Date | null;
}

export const HOURS_STATEMENT_ROW_SQL = `
  SELECT h.id, h.token, h.user_id AS "userId", h.holder_name AS name, h.holder_surname AS surname,
         h.holder_fiscal_code AS "fiscalCode", to_char(h.holder_birth_date, 'YYYY-MM-DD') AS "birthDate",
         h.association_id AS "associationId", a.name AS "associationName",
         h.association_fiscal_code AS "associationFiscalCode",
         h.association_runts_number AS "associationRuntsNumber", h.year_minutes AS "yearMinutes",
         to_char(h.period_from, 'YYYY-MM-DD') AS "from",
         to_char(h.period_to, 'YYYY-MM-DD') AS "to", h.total_minutes AS "totalMinutes",
         h.issued_at AS "issuedAt", h.revoked_at AS "revokedAt"
    FROM hours_statement h
    JOIN association a ON a.id = h.association_id`;
