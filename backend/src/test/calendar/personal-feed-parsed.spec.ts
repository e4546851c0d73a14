import { buildEvent, buildShift, buildSignUp } from '../factories';
import { world } from '../events/support';
import { startTestApp, type TestApp } from '../test-app';
import { fetchFeed, parseFeed, pathOf, readFeed } from './ical';
import { buildArchivedMarket } from './archived-event';
import { dstShifts } from './dst';

/**
 * Issue 10: the personal feed as a calendar app reads it — parsed by ical.js, not by string
 * matching: one VEVENT per sign-up, its status, its instants, and the address's lifecycle.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const HOUR = 3600_000;
const SHIFT_ID = (name: string) =>
  `mutation($id: Int!) { ${name}(input: { shiftId: $id }) { id } }`;
const TERMINATE = `mutation($id: Int!) { terminateEvent(input: { eventId: $id }) { id archived } }`;

async function personalFeedPath(token: string): Promise<string> {
  const me = await app.gql<{ me: { calendarFeedUrl: string } }>(
    'query { me { calendarFeedUrl } }',
    {},
    token,
  );
  return pathOf(me.data!.me.calendarFeedUrl);
}

async function must(token: string, query: string, variables: Record<string, unknown>) {
  const result = await app.gql(query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('personal feed, parsed with ical.js', () => {
  it('CONFIRMED for accepted, TENTATIVE for waiting, CANCELLED when the event was archived while the shift was ahead; nothing for rejected, withdrawn or deleted', async () => {
    const { admin, association, volunteer } = await world(app);
    const me = volunteer.user.id;
    const event = await buildEvent(app, {
      associationId: association.id,
      name: 'Colletta',
      address: 'Via Roma 3, Torino, TO',
    });
    const shift = (title: string) => buildShift(app, { eventId: event.id, title, maxVolunteer: 3 });
    const [accepted, waiting, rejected, withdrawn, deleted] = await Promise.all(
      ['Mattina', 'Pomeriggio', 'Sera', 'Notte', 'Extra'].map(shift),
    );
    const acceptedSignUp = await buildSignUp(app, { userId: me, shiftId: accepted.id });
    const waitingSignUp = await buildSignUp(app, {
      userId: me,
      shiftId: waiting.id,
      status: 'waiting',
    });
    await buildSignUp(app, { userId: me, shiftId: rejected.id, status: 'rejected' });
    await buildSignUp(app, { userId: me, shiftId: withdrawn.id });
    await buildSignUp(app, { userId: me, shiftId: deleted.id, status: 'waiting' });

    // archived through the API while its shift is ahead
    const festa = await buildEvent(app, { associationId: association.id, name: 'Festa' });
    const banco = await buildShift(app, { eventId: festa.id, title: 'Banco' });
    const cancelledSignUp = await buildSignUp(app, { userId: me, shiftId: banco.id });
    // archived (an hour ago) after one of its shifts had already taken place
    const { held, called } = await buildArchivedMarket(app, association.id);
    const heldSignUp = await buildSignUp(app, { userId: me, shiftId: held.id });
    const calledSignUp = await buildSignUp(app, {
      userId: me,
      shiftId: called.id,
      status: 'waiting',
    });

    await must(volunteer.token, SHIFT_ID('withdrawFromShift'), { id: withdrawn.id });
    await must(admin.token, SHIFT_ID('deleteShift'), { id: deleted.id });
    await must(admin.token, TERMINATE, { id: festa.id });

    const { name, events } = await readFeed(app, await personalFeedPath(volunteer.token));
    expect(name).toBe('Insieme');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(events).toHaveLength(5);
    expect(Object.fromEntries(events.map((e) => [e.summary, e.status]))).toEqual({
      'Colletta — Mattina': 'CONFIRMED',
      'Colletta — Pomeriggio': 'TENTATIVE',
      'Festa — Banco': 'CANCELLED',
      'Mercato — Ieri': 'CONFIRMED',
      'Mercato — Domani': 'CANCELLED',
    });
    expect(events.map((e) => e.uid).sort()).toEqual(
      [acceptedSignUp, waitingSignUp, cancelledSignUp, heldSignUp, calledSignUp]
        .map((s) => `signup-${s.id}@insieme`)
        .sort(),
    );

    const mine = byUid.get(`signup-${acceptedSignUp.id}@insieme`)!;
    const link = `${app.config.publicUrl}/event/${event.id}/${accepted.id}`;
    expect(mine).toMatchObject({
      summary: 'Colletta — Mattina',
      location: 'Via Roma 3, Torino, TO',
      description: `${association.name}\n${link}`,
      url: link,
      sequence: 0,
      start: accepted.startDate,
      end: accepted.endDate,
    });
    // a cancellation is a revision of what calendar apps already hold
    expect(byUid.get(`signup-${cancelledSignUp.id}@insieme`)!.sequence).toBe(1);
  });

  it("gives each shift's exact instants across the Europe/Rome daylight-saving changes", async () => {
    const { association, volunteer } = await world(app);
    const event = await buildEvent(app, { associationId: association.id, name: 'Notturna' });
    const shifts = [];
    for (const { title, start, end } of dstShifts()) {
      const shift = await buildShift(app, {
        eventId: event.id,
        title,
        startDate: start,
        endDate: end,
      });
      await buildSignUp(app, { userId: volunteer.user.id, shiftId: shift.id });
      shifts.push(shift);
    }
    const { events } = await readFeed(app, await personalFeedPath(volunteer.token));
    expect(events).toHaveLength(shifts.length);
    for (const shift of shifts) {
      const found = events.find((e) => e.summary === `Notturna — ${shift.title}`)!;
      expect(found.start.getTime()).toBe(shift.startDate.getTime());
      expect(found.end.getTime()).toBe(shift.endDate.getTime());
      expect(found.end.getTime() - found.start.getTime()).toBe(
        shift.endDate.getTime() - shift.startDate.getTime(),
      );
    }
  });

  it('keeps shifts that ended up to 30 days ago, not older ones', async () => {
    const { association, volunteer } = await world(app);
    const event = await buildEvent(app, { associationId: association.id, name: 'Archivio' });
    const day = 24 * HOUR;
    for (const [title, endedDaysAgo] of [
      ['Recente', 29],
      ['Vecchio', 31],
    ] as const) {
      const shift = await buildShift(app, {
        eventId: event.id,
        title,
        startDate: new Date(Date.now() - endedDaysAgo * day - 2 * HOUR),
        endDate: new Date(Date.now() - endedDaysAgo * day),
      });
      await buildSignUp(app, { userId: volunteer.user.id, shiftId: shift.id });
    }
    const { events } = await readFeed(app, await personalFeedPath(volunteer.token));
    expect(events.map((e) => e.summary)).toEqual(['Archivio — Recente']);
  });

  it('a renewed address revokes the old one (404); a guessed one is 404; an empty feed still parses', async () => {
    const { volunteer } = await world(app);
    const old = await personalFeedPath(volunteer.token);
    expect((await readFeed(app, old)).events).toEqual([]);
    const renewed = await app.gql<{ renewCalendarFeed: { calendarFeedUrl: string } }>(
      'mutation { renewCalendarFeed { calendarFeedUrl } }',
      {},
      volunteer.token,
    );
    const fresh = pathOf(renewed.data!.renewCalendarFeed.calendarFeedUrl);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(app, old)).response.status).toBe(404);
    expect((await fetchFeed(app, fresh)).response.status).toBe(200);
    const guessed = await fetchFeed(app, `/calendar/${'x'.repeat(32)}.ics`);
    expect(guessed.response.status).toBe(404);
    expect(guessed.text).toBe('');
  });

  it('parses what the feed serves byte for byte (CRLF, folded lines) and answers 304 while unchanged', async () => {
    const { association, volunteer } = await world(app);
    const event = await buildEvent(app, {
      associationId: association.id,
      // characters that need escaping, and an address long enough to be folded at 75 octets
      name: 'Natale; banchi, cassette: àèìòù',
      address:
        "Piazza della Repubblica 1, scala B, cortile dell'oratorio, ingresso da via Garibaldi, Torino, TO",
    });
    const shift = await buildShift(app, { eventId: event.id });
    await buildSignUp(app, { userId: volunteer.user.id, shiftId: shift.id });
    const path = await personalFeedPath(volunteer.token);
    const { response, text } = await fetchFeed(app, path);
    expect(text).toMatch(/\r\n[ \t]/);
    const [parsed] = parseFeed(text).events;
    expect(parsed.summary).toBe('Natale; banchi, cassette: àèìòù — Turno 1');
    expect(parsed.location).toBe(event.address);
    const etag = response.headers.get('etag')!;
    expect((await fetchFeed(app, path, { 'if-none-match': etag })).response.status).toBe(304);
  });
});
