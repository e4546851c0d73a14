import DataLoader from 'dataloader';
import type { LoaderDeps } from '../../platform/loader-deps';

export interface MediaBytes {
  mimeType: string;
  data: Buffer;
}

/**
 * Image bytes for the REST facade's base64 fields, and the keys of GraphQL's media URLs
 * (media-urls.ts): one statement per list.
 */
export const mediaLoaders = {
  mediaKeyById: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, string | null>(async (ids) => {
      const rows: { id: number; key: string }[] = await dataSource.query(
        'SELECT id, key FROM media WHERE id = ANY($1)',
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, r.key]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  mediaById: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, MediaBytes | null>(async (ids) => {
      const rows: { id: number; mime_type: string; data: Buffer }[] = await dataSource.query(
        'SELECT id, mime_type, data FROM media WHERE id = ANY($1)',
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, { mimeType: r.mime_type, data: r.data }]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
};

/** The legacy facade's shape: `image` as base64 and `image_type`, or nulls. */
export async function base64Image(
  loader: DataLoader<number, MediaBytes | null>,
  id: number | null | undefined,
): Promise<{ image: string | null; image_type: string | null }> {
  const media = id ? await loader.load(id) : null;
  return media
    ? { image: media.data.toString('base64'), image_type: media.mimeType }
    : { image: null, image_type: null };
}
