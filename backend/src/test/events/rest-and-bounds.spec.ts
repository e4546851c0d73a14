import { buildFollow, buildMembership, buildShift, buildSignUp, buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { SIGN_UP, inDays, insertEvent, world } from './support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('REST facade: events, shifts, calendar (spec §7)', () => {
  it('creates an event with shifts and a repetition from the original payload', async () => {
    const { admin, association } = await world(app);
    const start = inDays(4, 8);
    const result = await app.rest<{ id_event: number; id_copies: number[]; message: string }>(
      'POST',
      '/api/event/',
      {
        token: admin.token,
        body: {
          id_association: association.id,
          name: 'Pulizia spiaggia',
          description: 'Porta i guanti',
          address: 'Lungomare 1, Rimini, RN',
          start_date: start.toISOString(),
          end_date: inDays(4, 12).toISOString(),
          public: true,
          topics: '1',
          event_types: '1,2',
          shifts: [
            {
              title: 'Mattina',
              color: '#0f766e',
              start_datetime: start.toISOString(),
              end_datetime: inDays(4, 12).toISOString(),
              max_volunteer: 3,
            },
          ],
          day_repetition: String(start.getUTCDay()),
        },
      },
    );
    expect(result.status).toBe(201);
    expect(result.body.id_copies.length).toBeGreaterThanOrEqual(4);
    const event = await app.rest<Record<string, unknown>>(
      'GET',
      `/api/event/${result.body.id_event}`,
      { token: admin.token },
    );
    expect(event.body).toMatchObject({
      name: 'Pulizia spiaggia',
      public: true,
      is_admin: true,
      terminated: false,
      info_association: { id: association.id },
      shift: [
        expect.objectContaining({
          title: 'Mattina',
          max_volunteer: 3,
          available_spots: 3,
          i_am_subscribed: false,
        }),
      ],
    });
    expect((event.body.event_type as number[]).sort()).toEqual([1, 2]);
    expect(event.body.start_date as string).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  it('answers validation errors with 400 and the Italian message', async () => {
    const { admin, association } = await world(app);
    const result = await app.rest<{ message: string; key: string }>('POST', '/api/event/', {
      token: admin.token,
      body: {
        id_association: association.id,
        name: '',
        address: 'Via A 1, Roma, RM',
        start_date: inDays(2).toISOString(),
        end_date: inDays(2, 12).toISOString(),
      },
    });
    expect(result.status).toBe(400);
    expect(result.body.key).toBe('create_event.mandatory_name');
  });

  it('runs a sign-up through request, confirmation and withdrawal', async () => {
    const { admin, association, volunteer } = await world(app);
    const { event, shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 2,
    });
    expect(
      (
        await app.rest('POST', `/api/user-shift/${shift.id}`, {
          token: volunteer.token,
          body: { notification: true },
        })
      ).status,
    ).toBe(201);
    const requests = await app.rest<{ id: number; name: string; name_event: string }[]>(
      'GET',
      `/api/user-shift/${association.id}?waiting=true`,
      { token: admin.token },
    );
    expect(requests.body).toEqual([
      expect.objectContaining({ name: 'Vera', name_event: event.name }),
    ]);
    expect(
      (await app.rest('GET', `/api/user-shift/${association.id}`, { token: volunteer.token }))
        .status,
    ).toBe(403);
    const confirmed = await app.rest('PATCH', `/api/user-shift/confirm/${requests.body[0].id}`, {
      token: admin.token,
      body: { confirmed: true },
    });
    expect(confirmed.body).toMatchObject({ status: 'accepted' });
    expect(
      (
        await app.rest('PATCH', `/api/user-shift/confirm/${requests.body[0].id}`, {
          token: admin.token,
          body: { confirmed: false },
        })
      ).status,
    ).toBe(409);
    const seen = await app.rest<{ available_spots: number; i_am_subscribed: boolean }>(
      'GET',
      `/api/shift/${shift.id}`,
      { token: volunteer.token },
    );
    expect(seen.body).toMatchObject({ available_spots: 1, i_am_subscribed: true });
    expect(
      (await app.rest('DELETE', `/api/user-shift/${shift.id}`, { token: volunteer.token })).status,
    ).toBe(200);
    expect(
      (
        await app.rest<{ available_spots: number }>('GET', `/api/shift/${shift.id}`, {
          token: volunteer.token,
        })
      ).body.available_spots,
    ).toBe(2);
  });

  it('refuses a sign-up to a terminated event with the spec key', async () => {
    const { association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      archived: true,
    });
    const result = await app.rest<{ key: string }>('POST', `/api/user-shift/${shift.id}`, {
      token: volunteer.token,
    });
    expect(result.status).toBe(400);
    expect(result.body.key).toBe('subscription_to_terminated_event');
  });

  it('likes, archives, duplicates and deletes', async () => {
    const { admin, association, volunteer } = await world(app);
    const { event } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
    });
    expect(
      (
        await app.rest('POST', '/api/event-like/', {
          token: volunteer.token,
          body: { id_event: event.id },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await app.rest<{ number_like: number }>('GET', `/api/event/${event.id}`, {
          token: volunteer.token,
        })
      ).body.number_like,
    ).toBe(1);
    expect(
      (
        await app.rest('PATCH', `/api/event/terminated/${event.id}`, {
          token: volunteer.token,
          body: { terminated: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await app.rest('PATCH', `/api/event/terminated/${event.id}`, {
          token: admin.token,
          body: { terminated: true },
        })
      ).body,
    ).toMatchObject({ terminated: true });
    const copy = await app.rest<{ id_event: number }>('POST', `/api/event/duplicate/${event.id}`, {
      token: admin.token,
    });
    expect(
      (await app.rest('GET', `/api/event/${copy.body.id_event}`, { token: admin.token })).body,
    ).toMatchObject({ public: false, photo: [] });
    expect(
      (await app.rest('DELETE', `/api/event/${event.id}`, { token: admin.token })).status,
    ).toBe(200);
    expect((await app.rest('GET', `/api/event/${event.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('gives the calendar as a day list and a DD/MM/YYYY map', async () => {
    const { admin, association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(3, 9),
      end: inDays(3, 11),
    });
    await app.gql(SIGN_UP, { id: shift.id }, volunteer.token);
    const daily = await app.rest<unknown[]>(
      'GET',
      `/api/calendar/daily/?date=${isoDay(inDays(3))}`,
      { token: volunteer.token },
    );
    expect(daily.body).toHaveLength(1);
    const future = await app.rest<Record<string, unknown[]>>('GET', '/api/calendar/future', {
      token: volunteer.token,
    });
    const [key] = Object.keys(future.body);
    expect(key).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    const adminMap = await app.rest<Record<string, unknown[]>>(
      'GET',
      `/api/event/association/${association.id}?calendar=true`,
      { token: admin.token },
    );
    expect(Object.values(adminMap.body).flat()).toHaveLength(1);
  });
});

describe('bounded SQL on the heavy screens', () => {
  async function statementsFor(run: () => Promise<unknown>): Promise<number> {
    const before = app.statements.count;
    const result = (await run()) as { errors?: unknown };
    expect(result.errors).toBeUndefined();
    return app.statements.count - before;
  }

  /** An association with `events` events of 3 shifts each, 4 sign-ups per shift; the viewer follows it and has a shift. */
  async function dataset(events: number) {
    const w = await world(app);
    await buildFollow(app, { userId: w.volunteer.user.id, associationId: w.association.id });
    const people = await Promise.all(Array.from({ length: 4 }, () => buildUser(app)));
    await Promise.all(
      people.map((p) => buildMembership(app, { userId: p.id, associationId: w.association.id })),
    );
    const shiftIds: number[] = [];
    let firstEventId = 0;
    for (let i = 0; i < events; i++) {
      const { event, shift } = await insertEvent(app, w.association.id, {
        start: new Date(Date.now() + 3600_000),
        end: new Date(Date.now() + 5 * 3600_000),
        max: 10,
      });
      firstEventId ||= event.id;
      const more = await Promise.all(
        [1, 2].map(() => buildShift(app, { eventId: event.id, title: 'Turno', maxVolunteer: 10 })),
      );
      shiftIds.push(shift.id, ...more.map((s) => s.id));
    }
    // 2 of the 4 accepted on every shift: the factory keeps each shift's accepted_count at 2
    await Promise.all(
      shiftIds.flatMap((shiftId) =>
        people.map((p, i) =>
          buildSignUp(app, { shiftId, userId: p.id, status: i % 2 ? 'waiting' : 'accepted' }),
        ),
      ),
    );
    await buildSignUp(app, { shiftId: shiftIds[0], userId: w.volunteer.user.id });
    return { ...w, firstEventId };
  }

  const EVENT_PAGE = `query($id: Int!) { event(id: $id) { id name isLike numberLike isAdmin association { name } photos { url } topics { id } eventTypes { id }
    shifts { id availableSpots iAmSubscribed mySignUp volunteers { name phone } waitingVolunteers { id name } } } }`;
  const HOME = `query($date: String) { programme(date: $date) { managed shift { id title availableSpots } event { id name address } }
    events(scope: FAVOURITE, first: 5) { edges { node { id name association { name } photos { url } } } }
    associations(filter: VOLUNTEER, first: 8) { edges { node { id name followers isFavourite } } }
    nearbyAssociations(first: 8) { id name } }`;
  const EXPLORE = `{ events(scope: EXPLORE, first: 50) { totalCount edges { node { id name startDate address isLike numberLike association { id name } photos { url } shifts { id availableSpots } } } } }`;
  const CALENDAR = `query($from: String!, $to: String!, $a: Int) { calendar(from: $from, to: $to, associationId: $a) { date events { id name shifts { id color availableSpots mySignUp } } } }`;
  const REQUESTS = `query($a: Int!) { shiftRequests(associationId: $a) { id name surname eventName shiftTitle } }`;

  it('costs the same number of statements for 2 or 12 events (event page, Home, explore, calendar, request-shift)', async () => {
    const small = await dataset(2);
    const large = await dataset(12);
    const today = isoDay(new Date());
    const to = isoDay(new Date(Date.now() + 30 * 86400_000));
    for (const [label, run] of [
      [
        'event page',
        (d: typeof small) => app.gql(EVENT_PAGE, { id: d.firstEventId }, d.admin.token),
      ],
      ['home', (d: typeof small) => app.gql(HOME, { date: today }, d.volunteer.token)],
      ['explore', (d: typeof small) => app.gql(EXPLORE, {}, d.volunteer.token)],
      [
        'calendar (admin)',
        (d: typeof small) =>
          app.gql(CALENDAR, { from: today, to, a: d.association.id }, d.admin.token),
      ],
      [
        'calendar (personal)',
        (d: typeof small) => app.gql(CALENDAR, { from: today, to }, d.volunteer.token),
      ],
      [
        'request-shift',
        (d: typeof small) => app.gql(REQUESTS, { a: d.association.id }, d.admin.token),
      ],
    ] as const) {
      const few = await statementsFor(() => run(small));
      const many = await statementsFor(() => run(large));
      expect({ screen: label, statements: many }).toEqual({ screen: label, statements: few });
      expect(many).toBeLessThanOrEqual(25);
    }
  });
});
