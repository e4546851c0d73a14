/**
 * Opaque cursors: a JSON value in base64url. A cursor the client altered or invented does not
 * fail the request: it reads as "no cursor" (the first page), as a stale one would.
 */
export const encodeCursor = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeCursor<T>(
  cursor: string | null | undefined,
  valid: (value: unknown) => value is T,
): T | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

/** A keyset position: the sort key (a string: a lower-cased name, an ISO date) and the row id. */
export type KeysetPosition = [string, number];
export const isKeysetPosition = (v: unknown): v is KeysetPosition =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && Number.isInteger(v[1]);

/** An offset position, for orders with no stable key (most liked first). */
export const isOffsetPosition = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0;
