/**
 * Issue 11, live fan-out: one publish of "a shift of this event changed" is read once for all its
 * subscribers — the statements a publish costs do not grow with the number of subscribers — and
 * each subscriber still gets what is true for them: their own sign-up, and nothing once they may
 * no longer see a private event.
 */
import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { eventually } from '../eventually';
import { buildMembership, buildShift, buildSignUp, userWithToken } from '../factories';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';
import { insertEvent, inDays, world } from './support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const QUERY = `subscription($id: Int!) { eventShiftsChanged(eventId: $id) { id availableSpots mySignUp iAmSubscribed } }`;
type Seen = { id: number; availableSpots: number; mySignUp: string | null; iAmSubscribed: boolean };

interface Watcher {
  client: Client;
  seen: Seen[];
  errors: unknown[];
}

async function watch(token: string, eventId: number): Promise<Watcher> {
  const client = createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const watcher: Watcher = { client, seen: [], errors: [] };
  client.subscribe<{ eventShiftsChanged: Seen }>(
    { query: QUERY, variables: { id: eventId } },
    {
      next: (v) =>
        v.data ? watcher.seen.push(v.data.eventShiftsChanged) : watcher.errors.push(v.errors),
      error: (e) => watcher.errors.push(e),
      complete: () => undefined,
    },
  );
  return watcher;
}

/**
 * Subscriptions start on the server some time after the client sends them (the token check, the
 * visibility check): publish a marker shift of the event until every watcher has received one,
 * then a fence shift once — when every watcher has it, no marker is still travelling (one
 * subscription delivers in order) — and forget them all.
 */
async function allListening(watchers: Watcher[], eventId: number) {
  const [probe, fence] = [
    await buildShift(app, { eventId, title: 'Segnale' }),
    await buildShift(app, { eventId, title: 'Recinto' }),
  ];
  const everyone = (id: number) => () => watchers.every((w) => w.seen.some((x) => x.id === id));
  await untilListening(
    everyone(probe.id),
    () => app.services.live.shiftChanged(eventId, probe.id),
    {
      what: 'every subscription to start',
      fence: {
        heard: everyone(fence.id),
        publish: () => app.services.live.shiftChanged(eventId, fence.id),
      },
    },
  );
  for (const w of watchers) w.seen.length = 0;
}

/** Statements the server ran while `count` subscribers received one publish. */
async function costOfOnePublish(
  count: number,
): Promise<{ statements: number; watchers: Watcher[]; mine: number }> {
  const { association } = await world(app);
  const { event, shift } = await insertEvent(app, association.id, {
    start: inDays(2),
    end: inDays(2, 14),
    max: 50,
  });
  const people = [];
  for (let i = 0; i < count; i++) people.push(await userWithToken(app, { name: `Sub${i}` }));
  const watchers = await Promise.all(people.map((p) => watch(p.token, event.id)));
  await allListening(watchers, event.id);
  // the first subscriber has an accepted sign-up: only they see it as theirs
  await buildSignUp(app, { shiftId: shift.id, userId: people[0].user.id });
  const before = app.statements.count;
  app.services.live.shiftChanged(event.id, shift.id);
  await eventually(() => watchers.every((w) => w.seen.length === 1), {
    what: 'every subscriber updated',
  });
  const statements = app.statements.count - before;
  return { statements, watchers, mine: people[0].user.id };
}

describe('live fan-out', () => {
  it('a publish costs the same statements for 3 and for 40 subscribers, each with their own sign-up', async () => {
    const few = await costOfOnePublish(3);
    const many = await costOfOnePublish(40);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(3);
    for (const run of [few, many]) {
      const [first, ...others] = run.watchers;
      expect(first.seen[0]).toMatchObject({
        availableSpots: 49,
        mySignUp: 'ACCEPTED',
        iAmSubscribed: true,
      });
      for (const w of others)
        expect(w.seen[0]).toMatchObject({
          availableSpots: 49,
          mySignUp: null,
          iAmSubscribed: false,
        });
      await Promise.all(run.watchers.map((w) => w.client.dispose()));
    }
  });

  it("a private event's publish reaches its volunteers only; one who left gets nothing more", async () => {
    const { association, volunteer } = await world(app);
    const other = await userWithToken(app, { name: 'Olga' });
    const membership = await buildMembership(app, {
      userId: other.user.id,
      associationId: association.id,
    });
    const { event, shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 14),
      isPublic: false,
    });
    const [stays, leaves] = await Promise.all([
      watch(volunteer.token, event.id),
      watch(other.token, event.id),
    ]);
    await allListening([stays, leaves], event.id);
    await app.dataSource.query('DELETE FROM user_association WHERE id = $1', [membership.id]);
    app.services.live.shiftChanged(event.id, shift.id);
    await eventually(() => stays.seen.length === 1 && leaves.errors.length === 1, {
      what: 'both answered',
    });
    expect(stays.seen[0].id).toBe(shift.id);
    expect(leaves.seen).toEqual([]);
    await Promise.all([stays.client.dispose(), leaves.client.dispose()]);
  });
});
