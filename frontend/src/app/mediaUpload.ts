import { i18n } from './i18n';
import { getAccessToken } from './session';
import { translateMessage } from './translateMessage';

const MEDIA_PATH = '/api/media';

/** POST /api/media refused the image: the message key it named (validation.image_type …), if any. */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly key: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }

  /** What the form shows under the picture. */
  get text(): string {
    return this.key && i18n.exists(this.key) ? translateMessage(this.key) : this.message;
  }
}

/** The bytes of a `data:` URL (what the pickers read for the preview), as a Blob of its type. */
function dataUrlBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice('data:'.length, comma).split(';')[0];
  const bytes = Uint8Array.from(atob(dataUrl.slice(comma + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * Uploads one image as multipart form data with the session's bearer token (as the Apollo auth
 * link sends it) and returns the key the next mutation names (`imageKey`, `photoKeys`,
 * `newPhotoKeys`). Images never travel inside GraphQL JSON, whose bodies the server keeps small.
 */
export async function uploadImage(image: Blob | string): Promise<string> {
  const form = new FormData();
  form.append('file', typeof image === 'string' ? dataUrlBlob(image) : image, 'image');
  const token = getAccessToken();
  const response = await fetch(MEDIA_PATH, {
    method: 'POST',
    headers: { 'Accept-Language': 'it', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  // `key` is the media key of a 201, and the message key of a refusal ({ message, key })
  const body = (await response.json().catch(() => ({}))) as { key?: unknown; message?: unknown };
  const key = typeof body.key === 'string' ? body.key : undefined;
  if (response.ok && key) return key;
  const text = typeof body.message === 'string' ? body.message : 'Errore, riprova più tardi';
  throw new ImageUploadError(text, response.ok ? undefined : key, response.status);
}

/** Uploads in order (the server keeps the order of the keys), one at a time. */
export async function uploadImages(images: readonly (Blob | string)[]): Promise<string[]> {
  const keys: string[] = [];
  for (const image of images) keys.push(await uploadImage(image));
  return keys;
}
