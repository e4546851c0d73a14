import { buildUser, PASSWORD } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Issue 31 (docs/sessions.md): "Dispositivi connessi" lists the asking device first, and a new
 * login from a device already listed (its device cookie) takes that device's row again instead of
 * adding one — its old token ends with it.
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
const COOKIE = 'insieme_device';

interface Login {
  token: string;
  /** the device cookie the server gave back */
  cookie: string;
}

async function login(email: string, userAgent: string, cookie?: string): Promise<Login> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent,
      ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}),
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
  return {
    token: ((await response.json()) as { accessToken: string }).accessToken,
    cookie: set.slice(COOKIE.length + 1).split(';')[0],
  };
}

interface Listed {
  id: string;
  device: string;
  current: boolean;
}

async function sessions(token: string): Promise<Listed[]> {
  const gql = await app.gql<{ sessions: Listed[] }>(
    '{ sessions { id device current } }',
    {},
    token,
  );
  expect(gql.errors).toBeUndefined();
  const rest = await app.rest<{ sessions: Listed[] }>('GET', '/api/auth/sessions', { token });
  expect(rest.body.sessions.map((s) => s.id)).toEqual(gql.data!.sessions.map((s) => s.id));
  return gql.data!.sessions;
}

const nonceOf = (cookie: string) => cookie.split('.')[1];

it('lists this device first, whatever was used last', async () => {
  const user = await buildUser(app);
  const phone = await login(user.email, ANDROID_CHROME);
  const laptop = await login(user.email, MAC_FIREFOX);
  // the laptop is the latest login: before, it came first on the phone too
  expect((await sessions(phone.token)).map((s) => [s.device, s.current])).toEqual([
    ['Chrome su Android', true],
    ['Firefox su macOS', false],
  ]);
  expect((await sessions(laptop.token)).map((s) => [s.device, s.current])).toEqual([
    ['Firefox su macOS', true],
    ['Chrome su Android', false],
  ]);
});

it('a new login from a listed device takes its row again; its old token ends', async () => {
  const user = await buildUser(app);
  const first = await login(user.email, ANDROID_CHROME);
  const laptop = await login(user.email, MAC_FIREFOX);
  expect(await sessions(laptop.token)).toHaveLength(2);

  // the same phone signs in again (the browser sends its device cookie)
  const again = await login(user.email, ANDROID_CHROME, first.cookie);
  expect(nonceOf(again.cookie)).toBe(nonceOf(first.cookie));
  const listed = await sessions(again.token);
  expect(listed.map((s) => [s.device, s.current])).toEqual([
    ['Chrome su Android', true],
    ['Firefox su macOS', false],
  ]);
  expect((await app.rest('GET', '/api/user/', { token: first.token })).status).toBe(401);
  expect((await app.rest('GET', '/api/user/', { token: laptop.token })).status).toBe(200);

  // a third login from it, with the cookie it was given back: still one row for the phone
  const third = await login(user.email, ANDROID_CHROME, again.cookie);
  expect(await sessions(third.token)).toHaveLength(2);

  // without the cookie (another browser on the phone) it is another device
  const other = await login(user.email, ANDROID_CHROME);
  expect(nonceOf(other.cookie)).not.toBe(nonceOf(first.cookie));
  expect(await sessions(other.token)).toHaveLength(3);
});

it("another account's device cookie is not this account's device", async () => {
  const anna = await buildUser(app);
  const bruno = await buildUser(app);
  const annas = await login(anna.email, ANDROID_CHROME);
  const first = await login(bruno.email, ANDROID_CHROME);
  const withAnnas = await login(bruno.email, ANDROID_CHROME, annas.cookie);
  expect(nonceOf(withAnnas.cookie)).not.toBe(nonceOf(annas.cookie));
  expect(await sessions(withAnnas.token)).toHaveLength(2);
  expect((await app.rest('GET', '/api/user/', { token: first.token })).status).toBe(200);
  expect(await sessions(annas.token)).toHaveLength(1);
});

it('two logins racing from one device make one row', async () => {
  const user = await buildUser(app);
  const first = await login(user.email, ANDROID_CHROME);
  const both = await Promise.all([
    login(user.email, ANDROID_CHROME, first.cookie),
    login(user.email, ANDROID_CHROME, first.cookie),
  ]);
  const fresh = await login(user.email, MAC_FIREFOX);
  expect(await sessions(fresh.token)).toHaveLength(2);
  // one of the two racing tokens names the row; the other was replaced by it
  const working = await Promise.all(
    both.map(async (l) => (await app.rest('GET', '/api/user/', { token: l.token })).status),
  );
  expect(working.sort()).toEqual([200, 401]);
});

describe('a device disconnected from another is told so, not that its session expired', () => {
  async function refusal(token: string) {
    const rest = await app.rest<{ key?: string; message: string }>('GET', '/api/user/', { token });
    const gql = await app.gql('{ me { id } }', {}, token);
    return {
      rest: [rest.status, rest.body.key, rest.body.message],
      graphql: [gql.errors?.[0]?.extensions?.code, gql.errors?.[0]?.extensions?.key],
    };
  }
  const DISCONNECTED = {
    rest: [401, 'auth.session_ended', 'Questo dispositivo è stato disconnesso: accedi di nuovo'],
    graphql: ['UNAUTHENTICATED', 'auth.session_ended'],
  };

  it('"Disconnetti" from the laptop, then "Esci da tutti i dispositivi"', async () => {
    const user = await buildUser(app);
    const phone = await login(user.email, ANDROID_CHROME);
    const laptop = await login(user.email, MAC_FIREFOX);
    const phoneId = (await sessions(laptop.token)).find((s) => !s.current)!.id;
    expect(
      (await app.rest('DELETE', `/api/auth/sessions/${phoneId}`, { token: laptop.token })).status,
    ).toBe(200);
    expect(await refusal(phone.token)).toEqual(DISCONNECTED);

    const tablet = await login(user.email, ANDROID_CHROME);
    await app.gql('mutation { logoutEverywhere { message } }', {}, laptop.token);
    expect(await refusal(tablet.token)).toEqual(DISCONNECTED);
    expect(await refusal(laptop.token)).toEqual(DISCONNECTED);
  });

  it('a forged or malformed token is still "Esegui il login!"', async () => {
    const { token } = await login((await buildUser(app)).email, ANDROID_CHROME);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await refusal(forged)).toEqual({
      rest: [401, 'error.login_required', 'Esegui il login!'],
      graphql: ['UNAUTHENTICATED', 'error.login_required'],
    });
  });
});
