import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Association } from '../associations/association.entity';
import { User } from '../users/user.entity';

/** A one-time code, printed by the coordinators' CLI, that lets someone create an association. */
@Entity('activation_code')
export class ActivationCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 6, unique: true })
  code: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'used_by_user_id', type: 'int', nullable: true })
  usedByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'used_by_user_id' })
  usedBy?: User;

  @Column({ name: 'association_id', type: 'int', nullable: true })
  associationId: number | null;

  @ManyToOne(() => Association, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;
}
