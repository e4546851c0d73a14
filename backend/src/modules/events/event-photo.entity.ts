import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Media } from '../media/media.entity';
import { Event } from './event.entity';

/** A photo of an event. Repeated copies of an event share the same media rows. */
@Entity('event_photo')
@Index(['eventId', 'position'])
export class EventPhoto {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'event_id', type: 'int' })
  eventId: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @Index()
  @Column({ name: 'media_id', type: 'int' })
  mediaId: number;

  @ManyToOne(() => Media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: Media;

  @Column({ type: 'int', default: 0 })
  position: number;
}
