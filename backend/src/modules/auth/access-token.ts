import { SignJWT, jwtVerify } from 'jose';

/**
 * Signed access tokens: HS256 only (no `alg: none`, no algorithm mix-up), with an expiry and
 * the user's token version, so a password change or a reset refuses every older token.
 */
export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
}

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
    return new SignJWT({ tv: claims.tokenVersion })
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
      // ids and versions are PostgreSQL integers: anything outside would fail in the query
      if (!isDbInteger(userId) || userId < 1 || !isDbInteger(tokenVersion)) return null;
      return { userId, tokenVersion };
    } catch {
      return null;
    }
  }
}
