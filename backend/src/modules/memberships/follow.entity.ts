import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Association } from '../associations/association.entity';
import { User } from '../users/user.entity';

/** A user following (favourite) an association. */
@Entity('favourite_association')
export class Follow {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @Index()
  @PrimaryColumn({ name: 'association_id', type: 'int' })
  associationId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
