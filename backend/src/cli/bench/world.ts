import { DateTime } from 'luxon';
import type { Pool } from 'pg';
import { acceptedRowSql } from '../../common/policy/membership';
import { benchSignIn } from './sign-in';

/** Who looks at what during the bench: people, the events they open, the dates of their screens. */
export interface World {
  volunteers: { id: number; token: string }[];
  /** events the volunteer of the same index may see (public, or of their associations) */
  events: { id: number; associationId: number }[];
  admins: { id: number; token: string; associationId: number }[];
  today: string;
  monthFrom: string;
  monthTo: string;
  /** Europe/Rome bounds of today and of the month, as the services compute them */
  todayStart: Date;
  todayEnd: Date;
  monthStart: Date;
  monthEnd: Date;
}

const ZONE = 'Europe/Rome';

export async function pickWorld(pool: Pool, jwtSecret: string): Promise<World> {
  const sign = benchSignIn(pool, jwtSecret, 3 * 3600);
  // volunteers (not administrators) with accepted sign-ups, follows and notifications
  const { rows: people } = await pool.query<{ id: number }>(
    `SELECT us.user_id AS id FROM user_shift us
      WHERE us.status = 'accepted'
        AND NOT EXISTS (SELECT 1 FROM user_association m WHERE m.user_id = us.user_id AND m.is_admin)
      GROUP BY us.user_id ORDER BY us.user_id LIMIT 50`,
  );
  const volunteers = await Promise.all(
    people.map(async (p) => ({ ...p, token: await sign(p.id) })),
  );
  // for each volunteer, an upcoming event they may see: alternately one of their associations'
  // (private ones included) and a public one elsewhere
  const events: World['events'] = [];
  for (const [i, v] of volunteers.entries()) {
    const { rows } = await pool.query<{ id: number; associationId: number }>(
      i % 2 === 0
        ? `SELECT e.id, e.association_id AS "associationId" FROM event e
             JOIN user_association m ON m.association_id = e.association_id AND m.user_id = $1 AND m.status = 'accepted'
            WHERE e.end_date >= now() ORDER BY e.start_date, e.id LIMIT 1`
        : `SELECT e.id, e.association_id AS "associationId" FROM event e
            WHERE e.is_public AND e.end_date >= now() ORDER BY e.id OFFSET $1 % 500 LIMIT 1`,
      [v.id],
    );
    events.push(rows[0]);
  }
  // administrators of associations with sign-ups waiting for a decision
  const { rows: admins } = await pool.query<{ id: number; associationId: number }>(
    `SELECT m.user_id AS id, m.association_id AS "associationId" FROM user_association m
      WHERE ${acceptedRowSql('admin', 'm')}
        AND EXISTS (SELECT 1 FROM user_shift us JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
                     WHERE e.association_id = m.association_id AND us.status = 'waiting' AND s.end_date >= now())
      ORDER BY m.association_id LIMIT 50`,
  );
  const now = DateTime.now().setZone(ZONE);
  return {
    volunteers,
    events,
    admins: await Promise.all(admins.map(async (a) => ({ ...a, token: await sign(a.id) }))),
    today: now.toISODate()!,
    monthFrom: now.startOf('month').toISODate()!,
    monthTo: now.endOf('month').toISODate()!,
    todayStart: now.startOf('day').toJSDate(),
    todayEnd: now.endOf('day').toJSDate(),
    monthStart: now.startOf('month').toJSDate(),
    monthEnd: now.endOf('month').toJSDate(),
  };
}
