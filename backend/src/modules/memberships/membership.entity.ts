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

/** A request is waiting until decided; a rejected one can be asked again (it goes back to waiting). */
export type MembershipStatus = 'waiting' | 'accepted' | 'rejected';

/**
 * A person's place in an association (spec §3 "user-association"): a volunteer request while
 * waiting, a volunteer once accepted; `isAdmin` and `isMember` are independent flags.
 */
@Entity('user_association')
@Index(['userId', 'associationId'], { unique: true })
export class Membership {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index()
  @Column({ name: 'association_id', type: 'int' })
  associationId: number;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  @Column({ type: 'varchar', length: 10 })
  status: MembershipStatus;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ name: 'is_member', type: 'boolean', default: false })
  isMember: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
