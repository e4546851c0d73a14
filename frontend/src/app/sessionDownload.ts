import { getAccessToken } from './session';

/** A download the server refused: its `{ message }` (REST errors; '' when none) and status. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** The file name of a `Content-Disposition` header, when it gives one. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // a malformed escape: the plain form below, if any
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || undefined;
}

/**
 * Downloads a file the REST API serves to the signed-in person (the hours statement's PDF, the
 * volunteers' hours as CSV): a link cannot carry the session's bearer token, so the file is
 * fetched with it, as the Apollo auth link and the image upload send it, and handed to the
 * browser as a blob under the server's file name.
 */
export async function downloadWithSession(path: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(path, {
    headers: { 'Accept-Language': 'it', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    // the server's Italian message, never the status line's English
    throw new DownloadError(typeof body.message === 'string' ? body.message : '', response.status);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // the browser has taken the file once the click is handled
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
