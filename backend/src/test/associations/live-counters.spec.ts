import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { buildAssociation, userWithToken } from '../factories';
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
  c.subscribe(
    { query: COUNTERS, variables: { id } },
    { next: (v) => events.push(v), error: (e) => errors.push(e), complete: () => undefined },
  );
  return { events, errors };
}

const settle = () => new Promise((r) => setTimeout(r, 250));

describe('live dashboard counters', () => {
  it("reach the association's administrators when a volunteer asks to join, and nobody else", async () => {
    const admin = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: admin.user.id });
    const otherAdmin = await userWithToken(app);
    const other = await buildAssociation(app, { adminId: otherAdmin.user.id });

    const mine = listen(client(admin.token), association.id);
    const theirs = listen(client(otherAdmin.token), other.id);
    await settle();

    const person = await userWithToken(app);
    await app.gql(REQUEST, { id: association.id }, person.token);
    await settle();
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
    expect(theirs.events).toEqual([]);
  });

  it("refuses to subscribe to another association's counters", async () => {
    const admin = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: admin.user.id });
    const stranger = await userWithToken(app);
    const spy = listen(client(stranger.token), association.id);
    await settle();
    const person = await userWithToken(app);
    await app.gql(REQUEST, { id: association.id }, person.token);
    await settle();
    // the only thing the stranger ever receives is the refusal, never counters
    const received = [...spy.events, ...spy.errors];
    expect(JSON.stringify(received)).toContain('FORBIDDEN');
    expect(JSON.stringify(received)).not.toContain('numberVolunteerRequests');
  });
});
