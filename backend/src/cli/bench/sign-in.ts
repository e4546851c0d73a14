import type { Pool } from 'pg';
import { AccessTokens } from '../../modules/auth/access-token';

/**
 * Signs bench users in without the login's password hashing: a session row each, as a login
 * writes it, and a token naming it (the server refuses a token whose session does not exist).
 */
export function benchSignIn(pool: Pool, jwtSecret: string, ttlSeconds: number) {
  const tokens = new AccessTokens(jwtSecret, ttlSeconds);
  return async (userId: number): Promise<string> => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO user_session (user_id, device, expires_at)
       VALUES ($1, 'bench', now() + make_interval(secs => $2)) RETURNING id`,
      [userId, ttlSeconds],
    );
    return tokens.sign({ userId, tokenVersion: 0, sessionId: rows[0].id });
  };
}
