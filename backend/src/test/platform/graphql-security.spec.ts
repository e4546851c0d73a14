import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { eventually } from '../eventually';
import { buildNotification, userWithToken } from '../factories';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('GraphQL request limits', () => {
  it('refuses a sensitive mutation aliased many times in one request', async () => {
    const aliased = Array.from(
      { length: 20 },
      (_, i) =>
        `l${i}: login(input: { email: "a${i}@example.org", password: "Password1!" }) { accessToken }`,
    ).join('\n');
    const result = await app.gql(`mutation { ${aliased} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.map((e) => e.message).join(' ')).toMatch(/una sola volta|alias/);
  });

  it('refuses batched HTTP requests', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: '{ eventTypes { id } }' },
        { query: '{ eventTypes { id } }' },
      ]),
    });
    expect(response.status).toBe(400);
  });

  it('never sends a stack trace', async () => {
    const result = await app.gql('{ nope }');
    expect(JSON.stringify(result)).not.toMatch(/stacktrace|at .*\.ts:/i);
  });
});

describe('HTTP surface', () => {
  it('answers /healthz after checking the database', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers and no server banner', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets the page connect only to its own origin (no bare ws:/wss: scheme source)', async () => {
    const policy = (await fetch(`${app.url}/healthz`)).headers.get('content-security-policy')!;
    const connectSrc = policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src');
    expect(connectSrc).toEqual(['connect-src', "'self'"]);
    expect(policy).not.toMatch(/(^|[\s;])wss?:(?=[\s;]|$)/);
  });
});

describe('subscriptions over graphql-ws', () => {
  function client(token?: string, origin?: string) {
    return createClient({
      url: app.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, origin ? { headers: { origin } } : {});
        }
      },
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
  }

  function firstEvent(c: ReturnType<typeof client>, query: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      c.subscribe(
        { query },
        { next: resolve, error: reject, complete: () => reject(new Error('completed')) },
      );
    });
  }

  it('closes a connection without a valid token with 4401', async () => {
    const c = client('bad-token');
    await expect(firstEvent(c, 'subscription { unreadNotificationCount }')).rejects.toMatchObject({
      code: 4401,
    });
    await c.dispose();
  });

  it('refuses a handshake from another origin', async () => {
    const { token } = await userWithToken(app);
    const c = client(token, 'https://evil.example');
    await expect(firstEvent(c, 'subscription { unreadNotificationCount }')).rejects.toBeDefined();
    await c.dispose();
  });

  it("pushes a user's unread count to that user only", async () => {
    const alice = await userWithToken(app);
    const bob = await userWithToken(app);
    const collect = (c: ReturnType<typeof client>) => {
      const received: unknown[] = [];
      c.subscribe(
        { query: 'subscription { unreadNotificationCount }' },
        { next: (v) => received.push(v), error: () => undefined, complete: () => undefined },
      );
      return received;
    };
    const aliceClient = client(alice.token);
    const bobClient = client(bob.token);
    const toAlice = collect(aliceClient);
    const toBob = collect(bobClient);
    // both listen: each has received an event of their own
    await untilListening(
      () => toAlice.length >= 1,
      () => app.services.notifications.publishUnreadChanged([alice.user.id]),
    );
    await untilListening(
      () => toBob.length >= 1,
      () => app.services.notifications.publishUnreadChanged([bob.user.id]),
    );
    const bobBefore = toBob.length;

    await buildNotification(app, { userId: alice.user.id, title: 'Ciao', body: 'Benvenuta' });
    const aliceBefore = toAlice.length;
    app.services.notifications.publishUnreadChanged([alice.user.id]);
    await eventually(() => toAlice.length >= aliceBefore + 1);
    expect(toAlice.at(-1)).toEqual({ data: { unreadNotificationCount: 1 } });
    // nothing of Alice's reached Bob: his next event, published after hers, is his own
    app.services.notifications.publishUnreadChanged([bob.user.id]);
    await eventually(() => toBob.length >= bobBefore + 1);
    expect(toBob.slice(bobBefore)).toEqual([{ data: { unreadNotificationCount: 0 } }]);
    await aliceClient.dispose();
    await bobClient.dispose();
  });
});
