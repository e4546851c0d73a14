import sharp from 'sharp';
import { badInput } from '../../common/app-error';
import { MEDIA_ERRORS } from './media.errors';

export interface ProcessedImage {
  mimeType: string;
  data: Buffer;
  width: number;
  height: number;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Uploads larger than this are refused before decoding. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/**
 * Decoded size cap: 50 megapixels covers the 48–50 MP photos of today's phones (8000×6000,
 * 8160×6120) and is ~5× less than sharp's default (268 MP). Compression makes pixel count and
 * file size unrelated: a 16000×16000 PNG of one colour is a few KB and decodes to ~768 MB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Images decoded at once: with the pixel cap, a bound on the memory uploads can take. */
const MAX_PARALLEL_DECODES = 2;

// One-off uploads gain nothing from libvips' operation cache (up to 50 MB of decoded pixels
// and 20 open files kept per process); without it memory is returned after each image.
sharp.cache(false);

/**
 * The decoder refuses anything above the cap while reading the header (limitInputPixels), before
 * allocating pixels; warnings (truncated or corrupt data) stop decoding instead of being repaired.
 */
const open = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });

let running = 0;
const waiting: (() => void)[] = [];
/** Runs sharp work within the process-wide bound on images decoded at once. */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // the slot passes straight to the next waiter, or is given back
    if (next) next();
    else running -= 1;
  }
}

const tooLarge = () => badInput(MEDIA_ERRORS.imageTooLarge, { field: 'image' });

/**
 * Checks the bytes really are an image (the declared type and the file name are ignored) of at
 * most MAX_INPUT_PIXELS, then stores a resized WebP no larger than `maxSide` on either side.
 */
export async function processImage(input: Buffer, maxSide: number): Promise<ProcessedImage> {
  if (input.length === 0 || input.length > MAX_UPLOAD_BYTES)
    throw badInput(MEDIA_ERRORS.imageType, { field: 'image' });
  let metadata: sharp.Metadata;
  try {
    metadata = await open(input).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge();
    throw badInput(MEDIA_ERRORS.imageType, { field: 'image' });
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw badInput(MEDIA_ERRORS.imageType, { field: 'image' });
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooLarge();
  return withDecodeSlot(async () => {
    try {
      const { data, info } = await open(input)
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { mimeType: 'image/webp', data, width: info.width, height: info.height };
    } catch {
      // a header that looked fine over data that does not decode
      throw badInput(MEDIA_ERRORS.imageType, { field: 'image' });
    }
  });
}
