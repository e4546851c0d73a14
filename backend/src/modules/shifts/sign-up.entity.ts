import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';
import { Shift } from './shift.entity';

export type SignUpStatus = 'waiting' | 'accepted' | 'rejected';

/** Whether the person of an accepted sign-up came (issue 22, docs/attendance.md). */
export type AttendanceStatus = 'unknown' | 'present' | 'absent';

/** A person's request for a shift (spec "user shift"); only accepted ones take places. */
@Entity('user_shift')
@Index(['shiftId', 'userId'], { unique: true })
@Index(['shiftId', 'status'])
export class SignUp {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shift_id', type: 'int' })
  shiftId: number;

  @ManyToOne(() => Shift, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shift_id' })
  shift?: Shift;

  @Index()
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  status: SignUpStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Made by accepting a waitlist offer: while waiting it holds its place (shift.held_count). */
  @Column({ name: 'from_waitlist', type: 'boolean', default: false })
  fromWaitlist: boolean;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** Attendance (issue 22): `unknown` until the person is confirmed present or marked absent. */
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
