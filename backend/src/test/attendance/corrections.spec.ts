/**
 * Issue 22: what the administrators do with a shift's attendance, on the real database. "Conferma
 * presenze" only after the end (checked in → present with their times or the shift's end, the
 * others still unknown → absent, what an administrator set is kept), corrections from the
 * window's opening, each kept with who made it and when; minutes across Rome's daylight-saving
 * changes; who may do any of it.
 */
import { DateTime } from 'luxon';
import { buildMembership, buildSignUp } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import {
  attendanceOf,
  checkIn,
  codeOf,
  confirm,
  correct,
  HOUR,
  MINUTE,
  moveShift,
  shiftWorld,
  stored,
  stranger,
} from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const rome = (wallClock: string) => DateTime.fromISO(wallClock, { zone: 'Europe/Rome' }).toJSDate();

describe('"Conferma presenze"', () => {
  it('refused before the end; after it, checked in → present, the others → absent, corrections kept, each change audited', async () => {
    const start = new Date(Date.now() - 30 * MINUTE);
    const w = await shiftWorld(app, { start, end: new Date(Date.now() + HOUR), volunteers: 4 });
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [a, b, c, d] = w.volunteers;
    for (const p of [a, b, d])
      expect((await checkIn(app, w.shift.id, p.token, code)).status).toBe(200);
    // a says "Ho finito"; b forgets; c never came; d came, but the administrator marks them absent
    await app.rest('POST', `/api/user-shift/${w.shift.id}/check-out`, { token: a.token });
    expect((await correct(app, d.signUpId, w.admin.token, { status: 'absent' })).status).toBe(200);

    const early = await confirm(app, w.shift.id, w.admin.token);
    expect(early).toMatchObject({ status: 409, body: { key: 'attendance.shift_not_ended' } });
    expect((await stored(app, c.signUpId)).attendance).toBe('unknown');

    // the shift is over (its end moved into the past, the check-ins inside it)
    const end = new Date();
    await moveShift(app, w.shift.id, new Date(end.getTime() - 2 * HOUR), end);
    const before = Date.now();
    const done = await confirm(app, w.shift.id, w.admin.token);
    expect(done.status).toBe(200);
    const byUser = new Map(done.body.map((r) => [r.id_user, r]));
    const aIn = (await stored(app, a.signUpId)).checkedInAt!.toISOString();
    expect(byUser.get(a.id)).toMatchObject({ status: 'present', checked_in_at: aIn });
    expect(byUser.get(a.id)!.checked_out_at).not.toBeNull();
    expect(byUser.get(b.id)).toMatchObject({
      status: 'present',
      checked_out_at: end.toISOString(),
    });
    expect(byUser.get(c.id)).toMatchObject({
      status: 'absent',
      checked_in_at: null,
      checked_out_at: null,
      minutes: 0,
    });
    expect(byUser.get(d.id)).toMatchObject({ status: 'absent', minutes: 0 });
    // the confirmation is audited on the rows it changed, with who and when
    for (const p of [a, b, c]) {
      // the volunteers' own check-in and check-out are changes too (issue 31)
      const changes = byUser.get(p.id)!.changes.filter((x) => x.cause === 'confirmed');
      expect(changes).toHaveLength(1);
      expect(changes[0].by).toBe('Ada Admin');
      expect(new Date(changes[0].at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(changes[0].status).toBe(byUser.get(p.id)!.status);
    }
    // d's row keeps the administrator's choice and only its own change
    expect(
      byUser
        .get(d.id)!
        .changes.filter((x) => x.cause !== 'check_in')
        .map((x) => x.status),
    ).toEqual(['absent']);
    // the list is by surname
    expect(done.body.map((r) => r.surname)).toEqual(['RossiA', 'RossiB', 'RossiC', 'RossiD']);

    // confirming again changes nothing and audits nothing more
    const again = await confirm(app, w.shift.id, w.admin.token);
    expect(again.body).toEqual(done.body);
  });

  it('two administrators confirming at once change each row once', async () => {
    const end = new Date(Date.now() - MINUTE);
    const w = await shiftWorld(app, {
      start: new Date(end.getTime() - HOUR),
      end,
      volunteers: 3,
    });
    const second = await stranger(app, 'Bea', 'Seconda');
    await buildMembership(app, {
      userId: second.id,
      associationId: w.association.id,
      isAdmin: true,
    });
    const results = await Promise.all([
      confirm(app, w.shift.id, w.admin.token),
      confirm(app, w.shift.id, second.token),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const list = (await attendanceOf(app, w.shift.id, w.admin.token)).body;
    for (const row of list) {
      expect(row.status).toBe('absent');
      expect(row.changes).toHaveLength(1);
    }
  });
});

describe('corrections', () => {
  it('set present with times, correct them, mark absent: each change kept with who and when', async () => {
    const start = new Date(Date.now() - 3 * HOUR);
    start.setUTCSeconds(0, 0);
    const end = new Date(start.getTime() + 2 * HOUR);
    const w = await shiftWorld(app, { start, end, volunteers: 1 });
    const [v] = w.volunteers;
    const other = await stranger(app, 'Bea', 'Seconda');
    await buildMembership(app, {
      userId: other.id,
      associationId: w.association.id,
      isAdmin: true,
    });

    // present without times: the shift's times
    const first = await correct(app, v.signUpId, w.admin.token, { status: 'present' });
    expect(first.body).toMatchObject({
      status: 'present',
      checked_in_at: start.toISOString(),
      checked_out_at: end.toISOString(),
      minutes: 120,
    });
    // another administrator corrects the check-in (the check-out stays)
    const later = new Date(start.getTime() + 15 * MINUTE);
    const second = await correct(app, v.signUpId, other.token, {
      status: 'present',
      checked_in_at: later.toISOString(),
    });
    expect(second.body).toMatchObject({ checked_in_at: later.toISOString(), minutes: 105 });
    // the form's Rome wall-clock format is read too
    const wall = DateTime.fromJSDate(new Date(end.getTime() - 5 * MINUTE), {
      zone: 'Europe/Rome',
    }).toFormat('dd/LL/yyyy HH:mm');
    const third = await correct(app, v.signUpId, w.admin.token, {
      status: 'present',
      checked_out_at: wall,
    });
    expect(third.body.minutes).toBe(100);
    expect(third.body.changes.map((c) => [c.by, c.status, c.checked_in_at])).toEqual([
      ['Ada Admin', 'present', start.toISOString()],
      ['Bea Seconda', 'present', later.toISOString()],
      ['Ada Admin', 'present', later.toISOString()],
    ]);
    const ats = third.body.changes.map((c) => new Date(c.at).getTime());
    expect([...ats].sort()).toEqual(ats);
    // GraphQL shows the same changes
    const gql = await app.gql<{
      shiftAttendance: { signUpId: number; minutes: number; changes: { byName: string }[] }[];
    }>(
      `query($s: Int!) { shiftAttendance(shiftId: $s) { signUpId status minutes changes { at byName status checkedInAt checkedOutAt } } }`,
      { s: w.shift.id },
      w.admin.token,
    );
    expect(gql.data!.shiftAttendance[0].changes.map((c) => c.byName)).toEqual([
      'Ada Admin',
      'Bea Seconda',
      'Ada Admin',
    ]);
    // absent through GraphQL keeps the times as a record, counts 0
    const absent = await app.gql<{ setAttendance: { status: string; minutes: number } }>(
      `mutation($id: Int!) { setAttendance(input: { signUpId: $id, status: ABSENT }) { status minutes checkedInAt } }`,
      { id: v.signUpId },
      other.token,
    );
    expect(absent.data!.setAttendance).toMatchObject({
      status: 'ABSENT',
      minutes: 0,
      checkedInAt: later.toISOString(), // times left out stay as they were
    });
    // the author's account goes: the change stays, by an account since deleted
    await app.rest('DELETE', '/api/user', { token: other.token });
    const after = (await attendanceOf(app, w.shift.id, w.admin.token)).body[0];
    expect(after.changes.map((c) => c.by)).toEqual(['Ada Admin', null, 'Ada Admin', null]);
    const named = await app.gql<{ shiftAttendance: { changes: { byName: string }[] }[] }>(
      `query($s: Int!) { shiftAttendance(shiftId: $s) { changes { byName } } }`,
      { s: w.shift.id },
      w.admin.token,
    );
    expect(named.data!.shiftAttendance[0].changes[1].byName).toBe('Account eliminato');
  });

  it('refused: impossible times, times after now, before the start, a sign-up not accepted, and whoever is not its administrator', async () => {
    const start = new Date(Date.now() - HOUR);
    const end = new Date(Date.now() + HOUR);
    const w = await shiftWorld(app, { start, end, volunteers: 1 });
    const [v] = w.volunteers;
    const bad = [
      { status: 'present', checked_in_at: end.toISOString(), checked_out_at: start.toISOString() },
      { status: 'present', checked_out_at: '9999-12-31T00:00:00Z' },
      { status: 'unknown', checked_out_at: end.toISOString(), checked_in_at: null },
      { status: 'present', checked_in_at: 'ieri' },
    ];
    for (const body of bad) {
      const r = await correct(app, v.signUpId, w.admin.token, body);
      expect(r).toMatchObject({ status: 400, body: { key: 'attendance.times_not_valid' } });
    }
    expect((await correct(app, v.signUpId, w.admin.token, { status: 'maybe' })).status).toBe(400);
    // a waiting request has no attendance
    const waiting = await stranger(app);
    await buildMembership(app, { userId: waiting.id, associationId: w.association.id });
    const request = await buildSignUp(app, {
      shiftId: w.shift.id,
      userId: waiting.id,
      status: 'waiting',
    });
    expect(await correct(app, request.id, w.admin.token, { status: 'present' })).toMatchObject({
      status: 409,
      body: { key: 'attendance.not_accepted' },
    });
    // the volunteer themself (sees the event): 403; another association's administrator: 404
    expect((await correct(app, v.signUpId, v.token, { status: 'present' })).status).toBe(403);
    const other = await shiftWorld(app, { start, end });
    expect((await correct(app, v.signUpId, other.admin.token, { status: 'present' })).status).toBe(
      404,
    );
    expect((await correct(app, 2_000_000_000, w.admin.token, { status: 'present' })).status).toBe(
      404,
    );
    expect((await confirm(app, w.shift.id, other.admin.token)).status).toBe(404);
    expect((await attendanceOf(app, w.shift.id, other.admin.token)).status).toBe(404);
    expect((await attendanceOf(app, w.shift.id, v.token)).status).toBe(403);
    // no time after now (issue 31), even within the shift
    for (const body of [
      { status: 'present', checked_out_at: new Date(Date.now() + 10 * MINUTE).toISOString() },
      { status: 'present', checked_in_at: new Date(Date.now() + 5 * MINUTE).toISOString() },
    ])
      expect(await correct(app, v.signUpId, w.admin.token, body)).toMatchObject({
        status: 400,
        body: { key: 'attendance.time_in_future' },
      });
    // a shift 30 minutes away (its check-in already open): nothing before its start (issue 31)
    const future = await shiftWorld(app, {
      start: new Date(Date.now() + 30 * MINUTE),
      end: new Date(Date.now() + 3 * HOUR),
    });
    for (const status of ['present', 'absent'])
      expect(
        await correct(app, future.volunteers[0].signUpId, future.admin.token, { status }),
      ).toMatchObject({ status: 409, body: { key: 'attendance.not_started' } });
    // nothing above changed a row or wrote a change
    expect(await stored(app, v.signUpId)).toEqual({
      attendance: 'unknown',
      checkedInAt: null,
      checkedOutAt: null,
    });
    const [{ n }]: { n: number }[] = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM attendance_change WHERE user_shift_id = ANY($1)',
      [[v.signUpId, request.id, future.volunteers[0].signUpId]],
    );
    expect(n).toBe(0);
  });
});

describe('minutes across daylight-saving changes (Rome)', () => {
  it.each([
    ['2026-03-29 (clocks forward): 60', '2026-03-29', 60, '29/03/2026 01:30', '29/03/2026 03:30'],
    ['2026-10-25 (clocks back): 180', '2026-10-25', 180, '25/10/2026 01:30', '25/10/2026 03:30'],
  ])(
    '%s minutes from 01:30 to 03:30 Rome (REST, GraphQL, the hours)',
    async (_label, day, minutes, wallFrom, wallTo) => {
      const from = `${day}T01:30`;
      const to = `${day}T03:30`;
      const w = await shiftWorld(app, {
        start: rome(`${day}T01:00`),
        end: rome(`${day}T04:00`),
        volunteers: 2,
      });
      const [a, b] = w.volunteers;
      // one given as ISO instants, the other in the form's Rome wall-clock format
      const r1 = await correct(app, a.signUpId, w.admin.token, {
        status: 'present',
        checked_in_at: rome(from).toISOString(),
        checked_out_at: rome(to).toISOString(),
      });
      const r2 = await correct(app, b.signUpId, w.admin.token, {
        status: 'present',
        checked_in_at: wallFrom,
        checked_out_at: wallTo,
      });
      expect([r1.body.minutes, r2.body.minutes]).toEqual([minutes, minutes]);
      expect(r2.body.checked_in_at).toBe(rome(from).toISOString());
      const hours = await app.rest<{
        total_minutes: number;
        months: { month: string; minutes: number }[];
      }>('GET', `/api/user/hours?from=${day}&to=${day}`, { token: a.token });
      expect(hours.body.total_minutes).toBe(minutes);
      expect(hours.body.months).toEqual([{ month: day.slice(0, 7), minutes }]);
      const gql = await app.gql<{ shiftAttendance: { minutes: number }[] }>(
        `query($s: Int!) { shiftAttendance(shiftId: $s) { minutes } }`,
        { s: w.shift.id },
        w.admin.token,
      );
      expect(gql.data!.shiftAttendance.map((x) => x.minutes)).toEqual([minutes, minutes]);
    },
  );
});
