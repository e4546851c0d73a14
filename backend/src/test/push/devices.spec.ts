/**
 * Registering browsers for Web Push (GraphQL and REST, spec §7): the SSRF guard at registration,
 * the upsert that moves an endpoint to whoever registers it, and "own devices only".
 */
import { userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { browserSubscription } from './push-service';
import { IS_REGISTERED, REGISTER, UNREGISTER } from './support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(); // no ALLOWED_PRIVATE_ADDRESSES: only https on public addresses
});
afterAll(() => app.stop());

// an IP literal needs no DNS (the test machine may have none): a public address, never called
let n = 0;
const publicEndpoint = () => `https://93.184.215.14/push/send/${Date.now()}-${++n}`;

const devicesOf = async (userId: number): Promise<string[]> =>
  (
    await app.dataSource.query(
      'SELECT endpoint FROM device_subscription WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).map((r: { endpoint: string }) => r.endpoint);

describe('registerDevice / isDeviceRegistered / unregisterDevice', () => {
  it('registers, answers for the owner only, moves an endpoint registered again by someone else, removes only one’s own', async () => {
    const anna = await userWithToken(app);
    const bruno = await userWithToken(app);
    const subscription = browserSubscription(publicEndpoint());
    const input = { endpoint: subscription.endpoint, keys: subscription.keys };

    const registered = {
      registerDevice: { id: expect.any(Number), endpoint: subscription.endpoint },
    };
    const first = (await app.gql(REGISTER, { input }, anna.token)).data;
    expect(first).toEqual(registered);
    // again: still one row (upsert), the same device
    expect((await app.gql(REGISTER, { input }, anna.token)).data).toEqual(first);
    expect(await devicesOf(anna.user.id)).toEqual([subscription.endpoint]);
    const check = (token: string) => app.gql(IS_REGISTERED, { e: subscription.endpoint }, token);
    expect((await check(anna.token)).data).toEqual({ isDeviceRegistered: true });
    expect((await check(bruno.token)).data).toEqual({ isDeviceRegistered: false });

    // another person cannot remove it: false, and it stays
    const remove = (token: string) =>
      app.gql(UNREGISTER, { input: { endpoint: subscription.endpoint } }, token);
    expect((await remove(bruno.token)).data).toEqual({ unregisterDevice: false });
    expect(await devicesOf(anna.user.id)).toEqual([subscription.endpoint]);

    // the browser now belongs to Bruno (he signed in on it and turned push on)
    expect((await app.gql(REGISTER, { input }, bruno.token)).data).toEqual(registered);
    expect(await devicesOf(anna.user.id)).toEqual([]);
    expect(await devicesOf(bruno.user.id)).toEqual([subscription.endpoint]);
    expect((await check(anna.token)).data).toEqual({ isDeviceRegistered: false });

    expect((await remove(bruno.token)).data).toEqual({ unregisterDevice: true });
    expect(await devicesOf(bruno.user.id)).toEqual([]);
    // idempotent: removing again is not an error
    expect((await remove(bruno.token)).data).toEqual({ unregisterDevice: false });
  });

  it('needs sign-in for the device operations; the public key and the messaging channel are public', async () => {
    const input = { endpoint: publicEndpoint(), keys: browserSubscription('x').keys };
    for (const [query, variables] of [
      [REGISTER, { input }],
      [IS_REGISTERED, { e: input.endpoint }],
      [UNREGISTER, { input: { endpoint: input.endpoint } }],
    ] as const)
      expect((await app.gql(query, variables)).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    expect((await app.gql(`{ pushPublicKey messagingChannelUrl }`)).data).toEqual({
      pushPublicKey: app.config.vapid.publicKey,
      messagingChannelUrl: null,
    });
  });

  it('refuses keys that are not a P-256 public key and a 16-byte secret', async () => {
    const { token } = await userWithToken(app);
    const good = browserSubscription('x').keys;
    for (const [keys, field] of [
      [{ ...good, p256dh: 'AAAA' }, 'keys.p256dh'],
      [{ ...good, p256dh: `${good.p256dh.slice(0, -3)}!!!` }, 'keys.p256dh'],
      [{ ...good, auth: 'c2hvcnQ' }, 'keys.auth'],
    ] as const) {
      const result = await app.gql(
        REGISTER,
        { input: { endpoint: publicEndpoint(), keys } },
        token,
      );
      expect(result.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        key: 'device.keys_not_valid',
        field,
      });
    }
  });
});

describe('SSRF guard at registration', () => {
  // each one would make the server call into its own network (or is not https)
  const refused = [
    'http://93.184.215.14/push/plain-http',
    'https://127.0.0.1/push/x',
    'https://127.1.2.3:8443/push/x',
    'https://2130706433/push/decimal-loopback',
    'https://0x7f000001/push/hex-loopback',
    'https://10.0.0.7/push/x',
    'https://172.16.5.4/push/x',
    'https://192.168.1.1/push/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/push/cgnat',
    'https://0.0.0.0/push/x',
    'https://224.0.0.1/push/multicast',
    'https://255.255.255.255/push/x',
    'https://[::1]/push/x',
    'https://[::]/push/x',
    'https://[fe80::1]/push/x',
    'https://[fc00::1]/push/x',
    'https://[fd12:3456::1]/push/x',
    'https://[::ffff:127.0.0.1]/push/mapped',
    'https://[::ffff:a9fe:a9fe]/push/mapped-metadata',
    'https://[::127.0.0.1]/push',
    'https://[::7f00:1]/push',
    'https://[::a9fe:a9fe]/x',
    'https://[64:ff9b:1::a00:1]/push/local-nat64',
    'https://[2002:a00:1::1]/push/6to4',
    'https://[2001::a00:1]/push/teredo',
    'https://[fec0::1]/push/site-local',
    'https://localhost/push/x',
    'https://no-such-host.invalid/push/x',
    'ftp://93.184.215.14/push/x',
    'file:///etc/passwd',
    'https://user:pass@93.184.215.14/push/x',
    'not a url',
  ];

  it.each(refused)(
    'GraphQL refuses %s with BAD_USER_INPUT and stores nothing',
    async (endpoint) => {
      const { user, token } = await userWithToken(app);
      const result = await app.gql(
        REGISTER,
        { input: { endpoint, keys: browserSubscription('x').keys } },
        token,
      );
      expect(result.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        key: 'device.endpoint_not_allowed',
        field: 'endpoint',
      });
      expect(await devicesOf(user.id)).toEqual([]);
    },
  );

  it.each([
    'http://93.184.215.14/push/plain-http',
    'https://127.0.0.1/push/x',
    'https://10.0.0.7/push/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/push/x',
    'https://[::127.0.0.1]/push',
    'https://[::a9fe:a9fe]/x',
    'https://localhost/push/x',
  ])('REST refuses %s with 400', async (endpoint) => {
    const { user, token } = await userWithToken(app);
    const result = await app.rest<{ message: string; key: string }>('POST', '/api/device/', {
      token,
      body: { endpoint, expirationTime: null, keys: browserSubscription('x').keys },
    });
    expect(result.status).toBe(400);
    expect(result.body.key).toBe('device.endpoint_not_allowed');
    expect(result.body.message).toMatch(/https pubblico/);
    expect(await devicesOf(user.id)).toEqual([]);
  });
});

describe('REST facade (spec §7)', () => {
  it('GET /api/device/ gives the public key; POST registers the PushSubscription JSON; check-device and DELETE act on one’s own devices', async () => {
    const anna = await userWithToken(app);
    const bruno = await userWithToken(app);
    const subscription = browserSubscription(publicEndpoint());

    expect((await app.rest('GET', '/api/device/')).status).toBe(401);
    const key = await app.rest('GET', '/api/device/', { token: anna.token });
    expect(key).toMatchObject({ status: 200, body: { publicKey: app.config.vapid.publicKey } });

    const posted = await app.rest('POST', '/api/device/', {
      token: anna.token,
      body: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
    });
    expect(posted.status).toBe(201);
    expect(await devicesOf(anna.user.id)).toEqual([subscription.endpoint]);

    const check = (token: string) =>
      app.rest(
        'GET',
        `/api/device/check-device?endpoint=${encodeURIComponent(subscription.endpoint)}`,
        {
          token,
        },
      );
    expect(await check(anna.token)).toMatchObject({ status: 200, body: { is_registered: true } });
    expect(await check(bruno.token)).toMatchObject({ status: 200, body: { is_registered: false } });

    // Bruno's DELETE leaves Anna's device alone: not found, as an unknown one
    expect(
      (
        await app.rest('DELETE', '/api/device/', {
          token: bruno.token,
          body: { endpoint: subscription.endpoint },
        })
      ).status,
    ).toBe(404);
    expect(await devicesOf(anna.user.id)).toEqual([subscription.endpoint]);

    const deleted = await app.rest('DELETE', '/api/device/', {
      token: anna.token,
      body: { endpoint: subscription.endpoint },
    });
    expect(deleted.status).toBe(200);
    expect(await devicesOf(anna.user.id)).toEqual([]);
    expect(
      (
        await app.rest('DELETE', '/api/device/', {
          token: anna.token,
          body: { endpoint: subscription.endpoint },
        })
      ).status,
    ).toBe(404);
    expect(await check(anna.token)).toMatchObject({ status: 200, body: { is_registered: false } });
  });

  it('refuses a body without keys (400)', async () => {
    const { token } = await userWithToken(app);
    const result = await app.rest('POST', '/api/device/', {
      token,
      body: { endpoint: publicEndpoint() },
    });
    expect(result.status).toBe(400);
  });
});
