import { displayDateTime } from '../../common/rome-time';
import type { CheckInCode } from './attendance.service';
import type { AttendanceRow, VolunteerHoursRow } from './attendance-row';
import type { HoursStatementView, MyHours, VerifiedStatement } from './hours.service';

/*
 * The REST bodies of issue 22 (snake_case, as the contract writes them). New instants are
 * ISO 8601 (as the waitlist's); `start_datetime` keeps the facade's 'DD/MM/YYYY HH:mm' (Rome),
 * as every other `start_datetime` of the API.
 */

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const checkInCodeBody = (c: CheckInCode) => ({
  code: c.code,
  url: c.url,
  valid_from: c.validFrom.toISOString(),
  valid_until: new Date(c.validUntil).toISOString(),
});

export const attendanceBody = (r: AttendanceRow) => ({
  id_user_shift: r.signUpId,
  id_user: r.userId,
  name: r.name,
  surname: r.surname,
  status: r.status,
  checked_in_at: iso(r.checkedInAt),
  checked_out_at: iso(r.checkedOutAt),
  minutes: r.minutes,
  changes: r.changes.map((c) => ({
    at: iso(c.at),
    by: c.byName,
    status: c.status,
    checked_in_at: iso(c.checkedInAt),
    checked_out_at: iso(c.checkedOutAt),
    cause: c.cause,
    from_status: c.fromStatus,
    from_checked_in_at: iso(c.fromCheckedInAt),
    from_checked_out_at: iso(c.fromCheckedOutAt),
  })),
});

export const myHoursBody = (h: MyHours) => ({
  from: h.from,
  to: h.to,
  total_minutes: h.totalMinutes,
  months: h.months,
  associations: h.associations.map((a) => ({
    id_association: a.associationId,
    name: a.name,
    minutes: a.minutes,
    shifts: a.shifts.map((s) => ({
      id_shift: s.shiftId,
      id_event: s.eventId,
      event_name: s.eventName,
      shift_title: s.shiftTitle,
      start_datetime: displayDateTime(new Date(s.startDate)),
      minutes: s.minutes,
    })),
  })),
});

export const volunteerHoursBody = (v: VolunteerHoursRow) => ({
  id_user: v.userId,
  name: v.name,
  surname: v.surname,
  minutes: v.minutes,
  shift_count: v.shiftCount,
});

export const statementBody = (s: HoursStatementView) => ({
  id: s.id,
  id_association: s.associationId,
  association: s.associationName,
  id_user: s.userId,
  name: s.name,
  surname: s.surname,
  from: s.from,
  to: s.to,
  total_minutes: s.totalMinutes,
  issued_at: iso(s.issuedAt),
  revoked_at: iso(s.revokedAt),
  verify_url: s.verifyUrl,
});

export const verifiedStatementBody = (v: VerifiedStatement) => ({
  name: v.name,
  surname: v.surname,
  association: v.association,
  from: v.from,
  to: v.to,
  total_minutes: v.totalMinutes,
  issued_at: v.issuedAt.toISOString(),
  revoked: v.revoked,
  valid: v.valid,
});
