import type { DataSource } from 'typeorm';

export interface BenchSize {
  associations: number;
  users: number;
  eventsPerAssociation: number;
  shiftsPerEvent: number;
  notificationsPerPerson: number;
}

/**
 * A large, realistic data set written with set-based SQL (seconds, not minutes): users who follow
 * and volunteer for a few associations, events from three weeks ago to two months on with shifts,
 * sign-ups (half accepted, half waiting), likes and notifications; then VACUUM ANALYZE.
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
    // events from 20 days ago to 59 days on, at 08:00–16:00 in Rome: a quarter has ended (as on a
    // live site, where history piles up), and a few each day, today's included (Home's programme)
    await em.query(
      `INSERT INTO event (association_id, name, description, address, start_date, end_date, is_public)
       SELECT a.id, 'Evento ' || a.id || '-' || g, 'Descrizione', a.address,
              (date_trunc('day', now() AT TIME ZONE 'Europe/Rome') + ((a.id + g * 7) % 80 - 20) * interval '1 day'
                 + interval '8 hours') AT TIME ZONE 'Europe/Rome',
              (date_trunc('day', now() AT TIME ZONE 'Europe/Rome') + ((a.id + g * 7) % 80 - 20) * interval '1 day'
                 + interval '16 hours') AT TIME ZONE 'Europe/Rome',
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
    // on every other shift, two of its volunteers who administer nothing (ids above the
    // administrators'), picked by a hash so that about a thousand people have sign-ups
    await em.query(
      `INSERT INTO user_shift (shift_id, user_id, status)
       SELECT s.id, m.user_id, CASE WHEN (s.id / 2 + m.user_id) % 2 = 0 THEN 'accepted' ELSE 'waiting' END
         FROM shift s JOIN event e ON e.id = s.event_id
         JOIN LATERAL (SELECT user_id FROM user_association
                        WHERE association_id = e.association_id AND NOT is_admin AND user_id > $1
                        ORDER BY (user_id * 7919) % 10007, user_id LIMIT 2) m ON true
        WHERE s.id % 2 = 0`,
      [size.associations],
    );
    await em.query(
      `UPDATE shift s SET accepted_count = c.n FROM (SELECT shift_id, count(*)::int AS n FROM user_shift WHERE status = 'accepted' GROUP BY shift_id) c
        WHERE c.shift_id = s.id`,
    );
    await em.query(
      `INSERT INTO event_like (event_id, user_id) SELECT e.id, 1 + (e.id * 13) % $1 FROM event e ON CONFLICT DO NOTHING`,
      [size.users],
    );
    // everyone with a sign-up has notifications from their associations, a third of them unread
    await em.query(
      `INSERT INTO notification (user_id, association_id, title, body, displayed, created_at)
       SELECT p.user_id, p.association_id, 'Avviso ' || k, 'Testo della notifica ' || k, k % 3 <> 0,
              now() - k * interval '7 hours'
         FROM (SELECT DISTINCT us.user_id, e.association_id FROM user_shift us
                 JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id) p,
              generate_series(1, $1) k`,
      [size.notificationsPerPerson],
    );
  });
  // what a live database looks like after autovacuum: statistics and visibility maps up to date
  await ds.query('VACUUM ANALYZE');
  const count = async (table: string) =>
    (await ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  return {
    users: await count('user_account'),
    associations: await count('association'),
    events: await count('event'),
    shifts: await count('shift'),
    signUps: await count('user_shift'),
    follows: await count('favourite_association'),
    notifications: await count('notification'),
  };
}
