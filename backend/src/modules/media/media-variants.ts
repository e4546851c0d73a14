import sharp from 'sharp';
import { withDecodeSlot } from './image-processor';
import type { ServedMedia } from './media.service';

/**
 * Responsive sizes of the stored images (docs/media.md): `/media/{key}?w=320` is the same image
 * scaled down to 320 px wide, as WebP, for `srcset`. Only these widths exist, so the work and the
 * memory a client can cause are bounded; a width at or above the stored one is the stored image.
 * `w` is not part of a private URL's signature: a capability for the image covers all its sizes.
 */
export const VARIANT_WIDTHS = [96, 160, 320, 480, 640, 960, 1280] as const;

const WIDTHS = new Set<number>(VARIANT_WIDTHS);

/** The width asked for, null when none was asked, undefined when the value is not a known width. */
export function requestedWidth(value: unknown): number | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[1-9]\d{1,3}$/.test(value)) return undefined;
  const width = Number(value);
  return WIDTHS.has(width) ? width : undefined;
}

/** Total bytes of variants kept in memory per process (the stored images stay in PostgreSQL). */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Scales images down on first request and keeps the results in a bounded in-memory LRU keyed by
 * media key and width (a key never changes content). Concurrent requests for the same variant
 * share one resize; resizes take the same decode slots as uploads.
 */
export class MediaVariants {
  private readonly cache = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private cachedBytes = 0;

  constructor(private readonly maxBytes = CACHE_BYTES) {}

  async variant(key: string, media: ServedMedia, width: number | null): Promise<Buffer> {
    if (width === null || width >= media.width) return media.data;
    const id = `${key}:${width}`;
    const hit = this.cache.get(id);
    if (hit) {
      // most recently used last
      this.cache.delete(id);
      this.cache.set(id, hit);
      return hit;
    }
    let work = this.pending.get(id);
    if (!work) {
      work = withDecodeSlot(() =>
        sharp(media.data)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      ).finally(() => this.pending.delete(id));
      this.pending.set(id, work);
      void work.then(
        (data) => this.remember(id, data),
        () => undefined,
      );
    }
    return work;
  }

  private remember(id: string, data: Buffer): void {
    if (data.length > this.maxBytes || this.cache.has(id)) return;
    this.cache.set(id, data);
    this.cachedBytes += data.length;
    for (const [oldest, bytes] of this.cache) {
      if (this.cachedBytes <= this.maxBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= bytes.length;
    }
  }
}
