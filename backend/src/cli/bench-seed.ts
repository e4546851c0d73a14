import type { DataSource } from 'typeorm';

export interface BenchSize {
  associations: number;
  users: number;
  eventsPerAssociation: number;
  shiftsPerEvent: number;
}

/**
 * A large, realistic data set written with set-based SQL (seconds, not minutes): users who follow
 * and volunteer for a few associations, events over the next two months with shifts, sign-ups
 * (half accepted) and likes.
 */
export async function seedBenchData(
  ds: DataSource,
  size: BenchSize,
  passwordHash: string,
): Promise<Record<string, number>> {
  await ds.transaction(async (em) => {
    await em.query(
      `INSERT INTO user_account (name, surname, email, phone, birth_date, password_hash, email_confirmed_at)
       SELECT 'Utente', 'N' || g, 'bench' || g || '@example.org', '3330000000', '1990-01-01', $2, now()
         FROM generate_series(1, $1) g`,
      [size.users, passwordHash],
    );
    await em.query(
      `INSERT INTO association (name, description, address, date_of_foundation)
       SELECT 'Associazione ' || g, 'Associazione di prova ' || g,
              'Via ' || g || ', Comune ' || (g % 50) || ', ' || (ARRAY['MI','RM','TO','NA','BO','FI'])[1 + g % 6],
              date '2000-01-01' + (g % 5000)
         FROM generate_series(1, $1) g`,
      [size.associations],
    );
    // every association has an administrator; every user volunteers for 2 and follows 3
    await em.query(
      `INSERT INTO user_association (user_id, association_id, status, is_admin)
       SELECT a.id, a.id, 'accepted', true FROM association a`,
    );
    await em.query(
      `INSERT INTO user_association (user_id, association_id, status)
       SELECT u.id, 1 + ((u.id * k) % $1), 'accepted' FROM user_account u, generate_series(7, 8) k
       ON CONFLICT DO NOTHING`,
      [size.associations],
    );
    await em.query(
      `INSERT INTO favourite_association (user_id, association_id)
       SELECT u.id, 1 + ((u.id * k) % $1) FROM user_account u, generate_series(7, 9) k ON CONFLICT DO NOTHING`,
      [size.associations],
    );
    await em.query(
      `INSERT INTO event (association_id, name, description, address, start_date, end_date, is_public)
       SELECT a.id, 'Evento ' || a.id || '-' || g, 'Descrizione', a.address,
              date_trunc('hour', now()) + ((a.id + g * 5) % 60) * interval '1 day' + interval '1 hour',
              date_trunc('hour', now()) + ((a.id + g * 5) % 60) * interval '1 day' + interval '9 hours',
              g % 10 <> 0
         FROM association a, generate_series(1, $1) g`,
      [size.eventsPerAssociation],
    );
    await em.query(
      `INSERT INTO shift (event_id, title, color, start_date, end_date, max_volunteer)
       SELECT e.id, 'Turno ' || k, '#0f766e', e.start_date + (k - 1) * interval '2 hours', e.start_date + k * interval '2 hours', 5
         FROM event e, generate_series(1, $1) k`,
      [size.shiftsPerEvent],
    );
    await em.query(
      `INSERT INTO user_shift (shift_id, user_id, status)
       SELECT s.id, m.user_id, CASE WHEN m.user_id % 2 = 0 THEN 'accepted' ELSE 'waiting' END
         FROM shift s JOIN event e ON e.id = s.event_id
         JOIN LATERAL (SELECT user_id FROM user_association WHERE association_id = e.association_id AND NOT is_admin ORDER BY user_id LIMIT 2) m ON true
        WHERE s.id % 2 = 0`,
    );
    await em.query(
      `UPDATE shift s SET accepted_count = c.n FROM (SELECT shift_id, count(*)::int AS n FROM user_shift WHERE status = 'accepted' GROUP BY shift_id) c
        WHERE c.shift_id = s.id`,
    );
    await em.query(
      `INSERT INTO event_like (event_id, user_id) SELECT e.id, 1 + (e.id * 13) % $1 FROM event e ON CONFLICT DO NOTHING`,
      [size.users],
    );
  });
  await ds.query('ANALYZE');
  const count = async (table: string) =>
    (await ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  return {
    users: await count('user_account'),
    associations: await count('association'),
    events: await count('event'),
    shifts: await count('shift'),
    signUps: await count('user_shift'),
  };
}
