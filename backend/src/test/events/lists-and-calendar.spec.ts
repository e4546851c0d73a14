import sharp from 'sharp';
import { SignUp } from '../../modules/shifts/sign-up.entity';
import { buildEventLike, buildFollow, buildSignUp, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { SIGN_UP, inDays, insertEvent, world } from './support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const rome = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(d);

describe('lists', () => {
  it('explore shows public events and private ones of my associations, in programme, paginated', async () => {
    const { association, volunteer } = await world(app);
    const other = await world(app);
    const mine = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      isPublic: false,
    });
    const publicOther = await insertEvent(app, other.association.id, {
      start: inDays(3),
      end: inDays(3, 12),
    });
    const privateOther = await insertEvent(app, other.association.id, {
      start: inDays(3),
      end: inDays(3, 12),
      isPublic: false,
    });
    const ended = await insertEvent(app, other.association.id, {
      start: inDays(-3),
      end: inDays(-3, 12),
    });
    const query = `query($after: String) { events(scope: EXPLORE, first: 1000, after: $after) { edges { node { id } } } }`;
    const ids = (
      await app.gql<{ events: { edges: { node: { id: number } }[] } }>(query, {}, volunteer.token)
    ).data!.events.edges.map((e) => e.node.id);
    expect(ids).toEqual(expect.arrayContaining([mine.event.id, publicOther.event.id]));
    expect(ids).not.toContain(privateOther.event.id);
    expect(ids).not.toContain(ended.event.id);

    const page = `query($after: String) { events(scope: EXPLORE, first: 1, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } }`;
    const first = await app.gql<{
      events: {
        pageInfo: { endCursor: string; hasNextPage: boolean };
        edges: { node: { id: number } }[];
      };
    }>(page, {}, volunteer.token);
    const second = await app.gql<{ events: { edges: { node: { id: number } }[] } }>(
      page,
      { after: first.data!.events.pageInfo.endCursor },
      volunteer.token,
    );
    expect(first.data!.events.pageInfo.hasNextPage).toBe(true);
    expect(second.data!.events.edges[0].node.id).not.toBe(first.data!.events.edges[0].node.id);
  });

  it('favourite shows the followed associations’ events; mine the events I signed up to; myShifts is searchable', async () => {
    const { association, volunteer } = await world(app);
    const followedOnly = await world(app);
    await buildFollow(app, {
      userId: volunteer.user.id,
      associationId: followedOnly.association.id,
    });
    const followedEvent = await insertEvent(app, followedOnly.association.id, {
      start: inDays(2),
      end: inDays(2, 12),
    });
    const signed = await insertEvent(app, association.id, { start: inDays(4), end: inDays(4, 12) });
    await app.gql(SIGN_UP, { id: signed.shift.id }, volunteer.token);
    const ids = async (scope: string) =>
      (
        await app.gql<{ events: { edges: { node: { id: number } }[] } }>(
          `query { events(scope: ${scope}, first: 50) { edges { node { id } } } }`,
          {},
          volunteer.token,
        )
      ).data!.events.edges.map((e) => e.node.id);
    expect(await ids('FAVOURITE')).toEqual([followedEvent.event.id]);
    expect(await ids('MINE')).toEqual([signed.event.id]);
    const myShifts = `query($s: String) { myShifts(search: $s) { shiftId status eventName } }`;
    expect(
      (
        await app.gql<{ myShifts: { shiftId: number; status: string }[] }>(
          myShifts,
          {},
          volunteer.token,
        )
      ).data!.myShifts,
    ).toEqual([{ shiftId: signed.shift.id, status: 'WAITING', eventName: 'Evento inserito' }]);
    for (const s of ['inserito', 'Torino', rome(inDays(4)).split('-').reverse().join('/')])
      expect(
        (await app.gql<{ myShifts: unknown[] }>(myShifts, { s }, volunteer.token)).data!.myShifts,
      ).toHaveLength(1);
    expect(
      (await app.gql<{ myShifts: unknown[] }>(myShifts, { s: 'nessuno' }, volunteer.token)).data!
        .myShifts,
    ).toHaveLength(0);
    // the Events tab of /my-event finds the same date as the Shifts tab (Rome date, DD/MM/YYYY)
    const mine = async (s: string) =>
      (
        await app.gql<{ events: { edges: { node: { id: number } }[] } }>(
          `query($s: String) { events(scope: MINE, first: 50, search: $s) { edges { node { id } } } }`,
          { s },
          volunteer.token,
        )
      ).data!.events.edges.map((e) => e.node.id);
    expect(await mine(rome(inDays(4)).split('-').reverse().join('/'))).toEqual([signed.event.id]);
    expect(await mine(rome(inDays(5)).split('-').reverse().join('/'))).toEqual([]);
  });

  it('/my-event: upcoming events and shifts first, soonest first, then past ones, most recent first (issue 18)', async () => {
    const { association, volunteer } = await world(app);
    const at = async (start: Date, end: Date, archived = false) => {
      const made = await insertEvent(app, association.id, { start, end, archived });
      await buildSignUp(app, {
        userId: volunteer.user.id,
        shiftId: made.shift.id,
        status: 'accepted',
      });
      return made;
    };
    const longAgo = await at(inDays(-20), inDays(-20, 12));
    const later = await at(inDays(9), inDays(9, 12));
    const yesterday = await at(inDays(-1), inDays(-1, 12));
    const soon = await at(inDays(1), inDays(1, 12));
    const archived = await at(inDays(5), inDays(5, 12), true);
    const lastWeek = await at(inDays(-7), inDays(-7, 12));
    const order = [soon, later, archived, yesterday, lastWeek, longAgo].map((m) => m.event.id);

    // one page, then page by page (the cursor crosses from the upcoming part to the past one)
    const query = `query($after: String, $first: Int!) { events(scope: MINE, first: $first, after: $after) {
      edges { node { id terminated } } pageInfo { endCursor hasNextPage } } }`;
    type Answer = {
      events: {
        edges: { node: { id: number; terminated: boolean } }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      };
    };
    const all = (await app.gql<Answer>(query, { first: 50 }, volunteer.token)).data!.events;
    expect(all.edges.map((e) => e.node.id)).toEqual(order);
    expect(all.edges.map((e) => e.node.terminated)).toEqual([false, false, true, true, true, true]);
    const paged: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Answer['events'] = (
        await app.gql<Answer>(query, { first: 2, after }, volunteer.token)
      ).data!.events;
      paged.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(order);

    // the Shifts tab: by the shift's own end (the archived event's shift is still to come)
    const shifts = (
      await app.gql<{ myShifts: { shiftId: number }[] }>(
        `query { myShifts { shiftId } }`,
        {},
        volunteer.token,
      )
    ).data!.myShifts.map((s) => s.shiftId);
    expect(shifts).toEqual(
      [soon, archived, later, yesterday, lastWeek, longAgo].map((m) => m.shift.id),
    );
  });

  it('history lists terminated events, most recent or most liked first', async () => {
    const { association, volunteer } = await world(app);
    const old = await insertEvent(app, association.id, {
      start: inDays(-10),
      end: inDays(-10, 12),
    });
    const recent = await insertEvent(app, association.id, {
      start: inDays(-2),
      end: inDays(-2, 12),
    });
    await insertEvent(app, association.id, { start: inDays(2), end: inDays(2, 12) });
    await buildEventLike(app, { eventId: old.event.id, userId: volunteer.user.id });
    const q = `query($a: Int!, $p: Boolean!) { eventHistory(associationId: $a, popular: $p) { edges { node { id terminated } } } }`;
    const byDate = (
      await app.gql<{ eventHistory: { edges: { node: { id: number } }[] } }>(
        q,
        { a: association.id, p: false },
        volunteer.token,
      )
    ).data!.eventHistory.edges.map((e) => e.node.id);
    expect(byDate).toEqual([recent.event.id, old.event.id]);
    const byLikes = (
      await app.gql<{ eventHistory: { edges: { node: { id: number } }[] } }>(
        q,
        { a: association.id, p: true },
        volunteer.token,
      )
    ).data!.eventHistory.edges.map((e) => e.node.id);
    expect(byLikes).toEqual([old.event.id, recent.event.id]);
  });
});

describe('calendar and programme', () => {
  it("gives today's programme: my accepted shifts as mine, the administered association's shifts as managed", async () => {
    const { admin, association, volunteer } = await world(app);
    const now = Date.now();
    const { shift } = await insertEvent(app, association.id, {
      start: new Date(now - 3600_000),
      end: new Date(now + 3600_000),
      max: 2,
    });
    await buildSignUp(app, { shiftId: shift.id, userId: volunteer.user.id });
    const q = `query($d: String) { programme(date: $d) { managed associationId shift { id } event { id } } }`;
    const date = rome(new Date(now));
    expect(
      (await app.gql<{ programme: unknown[] }>(q, { d: date }, volunteer.token)).data!.programme,
    ).toEqual([expect.objectContaining({ managed: false, shift: { id: shift.id } })]);
    expect(
      (await app.gql<{ programme: unknown[] }>(q, { d: date }, admin.token)).data!.programme,
    ).toEqual([expect.objectContaining({ managed: true, associationId: association.id })]);
    const outsider = await userWithToken(app);
    expect(
      (await app.gql<{ programme: unknown[] }>(q, { d: date }, outsider.token)).data!.programme,
    ).toEqual([]);
  });

  it('groups events by Rome day, refuses ranges over 62 days and other associations’ calendars', async () => {
    const { admin, association, volunteer } = await world(app);
    const { event } = await insertEvent(app, association.id, {
      start: inDays(5, 9),
      end: inDays(6, 9),
    });
    const q = `query($f: String!, $t: String!, $a: Int) { calendar(from: $f, to: $t, associationId: $a) { date events { id } } }`;
    const days = (
      await app.gql<{ calendar: { date: string; events: { id: number }[] }[] }>(
        q,
        { f: rome(inDays(0)), t: rome(inDays(30)), a: association.id },
        admin.token,
      )
    ).data!.calendar;
    expect(days.map((d) => d.date)).toEqual([rome(inDays(5, 9)), rome(inDays(6, 9))]);
    expect(days[0].events[0].id).toBe(event.id);
    expect(
      (await app.gql(q, { f: rome(inDays(0)), t: rome(inDays(90)) }, volunteer.token)).errors?.[0]
        .extensions,
    ).toMatchObject({ key: 'calendar.range_not_valid' });
    expect(
      (
        await app.gql(
          q,
          { f: rome(inDays(0)), t: rome(inDays(30)), a: association.id },
          volunteer.token,
        )
      ).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('REST facade: photos, history, volunteers, removal', () => {
  it('adds photos by multipart, lists shift volunteers, removes one, deletes a shift', async () => {
    const { admin, association, volunteer } = await world(app);
    const { event, shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 2,
    });
    const form = new FormData();
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    form.append('photos', new Blob([png], { type: 'image/png' }), 'a.png');
    form.append('photos', new Blob([png], { type: 'image/png' }), 'b.png');
    const withPhotos = await app.rest<{ photo: { image_type: string }[] }>(
      'POST',
      `/api/photo-event/${event.id}`,
      { token: admin.token, form },
    );
    expect(withPhotos.body.photo.map((p) => p.image_type)).toEqual(['image/webp', 'image/webp']);
    const tooMany = new FormData();
    for (let i = 0; i < 2; i++)
      tooMany.append('photos', new Blob([png], { type: 'image/png' }), `${i}.png`);
    expect(
      (
        await app.rest<{ key: string }>('POST', `/api/photo-event/${event.id}`, {
          token: admin.token,
          form: tooMany,
        })
      ).body.key,
    ).toBe('error_number_image');
    // a text part in the binary field is refused, not answered 200 with nothing added
    const textPart = new FormData();
    textPart.append('photos', 'not a file');
    const refused = await app.rest<{ key: string; message: string; field: string }>(
      'POST',
      `/api/photo-event/${event.id}`,
      { token: admin.token, form: textPart },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      key: 'validation.invalid_request',
      field: 'photos',
      message: expect.stringMatching(/^Richiesta non valida/),
    });

    await app.gql(SIGN_UP, { id: shift.id }, volunteer.token);
    const [request] = await app.dataSource.getRepository(SignUp).findBy({ shiftId: shift.id });
    await app.rest('PATCH', `/api/user-shift/confirm/${request.id}`, {
      token: admin.token,
      body: { confirmed: true },
    });
    const volunteers = await app.rest<
      { id_shift: number; volunteer: { name: string; tel: string | null }[] }[]
    >('GET', `/api/event/volunteer/${event.id}`, { token: admin.token });
    expect(volunteers.body[0].volunteer).toEqual([
      expect.objectContaining({ name: 'Vera', tel: expect.any(String) }),
    ]);
    const asVolunteer = await app.rest<{ volunteer: { tel: string | null }[] }[]>(
      'GET',
      `/api/event/volunteer/${event.id}`,
      { token: volunteer.token },
    );
    expect(asVolunteer.body[0].volunteer[0].tel).toBeNull();

    expect(
      (
        await app.rest('DELETE', `/api/user-shift/${shift.id}`, {
          token: volunteer.token,
          body: { id_user: admin.user.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await app.rest('DELETE', `/api/user-shift/${shift.id}`, {
          token: admin.token,
          body: { id_user: volunteer.user.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.rest<{ available_spots: number }>('GET', `/api/shift/${shift.id}`, {
          token: admin.token,
        })
      ).body.available_spots,
    ).toBe(2);
    expect(
      (await app.rest('DELETE', `/api/shift/${shift.id}`, { token: volunteer.token })).status,
    ).toBe(403);
    expect(
      (await app.rest('DELETE', `/api/shift/${shift.id}`, { token: admin.token })).status,
    ).toBe(200);
    expect((await app.rest('GET', `/api/shift/${shift.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('lists an association’s history and events with a cursor header', async () => {
    const { association, volunteer } = await world(app);
    await insertEvent(app, association.id, { start: inDays(-4), end: inDays(-4, 12) });
    for (let i = 1; i <= 7; i++)
      await insertEvent(app, association.id, { start: inDays(i), end: inDays(i, 12) });
    const history = await app.rest<unknown[]>('GET', `/api/event/history/${association.id}`, {
      token: volunteer.token,
    });
    expect(history.body).toHaveLength(1);
    const firstPage = await app.rest<unknown[]>('GET', `/api/event/association/${association.id}`, {
      token: volunteer.token,
    });
    expect(firstPage.body).toHaveLength(5);
    const next = firstPage.headers.get('x-next-cursor');
    const more = await app.rest<unknown[]>(
      'GET',
      `/api/event/association/${association.id}?limit=10&after=${next}`,
      { token: volunteer.token },
    );
    expect(more.body).toHaveLength(2);
  });
});
