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
import { Question } from '../questions/question.entity';
import { User } from '../users/user.entity';
import { NotificationDispatch } from './notification-dispatch.entity';

/**
 * An in-app notification received by one user; `displayed` turns true when opened. Sent by an
 * association (`dispatchId`), or about a question (the administrators' notice, the asker's answer).
 */
@Entity('notification')
@Index(['userId', 'displayed'])
@Index('IDX_notification_user_newest', ['userId', 'createdAt', 'id'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'association_id', type: 'int', nullable: true })
  associationId: number | null;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  @Index()
  @Column({ name: 'dispatch_id', type: 'int', nullable: true })
  dispatchId: number | null;

  @ManyToOne(() => NotificationDispatch, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dispatch_id' })
  dispatch?: NotificationDispatch;

  @Column({ name: 'event_id', type: 'int', nullable: true })
  eventId: number | null;

  @ManyToOne(() => Event, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @Column({ name: 'question_id', type: 'int', nullable: true })
  questionId: number | null;

  @ManyToOne(() => Question, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id' })
  question?: Question;

  /** Which automatic notice this is (NOTICE_KINDS); null when sent by an association or a question. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  kind: string | null;

  /** The shift it is about; no foreign key, since the notice that a shift was deleted outlives it. */
  @Column({ name: 'shift_id', type: 'int', nullable: true })
  shiftId: number | null;

  /**
   * The person a notice is about, where marking it read depends on them: the requester of a
   * "Nuova richiesta volontario" (read for every administrator once the request is decided).
   */
  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subject_user_id' })
  subjectUser?: User;

  @Column({ name: 'subject_user_id', type: 'int', nullable: true })
  subjectUserId: number | null;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  body: string;

  @Column({ type: 'boolean', default: false })
  displayed: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
