import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from '../events/events.events';
import type {} from './attendance.events';
import type { AttendanceService } from './attendance.service';

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
