import sharp from 'sharp';
import { parseDataUrl } from '@insieme/schema';
import { badInput } from '../../common/app-error';

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
 * Checks the bytes really are an image (the declared type and the file name are ignored),
 * then stores a resized WebP no larger than `maxSide` on either side.
 */
export async function processImage(input: Buffer, maxSide: number): Promise<ProcessedImage> {
  if (input.length === 0 || input.length > MAX_UPLOAD_BYTES)
    throw badInput('validation.image_type', { field: 'image' });
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw badInput('validation.image_type', { field: 'image' });
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw badInput('validation.image_type', { field: 'image' });
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { mimeType: 'image/webp', data, width: info.width, height: info.height };
}

export function decodeDataUrl(dataUrl: string): Buffer {
  try {
    const { base64 } = parseDataUrl(dataUrl);
    return Buffer.from(base64, 'base64');
  } catch {
    throw badInput('validation.image_type', { field: 'image' });
  }
}
