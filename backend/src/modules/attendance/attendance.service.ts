import type { DataSource, EntityManager } from 'typeorm';
import { areAttendanceTimesInOrder } from '@insieme/schema';
import { badInput, conflict, forbidden, notFound, type AppError } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { personOnly, viewerIn, type Viewer } from '../../common/policy/viewer';
import type { Transaction, Transactions } from '../../platform/domain-events';
import { canSeeEvent } from '../events/events.policy';
import { SHIFT_ERRORS } from '../shifts/shifts.errors';
import { factsOf, shiftState, type ShiftState } from '../shifts/shift-state-row';
import { ATTENDANCE_ERRORS } from './attendance.errors';
import type {} from './attendance.events';
import { canCheckIn, canTakeAttendance } from './attendance.policy';
import {
  attendanceOfLocked,
  lockSignUps,
  recordAttendance,
  scheduleCheckOut,
  stateOf,
  type AttendanceState,
  type LockedSignUp,
} from './attendance-records';
import {
  ATTENDANCE_ORDER_SQL,
  ATTENDANCE_ROW_SQL,
  attendanceStatusSql,
  MY_ATTENDANCE_ROW_SQL,
  type AttendanceRow,
  type MyAttendanceRow,
} from './attendance-row';
import { CHECK_IN_OPENS_BEFORE_MS, type CheckInCodes } from './check-in-code';
import type { AttendanceStatus } from './shift-attendance.entity';

/** An administrator's times may differ from the shift's, by at most this much on either side. */
const CORRECTION_SLACK_MS = 24 * 3600_000;

/** The code of a shift and where it works, as the administrators' "Presenze" page shows it. */
export interface CheckInCode {
  code: string;
  url: string;
  validFrom: Date;
  validUntil: Date;
}

/** What an administrator sets on one sign-up; an absent time stays as it is, null clears it. */
export interface AttendanceCorrection {
  signUpId: number;
  status: AttendanceStatus;
  checkedInAt?: Date | null;
  checkedOutAt?: Date | null;
}

/**
 * The attendance of shifts (issue 22, docs/attendance.md); the check-in itself is a command
 * (`commands/check-in.ts`, issue 32). A volunteer's check-out locks their own sign-up row
 * (`FOR UPDATE`), an administrator's correction the row it corrects, the confirmation every row
 * it may change, and each reads the attendance after the lock (`attendance-records.ts`), so two
 * changes at once apply one after the other. The automatic check-out at the shift's end is a job
 * queued in the check-in's transaction, one per shift (its job key), moved with the shift.
 */
export class AttendanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly codes: CheckInCodes,
    private readonly publicUrl: string,
  ) {}

  private shiftState(em: EntityManager, shiftId: number): Promise<ShiftState | null> {
    return shiftState(em, shiftId, false);
  }

  /** Refuses who may not keep the shift's attendance: 404 when they cannot even see the event. */
  private assertAdmin(viewer: Viewer, shift: ShiftState, hidden: () => AppError): void {
    authorize(viewer, canTakeAttendance, shift.associationId, () =>
      canSeeEvent(viewer, { isPublic: shift.isPublic, associationId: shift.associationId })
        ? forbidden()
        : hidden(),
    );
  }

  /** The shift for its administrators (others 403, or 404 when the event is hidden from them). */
  private async adminShift(viewer: Viewer, shiftId: number): Promise<ShiftState> {
    const shift = await this.shiftState(this.dataSource.manager, shiftId);
    if (!shift) throw notFound(SHIFT_ERRORS.notFound);
    this.assertAdmin(viewer, shift, () => notFound(SHIFT_ERRORS.notFound));
    return shift;
  }

  private codeOf(shift: ShiftState): CheckInCode {
    const code = this.codes.code(shift);
    return {
      code,
      url: `${this.publicUrl}/check-in/${shift.shiftId}?code=${code}`,
      validFrom: new Date(shift.startDate.getTime() - CHECK_IN_OPENS_BEFORE_MS),
      validUntil: shift.endDate,
    };
  }

  /** The shift's check-in code, for its administrators to show or print. */
  async checkInCode(viewer: Viewer, shiftId: number): Promise<CheckInCode> {
    return this.codeOf(await this.adminShift(viewer, shiftId));
  }

  /**
   * The shift as a volunteer reaches it by its code's address, and their sign-up locked (its
   * attendance is read after, `attendanceOfLocked`). With the shift's right code, the caller was
   * shown the shift (its QR code): whoever they are, someone not accepted on it is refused 403,
   * as issue 22's contract says. Without it (a wrong code, or a check-out), an unknown shift or
   * an event they may not see is a 404 — an id guessed with a made-up code tells nothing of a
   * private event — and a visible one with a wrong code a 403. For the check-in command too.
   */
  async volunteerSignUp(
    em: EntityManager,
    userId: number,
    shiftId: number,
    code: string | null,
  ): Promise<{ shift: ShiftState; signUp: LockedSignUp }> {
    const shift = await this.shiftState(em, shiftId);
    if (!shift) throw notFound(SHIFT_ERRORS.notFound);
    const event = { isPublic: shift.isPublic, associationId: shift.associationId };
    const viewer = shift.isPublic
      ? personOnly(userId)
      : await viewerIn(em, userId, shift.associationId);
    if (code === null || !this.codes.matches(shift, code)) {
      authorize(viewer, canSeeEvent, event, () => notFound(SHIFT_ERRORS.notFound));
      if (code !== null) throw forbidden(ATTENDANCE_ERRORS.wrongCode);
    }
    const [signUp] = await lockSignUps(em, 'us.shift_id = $1 AND us.user_id = $2', [
      shiftId,
      userId,
    ]);
    authorize(viewer, canCheckIn, signUp ?? null, () => forbidden(ATTENDANCE_ERRORS.notAccepted));
    return { shift, signUp };
  }

  /**
   * "Ho finito": the time now, never past the shift's end. 409 when not in, or already out, and
   * before the shift's start (issue 31: an early check-in is not an early end).
   */
  async checkOut(
    userId: number,
    shiftId: number,
  ): Promise<{ checkedOutAt: Date; minutes: number }> {
    return this.transactions.run(async (tx) => {
      const { shift, signUp } = await this.volunteerSignUp(tx.em, userId, shiftId, null);
      const refuse: (
        state: AttendanceState,
      ) => asserts state is AttendanceState & { checkedInAt: Date } = (state) => {
        if (!state.checkedInAt) throw conflict(ATTENDANCE_ERRORS.notCheckedIn);
        if (state.checkedOutAt) throw conflict(ATTENDANCE_ERRORS.alreadyCheckedOut);
      };
      // refused on what the lock saw (no statement more than the refusal needs), then on now
      refuse(signUp.seen);
      if (Date.now() < shift.startDate.getTime()) throw conflict(ATTENDANCE_ERRORS.notStarted);
      const [before] = await attendanceOfLocked(tx.em, [signUp]);
      refuse(before);
      const checkedIn = new Date(before.checkedInAt).getTime();
      const out = new Date(Math.max(checkedIn, Math.min(Date.now(), shift.endDate.getTime())));
      await recordAttendance(tx.em, userId, 'check_out', [
        { before, after: { ...stateOf(before), checkedOutAt: out } },
      ]);
      await tx.record({
        name: 'AttendanceChanged',
        shift: factsOf(shift),
        userIds: [userId],
        cause: 'check_out',
        by: null,
      });
      const [mine]: MyAttendanceRow[] = await tx.em.query(
        `${MY_ATTENDANCE_ROW_SQL} WHERE us.id = $1`,
        [signUp.id],
      );
      return { checkedOutAt: out, minutes: mine.minutes ?? 0 };
    });
  }

  /**
   * The job at a shift's end: whoever is still checked in is checked out at the end. A shift
   * whose end moved later is asked again then (the edit moved the job too; this covers a race).
   * Running twice changes nothing the second time.
   */
  async autoCheckOut(shiftId: number): Promise<void> {
    await this.transactions.run(async (tx) => {
      const shift = await this.shiftState(tx.em, shiftId);
      if (!shift) return; // deleted: its sign-ups went with it
      if (shift.endDate.getTime() > Date.now()) {
        await scheduleCheckOut(tx.em, shiftId, shift.endDate);
        return;
      }
      const stillIn = 'sa.checked_in_at IS NOT NULL AND sa.checked_out_at IS NULL';
      const rows = await attendanceOfLocked(
        tx.em,
        await lockSignUps(tx.em, `us.shift_id = $1 AND us.status = 'accepted' AND ${stillIn}`, [
          shiftId,
        ]),
        stillIn,
      );
      if (!rows.length) return;
      const end = shift.endDate.getTime();
      await recordAttendance(
        tx.em,
        null,
        'auto_check_out',
        rows.map((before) => ({
          before,
          after: {
            ...stateOf(before),
            checkedOutAt: new Date(Math.max(end, new Date(before.checkedInAt!).getTime())),
          },
        })),
      );
      await tx.record({
        name: 'AttendanceChanged',
        shift: factsOf(shift),
        userIds: rows.map((r) => r.userId),
        cause: 'auto_check_out',
        by: null,
      });
    });
  }

  /**
   * Shifts moved or changed their end (ShiftsMoved, EventEdited): where someone is checked in
   * and not out, the automatic check-out moves to the new end, under the same key.
   */
  async followMovedShifts(tx: Transaction, shiftIds: number[]): Promise<void> {
    if (!shiftIds.length) return;
    const open: { shiftId: number; endDate: Date }[] = await tx.em.query(
      `SELECT s.id AS "shiftId", s.end_date AS "endDate" FROM shift s
        WHERE s.id = ANY($1::int[])
          AND EXISTS (SELECT 1 FROM user_shift us
                        JOIN shift_attendance sa ON sa.user_shift_id = us.id
                       WHERE us.shift_id = s.id
                         AND sa.checked_in_at IS NOT NULL AND sa.checked_out_at IS NULL)
        ORDER BY s.id`,
      [shiftIds],
    );
    for (const s of open) await scheduleCheckOut(tx.em, s.shiftId, new Date(s.endDate));
  }

  private listIn(em: EntityManager, shiftId: number): Promise<AttendanceRow[]> {
    return em.query(
      `${ATTENDANCE_ROW_SQL} WHERE us.shift_id = $1 AND us.status = 'accepted' ${ATTENDANCE_ORDER_SQL}`,
      [shiftId],
    );
  }

  /** The shift's accepted volunteers with their attendance, for its administrators. */
  async list(viewer: Viewer, shiftId: number): Promise<AttendanceRow[]> {
    await this.adminShift(viewer, shiftId);
    return this.listIn(this.dataSource.manager, shiftId);
  }

  /**
   * An administrator sets one sign-up's attendance (from the shift's start, issue 31): present
   * (missing times become the shift's start and end, never after now), absent, or unknown again,
   * and may correct the times (never after now). Times typed by the administrator count as typed
   * (`times_by_admin`). Every change keeps who made it, when and what it replaced
   * (`attendance_change`).
   */
  async setAttendance(adminId: number, input: AttendanceCorrection): Promise<AttendanceRow> {
    return this.transactions.run(async (tx) => {
      const em = tx.em;
      const [ref]: { shiftId: number }[] = await em.query(
        'SELECT shift_id AS "shiftId" FROM user_shift WHERE id = $1',
        [input.signUpId],
      );
      const shift = ref ? await this.shiftState(em, ref.shiftId) : null;
      if (!shift) throw notFound(ATTENDANCE_ERRORS.signUpNotFound);
      const viewer = await viewerIn(em, adminId, shift.associationId);
      this.assertAdmin(viewer, shift, () => notFound(ATTENDANCE_ERRORS.signUpNotFound));
      const [signUp] = await lockSignUps(em, 'us.id = $1', [input.signUpId]);
      if (!signUp) throw notFound(ATTENDANCE_ERRORS.signUpNotFound);
      if (signUp.status !== 'accepted') throw conflict(ATTENDANCE_ERRORS.notAccepted);
      const start = shift.startDate.getTime();
      const end = shift.endDate.getTime();
      const now = Date.now();
      if (now < start) throw conflict(ATTENDANCE_ERRORS.notStarted);
      const [before] = await attendanceOfLocked(em, [signUp]);

      const time = (given: Date | null | undefined, kept: Date | null) =>
        given === undefined ? (kept ? new Date(kept) : null) : given;
      let checkedIn = time(input.checkedInAt, before.checkedInAt);
      let checkedOut = time(input.checkedOutAt, before.checkedOutAt);
      if (input.status === 'present') {
        checkedIn ??= shift.startDate;
        // a shift under way: present until now (its end once it has ended)
        checkedOut ??= new Date(Math.max(Math.min(end, now), checkedIn.getTime()));
      }
      const near = (d: Date | null) =>
        d === null ||
        (d.getTime() >= start - CORRECTION_SLACK_MS && d.getTime() <= end + CORRECTION_SLACK_MS);
      if (
        !near(checkedIn) ||
        !near(checkedOut) ||
        !areAttendanceTimesInOrder(checkedIn, checkedOut)
      )
        throw badInput(ATTENDANCE_ERRORS.timesNotValid, {
          field: checkedIn === null || !near(checkedIn) ? 'checkedInAt' : 'checkedOutAt',
        });
      // no time after now (issue 31): hours are what happened, not what is planned
      for (const [field, at] of [
        ['checkedInAt', checkedIn],
        ['checkedOutAt', checkedOut],
      ] as const)
        if (at !== null && at.getTime() > now)
          throw badInput(ATTENDANCE_ERRORS.timeInFuture, { field });

      const typed = input.checkedInAt !== undefined || input.checkedOutAt !== undefined;
      await recordAttendance(em, adminId, 'corrected', [
        {
          before,
          after: {
            attendance: input.status,
            checkedInAt: checkedIn,
            checkedOutAt: checkedOut,
            timesByAdmin: before.timesByAdmin || typed,
          },
        },
      ]);
      // someone checked in with no end yet is checked out at the end, as a volunteer would be
      if (checkedIn && !checkedOut) await scheduleCheckOut(em, shift.shiftId, shift.endDate);
      await tx.record({
        name: 'AttendanceChanged',
        shift: factsOf(shift),
        userIds: [signUp.userId],
        cause: 'corrected',
        by: adminId,
      });
      const [row]: AttendanceRow[] = await em.query(`${ATTENDANCE_ROW_SQL} WHERE us.id = $1`, [
        signUp.id,
      ]);
      return row;
    });
  }

  /**
   * "Conferma presenze", after the shift's end: every accepted sign-up still `unknown` becomes
   * present when its person checked in (a missing check-out is the shift's end) and absent
   * otherwise; what an administrator already set is kept. Locked, then read again: two
   * confirmations at once change each row once. Answers the whole list.
   */
  async confirm(adminId: number, shiftId: number): Promise<AttendanceRow[]> {
    return this.transactions.run(async (tx) => {
      const em = tx.em;
      const shift = await this.shiftState(em, shiftId);
      if (!shift) throw notFound(SHIFT_ERRORS.notFound);
      const viewer = await viewerIn(em, adminId, shift.associationId);
      this.assertAdmin(viewer, shift, () => notFound(SHIFT_ERRORS.notFound));
      if (Date.now() < shift.endDate.getTime()) throw conflict(ATTENDANCE_ERRORS.shiftNotEnded);
      // locked first, then read (the state each change replaces); a second confirmation waits,
      // then finds these rows no longer unknown
      const unknown = `${attendanceStatusSql('sa')} = 'unknown'`;
      const changed = await attendanceOfLocked(
        em,
        await lockSignUps(em, `us.shift_id = $1 AND us.status = 'accepted' AND ${unknown}`, [
          shiftId,
        ]),
        unknown,
      );
      if (changed.length) {
        const end = shift.endDate.getTime();
        await recordAttendance(
          em,
          adminId,
          'confirmed',
          changed.map((before) => ({
            before,
            after: before.checkedInAt
              ? {
                  ...stateOf(before),
                  attendance: 'present' as const,
                  checkedOutAt:
                    before.checkedOutAt ??
                    new Date(Math.max(end, new Date(before.checkedInAt).getTime())),
                }
              : { ...stateOf(before), attendance: 'absent' as const, checkedOutAt: null },
          })),
        );
        await tx.record({
          name: 'AttendanceChanged',
          shift: factsOf(shift),
          userIds: changed.map((c) => c.userId),
          cause: 'confirmed',
          by: adminId,
        });
      }
      return this.listIn(em, shiftId);
    });
  }
}

declare module '../../platform/services' {
  interface Services {
    /** Check-in by QR code and the shifts' attendance (issue 22). */
    attendance: AttendanceService;
  }
}
