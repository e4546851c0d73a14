/**
 * Web Push delivery end to end (docs/web-push.md): notifications written with their pushes queued
 * in one transaction reach a local push service, encrypted for the browser's keys; 410 forgets the
 * subscription; 503 with Retry-After is retried and delivered once; the SSRF guard runs again at
 * delivery; and the latency from send to push received, for 1 and for 500 recipients.
 */
import { buildAssociation, buildUser, userWithToken } from '../factories';
import { enqueuePushes } from '../../modules/devices/push-outbox';
import {
  PushDelivery,
  MAX_PAYLOAD_BYTES,
  encodePayload,
} from '../../modules/devices/push-delivery';
import { startTestApp, type TestApp } from '../test-app';
import {
  browserSubscription,
  startPushService,
  vapidEnv,
  type LocalPushService,
} from './push-service';
import { eventually } from '../eventually';
import { notify, pendingPushJobs, register } from './support';

jest.setTimeout(120_000);

let app: TestApp;
let push: LocalPushService;
let vapidPublicKey: string;

beforeAll(async () => {
  push = await startPushService();
  const vapid = vapidEnv();
  vapidPublicKey = vapid.VAPID_PUBLIC_KEY;
  app = await startTestApp({ ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1', ...vapid });
});
afterAll(async () => {
  await app.stop();
  await push.stop();
});

let names = 0;
const endpointName = (what: string) => `${what}-${++names}`;

describe('push delivery', () => {
  it('delivers an encrypted push the browser can decrypt, with title, body, icon and the URL to open', async () => {
    const { user, token } = await userWithToken(app);
    const name = endpointName('decrypt');
    const subscription = browserSubscription(`${push.origin}/push/${name}`);
    await register(app, token, subscription);
    const association = await buildAssociation(app, { adminId: (await buildUser(app)).id });
    const [logo] = await app.dataSource.query(
      `INSERT INTO media (mime_type, data, width, height) VALUES ('image/webp', '\\x00', 1, 1)
       RETURNING id, key`,
    );
    await app.dataSource.query('UPDATE association SET image_id = $1 WHERE id = $2', [
      logo.id,
      association.id,
    ]);
    const [id] = await notify(app, [user.id], {
      title: 'Nuovo turno',
      body: 'Sabato alle 9',
      associationId: association.id,
    });

    await eventually(async () => push.delivered.some((p) => p.name === name), { what: 'the push' });
    const received = push.delivered.find((p) => p.name === name)!;
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.ttl).toBe(String(24 * 3600));
    expect(received.headers.urgency).toBe('normal');
    // VAPID: signed with the server's key (RFC 8292)
    expect(received.headers.authorization).toContain(`k=${vapidPublicKey}`);
    expect(subscription.decrypt(received.body)).toEqual({
      notificationId: id,
      title: 'Nuovo turno',
      body: 'Sabato alle 9',
      icon: `/media/${logo.key}`,
      url: `/notifications/${id}`,
      tag: `notification-${id}`,
    });
    await eventually(async () => (await pendingPushJobs(app)) === 0, { what: 'the job completed' });
    const deliveries = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM push_delivery WHERE notification_id = $1',
      [id],
    );
    expect(deliveries[0].n).toBe(1);
  });

  it('pushes to every device of the recipient, and to nobody else', async () => {
    const { user, token } = await userWithToken(app);
    const other = await userWithToken(app);
    const phone = browserSubscription(`${push.origin}/push/${endpointName('phone')}`);
    const laptop = browserSubscription(`${push.origin}/push/${endpointName('laptop')}`);
    const stranger = browserSubscription(`${push.origin}/push/${endpointName('stranger')}`);
    await register(app, token, phone);
    await register(app, token, laptop);
    await register(app, other.token, stranger);
    const [id] = await notify(app, [user.id], { title: 'Per te' });
    const mine = (p: { name: string }) =>
      [phone, laptop].some((s) => s.endpoint.endsWith(`/push/${p.name}`));
    await eventually(async () => push.delivered.filter(mine).length === 2, { what: 'two devices' });
    // only a job sends a push: with the queue empty, a push to the stranger can no longer come
    await eventually(async () => (await pendingPushJobs(app)) === 0, { what: 'no job left' });
    expect(push.requests.filter((p) => stranger.endpoint.endsWith(`/push/${p.name}`))).toEqual([]);
    for (const s of [phone, laptop]) {
      const received = push.delivered.find((p) => s.endpoint.endsWith(`/push/${p.name}`))!;
      expect(s.decrypt(received.body)).toMatchObject({ notificationId: id, title: 'Per te' });
    }
  });

  it('forgets a subscription the push service answers 410 Gone', async () => {
    const { user, token } = await userWithToken(app);
    const name = endpointName('gone');
    const subscription = browserSubscription(`${push.origin}/push/${name}`);
    await register(app, token, subscription);
    push.script(name, { status: 410 });
    await notify(app, [user.id]);
    await eventually(
      async () =>
        (
          await app.dataSource.query('SELECT 1 FROM device_subscription WHERE endpoint = $1', [
            subscription.endpoint,
          ])
        ).length === 0,
      { what: 'the subscription deleted' },
    );
    await eventually(async () => (await pendingPushJobs(app)) === 0, { what: 'the job completed' });
    expect(push.requests.filter((p) => p.name === name)).toHaveLength(1);
    expect(push.delivered.filter((p) => p.name === name)).toHaveLength(0);
  });

  it('retries after 503 (honouring Retry-After) and delivers exactly once', async () => {
    const { user, token } = await userWithToken(app);
    const name = endpointName('busy');
    const subscription = browserSubscription(`${push.origin}/push/${name}`);
    await register(app, token, subscription);
    push.script(name, { status: 503, headers: { 'retry-after': '1' } }, { status: 201 });
    const [id] = await notify(app, [user.id], { title: 'Riprova' });
    await eventually(async () => push.delivered.some((p) => p.name === name), {
      what: 'the retried push',
    });
    const requests = push.requests.filter((p) => p.name === name);
    expect(requests).toHaveLength(2);
    // not before the second the push service asked for
    expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(900);
    // only a job sends a push: with none left, no third request can come
    await eventually(async () => (await pendingPushJobs(app)) === 0, { what: 'no job left' });
    expect(push.requests.filter((p) => p.name === name)).toHaveLength(2);
    expect(push.delivered.filter((p) => p.name === name)).toHaveLength(1);
    expect(subscription.decrypt(push.delivered.find((p) => p.name === name)!.body)).toMatchObject({
      notificationId: id,
      title: 'Riprova',
    });
  });

  it('retries a 503 without Retry-After with graphile-worker back-off, then delivers once', async () => {
    const { user, token } = await userWithToken(app);
    const name = endpointName('down');
    const subscription = browserSubscription(`${push.origin}/push/${name}`);
    await register(app, token, subscription);
    push.script(name, { status: 503 }, { status: 201 });
    await notify(app, [user.id]);
    await eventually(async () => push.delivered.some((p) => p.name === name), {
      what: 'the push after back-off',
      timeoutMs: 30_000,
    });
    // the push service answers before the job's transaction records the delivery and completes
    await eventually(async () => (await pendingPushJobs(app)) === 0, { what: 'no job left' });
    const last = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM push_delivery pd
       JOIN device_subscription d ON d.id = pd.device_id WHERE d.endpoint = $1`,
      [subscription.endpoint],
    );
    expect(last[0].n).toBe(1);
    expect(push.delivered.filter((p) => p.name === name)).toHaveLength(1);
  });

  it('queues nothing twice: the same notifications enqueued again make no second push', async () => {
    const { user, token } = await userWithToken(app);
    const name = endpointName('twice');
    await register(app, token, browserSubscription(`${push.origin}/push/${name}`));
    const ids = await app.dataSource.transaction(async (em) => {
      const rows: { id: number }[] = await em.query(
        `INSERT INTO notification (user_id, title, body) VALUES ($1, 'Una volta', 'sola') RETURNING id`,
        [user.id],
      );
      const created = rows.map((r) => r.id);
      for (let i = 0; i < 3; i++) await enqueuePushes(em, created);
      const jobs = await em.query(
        `SELECT key FROM graphile_worker.jobs WHERE task_identifier = 'push' AND key LIKE $1`,
        [`push:${created[0]}:%`],
      );
      expect(jobs).toHaveLength(1);
      return created;
    });
    await eventually(async () => push.delivered.some((p) => p.name === name), { what: 'the push' });
    // and once more after the delivery: the job runs, finds it delivered, sends nothing
    await app.dataSource.transaction((em) => enqueuePushes(em, ids));
    // only a job sends a push: once the second job is gone, a second request cannot come
    await eventually(async () => (await pendingPushJobs(app)) === 0, { what: 'no job left' });
    expect(push.requests.filter((p) => p.name === name)).toHaveLength(1);
  });

  it('checks the endpoint again at delivery: a host that now resolves to a private address is not called', async () => {
    const user = await buildUser(app);
    const [device] = await app.dataSource.query(
      `INSERT INTO device_subscription (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4) RETURNING id`,
      [
        user.id,
        'https://push.rebound.example/send/abc',
        browserSubscription('x').keys.p256dh,
        'AAAAAAAAAAAAAAAAAAAAAA',
      ],
    );
    const [notification] = await app.dataSource.query(
      `INSERT INTO notification (user_id, title, body) VALUES ($1, 'x', 'y') RETURNING id`,
      [user.id],
    );
    // the DNS answer changed since registration (rebinding): now the metadata service
    const rebound = new PushDelivery(app.dataSource, app.config, async () => [
      { address: '169.254.169.254', family: 4 },
    ]);
    await expect(
      rebound.deliver({ notificationId: notification.id, deviceId: device.id }),
    ).resolves.toMatchObject({ kind: 'refused' });
    // a notification or device deleted meanwhile: completes silently
    await expect(
      rebound.deliver({ notificationId: notification.id + 100_000, deviceId: device.id }),
    ).resolves.toEqual({ kind: 'gone' });
  });

  it('keeps the payload within 4 KB', () => {
    const long = encodePayload({
      notificationId: 1,
      title: 'T'.repeat(50),
      body: '€'.repeat(5000),
      url: '/notifications/1',
      tag: 'notification-1',
    });
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(JSON.parse(long).body.endsWith('…')).toBe(true);
  });
});

describe('latency from send to push received', () => {
  /** n recipients with one device each, all on the local push service (bulk rows, one statement). */
  async function recipients(n: number, tag: string): Promise<number[]> {
    const template = await buildUser(app);
    const subscription = browserSubscription('x');
    const users: { id: number }[] = await app.dataSource.query(
      `INSERT INTO user_account (name, surname, email, phone, birth_date, password_hash, email_confirmed_at)
       SELECT name, surname, $2 || g || '-' || email, phone, birth_date, password_hash, now()
       FROM user_account, generate_series(1, $3::int) AS g WHERE id = $1 RETURNING id`,
      [template.id, `${tag}-`, n],
    );
    await app.dataSource.query(
      `INSERT INTO device_subscription (user_id, endpoint, p256dh, auth)
       SELECT u, $2 || u, $3, $4 FROM unnest($1::int[]) AS u`,
      [
        users.map((u) => u.id),
        `${push.origin}/push/${tag}-`,
        subscription.keys.p256dh,
        subscription.keys.auth,
      ],
    );
    return users.map((u) => u.id);
  }

  it.each([1, 500])('%i recipient(s)', async (n) => {
    const tag = `latency${n}`;
    const users = await recipients(n, tag);
    const before = push.delivered.length;
    const mine = () => push.delivered.filter((p) => p.name.startsWith(`${tag}-`));
    const sent = Date.now();
    await notify(app, users, { title: 'Latenza' });
    const committed = Date.now();
    await push.waitForDelivered(before + n, 90_000);
    const received = mine().map((p) => p.at);
    expect(received).toHaveLength(n);
    const first = Math.min(...received) - sent;
    const last = Math.max(...received) - sent;
    console.log(
      `push latency, ${n} recipient(s): send committed in ${committed - sent} ms; first push received after ${first} ms, last after ${last} ms (JOB_CONCURRENCY=${app.config.jobs.concurrency})`,
    );
  });
});
