import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { ShiftAttendance, type AttendanceStatus } from './shift-attendance.entity';

/** What caused a change: the volunteer, the job at the shift's end, or an administrator. */
export type AttendanceChangeCause =
  'check_in' | 'check_out' | 'auto_check_out' | 'corrected' | 'confirmed';

/**
 * One change of a sign-up's attendance (issue 22; issue 31): a check-in, a check-out, the
 * automatic check-out, a confirmation or a correction, with the state it left and the one it
 * replaced. Append-only (a trigger, migration 1764000000800). Who made it goes NULL when their
 * account is deleted; the change itself stays with its attendance record (`shift_attendance`,
 * keyed by the sign-up), which is deleted only with its person's account.
 */
@Entity('attendance_change')
@Index('IDX_attendance_change_user_shift', ['signUpId', 'id'])
export class AttendanceChange {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_attendance_change' })
  id: number;

  @Column({ name: 'user_shift_id', type: 'int' })
  signUpId: number;

  /** the attendance record it changed; it goes only with that record (account deletion) */
  @ManyToOne(() => ShiftAttendance, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'user_shift_id',
    referencedColumnName: 'signUpId',
    foreignKeyConstraintName: 'FK_attendance_change_shift_attendance',
  })
  attendanceRecord?: ShiftAttendance;

  @Column({ name: 'by_user_id', type: 'int', nullable: true })
  byUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'by_user_id' })
  by?: User;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'varchar', length: 7 })
  attendance: AttendanceStatus;

  @Column({ name: 'checked_in_at', type: 'timestamptz', nullable: true })
  checkedInAt: Date | null;

  @Column({ name: 'checked_out_at', type: 'timestamptz', nullable: true })
  checkedOutAt: Date | null;

  /** null on the rows written before issue 31 (an administrator's change) */
  @Column({ type: 'varchar', length: 14, nullable: true })
  cause: AttendanceChangeCause | null;

  @Column({ name: 'previous_attendance', type: 'varchar', length: 7, nullable: true })
  previousAttendance: AttendanceStatus | null;

  @Column({ name: 'previous_checked_in_at', type: 'timestamptz', nullable: true })
  previousCheckedInAt: Date | null;

  @Column({ name: 'previous_checked_out_at', type: 'timestamptz', nullable: true })
  previousCheckedOutAt: Date | null;
}
