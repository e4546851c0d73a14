/**
 * What a Web Push message carries (JSON, ≤ 4 KB): `{ title, body, icon?, url?, tag? }`; `url` may
 * also come as `data.url`. Shared by the service worker (which shows it) and its tests.
 */
export interface PushPayload {
  title: string;
  body: string;
  icon: string;
  /** Path of the app to open when the notification is clicked */
  url: string;
  tag?: string;
}

/** Message the service worker posts to an open window: route to `url` without a reload. */
export const NAVIGATE_MESSAGE = 'insieme:navigate';

export const DEFAULT_PUSH_TITLE = 'Insieme';
export const DEFAULT_PUSH_ICON = '/icons/icon-192.png';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads a push message; a plain-text or malformed one still shows as a notification. */
export function parsePushPayload(raw: string | undefined | null): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      data = parsed as Record<string, unknown>;
    } else if (typeof parsed === 'string') {
      data = { body: parsed };
    }
  } catch {
    data = { body: raw ?? '' };
  }
  const nested =
    data.data && typeof data.data === 'object' ? (data.data as Record<string, unknown>) : {};
  return {
    title: text(data.title) ?? DEFAULT_PUSH_TITLE,
    body: text(data.body) ?? '',
    icon: text(data.icon) ?? DEFAULT_PUSH_ICON,
    url: text(data.url) ?? text(nested.url) ?? '/notifications',
    tag: text(data.tag),
  };
}
