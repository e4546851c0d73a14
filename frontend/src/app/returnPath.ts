/**
 * Coming back after signing in (issue 22): a person who opens the check-in QR code without a
 * session signs in first and lands on the same address again, not on Home. Only a path of this
 * app is followed (`/login?next=/check-in/5?code=…`): a `next` naming another site, or one the
 * browser would read as another host (`//evil.example`, `/\evil.example`), is ignored, so the
 * login page cannot be used to send someone elsewhere.
 */

/**
 * Addresses opened from outside the app that must survive the detour through /login: a shift's
 * QR code, and an association's page opened from an invitation ("Vedi l'associazione", issue 31).
 */
const RETURN_AFTER_LOGIN: readonly RegExp[] = [/^\/check-in\/[^/]+\/?$/, /^\/association\/\d+\/?$/];

const BASE = 'https://insieme.invalid';

/** `next` as a same-origin relative path (path, query, fragment), or undefined when it is not one. */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return undefined;
  // control characters and backslashes are read as separators by some browsers
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return undefined;
  }
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // nothing to come back to: /login itself would loop
  if (url.pathname === '/login') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the app sends a visitor without a session from `pathname` + `search`. */
export function loginPathFor(pathname: string, search = ''): string {
  if (!RETURN_AFTER_LOGIN.some((pattern) => pattern.test(pathname))) return '/login';
  return `/login?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`;
}
