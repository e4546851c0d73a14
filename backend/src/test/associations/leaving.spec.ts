/**
 * Issue 17, item 3: someone who leaves an association, or is removed, keeps nothing of its
 * private events. Their sign-ups on members-only shifts and private events are withdrawn in the
 * same transaction (the places freed, live), they are told once, and their calendar feed stops
 * showing the events. Sign-ups on public events' open shifts stay; so do sign-ups on ended shifts
 * (what was done), which their lists and feed hide once the event is private to them.
 */
import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { eventually } from '../eventually';
import {
  buildAssociation,
  buildMembership,
  buildShift,
  buildSignUp,
  userWithToken,
} from '../factories';
import { untilListening } from '../listening';
import { EVENT, SIGN_UP, insertEvent, inDays } from '../events/support';
import { pathOf, readFeed } from '../calendar/ical';
import { startTestApp, type TestApp } from '../test-app';
import { LEAVE, REMOVE } from './gql';
import { Membership } from '../../modules/memberships/membership.entity';

let app: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await app.stop();
});

const MY_SHIFTS = `query { myShifts { shiftId status } }`;
const LIVE = `subscription($id: Int!) { eventShiftsChanged(eventId: $id) { id availableSpots } }`;

/**
 * An association "Croce Blu" with an administrator, the person who will go and a volunteer who
 * stays, both accepted on the two-place shift of a private event (full); the person also waits
 * on a members-only shift of a public event, is accepted on an open shift of a public event,
 * and did a private shift that ended yesterday.
 */
async function stage() {
  const admin = await userWithToken(app, { name: 'Ada', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: admin.user.id, name: 'Croce Blu' });
  const person = await userWithToken(app, { name: 'Piero', surname: 'Partente' });
  const stayer = await userWithToken(app, { name: 'Rita', surname: 'Restante' });
  const membership = await buildMembership(app, {
    userId: person.user.id,
    associationId: association.id,
  });
  await buildMembership(app, { userId: stayer.user.id, associationId: association.id });
  const at = (days: number) => ({ start: inDays(days, 8), end: inDays(days, 12) });
  const hidden = await insertEvent(app, association.id, { ...at(3), isPublic: false, max: 2 });
  const reserved = await insertEvent(app, association.id, { ...at(4), max: 2 });
  const open = await insertEvent(app, association.id, { ...at(5), open: true, max: 2 });
  const done = await insertEvent(app, association.id, {
    start: inDays(-1, 8),
    end: inDays(-1, 12),
    isPublic: false,
  });
  await app.dataSource.query(`UPDATE event SET name = $2 WHERE id = $1`, [
    hidden.event.id,
    'Mensa riservata',
  ]);
  await app.dataSource.query(`UPDATE event SET name = $2 WHERE id = $1`, [
    done.event.id,
    'Magazzino riservato',
  ]);
  for (const userId of [person.user.id, stayer.user.id])
    await buildSignUp(app, { shiftId: hidden.shift.id, userId });
  await buildSignUp(app, { shiftId: reserved.shift.id, userId: person.user.id, status: 'waiting' });
  await buildSignUp(app, { shiftId: open.shift.id, userId: person.user.id });
  await buildSignUp(app, { shiftId: done.shift.id, userId: person.user.id });
  return { admin, association, person, stayer, membership, hidden, reserved, open, done };
}

type Stage = Awaited<ReturnType<typeof stage>>;

/** The two ways out: the person leaves, or an administrator removes them. */
const ways: [string, (s: Stage) => Promise<void>][] = [
  [
    'leaves',
    async (s) => {
      const left = await app.gql(LEAVE, { id: s.association.id }, s.person.token);
      expect(left.errors).toBeUndefined();
    },
  ],
  [
    'is removed by an administrator',
    async (s) => {
      const removed = await app.gql(REMOVE, { id: s.membership.id }, s.admin.token);
      expect(removed.errors).toBeUndefined();
    },
  ],
];

async function myShifts(token: string) {
  const result = await app.gql<{ myShifts: { shiftId: number; status: string }[] }>(
    MY_SHIFTS,
    {},
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.myShifts;
}

async function spotsSeenBy(token: string, eventId: number): Promise<number> {
  const read = await app.gql<{ event: { shifts: { availableSpots: number }[] } }>(
    EVENT,
    { id: eventId },
    token,
  );
  expect(read.errors).toBeUndefined();
  return read.data!.event.shifts[0].availableSpots;
}

/** A live subscriber of the event's places, listening for sure (publishes until one arrives). */
async function watch(token: string, eventId: number) {
  const seen: { id: number; availableSpots: number }[] = [];
  const client = createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  client.subscribe<{ eventShiftsChanged: { id: number; availableSpots: number } }>(
    { query: LIVE, variables: { id: eventId } },
    {
      next: (v) => v.data && seen.push(v.data.eventShiftsChanged),
      error: () => {},
      complete: () => {},
    },
  );
  // the markers are publishes of another shift of the event: one published before the
  // subscription started may still arrive late, and must not pass for news of `shiftId`
  const marker = await buildShift(app, { eventId, title: 'Segnale' });
  await untilListening(
    () => seen.some((x) => x.id === marker.id),
    () => app.services.live.shiftChanged(eventId, marker.id),
  );
  return seen;
}

async function noticesOf(userId: number) {
  return (await app.dataSource.query(
    `SELECT kind, title, body FROM notification WHERE user_id = $1 ORDER BY id`,
    [userId],
  )) as { kind: string; title: string; body: string }[];
}

describe.each(ways)('when the person %s', (_way, goAway) => {
  it('their sign-ups on the private event and the members-only shift are withdrawn, live, and they are told once', async () => {
    const s = await stage();
    const before = await myShifts(s.person.token);
    expect(before).toEqual(
      expect.arrayContaining([
        { shiftId: s.hidden.shift.id, status: 'ACCEPTED' },
        { shiftId: s.reserved.shift.id, status: 'WAITING' },
      ]),
    );
    expect(await spotsSeenBy(s.stayer.token, s.hidden.event.id)).toBe(0);
    const live = await watch(s.stayer.token, s.hidden.event.id);

    await goAway(s);

    const after = await myShifts(s.person.token);
    const shiftIds = after.map((r) => r.shiftId);
    expect(shiftIds).not.toContain(s.hidden.shift.id);
    expect(shiftIds).not.toContain(s.reserved.shift.id);
    // an open shift of a public event needs no membership: it stays
    expect(after).toEqual([{ shiftId: s.open.shift.id, status: 'ACCEPTED' }]);
    // what was done stays recorded, but it is a private event they may no longer read
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM user_shift WHERE shift_id = $1 AND user_id = $2`,
      [s.done.shift.id, s.person.user.id],
    );
    expect(n).toBe(1);
    expect(await spotsSeenBy(s.stayer.token, s.hidden.event.id)).toBe(1);
    await eventually(() => live.some((x) => x.id === s.hidden.shift.id && x.availableSpots === 1), {
      what: 'the subscriber saw the freed place',
    });
    const [{ accepted_count }] = await app.dataSource.query(
      'SELECT accepted_count FROM shift WHERE id = $1',
      [s.hidden.shift.id],
    );
    expect(accepted_count).toBe(1);
    const told = (await noticesOf(s.person.user.id)).filter((n) => n.kind === 'membership_ended');
    expect(told).toEqual([
      {
        kind: 'membership_ended',
        title: 'Iscrizioni annullate: Croce Blu',
        body: "Non fai più parte dell'associazione «Croce Blu»: le tue iscrizioni ai turni riservati sono state annullate.",
      },
    ]);
    // the person who stays keeps their place and hears nothing
    expect(await myShifts(s.stayer.token)).toEqual([
      { shiftId: s.hidden.shift.id, status: 'ACCEPTED' },
    ]);
    expect(await noticesOf(s.stayer.user.id)).toEqual([]);
  });

  it('their calendar feed and calendar no longer show the private events, even after the event moves', async () => {
    const s = await stage();
    const me = await app.gql<{ me: { calendarFeedUrl: string } }>(
      'query { me { calendarFeedUrl } }',
      {},
      s.person.token,
    );
    const feed = pathOf(me.data!.me.calendarFeedUrl);
    const summaries = async () => (await readFeed(app, feed)).events.map((e) => e.summary);
    expect(await summaries()).toEqual(
      expect.arrayContaining(['Mensa riservata — Turno 1', 'Magazzino riservato — Turno 1']),
    );

    await goAway(s);
    await app.dataSource.query(
      `UPDATE event SET address = 'Via Segreta 7, Roma, RM' WHERE id = $1`,
      [s.hidden.event.id],
    );

    const left = await readFeed(app, feed);
    expect(left.events.map((e) => e.summary)).not.toContain('Mensa riservata — Turno 1');
    // ended, so not withdrawn; but private to them now
    expect(left.events.map((e) => e.summary)).not.toContain('Magazzino riservato — Turno 1');
    expect(left.events.map((e) => e.location)).not.toContain('Via Segreta 7, Roma, RM');
    expect(left.events).toHaveLength(1);

    // the in-app calendar, from the day of the ended shift to the open one, likewise
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const calendar = await app.gql<{ calendar: { events: { id: number }[] }[] }>(
      `query($from: String!, $to: String!) { calendar(from: $from, to: $to) { events { id } } }`,
      { from: day(inDays(-2)), to: day(inDays(6)) },
      s.person.token,
    );
    expect(calendar.data!.calendar.flatMap((d) => d.events.map((e) => e.id))).toEqual([
      s.open.event.id,
    ]);
  });
});

describe('at the same moment', () => {
  /** Server sessions of this test's database waiting for a row lock. */
  const lockWaiters = async (): Promise<number> =>
    (
      await app.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
    )[0].n;

  it('a sign-up to a members-only shift that passed its check as the person leaves is withdrawn too', async () => {
    const s = await stage();
    const person = await userWithToken(app);
    await buildMembership(app, { userId: person.user.id, associationId: s.association.id });
    // hold the shift row: the sign-up stops after its membership check, at its insert
    const holder = app.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT id FROM shift WHERE id = $1 FOR UPDATE', [s.reserved.shift.id]);
    const signing = app.gql(SIGN_UP, { id: s.reserved.shift.id }, person.token);
    await eventually(async () => (await lockWaiters()) >= 1, {
      what: 'the sign-up waits at its insert',
    });
    const leaving = app.gql(LEAVE, { id: s.association.id }, person.token);
    // the leave either ends (nothing held it) or waits for the sign-up's hold on the membership
    let left = false;
    void leaving.then(() => (left = true));
    await eventually(async () => left || (await lockWaiters()) >= 2, {
      what: 'the leave ended or waits',
    });
    await holder.commitTransaction();
    await holder.release();
    expect((await signing).errors).toBeUndefined();
    expect((await leaving).errors).toBeUndefined();
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM user_shift WHERE shift_id = $1 AND user_id = $2`,
      [s.reserved.shift.id, person.user.id],
    );
    expect(n).toBe(0);
  });
});

describe('other ways in and out', () => {
  it('leaving with nothing to withdraw tells nobody anything', async () => {
    const s = await stage();
    const other = await userWithToken(app);
    await buildMembership(app, { userId: other.user.id, associationId: s.association.id });
    expect((await app.gql(LEAVE, { id: s.association.id }, other.token)).errors).toBeUndefined();
    expect(await noticesOf(other.user.id)).toEqual([]);
  });

  it('a deleted account gives its places back (the cascade alone would keep them taken)', async () => {
    const s = await stage();
    expect(await spotsSeenBy(s.stayer.token, s.hidden.event.id)).toBe(0);
    const live = await watch(s.stayer.token, s.hidden.event.id);
    const deleted = await app.gql('mutation { deleteAccount { message } }', {}, s.person.token);
    expect(deleted.errors).toBeUndefined();
    expect(await spotsSeenBy(s.stayer.token, s.hidden.event.id)).toBe(1);
    await eventually(() => live.some((x) => x.id === s.hidden.shift.id && x.availableSpots === 1), {
      what: 'the subscriber saw the freed place',
    });
    const counts: { id: number; accepted_count: number }[] = await app.dataSource.query(
      'SELECT id, accepted_count FROM shift WHERE id = ANY($1::int[]) ORDER BY id',
      [[s.open.shift.id, s.reserved.shift.id]],
    );
    expect(counts.map((c) => c.accepted_count)).toEqual([0, 0]);
  });

  it('a refused leave (the last administrator) withdraws nothing', async () => {
    const s = await stage();
    await buildSignUp(app, { shiftId: s.reserved.shift.id, userId: s.admin.user.id });
    const refused = await app.gql(LEAVE, { id: s.association.id }, s.admin.token);
    expect(refused.errors?.[0].extensions?.key).toBe('association.last_admin');
    expect(await myShifts(s.admin.token)).toEqual([
      { shiftId: s.reserved.shift.id, status: 'ACCEPTED' },
    ]);
    expect(
      await app.dataSource
        .getRepository(Membership)
        .countBy({ userId: s.admin.user.id, associationId: s.association.id }),
    ).toBe(1);
  });
});
