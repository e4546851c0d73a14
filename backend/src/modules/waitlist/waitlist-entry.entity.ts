import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Shift } from '../shifts/shift.entity';
import { User } from '../users/user.entity';

/**
 * A person queued for a full shift (issue 21). The queue's order is `id` (a sequence, taken while
 * the shift row is locked, so it is the order in which joins committed). An entry holding an offer
 * has `offeredAt` and `offerExpiresAt`; it leaves the queue when the offer is accepted (it becomes
 * a sign-up request), declined or expires.
 */
@Entity('waitlist_entry')
@Unique('UQ_waitlist_entry_shift_user', ['shiftId', 'userId'])
@Index('IDX_waitlist_entry_shift_order', ['shiftId', 'id'])
export class WaitlistEntry {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_waitlist_entry' })
  id: number;

  @Column({ name: 'shift_id', type: 'int' })
  shiftId: number;

  @ManyToOne(() => Shift, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shift_id' })
  shift?: Shift;

  @Index('IDX_waitlist_entry_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'joined_at', type: 'timestamptz', default: () => 'now()' })
  joinedAt: Date;

  @Column({ name: 'offered_at', type: 'timestamptz', nullable: true })
  offeredAt: Date | null;

  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;
}
