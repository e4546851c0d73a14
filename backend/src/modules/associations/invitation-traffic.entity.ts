import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Association } from './association.entity';

/** A button press on the public invitation page (spec §3 invitation traffic record). */
@Entity('invitation_traffic')
export class InvitationTraffic {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'association_id', type: 'int' })
  associationId: number;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  @Column({ name: 'cta_registration', type: 'boolean', default: false })
  ctaRegistration: boolean;

  @Column({ name: 'cta_view_association', type: 'boolean', default: false })
  ctaViewAssociation: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
