/**
 * Responsive sources of the server's images. `/media/{key}` answers `?w=` with the image scaled
 * down to one of these widths, as WebP (backend/src/modules/media/media-variants.ts); a signed
 * private URL keeps its signature, `w` is simply added. Other URLs (data: and blob: previews of
 * an upload) get no variants.
 */
export const MEDIA_WIDTHS = [96, 160, 320, 480, 640, 960, 1280] as const;

/** Longest side the server keeps of an event photo (IMAGE_SIDES.photo). */
const PHOTO_SIDE = 1600;

function isMedia(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/media/');
}

export function mediaWidthUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * `srcSet` for an image shown in a fixed box of `size` CSS pixels: for 1×, 2× and 3× screens the
 * smallest width that fills it.
 */
export function fixedSizeSrcSet(url: string | null | undefined, size: number): string | undefined {
  if (!isMedia(url)) return undefined;
  const entries = new Map<number, number>();
  for (const density of [1, 2, 3]) {
    const width = MEDIA_WIDTHS.find((w) => w >= size * density);
    if (width && !entries.has(width)) entries.set(width, density);
  }
  return [...entries]
    .map(([width, density]) => `${mediaWidthUrl(url, width)} ${density}x`)
    .join(', ');
}

/** `srcSet` of a photo shown as wide as its column (pair it with `sizes`). */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  if (!isMedia(url)) return undefined;
  return [
    ...MEDIA_WIDTHS.filter((w) => w >= 320).map((w) => `${mediaWidthUrl(url, w)} ${w}w`),
    `${url} ${PHOTO_SIDE}w`,
  ].join(', ');
}
