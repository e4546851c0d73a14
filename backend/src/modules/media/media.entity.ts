import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An image validated and resized on upload. Other rows point at it by `id`; the browser fetches it
 * at /media/{key}, an unguessable random key (docs/media.md: who may read which image).
 */
@Entity('media')
export class Media {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid', unique: true, default: () => 'gen_random_uuid()' })
  key: string;

  @Column({ name: 'mime_type', type: 'varchar', length: 40 })
  mimeType: string;

  @Column({ type: 'bytea', select: false })
  data: Buffer;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /**
   * Who uploaded it through POST /api/media while no row uses it yet; null once a mutation has
   * attached it (and for images stored directly by the REST facade's multipart routes).
   */
  @Column({ name: 'pending_owner_id', type: 'int', nullable: true })
  pendingOwnerId: number | null;
}
