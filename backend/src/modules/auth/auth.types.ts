/** Who a valid token names: the person, their token version and the session (docs/sessions.md). */
export interface AuthUser {
  id: number;
  tokenVersion: number;
  /** The server-side session the token names (docs/sessions.md). */
  sessionId: string;
}
