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
import { Topic } from '../catalog/topic.entity';
import { Media } from '../media/media.entity';

@Entity('association')
export class Association {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 1000 })
  description: string;

  /** 'street, town, PR' (spec §3). */
  @Column({ type: 'varchar', length: 220 })
  address: string;

  @Column({ name: 'site_web', type: 'varchar', length: 255, nullable: true })
  siteWeb: string | null;

  /** The link of the association's group chat (WhatsApp, Telegram…): its volunteers see it. */
  @Column({ name: 'messaging_channel_url', type: 'varchar', length: 2048, nullable: true })
  messagingChannelUrl: string | null;

  /**
   * A request made by accepting a waitlist offer is accepted at once, with no administrator's
   * decision (docs/waitlist.md). Off unless the administrators turn it on.
   */
  @Column({ name: 'auto_accept_waitlist', type: 'boolean', default: false })
  autoAcceptWaitlist: boolean;

  /**
   * The entity's codice fiscale, upper-case without spaces: 11 digits, or a person's 16
   * characters. Printed on its register of volunteers; shown to its administrators only.
   */
  @Column({ name: 'fiscal_code', type: 'varchar', length: 16, nullable: true })
  fiscalCode: string | null;

  /** Its number of entry in the RUNTS (Registro unico nazionale del Terzo settore), as written. */
  @Column({ name: 'runts_number', type: 'varchar', length: 30, nullable: true })
  runtsNumber: string | null;

  @Column({ name: 'date_of_foundation', type: 'date' })
  dateOfFoundation: string;

  @Column({ name: 'image_id', type: 'int', nullable: true })
  imageId: number | null;

  @ManyToOne(() => Media, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'image_id' })
  image?: Media;

  @ManyToMany(() => Topic)
  @JoinTable({
    name: 'association_topic',
    joinColumn: { name: 'association_id' },
    inverseJoinColumn: { name: 'topic_id' },
  })
  topics?: Topic[];

  /** The secret of the administrators' calendar feed address (/calendar/{token}.ics); made on first read. */
  @Column({
    name: 'calendar_feed_token',
    type: 'varchar',
    length: 64,
    nullable: true,
    unique: true,
    select: false,
  })
  calendarFeedToken?: string | null;

  /**
   * How many people follow it: kept by triggers on `favourite_association` (migration
   * 1763820000000), never written by the application — hence neither inserted nor updated here.
   */
  @Column({ name: 'follower_count', type: 'int', default: 0, insert: false, update: false })
  followerCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
