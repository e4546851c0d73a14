import { buildMembership, buildShift, buildSignUp, buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { insertEvent, world } from './support';

/**
 * What the REST calls of the explore and calendar screens cost in SQL statements, exactly (the
 * bench's REST explore and calendar, docs/performance.md). Each list's statements are batched by
 * the loaders, so the count does not grow with the events, shifts or people; before issue 20 a
 * list also read the viewer's memberships twice (once for `is_admin`, once for the contacts
 * rule) and the badge counted a total nobody is shown. No job worker runs (JOB_CONCURRENCY=0), so
 * the only statements counted are the request's own. The events have no photos and the people no
 * picture: with them, one more statement reads all the images of the answer.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

async function statementsOf(path: string, token: string): Promise<number> {
  const before = app.statements.count;
  const answer = await app.rest('GET', path, { token });
  expect(answer.status).toBe(200);
  return app.statements.count - before;
}

/** Six events of 3 shifts tomorrow, 2 accepted and 2 waiting people on each; the volunteer on all. */
async function dataset() {
  const w = await world(app);
  const people = await Promise.all(Array.from({ length: 4 }, () => buildUser(app)));
  await Promise.all(
    people.map((p) => buildMembership(app, { userId: p.id, associationId: w.association.id })),
  );
  const start = new Date(Date.now() + 26 * 3600_000);
  const end = new Date(start.getTime() + 4 * 3600_000);
  for (let i = 0; i < 6; i++) {
    const { event, shift } = await insertEvent(app, w.association.id, { start, end, max: 10 });
    const more = await Promise.all(
      [1, 2].map(() =>
        buildShift(app, { eventId: event.id, startDate: start, endDate: end, maxVolunteer: 10 }),
      ),
    );
    for (const shiftId of [shift.id, ...more.map((s) => s.id)])
      await Promise.all(
        people.map((p, k) =>
          buildSignUp(app, { shiftId, userId: p.id, status: k % 2 ? 'waiting' : 'accepted' }),
        ),
      );
    await buildSignUp(app, { shiftId: shift.id, userId: w.volunteer.user.id });
  }
  return w;
}

it.each([
  // the session check, the count (X-Total-Count), the events, then one statement for what the
  // bodies show besides the rows (associations, photos, topics, event types, likes, my likes),
  // the shifts with my sign-ups, my memberships (is_admin and the contacts rule), the accepted
  // people and the shifts' waitlists with my place in them (issue 21: one batch for every shift);
  // 14 before issue 20's event details and shifts with my sign-ups
  ['explore (/event?limit=50), volunteer', '/api/event/?limit=50', 'volunteer', 8],
  // the same, and the waiting people, which only administrators see (15 before)
  ['explore (/event?limit=50), administrator', '/api/event/?limit=50', 'admin', 9],
  // the session check, the events of my sign-ups, then the same batches as a list (no count; 13
  // before)
  ['calendar (/calendar/future), volunteer', '/api/calendar/future/', 'volunteer', 7],
  // the session check, the administrator's role, the association's events, the batches and
  // the waiting people (15 before)
  ['association calendar (/calendar/future?id_association)', 'association', 'admin', 9],
  // the session check, the newest notification, the unread count
  ['badge (/notification?limit=1)', '/api/notification/?limit=1', 'volunteer', 3],
] as const)('%s', async (_label, path, who, expected) => {
  const w = await dataset();
  const url =
    path === 'association' ? `/api/calendar/future/?id_association=${w.association.id}` : path;
  expect(await statementsOf(url, w[who].token)).toBe(expected);
});
