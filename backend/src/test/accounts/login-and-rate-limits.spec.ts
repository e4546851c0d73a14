import { SignJWT } from 'jose';
import { buildUser, PASSWORD } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

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
    const [{ password_hash }] = await app.services.dataSource.query(
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
});

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      RATE_LIMIT_LOGIN_EMAIL_POINTS: '3',
      RATE_LIMIT_LOGIN_EMAIL_SECONDS: '1',
      RATE_LIMIT_LOGIN_IP_POINTS: '8',
      RATE_LIMIT_LOGIN_IP_SECONDS: '1',
      RATE_LIMIT_RESET_EMAIL_POINTS: '2',
      RATE_LIMIT_RESET_EMAIL_SECONDS: '1',
      RATE_LIMIT_REGISTRATION_IP_POINTS: '2',
      RATE_LIMIT_REGISTRATION_IP_SECONDS: '1',
    });
  });
  afterAll(() => app.stop());
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('locks an e-mail after 3 failed logins, even for the right password, and reopens after the window', async () => {
    const user = await buildUser(app);
    for (let i = 0; i < 3; i++)
      expect(
        (await app.gql(LOGIN, { email: user.email, password: 'Sbagliata1!' })).errors?.[0]
          .extensions?.key,
      ).toBe('auth.invalid_credentials');
    const locked = await app.gql(LOGIN, { email: user.email, password: PASSWORD });
    expect(locked.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const rest = await app.rest('POST', '/api/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await wait(1100);
    expect(
      (await app.gql(LOGIN, { email: user.email, password: PASSWORD })).errors,
    ).toBeUndefined();
  });

  it('limits logins per IP: the 8th passes, the 9th is 429', async () => {
    await wait(1100);
    const users = await Promise.all(Array.from({ length: 9 }, () => buildUser(app)));
    const statuses = [];
    for (const u of users)
      statuses.push(
        (
          await app.rest('POST', '/api/auth/login', {
            body: { email: u.email, password: PASSWORD },
          })
        ).status,
      );
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });

  it('limits password reset requests per e-mail', async () => {
    const body = { email: 'someone@example.org' };
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(200);
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(200);
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(429);
    await wait(1100);
    expect((await app.rest('POST', '/api/auth/forget-password', { body })).status).toBe(200);
  });

  it('limits registrations per IP', async () => {
    const payload = (n: number) => ({
      name: 'A',
      surname: 'B',
      email: `rl${n}@example.org`,
      password: 'Segreta1!',
      tel: '3201234567',
      birth_date: '1990-01-01',
    });
    expect((await app.rest('POST', '/api/auth/registration', { body: payload(1) })).status).toBe(
      201,
    );
    expect((await app.rest('POST', '/api/auth/registration', { body: payload(2) })).status).toBe(
      201,
    );
    expect((await app.rest('POST', '/api/auth/registration', { body: payload(3) })).status).toBe(
      429,
    );
  });
});
