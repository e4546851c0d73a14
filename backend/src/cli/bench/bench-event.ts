import crypto from 'node:crypto';
import type { Pool } from 'pg';

/**
 * The stage of the sign-up and fan-out loads: a new association with an administrator and
 * `people` other users, and one public event in two days. Names carry a random tag, so a stage
 * can be set more than once in one database. `members: 'all'` makes everyone an accepted volunteer
 * (sign-ups need it); `'admin'` only the administrator.
 */
export async function seedBenchEvent(
  pool: Pool,
  options: { name: string; people: number; members: 'all' | 'admin' },
) {
  const tag = crypto.randomBytes(4).toString('hex');
  const { rows: users } = await pool.query<{ id: number }>(
    `INSERT INTO user_account (name, surname, email, phone, birth_date, password_hash, email_confirmed_at)
     SELECT $2::text, 'N' || g, $3::text || g || '@example.org', '3330000000', '1990-01-01', 'x', now()
       FROM generate_series(0, $1) g RETURNING id`,
    [options.people, options.name, `bench-${tag}-`],
  );
  const [admin, ...people] = users.map((u) => u.id);
  const {
    rows: [{ id: associationId }],
  } = await pool.query<{ id: number }>(
    `INSERT INTO association (name, description, address, date_of_foundation)
     VALUES ($1, 'Bench', 'Via Roma 1, Milano, MI', '2000-01-01') RETURNING id`,
    [`${options.name} ${tag}`],
  );
  await pool.query(
    `INSERT INTO user_association (user_id, association_id, status, is_admin)
     SELECT u, $2, 'accepted', u = $3 FROM unnest($1::int[]) u`,
    [options.members === 'all' ? [admin, ...people] : [admin], associationId, admin],
  );
  const {
    rows: [{ id: eventId }],
  } = await pool.query<{ id: number }>(
    `INSERT INTO event (association_id, name, description, address, start_date, end_date, is_public)
     VALUES ($1, $2, '', 'Via Roma 1, Milano, MI', now() + interval '2 days', now() + interval '3 days', true)
     RETURNING id`,
    [associationId, `Evento ${options.name}`],
  );
  return { admin, people, eventId };
}
