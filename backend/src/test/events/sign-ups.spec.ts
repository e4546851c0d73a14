import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { SignUp } from '../../modules/shifts/sign-up.entity';
import { eventually } from '../eventually';
import { buildMembership, buildShift, buildUser, login, userWithToken } from '../factories';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';
import { DECIDE, REQUESTS, SIGN_UP, WITHDRAW, inDays, insertEvent, world } from './support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type ShiftAnswer = { availableSpots: number; mySignUp: string | null; iAmSubscribed: boolean };
const signUps = () => app.dataSource.getRepository(SignUp);

describe('signing up', () => {
  it('a volunteer asks; the request waits; accepting takes a place', async () => {
    const { admin, association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 14),
      max: 2,
    });
    const asked = await app.gql<{ signUpToShift: ShiftAnswer }>(
      SIGN_UP,
      { id: shift.id },
      volunteer.token,
    );
    expect(asked.data!.signUpToShift).toMatchObject({
      mySignUp: 'WAITING',
      iAmSubscribed: false,
      availableSpots: 2,
    });
    const [request] = (
      await app.gql<{ shiftRequests: { id: number; name: string }[] }>(
        REQUESTS,
        { associationId: association.id },
        admin.token,
      )
    ).data!.shiftRequests;
    expect(request.name).toBe('Vera');
    const decided = await app.gql<{ decideShiftRequest: { status: string } }>(
      DECIDE,
      { id: request.id, accept: true },
      admin.token,
    );
    expect(decided.data!.decideShiftRequest.status).toBe('ACCEPTED');
    const seen = await app.gql<{ shift: ShiftAnswer }>(
      `query($id: Int!) { shift(id: $id) { availableSpots mySignUp iAmSubscribed } }`,
      { id: shift.id },
      volunteer.token,
    );
    expect(seen.data!.shift).toEqual({
      availableSpots: 1,
      mySignUp: 'ACCEPTED',
      iAmSubscribed: true,
    });
    expect(
      (await app.gql(DECIDE, { id: request.id, accept: false }, admin.token)).errors?.[0]
        .extensions,
    ).toMatchObject({ code: 'CONFLICT', key: 'shift.already_decided' });
  });

  it('withdrawing gives the place back; coming back needs a new request', async () => {
    const { admin, association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 14),
      max: 1,
    });
    await app.gql(SIGN_UP, { id: shift.id }, volunteer.token);
    const row = await signUps().findOneByOrFail({ shiftId: shift.id, userId: volunteer.user.id });
    await app.gql(DECIDE, { id: row.id, accept: true }, admin.token);
    const left = await app.gql<{ withdrawFromShift: ShiftAnswer }>(
      WITHDRAW,
      { id: shift.id },
      volunteer.token,
    );
    expect(left.data!.withdrawFromShift).toMatchObject({ availableSpots: 1, mySignUp: null });
    const again = await app.gql<{ signUpToShift: ShiftAnswer }>(
      SIGN_UP,
      { id: shift.id },
      volunteer.token,
    );
    expect(again.data!.signUpToShift.mySignUp).toBe('WAITING');
    expect(
      (await app.gql(SIGN_UP, { id: shift.id }, volunteer.token)).errors?.[0].extensions,
    ).toMatchObject({ code: 'CONFLICT', key: 'shift.already_signed_up' });
  });

  it.each([
    ['the shift has ended', { start: inDays(-2), end: inDays(-2, 12) }, 'shift_already_terminated'],
    [
      'the event is archived',
      { start: inDays(2), end: inDays(2, 12), archived: true },
      'subscription_to_terminated_event',
    ],
  ])('is refused when %s', async (_label, options, key) => {
    const { association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, options);
    expect(
      (await app.gql(SIGN_UP, { id: shift.id }, volunteer.token)).errors?.[0].extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', key });
  });

  it('is refused when no place remains', async () => {
    const { admin, association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 1,
    });
    const other = await userWithToken(app);
    await buildMembership(app, { userId: other.user.id, associationId: association.id });
    await app.gql(SIGN_UP, { id: shift.id }, other.token);
    await app.gql(
      DECIDE,
      { id: (await signUps().findOneByOrFail({ shiftId: shift.id })).id, accept: true },
      admin.token,
    );
    expect(
      (await app.gql(SIGN_UP, { id: shift.id }, volunteer.token)).errors?.[0].extensions,
    ).toMatchObject({ key: 'subscription_not_available_spots' });
  });

  it('only accepted volunteers may ask, except for an open shift of a public event', async () => {
    const { association } = await world(app);
    const outsider = await userWithToken(app);
    const closed = await insertEvent(app, association.id, { start: inDays(2), end: inDays(2, 12) });
    expect(
      (await app.gql(SIGN_UP, { id: closed.shift.id }, outsider.token)).errors?.[0].extensions,
    ).toMatchObject({ code: 'CONFLICT', key: 'shift.not_allowed' });
    const open = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      open: true,
    });
    expect((await app.gql(SIGN_UP, { id: open.shift.id }, outsider.token)).errors).toBeUndefined();
    const privateOpen = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      open: true,
      isPublic: false,
    });
    expect(
      (await app.gql(SIGN_UP, { id: privateOpen.shift.id }, outsider.token)).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it('only the association’s administrators decide, remove, delete shifts and list requests', async () => {
    const { association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
    });
    await app.gql(SIGN_UP, { id: shift.id }, volunteer.token);
    const request = await signUps().findOneByOrFail({ shiftId: shift.id });
    const intruder = await userWithToken(app);
    const refused = [
      await app.gql(DECIDE, { id: request.id, accept: true }, volunteer.token),
      await app.gql(DECIDE, { id: request.id, accept: true }, intruder.token),
      await app.gql(
        `mutation($s: Int!, $u: Int!) { removeFromShift(input: { shiftId: $s, userId: $u }) { id } }`,
        { s: shift.id, u: volunteer.user.id },
        volunteer.token,
      ),
      await app.gql(
        `mutation($s: Int!) { deleteShift(input: { shiftId: $s }) { id } }`,
        { s: shift.id },
        volunteer.token,
      ),
      await app.gql(REQUESTS, { associationId: association.id }, volunteer.token),
    ];
    for (const r of refused) expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await signUps().findOneByOrFail({ id: request.id })).status).toBe('waiting');
  });

  it('hides the contact data of a shift’s volunteers from everyone but administrators', async () => {
    const { admin, association, volunteer } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 2,
    });
    await app.gql(SIGN_UP, { id: shift.id }, volunteer.token);
    await app.gql(
      DECIDE,
      { id: (await signUps().findOneByOrFail({ shiftId: shift.id })).id, accept: true },
      admin.token,
    );
    const query = `query($id: Int!) { shift(id: $id) { volunteers { name phone email } waitingVolunteers { id } } }`;
    const byAdmin = await app.gql<{ shift: { volunteers: { phone: string | null }[] } }>(
      query,
      { id: shift.id },
      admin.token,
    );
    expect(byAdmin.data!.shift.volunteers[0].phone).toEqual(expect.any(String));
    const byVolunteer = await app.gql<{
      shift: { volunteers: { phone: string | null; email: string | null }[] };
    }>(query, { id: shift.id }, volunteer.token);
    expect(byVolunteer.data!.shift.volunteers[0]).toMatchObject({
      name: 'Vera',
      phone: null,
      email: null,
    });
  });
});

describe('places under concurrency', () => {
  it('never overbooks: 100 sign-ups then 100 simultaneous approvals for 5 places', async () => {
    const { admin, association } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 5,
    });
    const people = await Promise.all(Array.from({ length: 100 }, () => buildUser(app)));
    await Promise.all(
      people.map((p) => buildMembership(app, { userId: p.id, associationId: association.id })),
    );
    const tokens = [];
    for (const p of people) tokens.push(await login(app, p.email));
    const asked = await Promise.all(tokens.map((t) => app.gql(SIGN_UP, { id: shift.id }, t)));
    expect(asked.filter((r) => r.errors)).toHaveLength(0);
    const requests = await signUps().findBy({ shiftId: shift.id });
    const decisions = await Promise.all(
      requests.map((r) => app.gql(DECIDE, { id: r.id, accept: true }, admin.token)),
    );
    expect(decisions.filter((d) => !d.errors)).toHaveLength(5);
    expect(
      decisions.filter((d) => d.errors?.[0].extensions?.key === 'subscription_not_available_spots'),
    ).toHaveLength(95);
    expect(await signUps().countBy({ shiftId: shift.id, status: 'accepted' })).toBe(5);
    const [{ accepted_count }] = await app.dataSource.query(
      'SELECT accepted_count FROM shift WHERE id = $1',
      [shift.id],
    );
    expect(accepted_count).toBe(5);
  });

  it('never overbooks when sign-ups, withdrawals and approvals interleave', async () => {
    const { admin, association } = await world(app);
    const { shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 3,
    });
    const people = await Promise.all(Array.from({ length: 30 }, () => buildUser(app)));
    await Promise.all(
      people.map((p) => buildMembership(app, { userId: p.id, associationId: association.id })),
    );
    const tokens = await Promise.all(people.map((p) => login(app, p.email)));
    await Promise.all(tokens.slice(0, 20).map((t) => app.gql(SIGN_UP, { id: shift.id }, t)));
    const first = await signUps().findBy({ shiftId: shift.id });
    await Promise.all([
      ...first.map((r) => app.gql(DECIDE, { id: r.id, accept: true }, admin.token)),
      ...tokens.slice(0, 10).map((t) => app.gql(WITHDRAW, { id: shift.id }, t)),
      ...tokens.slice(20).map((t) => app.gql(SIGN_UP, { id: shift.id }, t)),
    ]);
    const accepted = await signUps().countBy({ shiftId: shift.id, status: 'accepted' });
    const [{ accepted_count }] = await app.dataSource.query(
      'SELECT accepted_count FROM shift WHERE id = $1',
      [shift.id],
    );
    expect(accepted).toBeLessThanOrEqual(3);
    expect(accepted_count).toBe(accepted);
  });
});

describe('live places', () => {
  it('an open event page receives the new remaining places when a sign-up is accepted', async () => {
    const { admin, association, volunteer } = await world(app);
    const { event, shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 3,
    });
    const watcher = await userWithToken(app);
    const client = createClient({
      url: app.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${watcher.token}` },
      retryAttempts: 0,
    });
    const events: { data?: { eventShiftsChanged: { id: number } } }[] = [];
    client.subscribe(
      {
        query: `subscription($id: Int!) { eventShiftsChanged(eventId: $id) { id availableSpots } }`,
        variables: { id: event.id },
      },
      { next: (v) => events.push(v as never), error: () => undefined, complete: () => undefined },
    );
    const marker = await buildShift(app, { eventId: event.id, title: 'Segnale' });
    await untilListening(
      () => events.some((e) => e.data?.eventShiftsChanged.id === marker.id),
      () => app.services.live.shiftChanged(event.id, marker.id),
    );
    await app.gql(SIGN_UP, { id: shift.id }, volunteer.token);
    await app.gql(
      DECIDE,
      { id: (await signUps().findOneByOrFail({ shiftId: shift.id })).id, accept: true },
      admin.token,
    );
    await eventually(() =>
      expect(events).toContainEqual({
        data: { eventShiftsChanged: { id: shift.id, availableSpots: 2 } },
      }),
    );
    await client.dispose();
  });

  it('reads each event afresh for the subscriber: their own request goes from waiting to accepted', async () => {
    const { admin, association, volunteer } = await world(app);
    const { event, shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      max: 3,
    });
    const client = createClient({
      url: app.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${volunteer.token}` },
      retryAttempts: 0,
    });
    const received: { data?: { eventShiftsChanged: { id: number } } }[] = [];
    client.subscribe(
      {
        query: `subscription($id: Int!) { eventShiftsChanged(eventId: $id) { id availableSpots mySignUp } }`,
        variables: { id: event.id },
      },
      { next: (v) => received.push(v as never), error: () => undefined, complete: () => undefined },
    );
    // the markers are publishes of another shift of the event, left out of what is compared
    const marker = await buildShift(app, { eventId: event.id, title: 'Segnale' });
    await untilListening(
      () => received.some((e) => e.data?.eventShiftsChanged.id === marker.id),
      () => app.services.live.shiftChanged(event.id, marker.id),
    );
    const seen = () =>
      received
        .filter((e) => e.data?.eventShiftsChanged.id !== marker.id)
        .map(({ data, ...rest }) => {
          if (!data) return rest;
          const { id: _id, ...shiftSeen } = data.eventShiftsChanged;
          return { ...rest, data: { eventShiftsChanged: shiftSeen } };
        });
    await app.gql(SIGN_UP, { id: shift.id }, volunteer.token);
    // the sign-up's publish is read when delivered: it has to be in before the decision is made
    await eventually(() => seen().length >= 1);
    await app.gql(
      DECIDE,
      { id: (await signUps().findOneByOrFail({ shiftId: shift.id })).id, accept: true },
      admin.token,
    );
    await eventually(() => seen().length >= 2);
    expect(seen()).toEqual([
      { data: { eventShiftsChanged: { availableSpots: 3, mySignUp: 'WAITING' } } },
      { data: { eventShiftsChanged: { availableSpots: 2, mySignUp: 'ACCEPTED' } } },
    ]);
    await client.dispose();
  });
});
