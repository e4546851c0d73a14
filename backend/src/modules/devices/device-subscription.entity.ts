import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One browser's Web Push subscription (the PushSubscription the browser gave us): where to send
 * (`endpoint`, unique: a browser belongs to one account at a time) and the keys to encrypt with.
 */
@Entity('device_subscription')
@Index(['userId'])
export class DeviceSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** The browser's P-256 public key (base64url, 65 bytes uncompressed). */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's 16-byte authentication secret (base64url). */
  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
