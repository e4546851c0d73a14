import type { Pool } from 'pg';
import { benchSignIn } from './sign-in';
import { seedBenchEvent } from './bench-event';
import { operation } from './documents';
import type { BenchHttp } from './http';
import { measure } from './load';

export interface SignUpLoadResult {
  volunteers: number;
  shifts: number;
  places: number;
  /** sign-up + decision pairs per second, through GraphQL */
  rps: number;
  /** GraphQL requests (sign-ups and decisions) per second */
  requestRps: number;
  p50: number;
  p99: number;
  accepted: number;
  refusedFull: number;
  overbooked: number;
  /** shifts whose accepted_count differs from their accepted sign-ups */
  miscounted: number;
}

/** A new association with one administrator, `volunteers` accepted volunteers and hot shifts. */
async function seedHotShifts(pool: Pool, volunteers: number, shifts: number, places: number) {
  const { admin, people, eventId } = await seedBenchEvent(pool, {
    name: 'Caldo',
    people: volunteers,
    members: 'all',
  });
  const { rows: hot } = await pool.query<{ id: number }>(
    `INSERT INTO shift (event_id, title, color, start_date, end_date, max_volunteer)
     SELECT $1, 'Turno ' || k, '#0f766e', now() + interval '2 days', now() + interval '2 days 2 hours', $3
       FROM generate_series(1, $2) k RETURNING id`,
    [eventId, shifts, places],
  );
  return { admin, people, shiftIds: hot.map((s) => s.id) };
}

/**
 * Sign-ups under load: every volunteer signs up to one of the hot shifts and the administrator
 * decides (accepts) the request at once, all through GraphQL with `concurrency` pairs in flight.
 * Far more people than places: most are refused (`subscription_not_available_spots`), at sign-up
 * or at the decision. Then no shift may hold more accepted volunteers than places.
 */
export async function measureSignUps(
  http: BenchHttp,
  pool: Pool,
  jwtSecret: string,
  options: { volunteers: number; shifts: number; places: number; concurrency: number },
): Promise<SignUpLoadResult> {
  const world = await seedHotShifts(pool, options.volunteers, options.shifts, options.places);
  const sign = benchSignIn(pool, jwtSecret, 3600);
  const adminToken = await sign(world.admin);
  const people = await Promise.all(world.people.map(async (id) => ({ id, token: await sign(id) })));
  const signUp = operation('SignUpToShift');
  const decide = operation('DecideShiftRequest');
  let refusedFull = 0;
  let requests = 0;
  const post = async (op: typeof signUp, variables: object, token: string) => {
    const body = JSON.stringify({ operationName: op.operationName, variables, query: op.query });
    requests += 1;
    const text = await http.request('POST', '/graphql', { token, body });
    if (text.includes('"errors":')) {
      if (text.includes('subscription_not_available_spots')) {
        refusedFull += 1;
        return false;
      }
      throw new Error(`${op.operationName}: ${text.slice(0, 400)}`);
    }
    return true;
  };
  const sample = await measure(
    async (i) => {
      const person = people[i];
      const shiftId = world.shiftIds[i % world.shiftIds.length];
      if (!(await post(signUp, { input: { shiftId } }, person.token))) return;
      const {
        rows: [{ id: signUpId }],
      } = await pool.query<{ id: number }>(
        'SELECT id FROM user_shift WHERE shift_id = $1 AND user_id = $2',
        [shiftId, person.id],
      );
      await post(decide, { input: { signUpId, accept: true } }, adminToken);
    },
    people.length,
    options.concurrency,
  );
  const { rows } = await pool.query<{ max: number; kept: number; counted: number }>(
    `SELECT s.max_volunteer AS max, s.accepted_count AS kept,
            (SELECT count(*)::int FROM user_shift us WHERE us.shift_id = s.id AND us.status = 'accepted') AS counted
       FROM shift s WHERE s.id = ANY($1)`,
    [world.shiftIds],
  );
  return {
    volunteers: people.length,
    shifts: world.shiftIds.length,
    places: options.places,
    rps: sample.rps,
    requestRps: (requests * sample.rps) / people.length,
    p50: sample.p50,
    p99: sample.p99,
    accepted: rows.reduce((n, r) => n + r.counted, 0),
    refusedFull,
    overbooked: rows.filter((r) => r.counted > r.max).length,
    miscounted: rows.filter((r) => r.counted !== r.kept).length,
  };
}
