import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One login: the access token names it (`sid`), and a token whose session row is gone is refused.
 * Logging out deletes the row; a password change, a reset, "Esci da tutti i dispositivi" and an
 * account deletion delete all of a person's rows (docs/sessions.md).
 */
@Entity('user_session')
@Index('IDX_user_session_user', ['userId'])
export class Session {
  /** Random (gen_random_uuid): knowing one session's id tells nothing of another's. */
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** A short label of the browser and system at login ("Chrome su Android"), not the raw header. */
  @Column({ type: 'varchar', length: 80 })
  device: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** Moved forward at most once a minute by the request check (docs/sessions.md). */
  @Column({ name: 'last_used_at', type: 'timestamptz', default: () => 'now()' })
  lastUsedAt: Date;

  /**
   * SHA-256 of the device cookie's nonce (docs/sessions.md): a new login from a listed device
   * takes its row again. Null without the cookie. Unique per person.
   */
  @Column({ name: 'device_key', type: 'char', length: 64, nullable: true })
  deviceKey: string | null;

  /** The token's own expiry: past it the row is only waiting to be pruned. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
