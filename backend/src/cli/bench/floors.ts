import type { Pool } from 'pg';
import { acceptedRowSql } from '../../common/policy/membership';
import { CAPITAL_PARAMETERS, nearbyRankingSql } from '../../modules/associations/nearby-ranking';
import { NOTIFICATION_SELECT } from '../../modules/notifications/notification-row';
import { SIGN_UP_ROW_SQL } from '../../modules/shifts/sign-up-row';

/**
 * The SQL floor of each screen: the same data the screen shows (same rules: visibility of private
 * events, managed shifts in the programme, the viewer's state, counts), read with the best SQL we
 * can write by hand on `pg`, with the indexes and counters the product ships — independent
 * statements in parallel, as a hand-written server would send them. Each floor also checks the
 * viewer's token version once, as any server must.
 */

/** An administrator's accepted row of `user_association` (the one membership rule). */
const ADMIN = (alias: string) => acceptedRowSql('admin', alias);

/** The signed-in person (token version), their badge and, on Home, their profile. */
const VIEWER = `SELECT u.id, u.name, u.surname, u.email, u.phone, u.birth_date, u.token_version,
        mu.key AS image_key,
        EXISTS (SELECT 1 FROM user_association m WHERE m.user_id = u.id AND ${ADMIN('m')}) AS is_admin,
        (SELECT count(*)::int FROM notification n WHERE n.user_id = u.id AND NOT n.displayed) AS unread
   FROM user_account u LEFT JOIN media mu ON mu.id = u.image_id WHERE u.id = $1`;
const PREFERENCES = `SELECT t.id, t.name FROM user_event_type p JOIN event_type t ON t.id = p.event_type_id
  WHERE p.user_id = $1 ORDER BY t.name`;

/** Accepted volunteers and administrators see an association's private events. */
const MEMBER = (user: string, association: string) =>
  `EXISTS (SELECT 1 FROM user_association um WHERE um.user_id = ${user} AND um.association_id = ${association} AND um.status = 'accepted')`;

/** An association tile (name, address, logo, followers, followed by me). */
const TILE = `a.id, a.name, a.address, ma.key AS image_key, a.follower_count,
        EXISTS (SELECT 1 FROM favourite_association f WHERE f.association_id = a.id AND f.user_id = $1) AS is_favourite`;

const tileStrip = (join: string) =>
  `SELECT ${TILE}, count(*) OVER ()::int AS total
     FROM association a ${join} LEFT JOIN media ma ON ma.id = a.image_id
    ORDER BY lower(a.name), a.id LIMIT 9`;

/** $1 viewer, $2–$5 the chief towns (CAPITAL_PARAMETERS): the product's own ranking. */
const NEARBY_TILES = `WITH nearby AS (${nearbyRankingSql({
  viewer: '$1',
  limit: '8',
  codes: '$2',
  lats: '$3',
  lons: '$4',
  regions: '$5',
})})
   SELECT ${TILE} FROM nearby JOIN association a ON a.id = nearby.id LEFT JOIN media ma ON ma.id = a.image_id
    ORDER BY nearby.position`;
const nearbyParameters = (userId: number) => [
  userId,
  CAPITAL_PARAMETERS.capitalCodes,
  CAPITAL_PARAMETERS.capitalLats,
  CAPITAL_PARAMETERS.capitalLons,
  CAPITAL_PARAMETERS.capitalRegions,
];

/** An event card: association, first photos, whether I administer it. */
const CARD = `e.id, e.association_id, e.name, e.address, e.start_date, e.end_date, e.is_public, e.archived_at,
        a.name AS association_name,
        (SELECT json_agg(json_build_object('id', p.id, 'key', md.key) ORDER BY p.position, p.id)
           FROM event_photo p JOIN media md ON md.id = p.media_id WHERE p.event_id = e.id) AS photos,
        EXISTS (SELECT 1 FROM user_association am WHERE am.user_id = $1 AND am.association_id = e.association_id
                   AND ${ADMIN('am')}) AS is_admin`;
const UPCOMING_VISIBLE = `e.archived_at IS NULL AND e.end_date >= now() AND (e.is_public OR ${MEMBER('$1', 'e.association_id')})`;

export class BenchFloors {
  constructor(private readonly pool: Pool) {}

  /** The statements in parallel; their rows, in order (what the HTTP floor serialises). */
  private async all(statements: [string, unknown[]][]): Promise<unknown[][]> {
    const results = await Promise.all(
      statements.map(([sql, params]) => this.pool.query(sql, params)),
    );
    return results.map((r) => r.rows);
  }

  /** Programme, volunteer and followed strips, nearby, favourite events, profile and badge. */
  home(userId: number, dayStart: Date, dayEnd: Date): Promise<unknown[][]> {
    return this.all([
      [VIEWER, [userId]],
      [PREFERENCES, [userId]],
      [
        `SELECT s.id, s.event_id, s.title, s.color, s.start_date, s.end_date,
                e.name, e.address, e.start_date AS event_start, e.association_id, bool_and(x.managed) AS managed
           FROM (SELECT us.shift_id AS id, false AS managed FROM user_shift us JOIN shift s ON s.id = us.shift_id
                  WHERE us.user_id = $1 AND us.status = 'accepted' AND s.start_date <= $3 AND s.end_date >= $2
                 UNION ALL
                 SELECT s.id, true FROM user_association m JOIN event e ON e.association_id = m.association_id
                   JOIN shift s ON s.event_id = e.id
                  WHERE m.user_id = $1 AND ${ADMIN('m')} AND s.start_date <= $3 AND s.end_date >= $2) x
           JOIN shift s ON s.id = x.id JOIN event e ON e.id = s.event_id
          GROUP BY s.id, e.id ORDER BY s.start_date, s.id`,
        [userId, dayStart, dayEnd],
      ],
      [
        tileStrip(
          `JOIN user_association m ON m.association_id = a.id AND m.user_id = $1 AND m.status = 'accepted'`,
        ),
        [userId],
      ],
      [
        tileStrip(`JOIN favourite_association fa ON fa.association_id = a.id AND fa.user_id = $1`),
        [userId],
      ],
      [NEARBY_TILES, nearbyParameters(userId)],
      [
        `SELECT ${CARD} FROM event e JOIN association a ON a.id = e.association_id
          WHERE e.association_id IN (SELECT association_id FROM favourite_association WHERE user_id = $1)
            AND ${UPCOMING_VISIBLE}
          ORDER BY e.start_date, e.id LIMIT 6`,
        [userId],
      ],
      [
        `SELECT count(*)::int FROM event e
          WHERE e.association_id IN (SELECT association_id FROM favourite_association WHERE user_id = $1)
            AND ${UPCOMING_VISIBLE}`,
        [userId],
      ],
    ]);
  }

  /** The event (if visible) with everything on its page, its shifts with my sign-up, the view. */
  eventPage(userId: number, eventId: number): Promise<unknown[][]> {
    return this.all([
      [VIEWER, [userId]],
      [
        `SELECT e.*, a.name AS association_name, m.status AS my_status, m.is_admin AS my_admin,
                (SELECT count(*)::int FROM event_like l WHERE l.event_id = e.id) AS likes,
                EXISTS (SELECT 1 FROM event_like l WHERE l.event_id = e.id AND l.user_id = $2) AS is_like,
                (SELECT json_agg(json_build_object('id', p.id, 'key', md.key) ORDER BY p.position, p.id)
                   FROM event_photo p JOIN media md ON md.id = p.media_id WHERE p.event_id = e.id) AS photos,
                (SELECT json_agg(t.name ORDER BY t.name) FROM event_topic et JOIN topic t ON t.id = et.topic_id
                  WHERE et.event_id = e.id) AS topics,
                (SELECT json_agg(t.name ORDER BY t.name) FROM event_event_type et JOIN event_type t ON t.id = et.event_type_id
                  WHERE et.event_id = e.id) AS event_types
           FROM event e JOIN association a ON a.id = e.association_id
           LEFT JOIN user_association m ON m.association_id = e.association_id AND m.user_id = $2
          WHERE e.id = $1 AND (e.is_public OR m.status = 'accepted')`,
        [eventId, userId],
      ],
      [
        `SELECT s.*, s.max_volunteer - s.accepted_count AS spots, us.status AS my_status
           FROM shift s LEFT JOIN user_shift us ON us.shift_id = s.id AND us.user_id = $2
          WHERE s.event_id = $1 ORDER BY s.start_date, s.id`,
        [eventId, userId],
      ],
      [
        `INSERT INTO event_view (event_id, user_id)
         SELECT e.id, $2 FROM event e WHERE e.id = $1 AND (e.is_public OR ${MEMBER('$2', 'e.association_id')})`,
        [eventId, userId],
      ],
    ]);
  }

  /** Nearby associations and the first 50 visible upcoming events, with their count. */
  explore(userId: number): Promise<unknown[][]> {
    return this.all([
      [VIEWER, [userId]],
      [NEARBY_TILES, nearbyParameters(userId)],
      [
        `SELECT ${CARD} FROM event e JOIN association a ON a.id = e.association_id
          WHERE ${UPCOMING_VISIBLE} ORDER BY e.start_date, e.id LIMIT 51`,
        [userId],
      ],
      [`SELECT count(*)::int FROM event e WHERE ${UPCOMING_VISIBLE}`, [userId]],
    ]);
  }

  /** The month of my calendar: events where I have a sign-up, each with its shifts and mine. */
  calendarMonth(userId: number, start: Date, end: Date): Promise<unknown[][]> {
    return this.all([
      [VIEWER, [userId]],
      [
        `SELECT e.id, e.association_id, e.name, e.address, e.start_date, e.end_date, e.archived_at,
                a.name AS association_name,
                (SELECT json_agg(json_build_object('id', s.id, 'title', s.title, 'color', s.color,
                          'start', s.start_date, 'end', s.end_date, 'spots', s.max_volunteer - s.accepted_count,
                          'mine', us.status) ORDER BY s.start_date, s.id)
                   FROM shift s LEFT JOIN user_shift us ON us.shift_id = s.id AND us.user_id = $1
                  WHERE s.event_id = e.id) AS shifts
           FROM event e JOIN association a ON a.id = e.association_id
          WHERE e.start_date <= $3 AND e.end_date >= $2
            AND e.id IN (SELECT s.event_id FROM user_shift us JOIN shift s ON s.id = us.shift_id
                          WHERE us.user_id = $1 AND us.status IN ('waiting', 'accepted'))
          ORDER BY e.start_date, e.id`,
        [userId, start, end],
      ],
    ]);
  }

  /** An administrator's pending sign-ups with the dashboard counters. */
  requestShift(adminId: number, associationId: number): Promise<unknown[][]> {
    return this.all([
      [VIEWER, [adminId]],
      [
        `SELECT a.id, a.name, m.status, m.is_admin,
                (SELECT count(*)::int FROM user_association WHERE association_id = $1 AND status = 'waiting') AS volunteers,
                (SELECT count(*)::int FROM user_shift us JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
                  WHERE e.association_id = $1 AND us.status = 'waiting' AND s.end_date >= now()) AS shifts,
                (SELECT count(*)::int FROM question WHERE association_id = $1 AND NOT displayed) AS questions
           FROM association a LEFT JOIN user_association m ON m.association_id = a.id AND m.user_id = $2
          WHERE a.id = $1`,
        [associationId, adminId],
      ],
      [
        `${SIGN_UP_ROW_SQL}
          WHERE e.association_id = $1 AND us.status = 'waiting' AND s.end_date >= now()
            AND EXISTS (SELECT 1 FROM user_association am WHERE am.user_id = $2 AND am.association_id = $1
                          AND ${ADMIN('am')})
          ORDER BY us.created_at, us.id`,
        [associationId, adminId],
      ],
    ]);
  }

  /** My newest 20 notifications, how many there are, and the badge. */
  notifications(userId: number): Promise<unknown[][]> {
    return this.all([
      [VIEWER, [userId]],
      [
        `${NOTIFICATION_SELECT} WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT 21`,
        [userId],
      ],
      [`SELECT count(*)::int AS total FROM notification n WHERE n.user_id = $1`, [userId]],
    ]);
  }
}
