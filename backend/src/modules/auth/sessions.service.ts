import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../common/app-error';
import { Topic, type AppPubSub } from '../../platform/pubsub';
import { SESSION_ID, type AccessTokens } from './access-token';
import { AUTH_ERRORS } from './auth.errors';
import type { AuthUser } from './auth.types';
import { deviceLabel } from './device-label';

export interface SessionSummary {
  id: string;
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
  /** The session of the request that asks. */
  current: boolean;
}

/** Sessions a write ended, announced after its commit so every instance closes their sockets. */
export interface EndedSessions {
  userId: number;
  sessionIds: string[];
}

/**
 * Server-side sessions (docs/sessions.md): one row per login, named by the token's `sid`. The
 * request check is one statement that also moves `last_used_at` (at most once a minute, so a
 * busy client does not write on every request).
 */
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: AccessTokens,
    private readonly ttlSeconds: number,
    private readonly pubSub: AppPubSub,
  ) {}

  /**
   * Opens a session in the caller's transaction and signs its token. The person's expired rows
   * are pruned by the same statement: nothing else needs to sweep the table.
   */
  async open(
    em: EntityManager,
    user: { id: number; tokenVersion: number },
    userAgent: unknown,
  ): Promise<string> {
    const [row]: { id: string }[] = await em.query(
      `WITH pruned AS (
         DELETE FROM user_session WHERE user_id = $1 AND expires_at <= now()
       )
       INSERT INTO user_session (user_id, device, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))
       RETURNING id`,
      [user.id, deviceLabel(userAgent), this.ttlSeconds],
    );
    return this.tokens.sign({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: row.id,
    });
  }

  /**
   * A login (docs/sessions.md) from a device (its device cookie's nonce, new or presented): the
   * person's row of that device is taken again — a new id, so the token it had is refused and its
   * sockets close, with the new label and times — instead of a row per login piling up in
   * "Dispositivi connessi"; a device not listed gets a new row. One statement (an upsert on the
   * unique device key), so two logins racing from one device make one row.
   */
  async openOnDevice(
    user: { id: number; tokenVersion: number },
    userAgent: unknown,
    device: string,
  ): Promise<string> {
    const key = crypto.createHash('sha256').update(device).digest('hex');
    const [row]: { id: string; replaced: string | null }[] = await this.dataSource.query(
      `WITH pruned AS (
         DELETE FROM user_session
          WHERE user_id = $1 AND expires_at <= now() AND device_key IS DISTINCT FROM $4
       ), previous AS (
         SELECT id FROM user_session WHERE user_id = $1 AND device_key = $4
       )
       INSERT INTO user_session AS s (user_id, device, expires_at, device_key)
       VALUES ($1, $2, now() + make_interval(secs => $3), $4)
       ON CONFLICT (user_id, device_key) WHERE device_key IS NOT NULL DO UPDATE
         SET id = gen_random_uuid(), device = EXCLUDED.device, created_at = now(),
             last_used_at = now(), expires_at = EXCLUDED.expires_at
       RETURNING s.id, (SELECT id FROM previous) AS replaced`,
      [user.id, deviceLabel(userAgent), this.ttlSeconds, key],
    );
    if (row.replaced && row.replaced !== row.id)
      this.announce({ userId: user.id, sessionIds: [row.replaced] });
    return this.tokens.sign({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: row.id,
    });
  }

  /** The person behind a bearer token, or null (expired, forged, outdated, ended or deleted). */
  async authenticate(token: string | undefined): Promise<AuthUser | null> {
    const checked = await this.check(token);
    return typeof checked === 'string' ? null : checked;
  }

  /**
   * The same check, telling why a token is refused: `ended` when it is a genuine, unexpired token
   * whose session was ended elsewhere ("Disconnetti", "Esci da tutti i dispositivi", a password
   * change or reset, a new login of the same device) — the device was disconnected, not timed
   * out (issue 31); `invalid` for anything else (expired, forged, malformed); null without one.
   */
  async check(token: string | undefined): Promise<AuthUser | 'ended' | 'invalid' | null> {
    if (!token) return null;
    const claims = await this.tokens.verify(token);
    if (!claims) return 'invalid';
    // every API request and every WebSocket operation runs this: one plain statement
    const [user]: { id: number; token_version: number }[] = await this.dataSource.query(
      `WITH seen AS (
         UPDATE user_session SET last_used_at = now()
          WHERE id = $1 AND user_id = $2 AND last_used_at < now() - interval '1 minute'
       )
       SELECT u.id, u.token_version
         FROM user_session s JOIN user_account u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()`,
      [claims.sessionId, claims.userId],
    );
    if (!user || user.token_version !== claims.tokenVersion) return 'ended';
    return { id: user.id, tokenVersion: user.token_version, sessionId: claims.sessionId };
  }

  /** The viewer's sessions, the asking one ("questo dispositivo") first, then the latest used. */
  async list(viewer: AuthUser): Promise<SessionSummary[]> {
    const rows: { id: string; device: string; created_at: Date; last_used_at: Date }[] =
      await this.dataSource.query(
        `SELECT id, device, created_at, last_used_at FROM user_session
          WHERE user_id = $1 AND expires_at > now()
          ORDER BY id = $2 DESC, last_used_at DESC, created_at DESC`,
        [viewer.id, viewer.sessionId],
      );
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      current: row.id === viewer.sessionId,
    }));
  }

  /** Ends one of the viewer's sessions (its own, on logout). Another person's id is a 404. */
  async end(viewer: AuthUser, sessionId: string): Promise<void> {
    // not a UUID cannot name a session (and would fail as a query parameter)
    if (!SESSION_ID.test(sessionId)) throw notFound(AUTH_ERRORS.sessionNotFound);
    const ended = await this.endWhere(this.dataSource.manager, viewer.id, 'id = $2', [sessionId]);
    if (ended.sessionIds.length === 0) throw notFound(AUTH_ERRORS.sessionNotFound);
    this.announce(ended);
  }

  /**
   * "Esci da tutti i dispositivi": every session of the viewer, the asking one included. The
   * token version moves on, as a password change moves it: what was handed out under the old
   * one stops working too — tokens, and the mailed link of a data export (issue 31).
   */
  async endEverywhere(viewer: AuthUser): Promise<void> {
    const ended = await this.dataSource.transaction(async (em) => {
      await em.query('UPDATE user_account SET token_version = token_version + 1 WHERE id = $1', [
        viewer.id,
      ]);
      return this.endAll(em, viewer.id);
    });
    this.announce(ended);
  }

  /**
   * Ends all of a person's sessions but `keep` (the new one of a password change), in the
   * caller's transaction; announce the result after the commit.
   */
  endAll(em: EntityManager, userId: number, keep?: string): Promise<EndedSessions> {
    return keep
      ? this.endWhere(em, userId, 'id <> $2', [keep])
      : this.endWhere(em, userId, 'true', []);
  }

  /** Tells every instance (through the pub/sub, Redis when set) to close these sessions' sockets. */
  announce(ended: EndedSessions): void {
    if (ended.sessionIds.length > 0) void this.pubSub.publish(Topic.SessionsEnded, ended);
  }

  private async endWhere(
    em: EntityManager,
    userId: number,
    condition: string,
    params: unknown[],
  ): Promise<EndedSessions> {
    // as a SELECT over the DELETE: TypeORM answers a bare DELETE with [rows, count]
    const rows: { id: string }[] = await em.query(
      `WITH ended AS (
         DELETE FROM user_session WHERE user_id = $1 AND ${condition} RETURNING id
       )
       SELECT id FROM ended`,
      [userId, ...params],
    );
    return { userId, sessionIds: rows.map((row) => row.id) };
  }
}

declare module '../../platform/services' {
  interface Services {
    /** Server-side sessions: the request check, the list in settings, logout. */
    sessions: SessionsService;
  }
}
