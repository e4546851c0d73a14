import { SignJWT } from 'jose';
import { buildUser, PASSWORD, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { itWithRedis, REDIS_URL, redisAnswers } from '../redis';

const LOGIN = `mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { accessToken user { id email isAdmin } } }`;
const ME = `{ me { id email } }`;

describe('login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const user = await buildUser(app);
    const result = await app.gql<{ login: { accessToken: string; user: { id: number } } }>(LOGIN, {
      email: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(result.data?.login.user.id).toBe(user.id);
    const me = await app.gql<{ me: { id: number } }>(ME, {}, result.data!.login.accessToken);
    expect(me.data?.me.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown address with the same message', async () => {
    const user = await buildUser(app);
    const wrong = await app.gql(LOGIN, { email: user.email, password: 'Sbagliata1!' });
    const unknown = await app.gql(LOGIN, { email: 'nobody@example.org', password: 'Sbagliata1!' });
    expect(wrong.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'auth.invalid_credentials',
    });
    expect(unknown.errors?.[0]).toEqual(wrong.errors?.[0]);
  });

  it('stores passwords as argon2id hashes at OWASP parameters', async () => {
    const user = await buildUser(app);
    const [{ password_hash }] = await app.dataSource.query(
      'SELECT password_hash FROM user_account WHERE id = $1',
      [user.id],
    );
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it.each([
    ['no token', undefined],
    ['garbage', 'not-a-jwt'],
    [
      'alg none',
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","tv":0}').toString('base64url')}.`,
    ],
  ])('refuses %s on an authenticated query', async (_label, token) => {
    const result = await app.gql(ME, {}, token);
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.rest('GET', '/api/user/', { token })).status).toBe(401);
  });

  it('refuses an expired token and one signed with another key', async () => {
    const user = await buildUser(app);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [expired, forged])
      expect((await app.gql(ME, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token signed with the real secret but without exp, on GraphQL and REST', async () => {
    const { user, token: issued } = await userWithToken(app);
    // the session the real login opened: the forged tokens name it, so only `exp` differs
    const { sid } = JSON.parse(Buffer.from(issued.split('.')[1], 'base64url').toString());
    const secret = new TextEncoder().encode(app.config.jwtSecret);
    const token = (expiry?: string) => {
      const jwt = new SignJWT({ tv: 0, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt();
      return (expiry ? jwt.setExpirationTime(expiry) : jwt).sign(secret);
    };
    // the same token with an expiry is accepted: only the missing claim is refused
    const withExp = await token('1h');
    expect((await app.gql<{ me: { id: number } }>(ME, {}, withExp)).data?.me.id).toBe(user.id);
    expect((await app.rest('GET', '/api/user/', { token: withExp })).status).toBe(200);

    const withoutExp = await token();
    expect((await app.gql(ME, {}, withoutExp)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await app.rest('GET', '/api/user/', { token: withoutExp })).status).toBe(401);
  });
});

/**
 * Small limits and windows of a few seconds so the tests can pass them and see them reopen. Each
 * test comes from IPs of its own (X-Forwarded-For, trusted here as behind a proxy) and uses
 * accounts of its own, so the tests do not share counters.
 */
describe('login limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_EMAIL_IP_POINTS: '3',
      RATE_LIMIT_LOGIN_EMAIL_IP_SECONDS: '3',
      RATE_LIMIT_LOGIN_IP_POINTS: '6',
      RATE_LIMIT_LOGIN_IP_SECONDS: '3',
      RATE_LIMIT_LOGIN_ACCOUNT_POINTS: '8',
      RATE_LIMIT_LOGIN_ACCOUNT_SECONDS: '4',
    });
  });
  afterAll(() => app.stop());

  const restLogin = async (ip: string, email: string, password: string) => {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after')) };
  };
  /** The GraphQL answer's error code and key, or 'OK'. */
  const gqlLogin = async (ip: string, email: string, password: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
    });
    const body = (await response.json()) as {
      data?: { login: { accessToken: string } } | null;
      errors?: { extensions?: { code?: string; key?: string } }[];
    };
    if (body.data?.login.accessToken) return 'OK';
    const extensions = body.errors?.[0].extensions;
    return extensions?.code === 'TOO_MANY_REQUESTS' ? 'TOO_MANY_REQUESTS' : extensions?.key;
  };
  const WRONG = 'Sbagliata1!';

  it("does not let an attacker's wrong passwords lock the owner out (REST and GraphQL)", async () => {
    const owner = await buildUser(app);
    for (let i = 0; i < 3; i++)
      expect((await restLogin('10.1.0.66', owner.email, WRONG)).status).toBe(400);
    // the attacker's pair is exhausted: 429, even with the right password, on both APIs
    const refused = await restLogin('10.1.0.66', owner.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(await gqlLogin('10.1.0.66', owner.email, PASSWORD)).toBe('TOO_MANY_REQUESTS');
    // the owner, from home, signs in on both
    expect(await gqlLogin('10.1.0.1', owner.email, PASSWORD)).toBe('OK');
    expect((await restLogin('10.1.0.1', owner.email, PASSWORD)).status).toBe(200);
  });

  it('per (e-mail, IP): the 3rd failure is answered, the 4th attempt is 429, the window reopens', async () => {
    const user = await buildUser(app);
    const ip = '10.2.0.1';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await gqlLogin(ip, user.email, WRONG));
    expect(answers).toEqual(Array(3).fill('auth.invalid_credentials'));
    expect(await gqlLogin(ip, user.email, WRONG)).toBe('TOO_MANY_REQUESTS');
    await wait(3100);
    expect(await gqlLogin(ip, user.email, PASSWORD)).toBe('OK');
  });

  it('per (e-mail, IP): a right password forgets the earlier failures of the pair', async () => {
    const user = await buildUser(app);
    const ip = '10.3.0.1';
    for (let i = 0; i < 2; i++)
      expect(await gqlLogin(ip, user.email, WRONG)).toBe('auth.invalid_credentials');
    expect(await gqlLogin(ip, user.email, PASSWORD)).toBe('OK');
    for (let i = 0; i < 3; i++)
      expect(await gqlLogin(ip, user.email, WRONG)).toBe('auth.invalid_credentials');
  });

  it('per IP: 6 failures on different accounts are answered, the 7th attempt is 429; other IPs are not affected', async () => {
    const users = await Promise.all(Array.from({ length: 7 }, () => buildUser(app)));
    const ip = '10.4.0.1';
    for (const u of users.slice(0, 6))
      expect((await restLogin(ip, u.email, WRONG)).status).toBe(400);
    expect((await restLogin(ip, users[6].email, PASSWORD)).status).toBe(429);
    expect((await restLogin('10.4.0.2', users[6].email, PASSWORD)).status).toBe(200);
    await wait(3100);
    expect((await restLogin(ip, users[6].email, PASSWORD)).status).toBe(200);
  });

  it('per IP: only failures count, so many people behind one NAT can all sign in', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => buildUser(app)));
    const statuses = [];
    for (const u of users) statuses.push((await restLogin('10.5.0.1', u.email, PASSWORD)).status);
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('per account: 8 failures from 8 IPs are answered, then the account is 429 from anywhere until the window ends', async () => {
    const user = await buildUser(app);
    for (let i = 1; i <= 8; i++)
      expect(await gqlLogin(`10.6.1.${i}`, user.email, WRONG)).toBe('auth.invalid_credentials');
    expect(await gqlLogin('10.6.2.1', user.email, PASSWORD)).toBe('TOO_MANY_REQUESTS');
    expect((await restLogin('10.6.2.2', user.email, PASSWORD)).status).toBe(429);
    // the refused attempts were not counted against the other limits' of those IPs
    expect(await gqlLogin('10.6.2.1', (await buildUser(app)).email, PASSWORD)).toBe('OK');
    await wait(4100);
    expect(await gqlLogin('10.6.2.1', user.email, PASSWORD)).toBe('OK');
  });
});

describe('other rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: 'true',
      RATE_LIMIT_RESET_EMAIL_POINTS: '2',
      RATE_LIMIT_RESET_EMAIL_SECONDS: '1',
      RATE_LIMIT_REGISTRATION_IP_POINTS: '3',
      RATE_LIMIT_REGISTRATION_IP_SECONDS: '3',
      RATE_LIMIT_REGISTRATION_EMAIL_POINTS: '2',
      RATE_LIMIT_REGISTRATION_EMAIL_SECONDS: '3',
    });
  });
  afterAll(() => app.stop());
  let counter = 0;

  it('limits password reset requests per e-mail', async () => {
    const body = { email: 'someone@example.org' };
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(200);
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(200);
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(429);
    await wait(1100);
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(200);
  });

  const registration = (overrides: Record<string, unknown> = {}) => ({
    name: 'A',
    surname: 'B',
    email: `rl${++counter}@example.org`,
    password: 'Segreta1!',
    tel: '3201234567',
    birth_date: '1990-01-01',
    ...overrides,
  });
  const register = async (ip: string, body: Record<string, unknown>) => {
    const response = await fetch(`${app.url}/api/auth/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };

  it('does not count refused registrations: 13 typos, then a valid one passes', async () => {
    const ip = '10.7.0.1';
    const typos = [
      { tel: '12345' },
      { email: 'not an email' },
      { password: 'password' },
      { birth_date: '1990-02-30' },
    ];
    for (let i = 0; i < 13; i++)
      expect(await register(ip, registration(typos[i % typos.length]))).toBe(400);
    expect(await register(ip, registration())).toBe(201);
  });

  it('counts valid registrations per IP: the 3rd passes, the 4th is 429, the window reopens', async () => {
    const ip = '10.8.0.1';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await register(ip, registration()));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await register('10.8.0.2', registration())).toBe(201);
    await wait(3100);
    expect(await register(ip, registration())).toBe(201);
  });

  it('limits registrations of one address, whatever the IP, so its owner cannot be mail-bombed', async () => {
    const body = registration();
    expect(await register('10.9.0.1', body)).toBe(201);
    expect(await register('10.9.0.2', body)).toBe(201);
    expect(await register('10.9.0.3', body)).toBe(429);
    await app.waitForMail(body.email, 'Hai già un account');
    expect((await app.mails()).filter((m) => m.to === body.email)).toHaveLength(2);
  });
});

/**
 * For a rate-limit window to pass: the window is the code's own timer, so this is the thing
 * under test elapsing, not a wait for a condition that could be polled.
 */
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('rate limits in a shared Redis', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    if (!redisAnswers()) return;
    const env = {
      REDIS_URL,
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_EMAIL_IP_POINTS: '2',
      RATE_LIMIT_LOGIN_EMAIL_IP_SECONDS: '60',
    };
    const first = await startTestApp(env);
    apps.push(first, await startTestApp(env, { shareDatabaseOf: first }), await startTestApp(env));
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.stop();
  });

  const status = async (app: TestApp, email: string) => {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.10.0.1' },
      body: JSON.stringify({ email, password: 'Sbagliata1!' }),
    });
    await response.arrayBuffer();
    return response.status;
  };

  itWithRedis(
    'shares counters between instances of one deployment, not with another deployment',
    async () => {
      const [instance, sameDeployment, otherDeployment] = apps;
      const email = `shared-${Date.now()}@example.org`;
      expect(await status(instance, email)).toBe(400);
      expect(await status(sameDeployment, email)).toBe(400);
      expect(await status(instance, email)).toBe(429);
      expect(await status(sameDeployment, email)).toBe(429);
      expect(await status(otherDeployment, email)).toBe(400);
    },
  );
});
