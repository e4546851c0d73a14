import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Association } from '../associations/association.entity';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

/**
 * One send by an association's administrator ("Notifiche inviate"): its recipients each have a
 * `notification` row pointing here.
 */
@Entity('notification_dispatch')
@Index(['associationId', 'sentAt', 'id'])
export class NotificationDispatch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'association_id', type: 'int' })
  associationId: number;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  /** The administrator who sent it (null once their account is deleted). */
  @Column({ name: 'sender_id', type: 'int', nullable: true })
  senderId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_id' })
  sender?: User;

  @Column({ name: 'event_id', type: 'int', nullable: true })
  eventId: number | null;

  @ManyToOne(() => Event, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  body: string;

  @CreateDateColumn({ name: 'sent_at', type: 'timestamptz' })
  sentAt: Date;
}
