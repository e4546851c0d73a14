import { SignJWT } from 'jose';
import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { Topic } from '../../platform/pubsub';
import { eventually } from '../eventually';
import {
  buildAssociation,
  buildNotification,
  buildUser,
  PASSWORD,
  userWithToken,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Issue 17, items 2 and 4: server-side sessions. A logout ends a token; a password change, a
 * deletion or "Esci da tutti i dispositivi" ends all of a person's tokens; and no WebSocket
 * outlives the session that opened it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

async function restLogin(email: string, userAgent: string): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const ME = '{ me { id email } }';
const SESSIONS = '{ sessions { id device current createdAt lastUsedAt } }';

/** Whether a token still works: REST status and GraphQL error code (null when it answered). */
async function tokenWorks(token: string): Promise<{ rest: number; graphql: string | null }> {
  const rest = await app.rest('GET', '/api/user/', { token });
  const gql = await app.gql(ME, {}, token);
  return {
    rest: rest.status,
    graphql: (gql.errors?.[0]?.extensions?.code as string | undefined) ?? null,
  };
}
const WORKS = { rest: 200, graphql: null };
const REFUSED = { rest: 401, graphql: 'UNAUTHENTICATED' };

describe('sessions', () => {
  it('a login opens a session, listed with its device; the asking one is current', async () => {
    const user = await buildUser(app);
    const phone = await restLogin(user.email, ANDROID_CHROME);
    await restLogin(user.email, MAC_FIREFOX);

    const listed = await app.gql<{
      sessions: { id: string; device: string; current: boolean }[];
    }>(SESSIONS, {}, phone);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome su Android', true],
      ['Firefox su macOS', false],
    ]);
    const rest = await app.rest<{ sessions: { device: string; current: boolean }[] }>(
      'GET',
      '/api/auth/sessions',
      { token: phone },
    );
    expect(rest.status).toBe(200);
    expect(rest.body.sessions).toHaveLength(2);
    expect(rest.body.sessions.find((s) => s.current)?.device).toBe('Chrome su Android');
  });

  it('POST /api/auth/logout ends only the calling session: its token is a 401 from then on', async () => {
    const user = await buildUser(app);
    const first = await restLogin(user.email, ANDROID_CHROME);
    const second = await restLogin(user.email, MAC_FIREFOX);
    expect(await tokenWorks(first)).toEqual(WORKS);

    const out = await app.rest('POST', '/api/auth/logout', { token: first });
    expect(out).toMatchObject({ status: 200, body: { message: 'Sessione chiusa' } });
    expect(await tokenWorks(first)).toEqual(REFUSED);
    expect(await tokenWorks(second)).toEqual(WORKS);
    // a second logout with the ended token is a 401, not a 500 or a 404
    expect((await app.rest('POST', '/api/auth/logout', { token: first })).status).toBe(401);
  });

  it('the logout mutation ends the calling session', async () => {
    const { token } = await userWithToken(app);
    const out = await app.gql<{ logout: { message: string } }>(
      'mutation { logout { message } }',
      {},
      token,
    );
    expect(out.data?.logout.message).toBe('Sessione chiusa');
    expect(await tokenWorks(token)).toEqual(REFUSED);
  });

  it('"Esci da tutti i dispositivi" ends every session, over GraphQL and REST', async () => {
    const user = await buildUser(app);
    const [a, b] = [await restLogin(user.email, ANDROID_CHROME), await restLogin(user.email, '')];
    const out = await app.gql('mutation { logoutEverywhere { message } }', {}, b);
    expect(out.errors).toBeUndefined();
    expect(await tokenWorks(a)).toEqual(REFUSED);
    expect(await tokenWorks(b)).toEqual(REFUSED);

    const [c, d] = [await restLogin(user.email, MAC_FIREFOX), await restLogin(user.email, '')];
    expect((await app.rest('POST', '/api/auth/logout-all', { token: c })).status).toBe(200);
    expect(await tokenWorks(c)).toEqual(REFUSED);
    expect(await tokenWorks(d)).toEqual(REFUSED);
  });

  it("ends one of one's own sessions by id; another person's session id is a 404", async () => {
    const user = await buildUser(app);
    const phone = await restLogin(user.email, ANDROID_CHROME);
    const laptop = await restLogin(user.email, MAC_FIREFOX);
    const stranger = await userWithToken(app);
    const listed = await app.gql<{ sessions: { id: string; current: boolean }[] }>(
      SESSIONS,
      {},
      laptop,
    );
    const phoneId = listed.data!.sessions.find((s) => !s.current)!.id;

    const foreign = await app.rest('DELETE', `/api/auth/sessions/${phoneId}`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    const foreignGql = await app.gql(
      'mutation($input: EndSessionInput!) { endSession(input: $input) { message } }',
      { input: { id: phoneId } },
      stranger.token,
    );
    expect(foreignGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await tokenWorks(phone)).toEqual(WORKS);

    expect(
      (await app.rest('DELETE', `/api/auth/sessions/${phoneId}`, { token: laptop })).status,
    ).toBe(200);
    expect(await tokenWorks(phone)).toEqual(REFUSED);
    expect(await tokenWorks(laptop)).toEqual(WORKS);
    // not a UUID: a 400 from the contract, never a 500 from the database
    const malformed = await app.rest('DELETE', '/api/auth/sessions/1', { token: laptop });
    expect(malformed.status).toBe(400);
    const malformedGql = await app.gql(
      'mutation($input: EndSessionInput!) { endSession(input: $input) { message } }',
      { input: { id: 'not-a-uuid' } },
      laptop,
    );
    expect(malformedGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a password change ends the other sessions and returns a token of a new one', async () => {
    const user = await buildUser(app);
    const phone = await restLogin(user.email, ANDROID_CHROME);
    const laptop = await restLogin(user.email, MAC_FIREFOX);
    const changed = await app.rest<{ accessToken: string }>('PUT', '/api/user/change-password', {
      token: laptop,
      body: { old_password: PASSWORD, new_password: 'Nuova-Password-2026!' },
    });
    expect(changed.status).toBe(200);
    expect(await tokenWorks(phone)).toEqual(REFUSED);
    expect(await tokenWorks(laptop)).toEqual(REFUSED);
    expect(await tokenWorks(changed.body.accessToken)).toEqual(WORKS);
    const listed = await app.gql<{ sessions: unknown[] }>(SESSIONS, {}, changed.body.accessToken);
    expect(listed.data!.sessions).toHaveLength(1);
  });

  it("every screen's frame (profile, admin flag, badge) is one statement after the check", async () => {
    const { user, token } = await userWithToken(app, { name: 'Frame', surname: 'Test' });
    await buildAssociation(app, { adminId: user.id });
    await buildNotification(app, { userId: user.id });
    await buildNotification(app, { userId: user.id, displayed: true });
    const before = app.statements.count;
    const answer = await app.gql<{
      me: { id: number; name: string; surname: string; isAdmin: boolean; birthDate: string };
      unreadNotificationCount: number;
    }>('{ me { id name surname isAdmin birthDate } unreadNotificationCount }', {}, token);
    expect(answer.data).toEqual({
      me: {
        id: user.id,
        name: 'Frame',
        surname: 'Test',
        isAdmin: true,
        birthDate: user.birthDate,
      },
      unreadNotificationCount: 1,
    });
    // the session check, then the user's row with the admin flag and the unread count
    expect(app.statements.count - before).toBe(2);
  });

  it('the request check stays one statement and moves last_used_at at most once a minute', async () => {
    const { user, token } = await userWithToken(app);
    await app.dataSource.query(
      `UPDATE user_session SET last_used_at = now() - interval '2 hours' WHERE user_id = $1`,
      [user.id],
    );
    const before = app.statements.count;
    expect((await app.rest('GET', '/api/auth/sessions', { token })).status).toBe(200);
    // the check (with its touch) and the list
    expect(app.statements.count - before).toBe(2);
    const [{ age }] = await app.dataSource.query(
      `SELECT extract(epoch FROM now() - last_used_at) AS age FROM user_session WHERE user_id = $1`,
      [user.id],
    );
    expect(Number(age)).toBeLessThan(60);
  });

  it.each([
    ['for a session that expired', (t: SignJWT) => t.setExpirationTime('1h')],
    ["naming another person's session", (t: SignJWT) => t.setExpirationTime('1h')],
  ])('a token signed with the real secret but %s is refused', async (kind, finish) => {
    const { user } = await userWithToken(app);
    const other = await userWithToken(app);
    const [{ id: own }] = await app.dataSource.query(
      'SELECT id FROM user_session WHERE user_id = $1',
      [user.id],
    );
    const [{ id: foreign }] = await app.dataSource.query(
      'SELECT id FROM user_session WHERE user_id = $1',
      [other.user.id],
    );
    if (kind.includes('expired'))
      await app.dataSource.query(
        `UPDATE user_session SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [own],
      );
    const jwt = new SignJWT({ tv: 0, sid: kind.includes('another') ? foreign : own })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt();
    const token = await finish(jwt).sign(new TextEncoder().encode(app.config.jwtSecret));
    expect(await tokenWorks(token)).toEqual(REFUSED);
  });
});

function socketFor(target: TestApp, token: string) {
  const closes: number[] = [];
  const client = createClient({
    url: `${target.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => closes.push((event as { code: number }).code) },
  });
  return { client, closes };
}

/** Runs one query on the socket: its data, or the error (a GraphQL error list or a close). */
function once(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe(
      { query },
      { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
    );
  });
}

/** Subscribes to the viewer's new notifications, collecting them. */
function notificationsOn(client: Client) {
  const received: unknown[] = [];
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  client.subscribe(
    { query: 'subscription { notificationReceived { id title } }' },
    { next: (value) => received.push(value), error: () => undefined, complete: () => undefined },
  );
  // the subscription is live once the server answered an operation sent after it on the socket
  void once(client, '{ __typename }').then(ready, ready);
  return { received, started };
}

describe('WebSockets and sessions', () => {
  it('every operation checks the session: after it ended the socket acts for nobody (4401)', async () => {
    const { user, token } = await userWithToken(app);
    const { client, closes } = socketFor(app, token);
    expect(await once(client, ME)).toEqual({ data: { me: { id: user.id, email: user.email } } });
    // ended behind the socket's back (no announcement): the next operation must still see it
    await app.dataSource.query('DELETE FROM user_session WHERE user_id = $1', [user.id]);
    await expect(once(client, ME)).rejects.toBeDefined();
    await eventually(() => closes.includes(4401), { timeoutMs: 1000 });
    await client.dispose();
  });

  it.each([
    [
      'a password change',
      (token: string) =>
        app.rest('PUT', '/api/user/change-password', {
          token,
          body: { old_password: PASSWORD, new_password: 'Nuova-Password-2026!' },
        }),
    ],
    ['a logout', (token: string) => app.rest('POST', '/api/auth/logout', { token })],
    [
      '"Esci da tutti i dispositivi"',
      (token: string) => app.gql('mutation { logoutEverywhere { message } }', {}, token),
    ],
    ['a deletion', (token: string) => app.gql('mutation { deleteAccount { message } }', {}, token)],
  ])('%s closes the open socket within a second and stops its deliveries', async (_k, end) => {
    const { user, token } = await userWithToken(app);
    const { client, closes } = socketFor(app, token);
    const { received, started } = notificationsOn(client);
    await started;
    // delivered while the session lives…
    const first = await buildNotification(app, { userId: user.id, title: 'Prima' });
    app.services.pubSub.publish(Topic.NotificationReceived, user.id, { notificationId: first.id });
    await eventually(() => received.length === 1, { timeoutMs: 1000 });

    const ended = Date.now();
    await end(token);
    await eventually(() => closes.includes(4401), { timeoutMs: 1000 });
    expect(Date.now() - ended).toBeLessThan(1000);
    await client.dispose();
  });
});

describe('two instances sharing one PostgreSQL and one Redis', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ REDIS_URL });
    second = await startTestApp({ REDIS_URL }, { shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('a logout on one instance closes the socket held by the other within a second', async () => {
    const user = await buildUser(first);
    const response = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    const { accessToken } = (await response.json()) as { accessToken: string };
    const { client, closes } = socketFor(second, accessToken);
    expect(await once(client, '{ me { id } }')).toEqual({ data: { me: { id: user.id } } });

    const ended = Date.now();
    expect((await first.rest('POST', '/api/auth/logout', { token: accessToken })).status).toBe(200);
    await eventually(() => closes.includes(4401), { timeoutMs: 1000 });
    expect(Date.now() - ended).toBeLessThan(1000);
    await client.dispose();
  });
});
