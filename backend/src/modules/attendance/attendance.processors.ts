import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from '../events/events.events';
import type {} from '../users/users.events';
import type {} from './attendance.events';
import { eraseAttendanceOf } from './attendance-records';
import type { AttendanceService } from './attendance.service';

/**
 * An account is being deleted (AccountDeleting, in its transaction; GDPR erasure): the person's
 * attendance and its changes go first, so that the sign-ups' cascade, or the shifts' release of
 * those not yet ended, finds no attendance row to RESTRICT it (migration 1764000001200).
 * Registered before the shifts' processors.
 */
export function attendanceErasureProcessors(processors: Processors): void {
  processors.inTransaction('AccountDeleting', (tx, { userId }) => eraseAttendanceOf(tx.em, userId));
}

/**
 * Attendance follows its shifts: a shift moved (ShiftsMoved) or whose end changed (EventEdited)
 * moves its automatic check-out, in the edit's transaction. After each change the
 * administrators' "Presenze" page and the shift's pages (the volunteer's own attendance) are live.
 */
export function attendanceProcessors(
  processors: Processors,
  attendance: AttendanceService,
  live: Live,
): void {
  processors
    .inTransaction('ShiftsMoved', (tx, { shiftIds }) => attendance.followMovedShifts(tx, shiftIds))
    .inTransaction('EventEdited', (tx, { before, after }) =>
      // a moved start is ShiftsMoved's; here the shifts whose end alone changed
      attendance.followMovedShifts(
        tx,
        before.shifts
          .filter((s) => {
            const edited = after.shifts.get(s.id);
            return (
              edited !== undefined &&
              edited.startDate.getTime() === s.startDate.getTime() &&
              edited.endDate.getTime() !== s.endDate.getTime()
            );
          })
          .map((s) => s.id),
      ),
    )
    .afterCommit('AttendanceChanged', ({ shift }) => {
      live.attendanceChanged(shift.shiftId);
      live.shiftChanged(shift.eventId, shift.shiftId);
    });
}
