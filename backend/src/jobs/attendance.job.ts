import type { Task } from 'graphile-worker';
import type { AttendanceService } from '../modules/attendance/attendance.service';
import type { JobPayloads } from './enqueue';

/**
 * A shift's end (queued by the first check-in, moved with the shift): whoever is still checked in
 * is checked out at the end. Running again changes nothing (docs/attendance.md).
 */
export function attendanceCheckOutTask(attendance: AttendanceService): Task {
  return async (payload) => {
    const { shiftId } = payload as JobPayloads['attendance-check-out'];
    if (typeof shiftId !== 'number' || !Number.isInteger(shiftId) || shiftId <= 0)
      throw new Error('attendance-check-out job without shift');
    await attendance.autoCheckOut(shiftId);
  };
}
