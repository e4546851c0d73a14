import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { SignUp } from '../shifts/sign-up.entity';

/** Whether the person of an accepted sign-up came (issue 22, docs/attendance.md). */
export type AttendanceStatus = 'unknown' | 'present' | 'absent';

/**
 * The attendance of one sign-up (issue 22; its own table since issue 32, migration
 * 1764000001200), written by the attendance domain only (`attendance-records.ts`). A row exists
 * once anything was recorded; no row reads as `unknown` without times. The sign-up it belongs
 * to cannot be deleted while it exists (ON DELETE RESTRICT), and the row itself is deleted only
 * by its person's account deletion (a trigger).
 */
@Entity('shift_attendance')
export class ShiftAttendance {
  @PrimaryColumn({
    name: 'user_shift_id',
    type: 'int',
    primaryKeyConstraintName: 'PK_shift_attendance',
  })
  signUpId: number;

  @OneToOne(() => SignUp, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_shift_id', foreignKeyConstraintName: 'FK_shift_attendance_user_shift' })
  signUp?: SignUp;

  /** `unknown` until the person is confirmed present or marked absent. */
  @Column({ type: 'varchar', length: 7, default: 'unknown' })
  attendance: AttendanceStatus;

  /** When the person checked in with the shift's code (or as an administrator corrected it). */
  @Column({ name: 'checked_in_at', type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  /** When they checked out ("Ho finito"), the shift's end (automatic), or as corrected. */
  @Column({ name: 'checked_out_at', type: 'timestamptz', nullable: true })
  checkedOutAt: Date | null;

  /**
   * An administrator typed the times (issue 31): the minutes are between them as typed; otherwise
   * they count only within the shift (docs/attendance.md, "Minutes and hours").
   */
  @Column({ name: 'times_by_admin', type: 'boolean', default: false })
  timesByAdmin: boolean;
}
