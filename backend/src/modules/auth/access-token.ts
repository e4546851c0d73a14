import { SignJWT, jwtVerify } from 'jose';

/**
 * Signed access tokens: HS256 only (no `alg: none`, no algorithm mix-up), always with an expiry,
 * the user's token version and the server-side session they belong to (`sid`): a logout deletes
 * the session, a password change or a reset also moves the version (docs/sessions.md).
 */
export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
  sessionId: string;
}

/** The `user_session.id` form (a UUID): anything else would fail as a query parameter. */
export const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const INT_MAX = 2147483647;
const isDbInteger = (value: unknown): value is number =>
  Number.isInteger(value) && Math.abs(value as number) <= INT_MAX;

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Null for anything not a valid, unexpired token of ours. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      // jose checks `exp` only when present: a token without one (never issued by us, but signed
      // with a leaked or reused secret) would otherwise last forever
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload.tv;
      const sessionId = payload.sid;
      // ids and versions are PostgreSQL integers: anything outside would fail in the query
      if (!isDbInteger(userId) || userId < 1 || !isDbInteger(tokenVersion)) return null;
      if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
      return { userId, tokenVersion, sessionId };
    } catch {
      return null;
    }
  }
}
