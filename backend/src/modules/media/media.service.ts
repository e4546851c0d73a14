import type { DataSource, EntityManager } from 'typeorm';
import { Media } from './media.entity';
import { decodeDataUrl, processImage } from './image-processor';

/** Longest side kept for each kind of picture. */
export const IMAGE_SIDES = { profile: 512, logo: 512, photo: 1600 } as const;

export const mediaUrl = (id: number | null | undefined): string | null =>
  id ? `/media/${id}` : null;

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
