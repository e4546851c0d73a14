import {
  buildAssociation,
  buildEvent,
  buildMembership,
  buildShift,
  buildSignUp,
  buildUser,
  tokenFor,
} from '../factories';
import type { TestApp } from '../test-app';

export const MINUTE = 60_000;
export const HOUR = 3600_000;

export interface Person {
  id: number;
  email: string;
  token: string;
}

async function person(app: TestApp, name: string, surname: string): Promise<Person> {
  const user = await buildUser(app, { name, surname });
  return { id: user.id, email: user.email, token: await tokenFor(app, user) };
}

/**
 * An administrator, their association, an event and one shift from `start` to `end`, and
 * `n` accepted volunteers of the association signed up and accepted on it (surnames in order).
 */
export async function shiftWorld(
  app: TestApp,
  options: {
    start: Date;
    end: Date;
    volunteers?: number;
    isPublic?: boolean;
    associationName?: string;
    eventName?: string;
  },
) {
  const admin = await person(app, 'Ada', 'Admin');
  const association = await buildAssociation(app, {
    adminId: admin.id,
    ...(options.associationName ? { name: options.associationName } : {}),
  });
  const n = options.volunteers ?? 1;
  const event = await buildEvent(app, {
    associationId: association.id,
    isPublic: options.isPublic ?? false,
    startDate: options.start,
    endDate: options.end,
    ...(options.eventName ? { name: options.eventName } : {}),
  });
  const shift = await buildShift(app, {
    eventId: event.id,
    title: 'Accoglienza',
    startDate: options.start,
    endDate: options.end,
    maxVolunteer: Math.max(1, n + 2),
  });
  const volunteers: (Person & { signUpId: number })[] = [];
  for (let i = 0; i < n; i++) {
    const v = await person(app, `Vol${i + 1}`, `Rossi${String.fromCharCode(65 + i)}`);
    await buildMembership(app, { userId: v.id, associationId: association.id });
    const signUp = await buildSignUp(app, { shiftId: shift.id, userId: v.id });
    volunteers.push({ ...v, signUpId: signUp.id });
  }
  return { admin, association, event, shift, volunteers };
}

/** Another shift of the same association, with these people accepted on it. */
export async function anotherShift(
  app: TestApp,
  associationId: number,
  start: Date,
  end: Date,
  people: Person[],
  eventName?: string,
) {
  const event = await buildEvent(app, {
    associationId,
    isPublic: false,
    startDate: start,
    endDate: end,
    ...(eventName ? { name: eventName } : {}),
  });
  const shift = await buildShift(app, {
    eventId: event.id,
    title: 'Turno',
    startDate: start,
    endDate: end,
    maxVolunteer: people.length + 1,
  });
  const signUpIds: number[] = [];
  for (const p of people)
    signUpIds.push((await buildSignUp(app, { shiftId: shift.id, userId: p.id })).id);
  return { event, shift, signUpIds };
}

/** A signed-in person (no membership). */
export const stranger = (app: TestApp, name = 'Sara', surname = 'Estranea') =>
  person(app, name, surname);

/** The code of a shift as its administrators' page gets it. */
export async function codeOf(app: TestApp, adminToken: string, shiftId: number) {
  const r = await app.rest<{ code: string; url: string; valid_from: string; valid_until: string }>(
    'GET',
    `/api/shift/${shiftId}/check-in`,
    { token: adminToken },
  );
  if (r.status !== 200) throw new Error(`check-in code: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export const checkIn = (app: TestApp, shiftId: number, token: string, code: string) =>
  app.rest<{ checked_in_at?: string; key?: string; message: string }>(
    'POST',
    `/api/user-shift/${shiftId}/check-in`,
    { token, body: { code } },
  );

export const checkOut = (app: TestApp, shiftId: number, token: string) =>
  app.rest<{ checked_out_at?: string; minutes?: number; key?: string }>(
    'POST',
    `/api/user-shift/${shiftId}/check-out`,
    { token },
  );

export interface RestAttendance {
  id_user_shift: number;
  id_user: number;
  name: string;
  surname: string;
  status: 'present' | 'absent' | 'unknown';
  checked_in_at: string | null;
  checked_out_at: string | null;
  minutes: number | null;
  changes: {
    at: string;
    by: string | null;
    status: string;
    checked_in_at: string | null;
    checked_out_at: string | null;
    cause: string | null;
    from_status: string | null;
    from_checked_in_at: string | null;
    from_checked_out_at: string | null;
  }[];
}

export const attendanceOf = (app: TestApp, shiftId: number, token: string) =>
  app.rest<RestAttendance[]>('GET', `/api/shift/${shiftId}/attendance`, { token });

export const correct = (app: TestApp, signUpId: number, token: string, body: unknown) =>
  app.rest<RestAttendance & { key?: string }>('PATCH', `/api/user-shift/attendance/${signUpId}`, {
    token,
    body,
  });

export const confirm = (app: TestApp, shiftId: number, token: string) =>
  app.rest<RestAttendance[] & { key?: string }>(
    'POST',
    `/api/shift/${shiftId}/attendance/confirm`,
    { token },
  );

/** The attendance of a sign-up, as stored (attendance's own table; no row: unknown, no times). */
export async function stored(app: TestApp, signUpId: number) {
  const [row]: {
    attendance: string;
    checkedInAt: Date | null;
    checkedOutAt: Date | null;
  }[] = await app.dataSource.query(
    `SELECT COALESCE(sa.attendance, 'unknown') AS attendance, sa.checked_in_at AS "checkedInAt",
            sa.checked_out_at AS "checkedOutAt"
       FROM user_shift us LEFT JOIN shift_attendance sa ON sa.user_shift_id = us.id
      WHERE us.id = $1`,
    [signUpId],
  );
  return row;
}

/**
 * Writes a sign-up's attendance directly (a past, or times the API would refuse): the columns
 * given, the row made when there is none. No change is recorded, as no code path would leave it.
 */
export async function storeAttendance(
  app: Pick<TestApp, 'dataSource'>,
  signUpId: number,
  values: {
    attendance?: 'unknown' | 'present' | 'absent';
    checkedInAt?: Date | null;
    checkedOutAt?: Date | null;
  },
) {
  const columns = Object.entries({
    attendance: values.attendance,
    checked_in_at: values.checkedInAt,
    checked_out_at: values.checkedOutAt,
  }).filter(([, v]) => v !== undefined);
  await app.dataSource.query(
    `INSERT INTO shift_attendance (user_shift_id${columns.map(([c]) => `, ${c}`).join('')})
     VALUES ($1${columns.map((_, i) => `, $${i + 2}`).join('')})
     ON CONFLICT (user_shift_id) DO UPDATE
       SET ${columns.map(([c]) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [signUpId, ...columns.map(([, v]) => v)],
  );
}

/** Sets a shift's times directly (the past, or times the edit form would refuse). */
export async function moveShift(app: TestApp, shiftId: number, start: Date, end: Date) {
  await app.dataSource.query('UPDATE shift SET start_date = $2, end_date = $3 WHERE id = $1', [
    shiftId,
    start,
    end,
  ]);
}

/** A present attendance from `from` to `to`, as a confirmation would leave it. */
export async function present(app: TestApp, signUpId: number, from: Date, to: Date) {
  await storeAttendance(app, signUpId, {
    attendance: 'present',
    checkedInAt: from,
    checkedOutAt: to,
  });
}
