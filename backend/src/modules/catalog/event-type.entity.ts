import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('event_type')
export class EventType {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60, unique: true })
  name: string;
}
