import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Association } from '../associations/association.entity';
import { EventType } from '../catalog/event-type.entity';
import { Topic } from '../catalog/topic.entity';

/**
 * An event of an association. It is terminated when archived (`archivedAt`) or when its end has
 * passed — computed, so no job is needed.
 */
@Entity('event')
@Index(['associationId', 'startDate'])
@Index(['startDate', 'id'])
export class Event {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'association_id', type: 'int' })
  associationId: number;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  /** 'street, town, PR' */
  @Column({ type: 'varchar', length: 220 })
  address: string;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @ManyToMany(() => Topic)
  @JoinTable({
    name: 'event_topic',
    joinColumn: { name: 'event_id' },
    inverseJoinColumn: { name: 'topic_id' },
  })
  topics?: Topic[];

  @ManyToMany(() => EventType)
  @JoinTable({
    name: 'event_event_type',
    joinColumn: { name: 'event_id' },
    inverseJoinColumn: { name: 'event_type_id' },
  })
  eventTypes?: EventType[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
