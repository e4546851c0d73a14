import type { DataSource, EntityManager } from 'typeorm';
import { badInput } from '../../common/app-error';
import type { RateLimits } from '../../common/rate-limits';
import { visibleEventSql } from '../events/events.policy';
import { Media } from './media.entity';
import { processImage } from './image-processor';
import { MEDIA_KEY_PATTERN } from './media-urls';
import { MEDIA_ERRORS } from './media.errors';

/** Longest side kept for each kind of picture. */
export const IMAGE_SIDES = { profile: 512, logo: 512, photo: 1600 } as const;

/** An upload not attached within this many hours is refused, then deleted (docs/media.md). */
export const PENDING_UPLOAD_HOURS = 24;
/** Unattached uploads one person may have; an upload past it drops their oldest. */
export const MAX_PENDING_UPLOADS = 10;

/**
 * A new image for a mutation: the bytes of a multipart upload (the REST facade), or the key of an
 * upload of the same person through POST /api/media (GraphQL).
 */
export type ImageSource = Buffer | { key: string };

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimits,
  ) {}

  /** Validates, resizes and stores an image given as raw bytes. */
  async store(em: EntityManager, bytes: Buffer, maxSide: number): Promise<Media> {
    const image = await processImage(bytes, maxSide);
    return em.getRepository(Media).save(em.getRepository(Media).create(image));
  }

  /**
   * POST /api/media: validates and stores an image (at the largest side any use keeps) that
   * belongs to `ownerId` until a mutation attaches it. Uploads nobody attached within
   * PENDING_UPLOAD_HOURS, and this person's beyond MAX_PENDING_UPLOADS, go at the same time, so
   * unattached images cannot pile up and no scheduler is needed.
   */
  async upload(ownerId: number, bytes: Buffer): Promise<{ key: string }> {
    await this.rateLimits.consume('uploadPerUser', String(ownerId));
    const image = await processImage(bytes, IMAGE_SIDES.photo);
    return this.dataSource.transaction(async (em) => {
      await em.query(
        `DELETE FROM media WHERE pending_owner_id IS NOT NULL
            AND created_at < now() - make_interval(hours => $1)`,
        [PENDING_UPLOAD_HOURS],
      );
      await em.query(
        `DELETE FROM media WHERE id IN (SELECT id FROM media WHERE pending_owner_id = $1
            ORDER BY id DESC OFFSET $2)`,
        [ownerId, MAX_PENDING_UPLOADS - 1],
      );
      const rows: { key: string }[] = await em.query(
        `INSERT INTO media (mime_type, data, width, height, pending_owner_id)
              VALUES ($1, $2, $3, $4, $5) RETURNING key`,
        [image.mimeType, image.data, image.width, image.height, ownerId],
      );
      return { key: rows[0].key };
    });
  }

  /**
   * The id of the image for a new picture: stored from bytes, or the caller's own unattached
   * upload named by its key, claimed in one statement (a key is attached once, even by two
   * mutations at the same time). An unknown key, someone else's, an attached or an expired one is
   * the same BAD_USER_INPUT on `field`. An upload larger than `maxSide` is scaled down here.
   */
  async attach(
    em: EntityManager,
    ownerId: number,
    source: ImageSource,
    maxSide: number,
    field: string,
  ): Promise<number> {
    if (Buffer.isBuffer(source)) return (await this.store(em, source, maxSide)).id;
    if (!MEDIA_KEY_PATTERN.test(source.key)) throw badInput(MEDIA_ERRORS.imageKey, { field });
    // a data-modifying CTE: the driver answers its rows like a SELECT's
    const rows: { id: number; width: number; height: number }[] = await em.query(
      `WITH claimed AS (
         UPDATE media SET pending_owner_id = NULL
          WHERE key = $1 AND pending_owner_id = $2
            AND created_at >= now() - make_interval(hours => $3)
          RETURNING id, width, height)
       SELECT id, width, height FROM claimed`,
      [source.key, ownerId, PENDING_UPLOAD_HOURS],
    );
    const claimed = rows[0];
    if (!claimed) throw badInput(MEDIA_ERRORS.imageKey, { field });
    if (Math.max(claimed.width, claimed.height) > maxSide) {
      const stored = await this.read(claimed.id, em);
      const image = await processImage(stored!.data, maxSide);
      await em.getRepository(Media).update(claimed.id, image);
    }
    return claimed.id;
  }

  async remove(em: EntityManager, id: number | null | undefined): Promise<void> {
    if (id) await em.getRepository(Media).delete(id);
  }

  async read(
    id: number,
    em: EntityManager = this.dataSource.manager,
  ): Promise<{ mimeType: string; data: Buffer } | null> {
    const rows: { mime_type: string; data: Buffer }[] = await em.query(
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

declare module '../../platform/services' {
  interface Services {
    media: MediaService;
  }
}
