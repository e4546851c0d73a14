import type { DataSource, EntityManager } from 'typeorm';
import { visibleEventSql } from '../events/events.policy';
import { Media } from './media.entity';
import { decodeDataUrl, processImage } from './image-processor';

/** Longest side kept for each kind of picture. */
export const IMAGE_SIDES = { profile: 512, logo: 512, photo: 1600 } as const;

/** An image as /media/{key} serves it. */
export interface ServedMedia {
  mimeType: string;
  data: Buffer;
  /** Pixels of the stored image (a variant is never wider). */
  width: number;
  /** Anyone may read it: a logo, a topic image or a photo of a public event. */
  isPublic: boolean;
}

export class MediaService {
  constructor(private readonly dataSource: DataSource) {}

  /** Validates, resizes and stores an image given as a data URL or raw bytes. */
  async store(em: EntityManager, input: string | Buffer, maxSide: number): Promise<Media> {
    const bytes = typeof input === 'string' ? decodeDataUrl(input) : input;
    const image = await processImage(bytes, maxSide);
    return em.getRepository(Media).save(em.getRepository(Media).create(image));
  }

  async remove(em: EntityManager, id: number | null | undefined): Promise<void> {
    if (id) await em.getRepository(Media).delete(id);
  }

  async read(id: number): Promise<{ mimeType: string; data: Buffer } | null> {
    const rows: { mime_type: string; data: Buffer }[] = await this.dataSource.query(
      'SELECT mime_type, data FROM media WHERE id = $1',
      [id],
    );
    return rows[0] ? { mimeType: rows[0].mime_type, data: rows[0].data } : null;
  }

  /**
   * The image with this key if `viewerId` (the person a verified capability was signed for, or
   * null) may read it: public media always; a profile picture with any valid capability; a private
   * event's photo only while that person may still see one of the events using it (the events
   * policy). Otherwise null, whether it does not exist or is not theirs. One statement, and the
   * bytes are not read when refused.
   */
  async readByKey(key: string, viewerId: number | null): Promise<ServedMedia | null> {
    const allowed =
      viewerId === null
        ? 'false'
        : `(EXISTS (SELECT 1 FROM user_account u WHERE u.image_id = m.id)
            OR EXISTS (SELECT 1 FROM event_photo p JOIN event e ON e.id = p.event_id
                        WHERE p.media_id = m.id AND ${visibleEventSql('e', 'viewerId')}))`;
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT m.mime_type, m.width, c.is_public, CASE WHEN c.is_public OR c.allowed THEN m.data END AS data
         FROM media m CROSS JOIN LATERAL (SELECT
           (EXISTS (SELECT 1 FROM association a WHERE a.image_id = m.id)
             OR EXISTS (SELECT 1 FROM topic t WHERE t.image_id = m.id)
             OR EXISTS (SELECT 1 FROM event_photo p JOIN event e ON e.id = p.event_id
                         WHERE p.media_id = m.id AND e.is_public)) AS is_public,
           ${allowed} AS allowed) c
        WHERE m.key = :key`,
      { key, viewerId },
    );
    const rows: { mime_type: string; width: number; is_public: boolean; data: Buffer | null }[] =
      await this.dataSource.query(sql, parameters);
    const row = rows[0];
    return row?.data
      ? { mimeType: row.mime_type, data: row.data, width: row.width, isPublic: row.is_public }
      : null;
  }

  /** The legacy facade's shape: `image` as base64 and `image_type`, or nulls. */
  async asBase64(
    id: number | null | undefined,
  ): Promise<{ image: string | null; image_type: string | null }> {
    const media = id ? await this.read(id) : null;
    return media
      ? { image: media.data.toString('base64'), image_type: media.mimeType }
      : { image: null, image_type: null };
  }
}
