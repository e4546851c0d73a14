import {
  buildAssociation,
  buildEvent,
  buildMembership,
  buildShift,
  buildSignUp,
  userWithToken,
} from '../factories';
import { world } from '../events/support';
import { startTestApp, type TestApp } from '../test-app';
import { buildArchivedMarket } from './archived-event';
import { dstShifts } from './dst';
import { fetchFeed, pathOf, readFeed } from './ical';

/**
 * Issue 10: the administrators' feed of their association's events — every shift, whoever signed
 * up — read with ical.js; its address for administrators only (REST and GraphQL), renewal, and
 * the same /calendar/{token}.ics route as the personal feed.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const HOUR = 3600_000;
const FEED_FIELD = `query($id: Int!) { association(id: $id) { id calendarFeedUrl } }`;
const RENEW = `mutation($id: Int!) { renewAssociationCalendarFeed(input: { associationId: $id }) { id calendarFeedUrl } }`;

type FeedAnswer = { calendar_feed_url: string; message?: string };
const restFeed = (method: 'GET' | 'POST', associationId: number, token?: string) =>
  app.rest<FeedAnswer>(method, `/api/association/${associationId}/calendar-feed`, { token });

async function feedPathOf(associationId: number, token: string): Promise<string> {
  const answer = await restFeed('GET', associationId, token);
  expect(answer.status).toBe(200);
  return pathOf(answer.body.calendar_feed_url);
}

describe("an association's feed", () => {
  it('has one VEVENT per shift of its events (private ones too) with the places taken, CANCELLED for archived ones ahead', async () => {
    const { admin, association, volunteer } = await world(app);
    const event = await buildEvent(app, {
      associationId: association.id,
      name: 'Colletta',
      address: 'Via Roma 3, Torino, TO',
    });
    const morning = await buildShift(app, { eventId: event.id, title: 'Mattina', maxVolunteer: 3 });
    const afternoon = await buildShift(app, { eventId: event.id, title: 'Pomeriggio' });
    await buildSignUp(app, { userId: volunteer.user.id, shiftId: morning.id });
    await buildSignUp(app, { shiftId: morning.id, status: 'waiting' });
    const hidden = await buildEvent(app, {
      associationId: association.id,
      name: 'Riunione',
      isPublic: false,
    });
    const meeting = await buildShift(app, { eventId: hidden.id, title: 'Soci' });
    const { held, called } = await buildArchivedMarket(app, association.id);
    await buildShift(app, {
      eventId: event.id,
      title: 'Vecchio',
      startDate: new Date(Date.now() - 31 * 24 * HOUR - 2 * HOUR),
      endDate: new Date(Date.now() - 31 * 24 * HOUR),
    });
    // another association's shift is not in it
    await buildShift(app, { title: 'Altrui' });

    const { name, events } = await readFeed(app, await feedPathOf(association.id, admin.token));
    expect(name).toBe(`Insieme — ${association.name}`);
    expect(events.map((e) => [e.uid, e.summary, e.status]).sort()).toEqual(
      [
        [`shift-${morning.id}@insieme`, 'Colletta — Mattina', 'CONFIRMED'],
        [`shift-${afternoon.id}@insieme`, 'Colletta — Pomeriggio', 'CONFIRMED'],
        [`shift-${meeting.id}@insieme`, 'Riunione — Soci', 'CONFIRMED'],
        [`shift-${held.id}@insieme`, 'Mercato — Ieri', 'CONFIRMED'],
        [`shift-${called.id}@insieme`, 'Mercato — Domani', 'CANCELLED'],
      ].sort(),
    );
    const link = `${app.config.publicUrl}/event/${event.id}/${morning.id}`;
    expect(events.find((e) => e.uid === `shift-${morning.id}@insieme`)).toMatchObject({
      location: 'Via Roma 3, Torino, TO',
      // the waiting sign-up takes no place
      description: `${association.name}\nPosti occupati: 1/3\n${link}`,
      url: link,
      start: morning.startDate,
      end: morning.endDate,
    });
  });

  it("gives each shift's exact instants across the Europe/Rome daylight-saving changes", async () => {
    const { admin, association } = await world(app);
    const event = await buildEvent(app, { associationId: association.id, name: 'Notturna' });
    const shifts = [];
    for (const { title, start, end } of dstShifts())
      shifts.push(
        await buildShift(app, { eventId: event.id, title, startDate: start, endDate: end }),
      );
    const { events } = await readFeed(app, await feedPathOf(association.id, admin.token));
    expect(events).toHaveLength(2);
    for (const shift of shifts) {
      const found = events.find((e) => e.uid === `shift-${shift.id}@insieme`)!;
      expect([found.start.toISOString(), found.end.toISOString()]).toEqual([
        shift.startDate.toISOString(),
        shift.endDate.toISOString(),
      ]);
    }
  });

  it('its address is the same on REST, GraphQL and the dashboard, and for every administrator', async () => {
    const { admin, association } = await world(app);
    const second = await userWithToken(app);
    await buildMembership(app, {
      userId: second.user.id,
      associationId: association.id,
      isAdmin: true,
    });
    const first = await feedPathOf(association.id, admin.token);
    expect(await feedPathOf(association.id, admin.token)).toBe(first);
    expect(await feedPathOf(association.id, second.token)).toBe(first);
    const gql = await app.gql<{ association: { calendarFeedUrl: string } }>(
      FEED_FIELD,
      { id: association.id },
      admin.token,
    );
    expect(pathOf(gql.data!.association.calendarFeedUrl)).toBe(first);
    const dashboard = await app.gql<{
      associationDashboard: { association: { calendarFeedUrl: string } };
    }>(
      `query($id: Int!) { associationDashboard(id: $id) { association { calendarFeedUrl } } }`,
      { id: association.id },
      second.token,
    );
    expect(pathOf(dashboard.data!.associationDashboard.association.calendarFeedUrl)).toBe(first);
    // the association's address is not its administrator's personal one
    const me = await app.gql<{ me: { calendarFeedUrl: string } }>(
      'query { me { calendarFeedUrl } }',
      {},
      admin.token,
    );
    expect(pathOf(me.data!.me.calendarFeedUrl)).not.toBe(first);
  });

  it.each([
    ['a plain volunteer', 'volunteer'],
    ['a pending requester', 'pending'],
    ['a stranger', 'stranger'],
    ["another association's administrator", 'otherAdmin'],
  ] as const)('%s can neither read nor renew the address', async (_title, who) => {
    const { admin, association, volunteer } = await world(app);
    const pending = await userWithToken(app);
    await buildMembership(app, {
      userId: pending.user.id,
      associationId: association.id,
      status: 'waiting',
    });
    const stranger = await userWithToken(app);
    const otherAdmin = await userWithToken(app);
    await buildAssociation(app, { adminId: otherAdmin.user.id });
    const token = { volunteer, pending, stranger, otherAdmin }[who].token;
    const address = await feedPathOf(association.id, admin.token);

    expect(await restFeed('GET', association.id, token)).toMatchObject({
      status: 403,
      body: { message: expect.any(String) },
    });
    expect((await restFeed('POST', association.id, token)).status).toBe(403);
    const field = await app.gql<{ association: { calendarFeedUrl: string | null } }>(
      FEED_FIELD,
      { id: association.id },
      token,
    );
    expect(field.data!.association.calendarFeedUrl).toBeNull();
    const renew = await app.gql(RENEW, { id: association.id }, token);
    expect(renew.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // nothing changed: the administrators' address still works
    expect(await feedPathOf(association.id, admin.token)).toBe(address);
    expect((await fetchFeed(app, address)).response.status).toBe(200);
  });

  it('without a token is 401; an unknown association is 404', async () => {
    const { admin, association } = await world(app);
    expect((await restFeed('GET', association.id)).status).toBe(401);
    expect((await restFeed('POST', association.id)).status).toBe(401);
    expect((await restFeed('GET', 2_000_000_000, admin.token)).status).toBe(404);
    expect((await restFeed('POST', 2_000_000_000, admin.token)).status).toBe(404);
    const renew = await app.gql(RENEW, { id: 2_000_000_000 }, admin.token);
    expect(renew.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('renewing (REST, then GraphQL) revokes the old address at once; a guessed one is 404', async () => {
    const { admin, association } = await world(app);
    const first = await feedPathOf(association.id, admin.token);
    const renewed = await restFeed('POST', association.id, admin.token);
    expect(renewed.status).toBe(200);
    const second = pathOf(renewed.body.calendar_feed_url);
    expect(second).not.toBe(first);
    expect(await feedPathOf(association.id, admin.token)).toBe(second);
    expect((await fetchFeed(app, first)).response.status).toBe(404);
    expect((await fetchFeed(app, second)).response.status).toBe(200);

    const gql = await app.gql<{
      renewAssociationCalendarFeed: { id: number; calendarFeedUrl: string };
    }>(RENEW, { id: association.id }, admin.token);
    expect(gql.data!.renewAssociationCalendarFeed.id).toBe(association.id);
    const third = pathOf(gql.data!.renewAssociationCalendarFeed.calendarFeedUrl);
    expect(await feedPathOf(association.id, admin.token)).toBe(third);
    const old = await fetchFeed(app, second);
    expect(old.response.status).toBe(404);
    expect(old.text).toBe('');
    expect((await fetchFeed(app, third)).response.status).toBe(200);
    expect((await fetchFeed(app, `/calendar/${'Z'.repeat(32)}.ics`)).response.status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match, 200 with a new ETag once a place is taken', async () => {
    const { admin, association } = await world(app);
    const shift = await buildShift(app, {
      eventId: (await buildEvent(app, { associationId: association.id })).id,
      maxVolunteer: 2,
    });
    const path = await feedPathOf(association.id, admin.token);
    const first = await fetchFeed(app, path);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.response.headers.get('last-modified')).toBeTruthy();
    const again = await fetchFeed(app, path, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe('');
    await buildSignUp(app, { shiftId: shift.id });
    const changed = await fetchFeed(app, path, { 'if-none-match': etag });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
    expect(changed.text).toContain('Posti occupati: 1/2');
  });
});
