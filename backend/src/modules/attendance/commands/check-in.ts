import { conflict } from '../../../common/app-error';
import type { Transactions } from '../../../platform/domain-events';
import { ATTENDANCE_ERRORS } from '../attendance.errors';
import type {} from '../attendance.events';
import {
  attendanceOfLocked,
  recordAttendance,
  scheduleCheckOut,
  stateOf,
} from '../attendance-records';
import { factsOf } from '../../shifts/shift-state-row';
import type { AttendanceService } from '../attendance.service';
import { CHECK_IN_OPENS_BEFORE_MS } from '../check-in-code';

/** A volunteer checks in to a shift with its code; answers when. */
export type CheckIn = (
  userId: number,
  shiftId: number,
  code: string,
) => Promise<{ checkedInAt: Date }>;

/**
 * The check-in (issue 22; a command since issue 32), one transaction for GraphQL's `checkIn` and
 * REST's `POST /user-shift/{idShift}/check-in`: with the shift's code, from 60 minutes before the
 * start to the end (both included), once — the sign-up locked, so ten taps at once record one.
 * Records the check-in and its change, queues the shift's automatic check-out at its end and
 * records AttendanceChanged (the live pages follow it).
 */
export const checkInCommand =
  (deps: { transactions: Transactions; attendance: AttendanceService }): CheckIn =>
  (userId, shiftId, code) =>
    deps.transactions.run(async (tx) => {
      const { shift, signUp } = await deps.attendance.volunteerSignUp(tx.em, userId, shiftId, code);
      const now = new Date();
      const opens = shift.startDate.getTime() - CHECK_IN_OPENS_BEFORE_MS;
      if (now.getTime() < opens || now.getTime() > shift.endDate.getTime())
        throw conflict(ATTENDANCE_ERRORS.outsideWindow);
      // refused on what the lock saw (no statement more than the refusal needs), then on now
      if (signUp.seen.checkedInAt) throw conflict(ATTENDANCE_ERRORS.alreadyCheckedIn);
      const [before] = await attendanceOfLocked(tx.em, [signUp]);
      if (before.checkedInAt) throw conflict(ATTENDANCE_ERRORS.alreadyCheckedIn);
      await recordAttendance(tx.em, userId, 'check_in', [
        { before, after: { ...stateOf(before), checkedInAt: now, timesByAdmin: false } },
      ]);
      await scheduleCheckOut(tx.em, shiftId, shift.endDate);
      await tx.record({
        name: 'AttendanceChanged',
        shift: factsOf(shift),
        userIds: [userId],
        cause: 'check_in',
        by: null,
      });
      return { checkedInAt: now };
    });

declare module '../../../platform/services' {
  interface Services {
    /** Check-in by QR code (issue 22), the command both adapters call. */
    checkIn: CheckIn;
  }
}
