import { buildEvent, buildShift, buildSignUp, buildUser } from '../../factories';
import { storeAttendance } from '../../attendance/support';
import type { Fixture } from '../authorization-fixture';
import {
  ADMIN_A,
  all,
  g,
  gNull,
  MANAGE_PRIVATE_A,
  num,
  PUBLIC,
  q,
  rest,
  SIGNED_IN,
  type Cell,
  type Row,
  type Target,
  type Who,
} from '../authorization-table';

/**
 * Check-in, attendance, hours and statements (issue 22). Only an accepted volunteer of a shift
 * checks in to it, with its code, in its window: a volunteer of another association, one not
 * accepted, an administrator who is not on the shift can check in nowhere (even with the right
 * code, in the window). A shift's code, attendance list, corrections and confirmation are its
 * association's administrators'; nobody reads another person's hours or statements; the
 * verification address is public, and a forged one is 404.
 */

const MINUTE = 60_000;

/** Shifts of A made for these rows (once per fixture): under way and ended, with the bystander. */
interface AttendanceWorld {
  /** A's private event, under way: the bystander accepted on it (their sign-up) */
  privateUnderWay: { shiftId: number; signUpId: number; code: string };
  /** A's public event with an open shift, under way: the bystander accepted, nobody of the actors */
  publicUnderWay: { shiftId: number; code: string };
  /** A's private event, ended: the bystander accepted and present (90 minutes) */
  privateEnded: { shiftId: number; signUpId: number };
  /** the bystander's statement of their hours with A (id, token) */
  statement: { id: number; token: string };
}

const worlds = new WeakMap<Fixture, Promise<AttendanceWorld>>();

async function shiftOfA(
  f: Fixture,
  options: { start: Date; end: Date; isPublic: boolean },
): Promise<number> {
  const event = await buildEvent(f.app, {
    associationId: f.A.id,
    name: 'Presenze della matrice',
    isPublic: options.isPublic,
    startDate: options.start,
    endDate: options.end,
  });
  const shift = await buildShift(f.app, {
    eventId: event.id,
    startDate: options.start,
    endDate: options.end,
    maxVolunteer: 50,
    openSubscription: options.isPublic,
  });
  return shift.id;
}

async function codeOf(f: Fixture, shiftId: number): Promise<string> {
  const r = await f.app.rest<{ code: string }>('GET', `/api/shift/${shiftId}/check-in`, {
    token: f.A.admin.token,
  });
  if (r.status !== 200) throw new Error(`fixture: check-in code ${r.status}`);
  return r.body.code;
}

/** A shift under way: started 10 minutes ago, ending in 3 hours. */
const underWay = () => ({
  start: new Date(Date.now() - 10 * MINUTE),
  end: new Date(Date.now() + 3 * 3600_000),
});

function world(f: Fixture): Promise<AttendanceWorld> {
  let w = worlds.get(f);
  if (!w) {
    w = (async () => {
      const bystander = f.A.bystanderUserId;
      const privateShift = await shiftOfA(f, { ...underWay(), isPublic: false });
      const privateSignUp = await buildSignUp(f.app, { shiftId: privateShift, userId: bystander });
      const publicShift = await shiftOfA(f, { ...underWay(), isPublic: true });
      await buildSignUp(f.app, { shiftId: publicShift, userId: bystander });
      const endedAt = new Date(Date.now() - 2 * 3600_000);
      const endedShift = await shiftOfA(f, {
        start: new Date(endedAt.getTime() - 2 * 3600_000),
        end: endedAt,
        isPublic: false,
      });
      const endedSignUp = await buildSignUp(f.app, { shiftId: endedShift, userId: bystander });
      await storeAttendance(f.app, endedSignUp.id, {
        attendance: 'present',
        checkedInAt: new Date(endedAt.getTime() - 120 * MINUTE),
        checkedOutAt: new Date(endedAt.getTime() - 30 * MINUTE),
      });
      const { statement } = await f.app.services.hours.issue(bystander, { associationId: f.A.id });
      return {
        privateUnderWay: {
          shiftId: privateShift,
          signUpId: privateSignUp.id,
          code: await codeOf(f, privateShift),
        },
        publicUnderWay: { shiftId: publicShift, code: await codeOf(f, publicShift) },
        privateEnded: { shiftId: endedShift, signUpId: endedSignUp.id },
        statement: { id: statement.id, token: statement.token },
      };
    })();
    worlds.set(f, w);
  }
  return w;
}

/** A public, open shift of A under way with the cell's actor accepted on it, and its code. */
async function acceptedActor(f: Fixture, cell: Cell, checkedIn = false): Promise<Target> {
  const shiftId = await shiftOfA(f, { ...underWay(), isPublic: true });
  const signUp = await buildSignUp(f.app, { shiftId, userId: cell.actor.userId });
  if (checkedIn) await storeAttendance(f.app, signUp.id, { checkedInAt: new Date() });
  return { shiftId, code: await codeOf(f, shiftId) };
}

/** The cell's actor present on an ended shift of A (hours to state), and a statement of them. */
async function actorWithHours(f: Fixture, cell: Cell): Promise<Target> {
  const end = new Date(Date.now() - 3600_000);
  const shiftId = await shiftOfA(f, {
    start: new Date(end.getTime() - 3600_000),
    end,
    isPublic: true,
  });
  const signUp = await buildSignUp(f.app, { shiftId, userId: cell.actor.userId });
  await storeAttendance(f.app, signUp.id, {
    attendance: 'present',
    checkedInAt: new Date(end.getTime() - 3600_000),
    checkedOutAt: end,
  });
  const { statement } = await f.app.services.hours.issue(cell.actor.userId, {
    associationId: f.A.id,
  });
  return { statementId: statement.id };
}

/** A new person accepted on the private shift under way (for an administrator to correct). */
async function acceptedStranger(f: Fixture): Promise<Target> {
  const w = await world(f);
  const user = await buildUser(f.app);
  const signUp = await buildSignUp(f.app, { shiftId: w.privateUnderWay.shiftId, userId: user.id });
  return { signUpId: signUp.id };
}

/** A new ended private shift of A with someone accepted (for an administrator to confirm). */
async function endedShift(f: Fixture): Promise<Target> {
  const end = new Date(Date.now() - MINUTE);
  const shiftId = await shiftOfA(f, {
    start: new Date(end.getTime() - 3600_000),
    end,
    isPublic: false,
  });
  await buildSignUp(f.app, { shiftId, userId: (await buildUser(f.app)).id });
  return { shiftId };
}

/** A new statement of the bystander (for an administrator to revoke). */
async function bystanderStatement(f: Fixture): Promise<Target> {
  await world(f);
  const { statement } = await f.app.services.hours.issue(f.A.bystanderUserId, {
    associationId: f.A.id,
  });
  return { statementId: statement.id };
}

const attendanceState = (shift: (w: AttendanceWorld) => number) => async (f: Fixture) =>
  f.app.dataSource.query(
    `SELECT us.id, COALESCE(sa.attendance, 'unknown') AS attendance, sa.checked_in_at,
            sa.checked_out_at,
            (SELECT count(*)::int FROM attendance_change c WHERE c.user_shift_id = us.id) AS changes
       FROM user_shift us LEFT JOIN shift_attendance sa ON sa.user_shift_id = us.id
      WHERE us.shift_id = $1 ORDER BY us.id`,
    [shift(await world(f))],
  );
const statementState = async (f: Fixture) =>
  f.app.dataSource.query(
    `SELECT id, revoked_at FROM hours_statement WHERE user_id = $1 OR association_id = $2 ORDER BY id`,
    [f.A.bystanderUserId, f.A.id],
  );

const CHECK_IN = `mutation($s: Int!, $c: String!) { checkIn(input: { shiftId: $s, code: $c }) { id myAttendance { checkedInAt } } }`;
const CHECK_OUT = `mutation($s: Int!) { checkOut(input: { shiftId: $s }) { id myAttendance { checkedOutAt } } }`;
const SET = `mutation($id: Int!) { setAttendance(input: { signUpId: $id, status: PRESENT }) { signUpId status } }`;
const CONFIRM = `mutation($s: Int!) { confirmAttendance(input: { shiftId: $s }) { signUpId status } }`;
const ISSUE = `mutation($a: Int!) { issueHoursStatement(input: { associationId: $a, from: "${isoDay(-30)}", to: "${isoDay(0)}" }) { id verifyUrl } }`;
const REVOKE = `mutation($id: Int!) { revokeHoursStatement(input: { statementId: $id }) { id revokedAt } }`;

function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function attendanceRows(): Row[] {
  // built when the table is (authorization-table.ts imports this file, and these its values)
  /** In the window, with the shift's own code: none of the actors is accepted on it. */
  const NOT_ON_THE_SHIFT: Who = {
    visitor: 401,
    volunteer: 403,
    member: 403,
    adminA: 403,
    adminB: 403,
  };
  /**
   * A's private shift under way without its code (a made-up one, or a check-out): outsiders do
   * not see it, A's people are not on it.
   */
  const WRONG_CODE_PRIVATE: Who = { ...NOT_ON_THE_SHIFT, volunteer: 404, adminB: 404 };
  /** The attendance of A's private shifts: its administrators; members see the event only. */
  const ATTENDANCE_PRIVATE_A: Who = { ...MANAGE_PRIVATE_A, member: 403 };
  /** Someone else's statement: it is not found, whoever asks. */
  const OTHERS_STATEMENT: Who = { ...all(404), visitor: 401 };

  const checkInRows = (op: 'REST' | 'GQL'): Row => {
    const call = (shiftId: number, code: string) =>
      op === 'REST'
        ? rest('POST', `/user-shift/${shiftId}/check-in`, { code })
        : q(CHECK_IN, { s: shiftId, c: code });
    const who = (w: Who) => (op === 'REST' ? w : g(w));
    return {
      op: op === 'REST' ? 'POST /user-shift/{idShift}/check-in' : 'Mutation.checkIn',
      cases: [
        {
          title: "A's open public shift under way, with its code: nobody of the actors is on it",
          who: who(NOT_ON_THE_SHIFT),
          state: attendanceState((w) => w.publicUnderWay.shiftId),
          call: async (f) => {
            const w = await world(f);
            return call(w.publicUnderWay.shiftId, w.publicUnderWay.code);
          },
        },
        {
          title:
            "A's private shift under way, with its code (shown the QR code): nobody of the actors is on it",
          who: who(NOT_ON_THE_SHIFT),
          state: attendanceState((w) => w.privateUnderWay.shiftId),
          call: async (f) => {
            const w = await world(f);
            return call(w.privateUnderWay.shiftId, w.privateUnderWay.code);
          },
        },
        {
          title: "A's private shift under way, a made-up code: outsiders 404, A's people 403",
          who: who(WRONG_CODE_PRIVATE),
          state: attendanceState((w) => w.privateUnderWay.shiftId),
          call: async (f) => call((await world(f)).privateUnderWay.shiftId, 'A'.repeat(16)),
        },
        {
          title: "A's private shift 1 (the members accepted), its window not open yet",
          who: who({ visitor: 401, volunteer: 403, member: 409, adminA: 403, adminB: 403 }),
          state: async (f) =>
            f.app.dataSource.query(
              `SELECT us.id, sa.checked_in_at FROM user_shift us
                 LEFT JOIN shift_attendance sa ON sa.user_shift_id = us.id
                WHERE us.shift_id = $1 ORDER BY us.id`,
              [f.A.privateEvent.shiftIds[1]],
            ),
          call: async (f) =>
            call(f.A.privateEvent.shiftIds[1], await codeOf(f, f.A.privateEvent.shiftIds[1])),
        },
        {
          title: 'accepted on a shift under way, with its code: everyone signed in',
          who: who(SIGNED_IN),
          prepare: (f, c) => acceptedActor(f, c),
          call: (f, c) =>
            call(
              num(c.target, 'shiftId', f.A.publicEvent.shiftIds[1]),
              String(c.target.code ?? 'x'),
            ),
        },
      ],
    };
  };

  const checkOutRows = (op: 'REST' | 'GQL'): Row => {
    const call = (shiftId: number) =>
      op === 'REST'
        ? rest('POST', `/user-shift/${shiftId}/check-out`)
        : q(CHECK_OUT, { s: shiftId });
    const who = (w: Who) => (op === 'REST' ? w : g(w));
    return {
      op: op === 'REST' ? 'POST /user-shift/{idShift}/check-out' : 'Mutation.checkOut',
      cases: [
        {
          title: "A's private shift under way: outsiders 404, A's people not on it",
          who: who(WRONG_CODE_PRIVATE),
          state: attendanceState((w) => w.privateUnderWay.shiftId),
          call: async (f) => call((await world(f)).privateUnderWay.shiftId),
        },
        {
          title: "A's private shift 1 (the members accepted), nobody checked in",
          who: who({ visitor: 401, volunteer: 404, member: 409, adminA: 403, adminB: 404 }),
          state: async (f) =>
            f.app.dataSource.query(
              `SELECT us.id, sa.checked_out_at FROM user_shift us
                 LEFT JOIN shift_attendance sa ON sa.user_shift_id = us.id
                WHERE us.shift_id = $1 ORDER BY us.id`,
              [f.A.privateEvent.shiftIds[1]],
            ),
          call: (f) => call(f.A.privateEvent.shiftIds[1]),
        },
        {
          title: 'checked in on a shift under way: everyone signed in',
          who: who(SIGNED_IN),
          prepare: (f, c) => acceptedActor(f, c, true),
          call: (f, c) => call(num(c.target, 'shiftId', f.A.publicEvent.shiftIds[1])),
        },
      ],
    };
  };

  return [
    checkInRows('REST'),
    checkInRows('GQL'),
    checkOutRows('REST'),
    checkOutRows('GQL'),
    {
      op: 'GET /shift/{id}/check-in',
      cases: [
        {
          title: "the code of A's private shift",
          who: ATTENDANCE_PRIVATE_A,
          call: async (f) =>
            rest('GET', `/shift/${(await world(f)).privateUnderWay.shiftId}/check-in`),
        },
        {
          title: "the code of A's public shift: others 403",
          who: ADMIN_A,
          call: (f) => rest('GET', `/shift/${f.A.publicEvent.shiftIds[1]}/check-in`),
        },
        {
          title: "adminA: B's private shift",
          who: { adminA: 404 },
          call: (f) => rest('GET', `/shift/${f.B.privateEvent.shiftIds[0]}/check-in`),
        },
      ],
    },
    {
      op: 'Query.shiftCheckIn',
      cases: [
        {
          title: "the code of A's private shift",
          who: g(ATTENDANCE_PRIVATE_A),
          call: (f) =>
            q(`query($s: Int!) { shiftCheckIn(shiftId: $s) { code url qrSvg } }`, {
              s: f.A.privateEvent.shiftIds[0],
            }),
        },
        {
          title: "adminA: B's public shift",
          who: { adminA: 'FORBIDDEN' },
          call: (f) =>
            q(`query($s: Int!) { shiftCheckIn(shiftId: $s) { code } }`, {
              s: f.B.publicEvent.shiftIds[1],
            }),
        },
      ],
    },
    {
      op: 'GET /shift/{id}/attendance',
      cases: [
        {
          title: "the attendance of A's private shift under way",
          who: ATTENDANCE_PRIVATE_A,
          call: async (f) =>
            rest('GET', `/shift/${(await world(f)).privateUnderWay.shiftId}/attendance`),
          sees: (a: { id_user: number }[], f) => a.some((r) => r.id_user === f.A.bystanderUserId),
        },
        {
          title: "adminA: B's private shift",
          who: { adminA: 404 },
          call: (f) => rest('GET', `/shift/${f.B.privateEvent.shiftIds[0]}/attendance`),
        },
      ],
    },
    {
      op: 'Query.shiftAttendance',
      cases: [
        {
          title: "the attendance of A's private shift under way",
          who: g(ATTENDANCE_PRIVATE_A),
          call: async (f) =>
            q(
              `query($s: Int!) { shiftAttendance(shiftId: $s) { userId status changes { byName } } }`,
              {
                s: (await world(f)).privateUnderWay.shiftId,
              },
            ),
        },
        {
          title: "adminA: B's public shift",
          who: { adminA: 'FORBIDDEN' },
          call: (f) =>
            q(`query($s: Int!) { shiftAttendance(shiftId: $s) { userId } }`, {
              s: f.B.publicEvent.shiftIds[1],
            }),
        },
      ],
    },
    {
      op: 'Subscription.shiftAttendanceChanged',
      cases: [
        {
          title: "the live attendance of A's private shift",
          who: g(ATTENDANCE_PRIVATE_A),
          call: (f) => ({
            ws: `subscription($s: Int!) { shiftAttendanceChanged(shiftId: $s) { userId status } }`,
            variables: { s: f.A.privateEvent.shiftIds[0] },
          }),
          trigger: async (f) => f.app.services.live.attendanceChanged(f.A.privateEvent.shiftIds[0]),
        },
      ],
    },
    ...(['REST', 'GQL'] as const).map((op): Row => ({
      op: op === 'REST' ? 'PATCH /user-shift/attendance/{id_user_shift}' : 'Mutation.setAttendance',
      cases: [
        {
          title: "a sign-up of A's private shift under way",
          who: op === 'REST' ? ATTENDANCE_PRIVATE_A : g(ATTENDANCE_PRIVATE_A),
          prepare: acceptedStranger,
          state: attendanceState((w) => w.privateUnderWay.shiftId),
          call: async (f, c) => {
            const id = num(c.target, 'signUpId', (await world(f)).privateUnderWay.signUpId);
            return op === 'REST'
              ? rest('PATCH', `/user-shift/attendance/${id}`, { status: 'present' })
              : q(SET, { id });
          },
        },
        {
          title: "adminA: a sign-up of B's private shift",
          who: op === 'REST' ? { adminA: 404 } : { adminA: 'NOT_FOUND' },
          state: async (f) =>
            f.app.dataSource.query(
              `SELECT COALESCE(sa.attendance, 'unknown') AS attendance FROM user_shift us
                 LEFT JOIN shift_attendance sa ON sa.user_shift_id = us.id WHERE us.id = $1`,
              [f.B.acceptedSignUpId],
            ),
          call: (f) =>
            op === 'REST'
              ? rest('PATCH', `/user-shift/attendance/${f.B.acceptedSignUpId}`, {
                  status: 'absent',
                })
              : q(SET, { id: f.B.acceptedSignUpId }),
        },
      ],
    })),
    ...(['REST', 'GQL'] as const).map((op): Row => ({
      op: op === 'REST' ? 'POST /shift/{id}/attendance/confirm' : 'Mutation.confirmAttendance',
      cases: [
        {
          title: "A's private shift, ended",
          who: op === 'REST' ? ATTENDANCE_PRIVATE_A : g(ATTENDANCE_PRIVATE_A),
          prepare: endedShift,
          state: attendanceState((w) => w.privateEnded.shiftId),
          call: async (f, c) => {
            const s = num(c.target, 'shiftId', (await world(f)).privateEnded.shiftId);
            return op === 'REST'
              ? rest('POST', `/shift/${s}/attendance/confirm`)
              : q(CONFIRM, { s });
          },
        },
        {
          title: "adminA: A's private shift still under way",
          who: op === 'REST' ? { adminA: 409 } : { adminA: 'CONFLICT' },
          state: attendanceState((w) => w.privateUnderWay.shiftId),
          call: async (f) => {
            const s = (await world(f)).privateUnderWay.shiftId;
            return op === 'REST'
              ? rest('POST', `/shift/${s}/attendance/confirm`)
              : q(CONFIRM, { s });
          },
        },
      ],
    })),
    {
      op: 'GET /user/hours',
      cases: [
        {
          title: "own hours only: the bystander's hours with A reach nobody else",
          who: SIGNED_IN,
          call: async (f) => {
            await world(f);
            return rest('GET', '/user/hours');
          },
          sees: (a: { total_minutes: number; associations: unknown[] }) =>
            a.total_minutes === 0 && a.associations.length === 0,
        },
      ],
    },
    {
      op: 'Query.myHours',
      cases: [
        {
          title: "own hours only: the bystander's hours with A reach nobody else",
          who: g(SIGNED_IN),
          call: async (f) => {
            await world(f);
            return q(
              `query { myHours { totalMinutes months { month minutes } associations { name } } }`,
            );
          },
          sees: (a: { totalMinutes: number; months: unknown[] }) =>
            a.totalMinutes === 0 && a.months.length >= 12,
        },
      ],
    },
    {
      op: 'GET /association/{id}/hours',
      cases: [
        {
          title: "each volunteer's hours with A",
          who: ADMIN_A,
          call: async (f) => {
            await world(f);
            return rest('GET', `/association/${f.A.id}/hours`);
          },
          sees: (a: { id_user: number }[], f) => a.some((v) => v.id_user === f.A.bystanderUserId),
        },
        {
          title: "adminA: B's",
          who: { adminA: 403 },
          call: (f) => rest('GET', `/association/${f.B.id}/hours?format=csv`),
        },
      ],
    },
    {
      op: 'Query.associationHours',
      cases: [
        {
          title: "each volunteer's hours with A",
          who: g(ADMIN_A),
          call: async (f) => {
            await world(f);
            return q(
              `query($a: Int!) { associationHours(associationId: $a) { totalMinutes volunteers { userId minutes } } }`,
              {
                a: f.A.id,
              },
            );
          },
          sees: (a: { totalMinutes: number }) => a.totalMinutes >= 90,
        },
        {
          title: "adminA: B's",
          who: { adminA: 'FORBIDDEN' },
          call: (f) =>
            q(`query($a: Int!) { associationHours(associationId: $a) { totalMinutes } }`, {
              a: f.B.id,
            }),
        },
      ],
    },
    {
      op: 'GET /user/hours/statement',
      cases: [
        {
          title: 'a statement of hours with A: only who has some',
          who: OTHERS_STATEMENT,
          state: statementState,
          call: async (f) => {
            await world(f);
            return rest('GET', `/user/hours/statement?id_association=${f.A.id}`);
          },
        },
        {
          title: 'a statement of one’s own hours with A',
          who: SIGNED_IN,
          prepare: actorWithHours,
          call: (f) => rest('GET', `/user/hours/statement?id_association=${f.A.id}`),
        },
      ],
    },
    {
      op: 'Mutation.issueHoursStatement',
      cases: [
        {
          title: 'a statement of hours with A: only who has some',
          who: g(OTHERS_STATEMENT),
          state: statementState,
          call: async (f) => {
            await world(f);
            return q(ISSUE, { a: f.A.id });
          },
        },
        {
          title: 'a statement of one’s own hours with A',
          who: g(SIGNED_IN),
          prepare: actorWithHours,
          call: (f) => q(ISSUE, { a: f.A.id }),
        },
      ],
    },
    {
      op: 'GET /hours-statement/{id}/pdf',
      cases: [
        {
          title: "the bystander's statement: nobody else's",
          who: OTHERS_STATEMENT,
          call: async (f) => rest('GET', `/hours-statement/${(await world(f)).statement.id}/pdf`),
        },
        {
          title: 'one’s own statement',
          who: SIGNED_IN,
          prepare: actorWithHours,
          call: (f, c) => rest('GET', `/hours-statement/${num(c.target, 'statementId', 1)}/pdf`),
        },
      ],
    },
    {
      op: 'GET /user/hours/statements',
      cases: [
        {
          title: "own statements only (the bystander's reach nobody else)",
          who: SIGNED_IN,
          call: async (f) => {
            await world(f);
            return rest('GET', '/user/hours/statements');
          },
          sees: (a: { id_user: number }[], _f, c) => a.every((s) => s.id_user === c.actor.userId),
        },
      ],
    },
    {
      op: 'Query.myHoursStatements',
      cases: [
        {
          title: "own statements only (the bystander's reach nobody else)",
          who: g(SIGNED_IN),
          call: async (f) => {
            await world(f);
            return q(`query { myHoursStatements { id userId verifyUrl } }`);
          },
          sees: (a: { userId: number }[], _f, c) => a.every((s) => s.userId === c.actor.userId),
        },
      ],
    },
    {
      op: 'GET /association/{id}/hours/statements',
      cases: [
        {
          title: "A's statements",
          who: ADMIN_A,
          call: async (f) => {
            await world(f);
            return rest('GET', `/association/${f.A.id}/hours/statements`);
          },
          sees: (a: { id_user: number }[], f) => a.some((s) => s.id_user === f.A.bystanderUserId),
        },
        {
          title: "adminA: B's",
          who: { adminA: 403 },
          call: (f) => rest('GET', `/association/${f.B.id}/hours/statements`),
        },
      ],
    },
    {
      op: 'Query.associationHoursStatements',
      cases: [
        {
          title: "A's statements",
          who: g(ADMIN_A),
          call: async (f) => {
            await world(f);
            return q(
              `query($a: Int!) { associationHoursStatements(associationId: $a) { id userId } }`,
              {
                a: f.A.id,
              },
            );
          },
        },
      ],
    },
    ...(['REST', 'GQL'] as const).map((op): Row => ({
      op: op === 'REST' ? 'POST /hours-statement/{id}/revoke' : 'Mutation.revokeHoursStatement',
      cases: [
        {
          title: 'a statement of hours with A: its administrators; others do not find it',
          who:
            op === 'REST'
              ? { ...OTHERS_STATEMENT, adminA: 'allow' }
              : g({ ...OTHERS_STATEMENT, adminA: 'allow' }),
          prepare: bystanderStatement,
          state: statementState,
          call: async (f, c) => {
            const id = num(c.target, 'statementId', (await world(f)).statement.id);
            return op === 'REST'
              ? rest('POST', `/hours-statement/${id}/revoke`)
              : q(REVOKE, { id });
          },
        },
      ],
    })),
    {
      op: 'GET /verify/{token}',
      cases: [
        {
          title: 'a genuine verification address, by anyone (no login)',
          who: PUBLIC,
          call: async (f) => rest('GET', `/verify/${(await world(f)).statement.token}`),
        },
        {
          title: 'a forged one is 404',
          who: all(404),
          call: () => rest('GET', `/verify/${'A'.repeat(22)}`),
        },
      ],
    },
    {
      op: 'Query.hoursStatement',
      cases: [
        {
          title: 'a genuine verification token, by anyone (no login)',
          who: PUBLIC,
          call: async (f) =>
            q(`query($t: String!) { hoursStatement(token: $t) { totalMinutes valid } }`, {
              t: (await world(f)).statement.token,
            }),
        },
        {
          title: 'a forged one answers null',
          who: gNull(all(404)),
          call: () =>
            q(`query($t: String!) { hoursStatement(token: $t) { valid } }`, { t: 'A'.repeat(22) }),
        },
      ],
    },
  ];
}
