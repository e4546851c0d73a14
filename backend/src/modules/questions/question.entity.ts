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
import { User } from '../users/user.entity';

/**
 * A question from a signed-in user to an association. `displayed`: read by an administrator;
 * answered once (`answer`, `answeredAt`, `answeredById`).
 */
@Entity('question')
@Index(['associationId', 'displayed', 'askedAt', 'id'])
export class Question {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'association_id', type: 'int' })
  associationId: number;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  @Index()
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 255 })
  question: string;

  @Column({ type: 'boolean', default: false })
  displayed: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  answer: string | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @Column({ name: 'answered_by_id', type: 'int', nullable: true })
  answeredById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'answered_by_id' })
  answeredBy?: User;

  @CreateDateColumn({ name: 'asked_at', type: 'timestamptz' })
  askedAt: Date;
}
