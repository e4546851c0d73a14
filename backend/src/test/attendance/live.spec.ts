/**
 * Issue 22, live: an administrator's "Presenze" page (`shiftAttendanceChanged`) receives the whole
 * list after a volunteer checks in, checks out, and after a correction; the volunteer's shift page
 * (`eventShiftsChanged`) learns of their own attendance. A volunteer cannot subscribe to the list.
 */
import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { eventually } from '../eventually';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';
import { checkIn, checkOut, codeOf, correct, HOUR, MINUTE, shiftWorld } from './support';

jest.setTimeout(60_000);

let app: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.stop();
});

interface Row {
  userId: number;
  status: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  changes: { byName: string }[];
}

function listen(token: string, query: string, variables: Record<string, unknown>) {
  const client = createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  const events: Record<string, unknown>[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query, variables },
    {
      next: (v) =>
        v.errors ? errors.push(v.errors) : events.push(v.data as Record<string, unknown>),
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return { events, errors };
}

const ATTENDANCE = `subscription($s: Int!) { shiftAttendanceChanged(shiftId: $s) {
  userId status checkedInAt checkedOutAt changes { byName } } }`;

it("the administrator's list follows check-in, check-out and corrections; the volunteer's shift page too", async () => {
  const w = await shiftWorld(app, {
    start: new Date(Date.now() - 10 * MINUTE),
    end: new Date(Date.now() + HOUR),
    volunteers: 2,
  });
  const [a, b] = w.volunteers;
  const { code } = await codeOf(app, w.admin.token, w.shift.id);
  const admin = listen(w.admin.token, ATTENDANCE, { s: w.shift.id });
  const mine = listen(
    a.token,
    `subscription($e: Int!) { eventShiftsChanged(eventId: $e) { id myAttendance { checkedInAt } } }`,
    { e: w.event.id },
  );
  // the publishes change nothing: they start both subscriptions
  await untilListening(
    () => admin.events.length > 0,
    () => app.services.live.attendanceChanged(w.shift.id),
  );
  await untilListening(
    () => mine.events.length > 0,
    () => app.services.live.shiftChanged(w.event.id, w.shift.id),
  );
  const lists = () =>
    admin.events.map((e) => e.shiftAttendanceChanged as Row[]).filter((l) => l !== undefined);

  expect((await checkIn(app, w.shift.id, a.token, code)).status).toBe(200);
  const afterCheckIn = await eventually(
    () => lists().find((l) => l.find((r) => r.userId === a.id)?.checkedInAt !== null) ?? false,
    { what: 'the list with the check-in' },
  );
  expect(afterCheckIn.map((r) => [r.userId, r.checkedInAt !== null])).toEqual([
    [a.id, true],
    [b.id, false],
  ]);
  await eventually(
    () =>
      mine.events.some(
        (e) =>
          (e.eventShiftsChanged as { myAttendance: { checkedInAt: string | null } | null })
            ?.myAttendance?.checkedInAt,
      ),
    { what: "the volunteer's own attendance on the shift page" },
  );

  await checkOut(app, w.shift.id, a.token);
  await eventually(
    () => lists().some((l) => l.find((r) => r.userId === a.id)?.checkedOutAt !== null),
    { what: 'the list with the check-out' },
  );
  await correct(app, b.signUpId, w.admin.token, { status: 'absent' });
  const corrected = await eventually(
    () => lists().find((l) => l.find((r) => r.userId === b.id)?.status === 'ABSENT') ?? false,
    { what: 'the list with the correction' },
  );
  expect(corrected.find((r) => r.userId === b.id)!.changes).toEqual([{ byName: 'Ada Admin' }]);
  expect(admin.errors).toEqual([]);

  // a volunteer of the association is refused the list
  const refused = listen(a.token, ATTENDANCE, { s: w.shift.id });
  await eventually(() => refused.errors.length > 0, { what: 'the refusal' });
  expect(JSON.stringify(refused.errors)).toContain('FORBIDDEN');
});
