/**
 * Issue 31, "attendance that cannot vanish": a volunteer cannot withdraw from a shift that has
 * started; a sign-up with attendance recorded is deleted by nobody (withdrawal, removal, the
 * deletion of its shift or event, leaving the association) but its person's account deletion;
 * `attendance_change` is append-only; an ended shift's removal sends no "Rimozione dal turno".
 */
import { DateTime } from 'luxon';
import { buildMembership } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { eventually } from '../eventually';
import {
  attendanceOf,
  checkIn,
  checkOut,
  codeOf,
  confirm,
  correct,
  HOUR,
  MINUTE,
  present,
  shiftWorld,
  stored,
  storeAttendance,
  stranger,
} from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const withdraw = (shiftId: number, token: string) =>
  app.rest<{ key?: string }>('DELETE', `/api/user-shift/${shiftId}`, { token });

const remove = (shiftId: number, token: string, userId: number) =>
  app.rest<{ key?: string }>('DELETE', `/api/user-shift/${shiftId}`, {
    token,
    body: { id_user: userId },
  });

const signUpCount = async (signUpId: number) =>
  (
    (await app.dataSource.query('SELECT count(*)::int AS n FROM user_shift WHERE id = $1', [
      signUpId,
    ])) as { n: number }[]
  )[0].n;

const changeCount = async (signUpId: number) =>
  (
    (await app.dataSource.query(
      'SELECT count(*)::int AS n FROM attendance_change WHERE user_shift_id = $1',
      [signUpId],
    )) as { n: number }[]
  )[0].n;

/** A shift that ended an hour ago with `n` volunteers, the first marked present by its admin. */
async function endedWithPresent(n = 1) {
  const w = await shiftWorld(app, {
    start: new Date(Date.now() - 3 * HOUR),
    end: new Date(Date.now() - HOUR),
    volunteers: n,
  });
  const r = await correct(app, w.volunteers[0].signUpId, w.admin.token, { status: 'present' });
  expect(r.status).toBe(200);
  return w;
}

describe("a volunteer's withdrawal", () => {
  it('from the start it is refused (409 shift.started), REST and GraphQL; before, it works', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() - MINUTE),
      end: new Date(Date.now() + HOUR),
      volunteers: 2,
    });
    const [a, b] = w.volunteers;
    expect(await withdraw(w.shift.id, a.token)).toMatchObject({
      status: 409,
      body: { key: 'shift.started' },
    });
    const gql = await app.gql(
      'mutation($s: Int!) { withdrawFromShift(input: { shiftId: $s }) { id } }',
      { s: w.shift.id },
      b.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', key: 'shift.started' });
    expect(await signUpCount(a.signUpId)).toBe(1);
    expect(await signUpCount(b.signUpId)).toBe(1);

    const later = await shiftWorld(app, {
      start: new Date(Date.now() + 2 * HOUR),
      end: new Date(Date.now() + 3 * HOUR),
    });
    expect((await withdraw(later.shift.id, later.volunteers[0].token)).status).toBe(200);
    expect(await signUpCount(later.volunteers[0].signUpId)).toBe(0);
  });

  it('checked in before the start: refused (409 attendance.recorded), the check-in stays', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() + 30 * MINUTE),
      end: new Date(Date.now() + 2 * HOUR),
    });
    const [v] = w.volunteers;
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    expect((await checkIn(app, w.shift.id, v.token, code)).status).toBe(200);
    expect(await withdraw(w.shift.id, v.token)).toMatchObject({
      status: 409,
      body: { key: 'attendance.recorded' },
    });
    expect((await stored(app, v.signUpId)).checkedInAt).not.toBeNull();
  });
});

describe("an administrator's removal", () => {
  it('of a sign-up with attendance recorded: 409 attendance.recorded, the statement stays valid', async () => {
    const w = await endedWithPresent();
    const [v] = w.volunteers;
    const today = DateTime.now().setZone('Europe/Rome');
    const issued = await app.gql<{ issueHoursStatement: { verifyUrl: string } }>(
      `mutation($a: Int!, $f: String!, $t: String!) {
         issueHoursStatement(input: { associationId: $a, from: $f, to: $t }) { verifyUrl }
       }`,
      { a: w.association.id, f: today.minus({ days: 30 }).toISODate(), t: today.toISODate() },
      v.token,
    );
    const token = /verify\/([A-Za-z0-9_-]{22})$/.exec(
      issued.data!.issueHoursStatement.verifyUrl,
    )![1];
    expect(await remove(w.shift.id, w.admin.token, v.id)).toMatchObject({
      status: 409,
      body: { key: 'attendance.recorded' },
    });
    const gql = await app.gql(
      'mutation($s: Int!, $u: Int!) { removeFromShift(input: { shiftId: $s, userId: $u }) { id } }',
      { s: w.shift.id, u: v.id },
      w.admin.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ key: 'attendance.recorded' });
    expect(await signUpCount(v.signUpId)).toBe(1);
    expect(await changeCount(v.signUpId)).toBe(1);
    const verified = await app.rest<{ valid: boolean }>('GET', `/api/verify/${token}`);
    expect(verified.body.valid).toBe(true);
  });

  it('of an ended shift without attendance: done, and no "Rimozione dal turno" for a past shift', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() - 3 * HOUR),
      end: new Date(Date.now() - HOUR),
    });
    const [v] = w.volunteers;
    expect((await remove(w.shift.id, w.admin.token, v.id)).status).toBe(200);
    expect(await signUpCount(v.signUpId)).toBe(0);
    // a shift still to come: the notice is sent (the rule is about the past only)
    const ahead = await shiftWorld(app, {
      start: new Date(Date.now() + 3 * HOUR),
      end: new Date(Date.now() + 4 * HOUR),
    });
    const [u] = ahead.volunteers;
    expect((await remove(ahead.shift.id, ahead.admin.token, u.id)).status).toBe(200);
    const notices: { userId: number }[] = await app.dataSource.query(
      `SELECT user_id AS "userId" FROM notification
        WHERE kind = 'removed_from_shift' AND user_id = ANY($1::int[])`,
      [[v.id, u.id]],
    );
    expect(notices).toEqual([{ userId: u.id }]);
  });
});

describe('deleting a shift or an event', () => {
  it('with attendance recorded: 409 attendance.recorded (REST and GraphQL); archiving keeps it', async () => {
    const w = await endedWithPresent();
    const shift = await app.rest<{ key?: string }>('DELETE', `/api/shift/${w.shift.id}`, {
      token: w.admin.token,
    });
    expect(shift).toMatchObject({ status: 409, body: { key: 'attendance.recorded' } });
    const event = await app.rest<{ key?: string }>('DELETE', `/api/event/${w.event.id}`, {
      token: w.admin.token,
    });
    expect(event).toMatchObject({ status: 409, body: { key: 'attendance.recorded' } });
    const gql = await app.gql(
      'mutation($e: Int!) { deleteEvent(input: { eventId: $e }) { id } }',
      { e: w.event.id },
      w.admin.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ key: 'attendance.recorded' });
    expect(await signUpCount(w.volunteers[0].signUpId)).toBe(1);
    const archived = await app.rest('PATCH', `/api/event/terminated/${w.event.id}`, {
      token: w.admin.token,
    });
    expect(archived.status).toBe(200);
    expect((await stored(app, w.volunteers[0].signUpId)).attendance).toBe('present');
  });

  it('without attendance: deleted as before', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() - 3 * HOUR),
      end: new Date(Date.now() - HOUR),
    });
    const r = await app.rest('DELETE', `/api/event/${w.event.id}`, { token: w.admin.token });
    expect(r.status).toBe(200);
    expect(await signUpCount(w.volunteers[0].signUpId)).toBe(0);
  });
});

describe('leaving the association', () => {
  it('keeps a sign-up an administrator marked absent on a members-only shift under way', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() - 30 * MINUTE),
      end: new Date(Date.now() + HOUR),
    });
    const [v] = w.volunteers;
    expect((await correct(app, v.signUpId, w.admin.token, { status: 'absent' })).status).toBe(200);
    const [membership] = (await app.dataSource.query(
      `SELECT id FROM user_association WHERE user_id = $1 AND association_id = $2`,
      [v.id, w.association.id],
    )) as { id: number }[];
    const left = await app.rest('DELETE', `/api/user-association/${w.association.id}`, {
      token: v.token,
      body: { id_user_association: membership.id },
    });
    expect(left.status).toBe(200);
    expect((await stored(app, v.signUpId)).attendance).toBe('absent');
  });
});

describe('the database keeps the record', () => {
  it('attendance_change refuses UPDATE, DELETE and TRUNCATE; a sign-up with attendance refuses DELETE', async () => {
    const w = await endedWithPresent();
    const [v] = w.volunteers;
    await expect(
      app.dataSource.query(
        `UPDATE attendance_change SET attendance = 'absent' WHERE user_shift_id = $1`,
        [v.signUpId],
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      app.dataSource.query('DELETE FROM attendance_change WHERE user_shift_id = $1', [v.signUpId]),
    ).rejects.toThrow(/append-only/);
    await expect(app.dataSource.query('TRUNCATE attendance_change CASCADE')).rejects.toThrow(
      /append-only/,
    );
    // the attendance row's ON DELETE RESTRICT (issue 32; a trigger before)
    await expect(
      app.dataSource.query('DELETE FROM user_shift WHERE id = $1', [v.signUpId]),
    ).rejects.toThrow(/RESTRICT .*"FK_shift_attendance_user_shift"/);
    await expect(
      app.dataSource.query('DELETE FROM shift WHERE id = $1', [w.shift.id]),
    ).rejects.toThrow(/RESTRICT .*"FK_shift_attendance_user_shift"/);
    expect(await changeCount(v.signUpId)).toBe(1);
  });

  it("an administrator's account deletion leaves their changes authorless; the volunteer's erases theirs", async () => {
    const w = await endedWithPresent(2);
    const [a, b] = w.volunteers;
    await present(app, b.signUpId, w.shift.startDate, w.shift.endDate);
    // a second administrator who corrected b's times, then deleted their account
    const other = { admin: await stranger(app, 'Otto', 'Secondo') };
    await buildMembership(app, {
      userId: other.admin.id,
      associationId: w.association.id,
      isAdmin: true,
    });
    expect((await correct(app, b.signUpId, other.admin.token, { status: 'present' })).status).toBe(
      200,
    );
    expect((await app.rest('DELETE', '/api/user', { token: other.admin.token })).status).toBe(200);
    const list = await attendanceOf(app, w.shift.id, w.admin.token);
    const bChanges = list.body.find((r) => r.id_user === b.id)!.changes;
    expect(bChanges.map((c) => c.by)).toEqual([null]);
    // the volunteer's own deletion takes their sign-up and its changes (GDPR erasure)
    expect((await app.rest('DELETE', '/api/user', { token: a.token })).status).toBe(200);
    expect(await signUpCount(a.signUpId)).toBe(0);
    expect(await changeCount(a.signUpId)).toBe(0);
    expect(await changeCount(b.signUpId)).toBe(1);
  });
});

describe('hours for a shift that has not started', () => {
  it('"Ho finito" before the start is refused (409 attendance.not_started); the check-in stays open', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() + 30 * MINUTE),
      end: new Date(Date.now() + 2 * HOUR),
    });
    const [v] = w.volunteers;
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    expect((await checkIn(app, w.shift.id, v.token, code)).status).toBe(200);
    expect(await checkOut(app, w.shift.id, v.token)).toMatchObject({
      status: 409,
      body: { key: 'attendance.not_started' },
    });
    expect((await stored(app, v.signUpId)).checkedOutAt).toBeNull();
  });

  it('present without times on a shift under way: from the start to now, not to the end', async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    const w = await shiftWorld(app, { start, end: new Date(Date.now() + 2 * HOUR) });
    const before = Date.now();
    const r = await correct(app, w.volunteers[0].signUpId, w.admin.token, { status: 'present' });
    expect(r.status).toBe(200);
    const out = new Date(r.body.checked_out_at!).getTime();
    expect(out).toBeGreaterThanOrEqual(before - 1000);
    expect(out).toBeLessThanOrEqual(Date.now());
    expect(r.body.minutes).toBeGreaterThanOrEqual(29);
    expect(r.body.minutes).toBeLessThanOrEqual(31);
  });
});

describe('minutes: within the shift, unless an administrator typed the times', () => {
  it('an early check-in and a late check-out count from the start to the end; typed times count as typed', async () => {
    const end = new Date(Date.now() - HOUR);
    end.setUTCSeconds(0, 0);
    const start = new Date(end.getTime() - 2 * HOUR);
    const w = await shiftWorld(app, { start, end, volunteers: 2 });
    const [a, b] = w.volunteers;
    // a checked in 40 minutes early and the confirmation closed them at the end
    await storeAttendance(app, a.signUpId, {
      checkedInAt: new Date(start.getTime() - 40 * MINUTE),
    });
    // b's times were stored beyond the shift on both sides, as no volunteer's can be any more
    await present(
      app,
      b.signUpId,
      new Date(start.getTime() - 30 * MINUTE),
      new Date(end.getTime() + 30 * MINUTE),
    );
    expect((await confirm(app, w.shift.id, w.admin.token)).status).toBe(200);
    const minutes = async () =>
      new Map(
        (await attendanceOf(app, w.shift.id, w.admin.token)).body.map((r) => [
          r.id_user,
          r.minutes,
        ]),
      );
    expect(await minutes()).toEqual(
      new Map([
        [a.id, 120],
        [b.id, 120],
      ]),
    );
    const hours = await app.rest<{ id_user: number; minutes: number }[]>(
      'GET',
      `/api/association/${w.association.id}/hours`,
      { token: w.admin.token },
    );
    expect(hours.body.filter((x) => x.id_user === a.id || x.id_user === b.id)).toEqual([
      expect.objectContaining({ id_user: a.id, minutes: 120 }),
      expect.objectContaining({ id_user: b.id, minutes: 120 }),
    ]);
    // an administrator types a's check-in 30 minutes before the start: their time counts
    const typed = await correct(app, a.signUpId, w.admin.token, {
      status: 'present',
      checked_in_at: new Date(start.getTime() - 30 * MINUTE).toISOString(),
    });
    expect(typed.body.minutes).toBe(150);
    // and stays theirs when the status alone changes later
    expect(
      (await correct(app, a.signUpId, w.admin.token, { status: 'present' })).body.minutes,
    ).toBe(150);
  });
});

describe('the audit shows "da → a"', () => {
  it('check-in, check-out, the automatic check-out and a correction, each with what it replaced and who', async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    const w = await shiftWorld(app, { start, end: new Date(Date.now() + 3000), volunteers: 2 });
    const [a, b] = w.volunteers;
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    for (const p of [a, b])
      expect((await checkIn(app, w.shift.id, p.token, code)).status).toBe(200);
    expect((await checkOut(app, w.shift.id, b.token)).status).toBe(200);
    await eventually(async () => (await stored(app, a.signUpId)).checkedOutAt !== null, {
      what: 'the automatic check-out',
      timeoutMs: 30_000,
    });
    const aIn = (await stored(app, a.signUpId)).checkedInAt!.toISOString();
    const list = (await attendanceOf(app, w.shift.id, w.admin.token)).body;
    const changesOf = (id: number) => list.find((r) => r.id_user === id)!.changes;
    expect(changesOf(a.id)).toEqual([
      expect.objectContaining({
        cause: 'check_in',
        by: 'Vol1 RossiA',
        from_status: 'unknown',
        from_checked_in_at: null,
        checked_in_at: aIn,
      }),
      expect.objectContaining({
        cause: 'auto_check_out',
        by: null,
        from_checked_in_at: aIn,
        from_checked_out_at: null,
        checked_out_at: w.shift.endDate.toISOString(),
      }),
    ]);
    expect(changesOf(b.id).map((c) => [c.cause, c.by])).toEqual([
      ['check_in', 'Vol2 RossiB'],
      ['check_out', 'Vol2 RossiB'],
    ]);
    // a correction: from unknown and the volunteer's times to present and the typed time
    const typedIn = new Date(start.getTime() + 5 * MINUTE).toISOString();
    const corrected = await correct(app, a.signUpId, w.admin.token, {
      status: 'present',
      checked_in_at: typedIn,
    });
    expect(corrected.body.changes.at(-1)).toMatchObject({
      cause: 'corrected',
      by: 'Ada Admin',
      from_status: 'unknown',
      from_checked_in_at: aIn,
      status: 'present',
      checked_in_at: typedIn,
    });
    // GraphQL: the same, and the job's author is "automatico"
    const gql = await app.gql<{
      shiftAttendance: {
        userId: number;
        changes: { byName: string; cause: string; fromStatus: string | null }[];
      }[];
    }>(
      `query($s: Int!) { shiftAttendance(shiftId: $s) { userId changes { byName cause fromStatus status fromCheckedInAt checkedInAt } } }`,
      { s: w.shift.id },
      w.admin.token,
    );
    const gqlA = gql.data!.shiftAttendance.find((r) => r.userId === a.id)!;
    expect(gqlA.changes.map((c) => [c.cause, c.byName, c.fromStatus])).toEqual([
      ['CHECK_IN', 'Vol1 RossiA', 'UNKNOWN'],
      ['AUTO_CHECK_OUT', 'automatico', 'UNKNOWN'],
      ['CORRECTED', 'Ada Admin', 'UNKNOWN'],
    ]);
  });
});
