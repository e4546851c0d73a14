import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SignUp, type AttendanceStatus } from '../shifts/sign-up.entity';
import { User } from '../users/user.entity';

/**
 * One administrator's change of a sign-up's attendance (issue 22): a confirmation or a
 * correction, with the state it left. Who made it goes NULL when their account is deleted; the
 * change itself stays with the sign-up (and goes with it).
 */
@Entity('attendance_change')
@Index('IDX_attendance_change_user_shift', ['signUpId', 'id'])
export class AttendanceChange {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_attendance_change' })
  id: number;

  @Column({ name: 'user_shift_id', type: 'int' })
  signUpId: number;

  @ManyToOne(() => SignUp, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_shift_id' })
  signUp?: SignUp;

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
}
