import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { EventType } from '../catalog/event-type.entity';
import { Media } from '../media/media.entity';

@Entity('user_account')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 25 })
  name: string;

  @Column({ type: 'varchar', length: 25 })
  surname: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 60, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  phone: string;

  /** YYYY-MM-DD (a date without time zone). */
  @Column({ name: 'birth_date', type: 'date' })
  birthDate: string;

  /**
   * The data the register of volunteers needs (issue 23, docs/register.md): optional until an
   * association enters the person. The codice fiscale is stored upper-case, checked (format,
   * check character, birth date) by users/fiscal-code.ts.
   */
  @Column({ name: 'fiscal_code', type: 'varchar', length: 16, nullable: true })
  fiscalCode: string | null;

  @Column({ name: 'birth_place', type: 'varchar', length: 100, nullable: true })
  birthPlace: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  residence: string | null;

  /** Only when different from the residence. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  domicile: string | null;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 5, default: 'it' })
  language: string;

  @Column({ name: 'image_id', type: 'int', nullable: true })
  imageId: number | null;

  @ManyToOne(() => Media, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'image_id' })
  image?: Media;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  /** Bumped on password change and reset: tokens carrying an older version are refused. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  /** The secret of the calendar feed address (/calendar/{token}.ics); made on first read. */
  @Column({
    name: 'calendar_feed_token',
    type: 'varchar',
    length: 64,
    nullable: true,
    unique: true,
    select: false,
  })
  calendarFeedToken?: string | null;

  /** Which kinds of automatic messages also come by e-mail (in-app and push always do). */
  @Column({ name: 'mail_notices', type: 'boolean', default: true })
  mailNotices: boolean;

  @Column({ name: 'mail_reminders', type: 'boolean', default: true })
  mailReminders: boolean;

  @Column({ name: 'mail_admin_notices', type: 'boolean', default: false })
  mailAdminNotices: boolean;

  /** Waitlist offers and what becomes of them (issue 21). */
  @Column({ name: 'mail_waitlist', type: 'boolean', default: true })
  mailWaitlist: boolean;

  @ManyToMany(() => EventType)
  @JoinTable({
    name: 'user_event_type',
    joinColumn: { name: 'user_id' },
    inverseJoinColumn: { name: 'event_type_id' },
  })
  preferences?: EventType[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
