import { operation } from '../../cli/bench/documents';
import {
  buildEventLike,
  buildFollow,
  buildMembership,
  buildShift,
  buildSignUp,
  buildUser,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { insertEvent, world } from '../events/support';

/**
 * What each screen's one GraphQL query costs in SQL statements, exactly: the documents the web
 * app sends (taken from the frontend's generated code, as `npm run bench` replays them), on a
 * small data set where every list of the screen has rows. Statements are what separates a screen
 * from its SQL floor (docs/performance.md, "The request path"), so each one saved is pinned here.
 * No job worker runs (JOB_CONCURRENCY=0): only the request's own statements are counted.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

async function statementsOf(
  name: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<{ count: number; data: Record<string, unknown> }> {
  const { query } = operation(name);
  const before = app.statements.count;
  const answer = await app.gql<Record<string, unknown>>(query, variables, token);
  const count = app.statements.count - before;
  expect(answer.errors).toBeUndefined();
  return { count, data: answer.data! };
}

/**
 * An association with a public event of 3 shifts (2 accepted, 1 waiting on each; the volunteer
 * signed up to the first), likes, and a private event; the volunteer follows it.
 */
async function dataset() {
  const w = await world(app);
  await buildFollow(app, { userId: w.volunteer.user.id, associationId: w.association.id });
  const people = await Promise.all(Array.from({ length: 3 }, () => buildUser(app)));
  await Promise.all(
    people.map((p) => buildMembership(app, { userId: p.id, associationId: w.association.id })),
  );
  const start = new Date(Date.now() + 26 * 3600_000);
  const end = new Date(start.getTime() + 4 * 3600_000);
  const { event, shift } = await insertEvent(app, w.association.id, { start, end, max: 10 });
  const more = await Promise.all(
    [1, 2].map(() =>
      buildShift(app, { eventId: event.id, startDate: start, endDate: end, maxVolunteer: 10 }),
    ),
  );
  for (const shiftId of [shift.id, ...more.map((s) => s.id)])
    await Promise.all(
      people.map((p, k) =>
        buildSignUp(app, { shiftId, userId: p.id, status: k === 2 ? 'waiting' : 'accepted' }),
      ),
    );
  await buildSignUp(app, { shiftId: shift.id, userId: w.volunteer.user.id });
  await buildEventLike(app, { eventId: event.id, userId: w.volunteer.user.id });
  await buildEventLike(app, { eventId: event.id, userId: people[0].id });
  const { event: privateEvent } = await insertEvent(app, w.association.id, {
    start,
    end,
    max: 2,
    isPublic: false,
  });
  for (const position of [1, 0]) {
    const [{ id: mediaId }] = await app.dataSource.query(
      `INSERT INTO media (mime_type, data, width, height) VALUES ('image/webp', '\\x00', 1, 1) RETURNING id`,
    );
    await app.dataSource.query(
      'INSERT INTO event_photo (event_id, media_id, position) VALUES ($1, $2, $3), ($4, $2, $3)',
      [event.id, mediaId, position, privateEvent.id],
    );
  }
  await app.dataSource.query(
    'INSERT INTO event_topic (event_id, topic_id) VALUES ($1, 1), ($1, 2), ($2, 1)',
    [event.id, privateEvent.id],
  );
  await app.dataSource.query(
    'INSERT INTO event_event_type (event_id, event_type_id) VALUES ($1, 2), ($1, 1)',
    [event.id],
  );
  return { ...w, eventId: event.id, privateEventId: privateEvent.id, start };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

describe("a screen's query costs a fixed number of statements", () => {
  it('event page: the session check, the frame, the event with what it shows, the shifts, their waitlists', async () => {
    const d = await dataset();
    const { count, data } = await statementsOf('EventScreen', { id: d.eventId }, d.volunteer.token);
    const event = data.event as Record<string, unknown> & { shifts: Record<string, unknown>[] };
    expect(event).toMatchObject({
      id: d.eventId,
      associationId: d.association.id,
      isPublic: true,
      isAdmin: false,
      isLike: true,
      numberLike: 2,
      association: { id: d.association.id, name: d.association.name },
      organiser: { id: d.association.id, iAmVolunteer: true, iAmWaiting: false, iAmAdmin: false },
      photos: [
        { id: expect.any(Number), url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/) },
        { id: expect.any(Number), url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/) },
      ],
    });
    expect((event.topics as { id: number }[]).map((t) => t.id).sort()).toEqual([1, 2]);
    expect((event.eventTypes as { id: number }[]).map((t) => t.id).sort()).toEqual([1, 2]);
    expect(event.shifts.map((s) => [s.mySignUp, s.iAmSubscribed, s.availableSpots])).toEqual([
      ['ACCEPTED', true, 7],
      [null, false, 8],
      [null, false, 8],
    ]);
    // 13 before issue 20's event read (each field's loader asked on its own); the fifth is the
    // shifts' waitlists with my place in them (issue 21: one batch for every shift)
    expect(count).toBe(5);
  });

  it("event page: a private event is null to who is not of its association, and its administrator's", async () => {
    const d = await dataset();
    const outsider = await dataset();
    const refused = await statementsOf(
      'EventScreen',
      { id: d.privateEventId },
      outsider.volunteer.token,
    );
    expect(refused.data.event).toBeNull();
    const admin = await statementsOf('EventScreen', { id: d.privateEventId }, d.admin.token);
    expect(admin.data.event).toMatchObject({
      id: d.privateEventId,
      isAdmin: true,
      organiser: { iAmVolunteer: true, iAmWaiting: false, iAmAdmin: true },
      // a private event's photos are signed for the viewer
      photos: [
        { url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\?v=\d+&e=\d+&s=/) },
        { url: expect.stringMatching(/\?v=/) },
      ],
      topics: [{ id: 1 }],
      eventTypes: [],
    });
    // the session check, the frame, the event (none: nothing else is read); the administrator's
    // also the shifts and their waitlists
    expect(refused.count).toBe(3);
    expect(admin.count).toBe(5);
  });

  it("Home: each list's statement brings what the viewer is to its associations", async () => {
    const d = await dataset();
    const variables = { date: day(d.start), stripSize: 8, nearby: 8, events: 5 };
    const { count } = await statementsOf('HomeScreen', variables, d.volunteer.token);
    // the session check, the frame, the programme, two association lists and the events (a
    // count and a page each), the nearby associations, the events' photos, associations and
    // media keys; 15 before the lists read the viewer's state themselves (issue 20); the
    // programme's attendance (issue 31: check-in state and "Ho finito" on the card), one batch
    expect(count).toBe(14);
  });

  it("explore: the events' and the nearby associations' statements bring the viewer's state", async () => {
    const d = await dataset();
    const { count } = await statementsOf(
      'ExploreScreen',
      { first: 50, nearby: 8 },
      d.volunteer.token,
    );
    // the session check, the frame, the events (count and page), the nearby associations, the
    // events' photos, associations and media keys; 9 before (issue 20)
    expect(count).toBe(8);
  });

  it("calendar: the shifts' statement brings my sign-ups", async () => {
    const d = await dataset();
    const variables = { from: day(d.start), to: day(new Date(d.start.getTime() + 20 * 86400_000)) };
    const { count, data } = await statementsOf('CalendarScreen', variables, d.volunteer.token);
    expect(JSON.stringify(data.calendar)).toContain('"mySignUp":"ACCEPTED"');
    // the session check, the frame, the days' events, their shifts with my sign-ups, the
    // events' associations; 6 before the shifts brought my sign-ups (issue 20)
    expect(count).toBe(5);
  });

  it('request-shift (administrator): the association read once', async () => {
    const d = await dataset();
    const variables = { idAssociation: d.association.id };
    const { count } = await statementsOf('RequestShiftScreen', variables, d.admin.token);
    // the session check, the frame, the events (count and page), the nearby associations, the
    // events' photos, associations and media keys; 9 before (issue 20)
    // the session check, the viewer's memberships, the frame, the association (for the guard
    // and the header), the requests, the counters, the viewer's state (iAmAdmin); 8 before,
    // when the guard and the header each read the association (issue 20)
    expect(count).toBe(7);
  });
});
