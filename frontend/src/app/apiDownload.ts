import { i18n } from './i18n';
import { getAccessToken } from './session';

/**
 * Files the REST facade serves to a signed-in person (the register's PDF and CSV, the insured
 * list, "Scarica i miei dati"): asked with the session's bearer token, as the Apollo link and the
 * image upload send it, then saved from a Blob. A plain link would go without the token.
 */

/** The server refused the file: its `{ message }` (already Italian) and status. */
export class ApiFileError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiFileError';
  }
}

/** The name the server gave the file (`Content-Disposition`), else `fallback`. */
export function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed encoding: the plain name below, or the fallback
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** Hands `blob` to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has handed the address over; revoking it at once can cancel the download in some browsers
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What became of a download: saved, or accepted to be built later (202: a mailed link). */
export type DownloadOutcome = 'saved' | 'accepted';

/**
 * GET `path` with the bearer token: a 200 is saved under the server's name for it; a 202 saves
 * nothing (the server will mail the link); anything else throws an `ApiFileError` with the
 * server's message.
 */
export async function downloadApiFile(
  path: string,
  fallbackName: string,
): Promise<DownloadOutcome> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { 'Accept-Language': 'it', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
    });
  } catch {
    throw new ApiFileError(i18n.t('downloads.offline'), 0);
  }
  if (response.status === 202) return 'accepted';
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : i18n.t('errors.server_error');
    throw new ApiFileError(message, response.status);
  }
  saveBlob(await response.blob(), filenameOf(response, fallbackName));
  return 'saved';
}
