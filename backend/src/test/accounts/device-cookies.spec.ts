import { buildUser, PASSWORD } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { itWithRedis, REDIS_URL, redisAnswers } from '../redis';

/**
 * Device cookies (docs/rate-limits.md, OWASP's "device cookies"): a stranger who exhausts an
 * account's limit from many addresses keeps strangers out, not the owner on a device that signed
 * in before. Windows are a minute long so nothing reopens during a test; each test has its own
 * accounts and addresses (X-Forwarded-For, trusted as behind a proxy).
 */
const LOGIN = `mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { accessToken } }`;
const WRONG = 'Sbagliata1!';
const COOKIE = 'insieme_device';

const LIMITS = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_LOGIN_EMAIL_IP_POINTS: '3',
  RATE_LIMIT_LOGIN_EMAIL_IP_SECONDS: '60',
  RATE_LIMIT_LOGIN_IP_POINTS: '50',
  RATE_LIMIT_LOGIN_IP_SECONDS: '60',
  RATE_LIMIT_LOGIN_ACCOUNT_POINTS: '6',
  RATE_LIMIT_LOGIN_ACCOUNT_SECONDS: '60',
  RATE_LIMIT_LOGIN_DEVICE_POINTS: '2',
  RATE_LIMIT_LOGIN_DEVICE_SECONDS: '60',
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(LIMITS);
});
afterAll(() => app.stop());

interface Attempt {
  ip: string;
  email: string;
  password: string;
  /** the device cookie's value to send, if any */
  cookie?: string;
}

interface Answer {
  /** 200, 400 or 429 (GraphQL: OK, BAD_USER_INPUT, TOO_MANY_REQUESTS mapped to them) */
  status: number;
  retryAfter: number;
  setCookies: string[];
}

const headersOf = ({ ip, cookie }: Attempt): Record<string, string> => ({
  'content-type': 'application/json',
  'x-forwarded-for': ip,
  ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}),
});

async function restLogin(attempt: Attempt, on: TestApp = app): Promise<Answer> {
  const response = await fetch(`${on.url}/api/auth/login`, {
    method: 'POST',
    headers: headersOf(attempt),
    body: JSON.stringify({ email: attempt.email, password: attempt.password }),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    setCookies: response.headers.getSetCookie(),
  };
}

async function gqlLogin(attempt: Attempt, on: TestApp = app): Promise<Answer> {
  const response = await fetch(`${on.url}/graphql`, {
    method: 'POST',
    headers: headersOf(attempt),
    body: JSON.stringify({
      query: LOGIN,
      variables: { email: attempt.email, password: attempt.password },
    }),
  });
  const body = (await response.json()) as {
    data?: { login: { accessToken: string } } | null;
    errors?: { extensions?: { code?: string; retryAfter?: number } }[];
  };
  const code = body.errors?.[0].extensions?.code;
  return {
    status: body.data?.login.accessToken ? 200 : code === 'TOO_MANY_REQUESTS' ? 429 : 400,
    retryAfter: body.errors?.[0].extensions?.retryAfter ?? 0,
    setCookies: response.headers.getSetCookie(),
  };
}

/** The device cookie's value set for `path`, if any. */
const cookieFor = (answer: Answer, path: string) =>
  answer.setCookies
    .find((c) => c.startsWith(`${COOKIE}=`) && c.includes(`; Path=${path};`))
    ?.split(';')[0]
    .slice(COOKIE.length + 1);

/** Signs in once, as the owner would at home, and keeps the device cookie the answer sets. */
async function deviceOf(email: string, ip: string): Promise<string> {
  const answer = await restLogin({ ip, email, password: PASSWORD });
  expect(answer.status).toBe(200);
  const cookie = cookieFor(answer, '/api/auth/login');
  expect(cookie).toBeDefined();
  return cookie!;
}

/** A stranger spends the account's limit from six addresses; then the account is 429 to strangers. */
async function lockAccount(email: string, net: string): Promise<void> {
  for (let i = 1; i <= 6; i++)
    expect((await restLogin({ ip: `${net}.${i}`, email, password: WRONG })).status).toBe(400);
  const refused = await restLogin({ ip: `${net}.99`, email, password: PASSWORD });
  expect(refused.status).toBe(429);
}

it('sets the device cookie on both login paths, HttpOnly, SameSite=Strict, for a year', async () => {
  const user = await buildUser(app);
  for (const login of [restLogin, gqlLogin]) {
    const { setCookies } = await login({ ip: '10.30.0.1', email: user.email, password: PASSWORD });
    expect(setCookies).toHaveLength(2);
    for (const path of ['/api/auth/login', '/graphql']) {
      const cookie = setCookies.find((c) => c.includes(`; Path=${path};`));
      expect(cookie).toMatch(
        new RegExp(
          `^${COOKIE}=[\\w.-]+; Path=${path}; Max-Age=31536000; HttpOnly; SameSite=Strict$`,
        ),
      );
    }
    // one value for both paths: a login over either API trusts the device on both
    expect(cookieFor({ setCookies } as Answer, '/graphql')).toBe(
      cookieFor({ setCookies } as Answer, '/api/auth/login'),
    );
  }
  // no cookie for a failed attempt
  const failed = await restLogin({ ip: '10.30.0.1', email: user.email, password: WRONG });
  expect(failed.setCookies).toEqual([]);
});

it('(a) lets the owner on a known device in after strangers locked the account (REST and GraphQL), and nobody else', async () => {
  const owner = await buildUser(app);
  const cookie = await deviceOf(owner.email, '10.31.0.1');
  await lockAccount(owner.email, '10.31.1');

  // the owner's device, even from an address it never used, with the cookie: 200 on both APIs
  const attempt = { ip: '10.31.2.1', email: owner.email, password: PASSWORD, cookie };
  expect((await restLogin(attempt)).status).toBe(200);
  expect((await gqlLogin(attempt)).status).toBe(200);

  // the stranger, and a fresh client (even at the owner's home address): still 429 with Retry-After
  for (const ip of ['10.31.1.99', '10.31.0.1', '10.31.3.1']) {
    const rest = await restLogin({ ip, email: owner.email, password: PASSWORD });
    expect(rest).toMatchObject({ status: 429, setCookies: [] });
    expect(rest.retryAfter).toBeGreaterThan(50);
    const gql = await gqlLogin({ ip, email: owner.email, password: PASSWORD });
    expect(gql.status).toBe(429);
    expect(gql.retryAfter).toBeGreaterThan(50);
  }
});

it('(b) gives no way past the lock-out to an altered or forged cookie, or to one of another account', async () => {
  const owner = await buildUser(app);
  const other = await buildUser(app);
  const cookie = await deviceOf(owner.email, '10.32.0.1');
  const othersCookie = await deviceOf(other.email, '10.32.0.2');
  await lockAccount(owner.email, '10.32.1');

  const [expiry, nonce, mac] = cookie.split('.');
  const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
  const [, otherNonce, otherMac] = othersCookie.split('.');
  const untrusted = [
    `${expiry}.${nonce}.${flip(mac)}`, // altered signature
    `${Number(expiry) + 86_400}.${nonce}.${mac}`, // longer life
    `${expiry}.${flip(nonce)}.${mac}`, // another device
    `${expiry}.${otherNonce}.${otherMac}`, // mixed with another account's
    othersCookie, // another account's, intact
    `${expiry}.${nonce}.${Buffer.alloc(32).toString('base64url')}`, // forged
    'garbage',
  ];
  for (const forged of untrusted) {
    const attempt = { ip: '10.32.2.1', email: owner.email, password: PASSWORD, cookie: forged };
    expect([forged, (await restLogin(attempt)).status]).toEqual([forged, 429]);
    expect([forged, (await gqlLogin(attempt)).status]).toEqual([forged, 429]);
  }
  // the genuine cookie still works, and the other account's works for that account
  const genuine = { ip: '10.32.2.1', email: owner.email, password: PASSWORD, cookie };
  expect((await restLogin(genuine)).status).toBe(200);
  const others = { ip: '10.32.2.1', email: other.email, password: PASSWORD, cookie: othersCookie };
  expect((await gqlLogin(others)).status).toBe(200);
});

it("(c) no longer trusts a device cookie once its own failures are spent (OWASP's rule)", async () => {
  const owner = await buildUser(app);
  const cookie = await deviceOf(owner.email, '10.33.0.1');
  await lockAccount(owner.email, '10.33.1');
  const withCookie = (password: string) => ({
    ip: '10.33.2.1',
    email: owner.email,
    password,
    cookie,
  });

  // trusted: the device's failures are answered (not 429) although the account is locked
  expect((await gqlLogin(withCookie(PASSWORD))).status).toBe(200);
  expect((await restLogin(withCookie(WRONG))).status).toBe(400);
  expect((await gqlLogin(withCookie(WRONG))).status).toBe(400);
  // its bucket (2 failures) is spent: from now on it is a stranger's, and strangers are locked out
  const refused = await restLogin(withCookie(PASSWORD));
  expect(refused.status).toBe(429);
  expect(refused.retryAfter).toBeGreaterThan(50);
  expect((await gqlLogin(withCookie(PASSWORD))).status).toBe(429);
});

it('counts failures with a trusted cookie on the device only, not on the account or the address', async () => {
  const owner = await buildUser(app);
  const cookie = await deviceOf(owner.email, '10.34.0.1');
  const attempt = { ip: '10.34.0.1', email: owner.email, password: WRONG, cookie };
  expect((await restLogin(attempt)).status).toBe(400);
  // a right password forgets the device's failure: two more fit in its bucket of two
  expect((await restLogin({ ...attempt, password: PASSWORD })).status).toBe(200);
  expect((await restLogin(attempt)).status).toBe(400);
  expect((await restLogin(attempt)).status).toBe(400);
  // the pair (3) is untouched: a stranger at that address still has 3 tries
  const stranger = { ...attempt, cookie: undefined };
  for (let i = 0; i < 3; i++) expect((await restLogin(stranger)).status).toBe(400);
  expect((await restLogin(stranger)).status).toBe(429);
});

describe('device cookies on instances sharing Redis', () => {
  const instances: TestApp[] = [];
  beforeAll(async () => {
    if (!redisAnswers()) return;
    const first = await startTestApp({ ...LIMITS, REDIS_URL });
    instances.push(first, await startTestApp({ ...LIMITS, REDIS_URL }, { shareDatabaseOf: first }));
  });
  afterAll(async () => {
    for (const instance of instances.reverse()) await instance.stop();
  });

  itWithRedis('trusts a cookie of one instance on the other and shares its bucket', async () => {
    const [one, two] = instances;
    const owner = await buildUser(one);
    const home = await restLogin({ ip: '10.35.0.1', email: owner.email, password: PASSWORD }, one);
    const cookie = cookieFor(home, '/api/auth/login');
    // a stranger locks the account, half on each instance
    for (let i = 1; i <= 6; i++) {
      const attempt = { ip: `10.35.1.${i}`, email: owner.email, password: WRONG };
      expect((await restLogin(attempt, i % 2 ? one : two)).status).toBe(400);
    }
    const attempt = { ip: '10.35.2.1', email: owner.email, password: PASSWORD };
    expect((await restLogin(attempt, two)).status).toBe(429);
    expect((await gqlLogin({ ...attempt, cookie }, two)).status).toBe(200);
    // the device's two failures, one on each instance, spend its one bucket
    expect((await restLogin({ ...attempt, password: WRONG, cookie }, one)).status).toBe(400);
    expect((await restLogin({ ...attempt, password: WRONG, cookie }, two)).status).toBe(400);
    expect((await restLogin({ ...attempt, cookie }, one)).status).toBe(429);
  });
});
