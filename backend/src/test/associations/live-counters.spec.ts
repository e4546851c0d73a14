import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { Topic } from '../../platform/pubsub';
import { eventually } from '../eventually';
import { buildAssociation, userWithToken } from '../factories';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';
import { REQUEST } from './gql';

const COUNTERS = `subscription($id: Int!) { associationDashboardCounters(associationId: $id) { associationId numberVolunteerRequests } }`;

let app: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.stop();
});

function client(token: string): Client {
  const c = createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(c);
  return c;
}

function listen(c: Client, id: number) {
  const events: unknown[] = [];
  const errors: unknown[] = [];
  const state = { ended: false };
  c.subscribe(
    { query: COUNTERS, variables: { id } },
    {
      next: (v) => events.push(v),
      error: (e) => {
        errors.push(e);
        state.ended = true;
      },
      complete: () => {
        state.ended = true;
      },
    },
  );
  return { events, errors, state };
}

/** What a subscriber gets when nothing has changed: the counters as they stand. */
const counters = (associationId: number, numberVolunteerRequests: number) => ({
  data: { associationDashboardCounters: { associationId, numberVolunteerRequests } },
});

/** Publishes "the counters of this association changed" without changing them (a marker). */
const publishCounters = (associationId: number) =>
  app.services.pubSub.publish(Topic.DashboardCounters, associationId, { associationId });

describe('live dashboard counters', () => {
  it("reach the association's administrators when a volunteer asks to join, and nobody else", async () => {
    const admin = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: admin.user.id });
    const otherAdmin = await userWithToken(app);
    const other = await buildAssociation(app, { adminId: otherAdmin.user.id });

    const mine = listen(client(admin.token), association.id);
    const theirs = listen(client(otherAdmin.token), other.id);
    await untilListening(
      () => mine.events.length > 0,
      () => publishCounters(association.id),
    );
    await untilListening(
      () => theirs.events.length > 0,
      () => publishCounters(other.id),
    );
    // the markers said "no request yet"
    expect(new Set(mine.events.map((e) => JSON.stringify(e)))).toEqual(
      new Set([JSON.stringify(counters(association.id, 0))]),
    );
    mine.events.length = 0;

    const person = await userWithToken(app);
    await app.gql(REQUEST, { id: association.id }, person.token);
    await eventually(() => mine.events.length >= 1);
    expect(mine.events).toEqual([
      {
        data: {
          associationDashboardCounters: {
            associationId: association.id,
            numberVolunteerRequests: 1,
          },
        },
      },
    ]);
    // "nothing reached the other association": a marker published on its channel after the
    // request has arrived, and a leaked publish of the request would have been queued before it
    // (one subscription delivers in order), so its absence now is not merely "not yet"
    const markers = theirs.events.length;
    await publishCounters(other.id);
    await eventually(() => theirs.events.length > markers);
    expect(
      theirs.events.filter((e) => JSON.stringify(e) !== JSON.stringify(counters(other.id, 0))),
    ).toEqual([]);
  });

  it("refuses to subscribe to another association's counters", async () => {
    const admin = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: admin.user.id });
    const stranger = await userWithToken(app);
    const spy = listen(client(stranger.token), association.id);
    // the refusal ends the operation: once ended, the protocol delivers nothing more on it
    await eventually(() => spy.state.ended);
    const person = await userWithToken(app);
    await app.gql(REQUEST, { id: association.id }, person.token);
    // the only thing the stranger ever receives is the refusal, never counters
    const received = [...spy.events, ...spy.errors];
    expect(JSON.stringify(received)).toContain('FORBIDDEN');
    expect(JSON.stringify(received)).not.toContain('numberVolunteerRequests');
  });
});
