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

/**
 * A person's request for a shift (spec "user shift"); only accepted ones take places. Its
 * attendance is the attendance domain's own table (`shift_attendance`, issue 32).
 */
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
}
