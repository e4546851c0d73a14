/**
 * Issue 22: check-in by QR code on the real database, through the REST facade and GraphQL as the
 * app serves them. The code's window (exactly 60 minutes before the start to exactly the end),
 * who may use it (accepted volunteers of that shift only), once per person even under concurrent
 * taps, a moved shift's old code refused, "Ho finito" and the automatic check-out at the end (the
 * job, moved with the shift by an edit).
 */
import { eventually } from '../eventually';
import { buildMembership, buildSignUp } from '../factories';
import { UPDATE } from '../events/support';
import { startTestApp, type TestApp } from '../test-app';
import {
  attendanceOf,
  checkIn,
  checkOut,
  codeOf,
  HOUR,
  MINUTE,
  moveShift,
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

/** A shift under way: started `minutes` ago, ending in `hours`. */
const underWay = (volunteers = 1, hours = 2, minutes = 10) =>
  shiftWorld(app, {
    start: new Date(Date.now() - minutes * MINUTE),
    end: new Date(Date.now() + hours * HOUR),
    volunteers,
  });

describe('the code', () => {
  it('administrators get the code, the address its QR code holds and its window; others do not', async () => {
    const start = new Date(Date.now() + 3 * HOUR);
    const w = await shiftWorld(app, { start, end: new Date(start.getTime() + 2 * HOUR) });
    const code = await codeOf(app, w.admin.token, w.shift.id);
    expect(code.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(code.url).toBe(`http://insieme.test/check-in/${w.shift.id}?code=${code.code}`);
    expect(code.valid_from).toBe(new Date(start.getTime() - HOUR).toISOString());
    expect(code.valid_until).toBe(new Date(start.getTime() + 2 * HOUR).toISOString());
    // an accepted volunteer sees the event but not its code; a stranger not even the event
    const volunteer = w.volunteers[0];
    expect(
      (await app.rest('GET', `/api/shift/${w.shift.id}/check-in`, { token: volunteer.token }))
        .status,
    ).toBe(403);
    const s = await stranger(app);
    expect(
      (await app.rest('GET', `/api/shift/${w.shift.id}/check-in`, { token: s.token })).status,
    ).toBe(404);
    // GraphQL: the same code, and its QR code as an SVG document
    const gql = await app.gql<{ shiftCheckIn: { code: string; url: string; qrSvg: string } }>(
      `query($s: Int!) { shiftCheckIn(shiftId: $s) { code url validFrom validUntil qrSvg } }`,
      { s: w.shift.id },
      w.admin.token,
    );
    expect(gql.data!.shiftCheckIn).toMatchObject({ code: code.code, url: code.url });
    expect(gql.data!.shiftCheckIn.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});

describe('the window', () => {
  afterEach(() => jest.useRealTimers());

  /** The server's clock (the app runs in this process) set to `at`; nothing else is faked. */
  const clockAt = (at: number) => {
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    jest.setSystemTime(at);
  };

  it('opens exactly 60 minutes before the start and closes exactly at the end, both included', async () => {
    const start = new Date(Date.now() + 30 * MINUTE);
    const end = new Date(start.getTime() + 30 * MINUTE);
    const w = await shiftWorld(app, { start, end, volunteers: 3 });
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [a, b, c] = w.volunteers;
    const opens = start.getTime() - 60 * MINUTE;

    clockAt(opens - 1);
    expect((await checkIn(app, w.shift.id, a.token, code)).body).toMatchObject({
      key: 'attendance.outside_window',
    });
    clockAt(opens);
    const first = await checkIn(app, w.shift.id, a.token, code);
    expect(first.status).toBe(200);
    expect(first.body.checked_in_at).toBe(new Date(opens).toISOString());
    clockAt(end.getTime());
    expect((await checkIn(app, w.shift.id, b.token, code)).status).toBe(200);
    clockAt(end.getTime() + 1);
    const late = await checkIn(app, w.shift.id, c.token, code);
    expect(late.status).toBe(409);
    expect(late.body.key).toBe('attendance.outside_window');
    jest.useRealTimers();

    expect((await stored(app, c.signUpId)).checkedInAt).toBeNull();
  });

  it('a photographed code is useless the day after: the shift has ended', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() - 26 * HOUR),
      end: new Date(Date.now() - 24 * HOUR),
    });
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const r = await checkIn(app, w.shift.id, w.volunteers[0].token, code);
    expect(r).toMatchObject({ status: 409, body: { key: 'attendance.outside_window' } });
  });
});

describe('who may check in', () => {
  it('only accepted volunteers of that shift, with its code (the others 403; a made-up code on a hidden shift 404)', async () => {
    const w = await underWay(1);
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [v] = w.volunteers;

    // a volunteer of the association whose request is still waiting
    const waiting = await stranger(app, 'Walter', 'Attesa');
    await buildMembership(app, { userId: waiting.id, associationId: w.association.id });
    const waitingSignUp = await buildSignUp(app, {
      shiftId: w.shift.id,
      userId: waiting.id,
      status: 'waiting',
    });
    expect((await checkIn(app, w.shift.id, waiting.token, code)).body).toMatchObject({
      key: 'attendance.not_accepted',
    });
    // a rejected one, and a volunteer of the association without a sign-up
    const rejected = await stranger(app, 'Rita', 'Respinta');
    await buildMembership(app, { userId: rejected.id, associationId: w.association.id });
    await buildSignUp(app, { shiftId: w.shift.id, userId: rejected.id, status: 'rejected' });
    const notSigned = await stranger(app, 'Nando', 'Nessuno');
    await buildMembership(app, { userId: notSigned.id, associationId: w.association.id });
    for (const p of [rejected, notSigned]) {
      const r = await checkIn(app, w.shift.id, p.token, code);
      expect(r).toMatchObject({ status: 403, body: { key: 'attendance.not_accepted' } });
    }
    // a volunteer of another association with the code (shown the QR code): not on it, 403;
    // with a made-up code the private event is not even found
    const other = await shiftWorld(app, {
      start: new Date(Date.now() - 10 * MINUTE),
      end: new Date(Date.now() + HOUR),
    });
    expect(await checkIn(app, w.shift.id, other.volunteers[0].token, code)).toMatchObject({
      status: 403,
      body: { key: 'attendance.not_accepted' },
    });
    expect((await checkIn(app, w.shift.id, other.volunteers[0].token, 'A'.repeat(16))).status).toBe(
      404,
    );
    // … and on a public event, where they see the shift: not on it, 403
    const open = await shiftWorld(app, {
      start: new Date(Date.now() - 10 * MINUTE),
      end: new Date(Date.now() + HOUR),
      isPublic: true,
    });
    const openCode = (await codeOf(app, open.admin.token, open.shift.id)).code;
    expect(await checkIn(app, open.shift.id, other.volunteers[0].token, openCode)).toMatchObject({
      status: 403,
      body: { key: 'attendance.not_accepted' },
    });
    // the code of another shift, a made-up one, an unknown shift
    expect(await checkIn(app, w.shift.id, v.token, openCode)).toMatchObject({
      status: 403,
      body: { key: 'attendance.wrong_code' },
    });
    expect((await checkIn(app, w.shift.id, v.token, 'A'.repeat(16))).body.key).toBe(
      'attendance.wrong_code',
    );
    expect((await checkIn(app, 2_000_000_000, v.token, code)).status).toBe(404);
    // without a login
    expect(
      (await app.rest('POST', `/api/user-shift/${w.shift.id}/check-in`, { body: { code } })).status,
    ).toBe(401);

    // nobody refused was checked in; the accepted volunteer still can be
    const rows: { n: number }[] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM user_shift us JOIN shift_attendance sa ON sa.user_shift_id = us.id
        WHERE sa.checked_in_at IS NOT NULL AND us.shift_id = ANY($1)`,
      [[w.shift.id, open.shift.id]],
    );
    expect(rows[0].n).toBe(0);
    expect((await stored(app, waitingSignUp.id)).checkedInAt).toBeNull();
    expect((await checkIn(app, w.shift.id, v.token, code)).status).toBe(200);
  });

  it('a moved shift has a new code: the old one, printed before the move, is refused', async () => {
    const w = await underWay(2);
    const old = (await codeOf(app, w.admin.token, w.shift.id)).code;
    await moveShift(
      app,
      w.shift.id,
      new Date(Date.now() - 5 * MINUTE),
      new Date(Date.now() + 3 * HOUR),
    );
    const fresh = (await codeOf(app, w.admin.token, w.shift.id)).code;
    expect(fresh).not.toBe(old);
    expect(await checkIn(app, w.shift.id, w.volunteers[0].token, old)).toMatchObject({
      status: 403,
      body: { key: 'attendance.wrong_code' },
    });
    expect((await checkIn(app, w.shift.id, w.volunteers[0].token, fresh)).status).toBe(200);
  });
});

describe('leaving the association', () => {
  it('while checked in keeps the sign-up and the check-in; not checked in, the sign-up goes', async () => {
    const w = await underWay(2);
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [came, absent] = w.volunteers;
    expect((await checkIn(app, w.shift.id, came.token, code)).status).toBe(200);
    for (const v of [came, absent]) {
      const [membership] = (await app.dataSource.query(
        `SELECT id FROM user_association WHERE user_id = $1 AND association_id = $2`,
        [v.id, w.association.id],
      )) as { id: number }[];
      const left = await app.rest('DELETE', `/api/user-association/${w.association.id}`, {
        token: v.token,
        body: { id_user_association: membership.id },
      });
      expect(left.status).toBe(200);
    }
    // the one who came is still on the shift, checked in; the other's sign-up was withdrawn
    expect((await stored(app, came.signUpId)).checkedInAt).not.toBeNull();
    const remaining = (await app.dataSource.query(
      `SELECT user_id FROM user_shift WHERE shift_id = $1`,
      [w.shift.id],
    )) as { user_id: number }[];
    expect(remaining.map((r) => r.user_id)).toEqual([came.id]);
    // the private event is hidden from them now ("Ho finito" is a 404), so the automatic
    // check-out at the end closes their attendance
    expect((await checkOut(app, w.shift.id, came.token)).status).toBe(404);
    const jobs: { runAt: Date }[] = await app.dataSource.query(
      `SELECT run_at AS "runAt" FROM graphile_worker.jobs WHERE key = $1`,
      [`attendance-check-out:${w.shift.id}`],
    );
    expect(jobs.map((j) => j.runAt.toISOString())).toEqual([w.shift.endDate.toISOString()]);
  });
});

describe('once per person', () => {
  it('ten taps at once: exactly one check-in, nine 409s, one time recorded', async () => {
    const w = await underWay(1);
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [v] = w.volunteers;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkIn(app, w.shift.id, v.token, code)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.key).toBe('attendance.already_checked_in');
    const winner = results.find((r) => r.status === 200)!;
    expect((await stored(app, v.signUpId)).checkedInAt!.toISOString()).toBe(
      winner.body.checked_in_at,
    );
    // and later, again: 409
    expect((await checkIn(app, w.shift.id, v.token, code)).status).toBe(409);
    // one automatic check-out pending for the shift, at its end
    const jobs: { runAt: Date }[] = await app.dataSource.query(
      `SELECT run_at AS "runAt" FROM graphile_worker.jobs WHERE key = $1`,
      [`attendance-check-out:${w.shift.id}`],
    );
    expect(jobs.map((j) => j.runAt.toISOString())).toEqual([w.shift.endDate.toISOString()]);
  });
});

describe('GraphQL', () => {
  const SHIFT_ATTENDANCE = 'id myAttendance { status checkedInAt checkedOutAt minutes }';
  it('checkIn and checkOut answer the Shift with the viewer’s attendance; myAttendance is null for others', async () => {
    const w = await underWay(1);
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [v] = w.volunteers;
    const before = await app.gql<{ shift: { myAttendance: unknown } }>(
      `query($id: Int!) { shift(id: $id) { ${SHIFT_ATTENDANCE} } }`,
      { id: w.shift.id },
      v.token,
    );
    expect(before.data!.shift.myAttendance).toEqual({
      status: 'UNKNOWN',
      checkedInAt: null,
      checkedOutAt: null,
      minutes: null,
    });
    const wrong = await app.gql(
      `mutation($s: Int!, $c: String!) { checkIn(input: { shiftId: $s, code: $c }) { id } }`,
      { s: w.shift.id, c: 'x' },
      v.token,
    );
    expect(wrong.errors![0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      key: 'attendance.wrong_code',
    });
    const done = await app.gql<{ checkIn: { myAttendance: { checkedInAt: string } } }>(
      `mutation($s: Int!, $c: String!) { checkIn(input: { shiftId: $s, code: $c }) { ${SHIFT_ATTENDANCE} } }`,
      { s: w.shift.id, c: code },
      v.token,
    );
    expect(done.data!.checkIn.myAttendance.checkedInAt).toEqual(expect.any(String));
    const twice = await app.gql(
      `mutation($s: Int!, $c: String!) { checkIn(input: { shiftId: $s, code: $c }) { id } }`,
      { s: w.shift.id, c: code },
      v.token,
    );
    expect(twice.errors![0].extensions).toMatchObject({ code: 'CONFLICT' });
    const out = await app.gql<{
      checkOut: { myAttendance: { checkedOutAt: string; minutes: number } };
    }>(
      `mutation($s: Int!) { checkOut(input: { shiftId: $s }) { ${SHIFT_ATTENDANCE} } }`,
      { s: w.shift.id },
      v.token,
    );
    expect(out.data!.checkOut.myAttendance).toMatchObject({
      status: 'UNKNOWN',
      checkedOutAt: expect.any(String),
      minutes: 0,
    });
    // the administrator has no sign-up on the shift: no attendance of their own
    const admin = await app.gql<{ shift: { myAttendance: unknown } }>(
      `query($id: Int!) { shift(id: $id) { ${SHIFT_ATTENDANCE} } }`,
      { id: w.shift.id },
      w.admin.token,
    );
    expect(admin.data!.shift.myAttendance).toBeNull();
  });
});

describe('check-out', () => {
  it('"Ho finito" records the time and the minutes; before checking in or twice: 409', async () => {
    const w = await underWay(1, 2, 45);
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [v] = w.volunteers;
    expect(await checkOut(app, w.shift.id, v.token)).toMatchObject({
      status: 409,
      body: { key: 'attendance.not_checked_in' },
    });
    await checkIn(app, w.shift.id, v.token, code);
    // as if they had checked in 45 minutes ago, at the start
    await storeAttendance(app, v.signUpId, { checkedInAt: w.shift.startDate });
    const out = await checkOut(app, w.shift.id, v.token);
    expect(out.status).toBe(200);
    expect(out.body.minutes).toBe(45);
    expect(new Date(out.body.checked_out_at!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await checkOut(app, w.shift.id, v.token)).toMatchObject({
      status: 409,
      body: { key: 'attendance.already_checked_out' },
    });
    // the administrators' list shows both times; the status waits for their confirmation
    const list = await attendanceOf(app, w.shift.id, w.admin.token);
    expect(list.body).toEqual([
      expect.objectContaining({
        id_user_shift: v.signUpId,
        id_user: v.id,
        status: 'unknown',
        checked_in_at: w.shift.startDate.toISOString(),
        checked_out_at: out.body.checked_out_at,
        minutes: 45,
        // issue 31: the volunteer's own check-in and check-out are audited, with what they replaced
        changes: [
          expect.objectContaining({
            by: 'Vol1 RossiA',
            cause: 'check_in',
            from_status: 'unknown',
            from_checked_in_at: null,
            status: 'unknown',
          }),
          expect.objectContaining({
            by: 'Vol1 RossiA',
            cause: 'check_out',
            from_checked_in_at: w.shift.startDate.toISOString(),
            from_checked_out_at: null,
            checked_out_at: out.body.checked_out_at,
          }),
        ],
      }),
    ]);
  });

  it('a check-out after the end counts up to the end only', async () => {
    const w = await underWay(1);
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [v] = w.volunteers;
    await checkIn(app, w.shift.id, v.token, code);
    const end = new Date(Date.now() - MINUTE);
    await storeAttendance(app, v.signUpId, { checkedInAt: new Date(end.getTime() - 90 * MINUTE) });
    await moveShift(app, w.shift.id, new Date(end.getTime() - 2 * HOUR), end);
    const out = await checkOut(app, w.shift.id, v.token);
    expect(out.body).toMatchObject({ checked_out_at: end.toISOString(), minutes: 90 });
  });
});

describe('automatic check-out', () => {
  it('whoever is still in at the end is checked out at the end, by the job', async () => {
    const w = await shiftWorld(app, {
      start: new Date(Date.now() - 30 * MINUTE),
      end: new Date(Date.now() + 4000),
      volunteers: 2,
    });
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    const [a, b] = w.volunteers;
    await checkIn(app, w.shift.id, a.token, code);
    await checkIn(app, w.shift.id, b.token, code);
    await checkOut(app, w.shift.id, b.token);
    const bOut = (await stored(app, b.signUpId)).checkedOutAt;
    await eventually(
      async () =>
        (await stored(app, a.signUpId)).checkedOutAt?.getTime() === w.shift.endDate.getTime(),
      { what: 'the automatic check-out', timeoutMs: 30_000 },
    );
    // b's own check-out stays as it was; nobody is marked present by the job
    expect((await stored(app, b.signUpId)).checkedOutAt).toEqual(bOut);
    expect((await stored(app, a.signUpId)).attendance).toBe('unknown');
  });

  it('an edit that moves the shift moves the job: end only (EventEdited) and start (ShiftsMoved)', async () => {
    const start = new Date(Date.now() - 10 * MINUTE);
    start.setUTCSeconds(0, 0);
    const end = new Date(start.getTime() + 2 * HOUR);
    const w = await shiftWorld(app, { start, end, volunteers: 1 });
    const { code } = await codeOf(app, w.admin.token, w.shift.id);
    await checkIn(app, w.shift.id, w.volunteers[0].token, code);
    const runAt = async () =>
      (
        (await app.dataSource.query(
          `SELECT run_at AS "runAt" FROM graphile_worker.jobs WHERE key = $1`,
          [`attendance-check-out:${w.shift.id}`],
        )) as { runAt: Date }[]
      ).map((j) => j.runAt.toISOString());
    expect(await runAt()).toEqual([end.toISOString()]);

    const edit = (shiftStart: Date, shiftEnd: Date) =>
      app.gql(
        UPDATE,
        {
          input: {
            id: w.event.id,
            name: w.event.name,
            street: 'Via Po 1',
            town: 'Torino',
            province: 'TO',
            startDate: w.event.startDate.toISOString(),
            endDate: new Date(shiftEnd.getTime() + HOUR).toISOString(),
            isPublic: false,
            topicIds: [1],
            eventTypeIds: [1],
            keepPhotoIds: [],
            shifts: [
              {
                id: w.shift.id,
                title: 'Accoglienza',
                color: '#0f766e',
                startDate: shiftStart.toISOString(),
                endDate: shiftEnd.toISOString(),
                maxVolunteer: 3,
              },
            ],
          },
        },
        w.admin.token,
      );
    const later = new Date(end.getTime() + HOUR);
    const edited = await edit(start, later);
    expect(edited.errors).toBeUndefined();
    expect(await runAt()).toEqual([later.toISOString()]);
    const moved = new Date(start.getTime() + 5 * MINUTE);
    const latest = new Date(later.getTime() + 30 * MINUTE);
    expect((await edit(moved, latest)).errors).toBeUndefined();
    expect(await runAt()).toEqual([latest.toISOString()]);
  });
});
