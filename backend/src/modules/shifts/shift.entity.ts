import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Event } from '../events/event.entity';

/**
 * A shift of an event. `acceptedCount` is the number of accepted sign-ups and `heldCount` the
 * places held for the waitlist (docs/waitlist.md), kept by guarded updates; the CHECKs make
 * overbooking impossible even if a code path forgot the guard: held places count as taken.
 */
@Entity('shift')
@Check('"max_volunteer" >= 1')
@Check('"accepted_count" >= 0 AND "accepted_count" <= "max_volunteer"')
@Check('"held_count" >= 0 AND "accepted_count" + "held_count" <= "max_volunteer"')
export class Shift {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 9 })
  color: string;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  @Column({ name: 'max_volunteer', type: 'int', default: 1 })
  maxVolunteer: number;

  @Column({ name: 'open_subscription', type: 'boolean', default: false })
  openSubscription: boolean;

  @Column({ name: 'accepted_count', type: 'int', default: 0 })
  acceptedCount: number;

  /** Places held for the waitlist: live offers and accepted offers awaiting a decision. */
  @Column({ name: 'held_count', type: 'int', default: 0 })
  heldCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
