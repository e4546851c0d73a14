/**
 * Base64 data URLs (images travel as `data:image/png;base64,...`). Pure
 * functions: no Buffer, no atob, so they run unchanged in Node and browsers.
 */

export interface DataUrl {
  mimeType: string;
  base64: string;
}

const DATA_URL = /^data:([A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+);base64,(.*)$/s;
/** Standard alphabet, padded: a multiple of 4 characters, '=' only at the end. */
const BASE64_CHARS = /^[A-Za-z0-9+/]+={0,2}$/;

/** Strict, padded, non-empty standard base64 (no whitespace, no URL-safe alphabet). */
export function isValidBase64(b64: string): boolean {
  return typeof b64 === 'string' && b64.length % 4 === 0 && BASE64_CHARS.test(b64);
}

/**
 * Splits `data:<type>;base64,<payload>`. Throws Error('Invalid base64 string
 * format') when the shape does not match and Error('Invalid base64 string')
 * when the payload is not valid base64.
 */
export function parseDataUrl(dataUrl: string): DataUrl {
  const match = typeof dataUrl === 'string' ? DATA_URL.exec(dataUrl) : null;
  if (!match) throw new Error('Invalid base64 string format');
  const [, mimeType, base64] = match;
  if (!isValidBase64(base64)) throw new Error('Invalid base64 string');
  return { mimeType: mimeType.toLowerCase(), base64 };
}

/** True for a well-formed base64 data URL whose type is image/*. */
export function isImageDataUrl(dataUrl: string): boolean {
  try {
    return parseDataUrl(dataUrl).mimeType.startsWith('image/');
  } catch {
    return false;
  }
}

function paddingOf(b64: string): number {
  if (b64.endsWith('==')) return 2;
  return b64.endsWith('=') ? 1 : 0;
}

/** Number of bytes `b64` decodes to (padded or unpadded input). */
export function base64ByteLength(b64: string): number {
  return Math.floor((b64.length * 3) / 4) - paddingOf(b64);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTET: ReadonlyMap<string, number> = new Map([...ALPHABET].map((c, i) => [c, i]));

/** Decodes strict base64 to bytes; throws Error('Invalid base64 string') otherwise. */
export function decodeBase64(b64: string): Uint8Array {
  if (!isValidBase64(b64)) throw new Error('Invalid base64 string');
  const bytes = new Uint8Array(base64ByteLength(b64));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (const char of b64) {
    if (char === '=') break;
    buffer = ((buffer << 6) | (SEXTET.get(char) ?? 0)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
