/**
 * The delivery guarantee on the compiled program `npm start` runs, as a child process (as in
 * platform/lifecycle.spec.ts): pushes queued, some delivered, two in flight at the push service,
 * the app SIGKILLed; after a restart every queued push is delivered, each exactly once per device,
 * the two in flight included (the restart unlocks its dead predecessor's jobs).
 * And a push stuck on a push service that never answers does not hold up a SIGTERM.
 */
import type { ChildProcess } from 'node:child_process';
import type { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { enqueuePushes } from '../../modules/devices/push-outbox';
import { childApps, type ChildApps } from '../child-app';
import {
  browserSubscription,
  startPushService,
  vapidEnv,
  type LocalPushService,
  type TestSubscription,
} from './push-service';
import { eventually } from '../eventually';
import { queuePushTo } from './support';

jest.setTimeout(180_000);

let apps: ChildApps;
let push: LocalPushService;

const startChild = (env: Record<string, string>): Promise<ChildProcess> => apps.start(env);
const kill = (child: ChildProcess, signal: NodeJS.Signals) => apps.kill(child, signal);
const withDb = <T>(work: (client: Client) => Promise<T>): Promise<T> => apps.withDb(work);

beforeAll(async () => {
  apps = await childApps('push-crash', {
    JWT_SECRET: 'push-crash-test-secret-of-at-least-32-bytes',
  });
  push = await startPushService();
}, 200_000);

afterAll(async () => {
  await apps?.cleanUp();
  await push?.stop();
});

it('SIGKILL with pushes queued and in flight: after a restart each is delivered exactly once', async () => {
  const vapid = vapidEnv();
  const first = await startChild(vapid);

  // one volunteer with two browsers, 30 notifications: 60 pushes
  const devices: Record<string, TestSubscription> = {
    'crash-a': browserSubscription(`${push.origin}/push/crash-a`),
    'crash-b': browserSubscription(`${push.origin}/push/crash-b`),
  };
  // the push service accepts 5 pushes per browser, then holds every request (never answers)
  for (const name of Object.keys(devices))
    push.script(name, ...Array.from({ length: 5 }, () => ({ status: 201 })));
  push.setDefault('hold');

  const ids = await withDb(async (client) => {
    const [user] = (
      await client.query(
        `INSERT INTO user_account (name, surname, email, phone, birth_date, password_hash, email_confirmed_at)
         VALUES ('Lia', 'Crash', $1, '3331112222', '1990-01-01', 'x', now()) RETURNING id`,
        [`crash-${Date.now()}@example.org`],
      )
    ).rows;
    for (const subscription of Object.values(devices))
      await client.query(
        'INSERT INTO device_subscription (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)',
        [user.id, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
      );
    // the notifications and their pushes in one transaction, as a send does
    await client.query('BEGIN');
    const rows = (
      await client.query(
        `INSERT INTO notification (user_id, title, body)
         SELECT $1, 'Avviso ' || g, 'Corpo ' || g FROM generate_series(1, 30) AS g RETURNING id`,
        [user.id],
      )
    ).rows.map((r: { id: number }) => r.id);
    const em = { query: (sql: string, params: unknown[]) => client.query(sql, params) };
    await enqueuePushes(em as unknown as EntityManager, rows);
    await client.query('COMMIT');
    return rows;
  });

  await push.waitForDelivered(10, 30_000);
  await eventually(async () => push.requests.length >= 12, { what: 'two pushes in flight (held)' });
  // the accepted pushes are recorded (the job writes push_delivery once the service answered)
  await eventually(
    async () =>
      withDb(
        async (client) =>
          (await client.query('SELECT count(*)::int AS n FROM push_delivery')).rows[0].n >= 10,
      ),
    { what: 'the ten accepted pushes recorded' },
  );
  await kill(first, 'SIGKILL');
  const before = push.delivered.length;
  console.log(
    `SIGKILL with pushes queued: ${before} delivered, ${push.requests.length - before} in flight, ${
      60 - push.requests.length
    } not started`,
  );
  expect(before).toBe(10);

  // the two pushes in flight stay locked by the dead workers: the restart unlocks them at start
  // (jobs/worker-heartbeat.ts), where graphile-worker alone would wait 4 hours
  expect(
    await withDb(
      async (client) =>
        (
          await client.query(
            'SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE locked_at IS NOT NULL',
          )
        ).rows[0].n as number,
    ),
  ).toBe(2);

  push.reset();
  push.setDefault({ status: 201 });
  const second = await startChild(vapid);
  await push.waitForDelivered(60, 60_000);
  await eventually(
    async () =>
      withDb(
        async (client) =>
          (
            await client.query(
              `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'push'`,
            )
          ).rows[0].n === 0,
      ),
    { what: 'the queue drained' },
  );
  // only a job sends a push: with none left, nothing more can arrive

  const seen = new Map<string, number>();
  for (const received of push.delivered) {
    const payload = devices[received.name].decrypt(received.body) as { notificationId: number };
    const key = `${received.name}:${payload.notificationId}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const expected = ids.flatMap((id) => Object.keys(devices).map((name) => `${name}:${id}`));
  expect([...seen.keys()].sort()).toEqual(expected.sort());
  expect([...seen.values()].every((count) => count === 1)).toBe(true);
  const recorded = await withDb(
    async (client) =>
      (await client.query('SELECT count(*)::int AS n FROM push_delivery')).rows[0].n as number,
  );
  expect(recorded).toBe(60);
  console.log(`after the restart: ${push.delivered.length} pushes, each delivered once`);

  await kill(second, 'SIGTERM');
});

it('SIGTERM while a push service hangs: exits within 5 s, and the push is delivered once after the restart', async () => {
  const vapid = vapidEnv();
  const app = await startChild(vapid);
  const subscription = browserSubscription(`${push.origin}/push/term-a`);
  push.reset();
  push.setDefault('hold');
  const id = await withDb((client) =>
    queuePushTo(client, subscription, { surname: 'Term', title: 'Fermo', body: 'immobile' }),
  );
  await eventually(async () => push.requests.some((p) => p.name === 'term-a'), {
    what: 'the push in flight',
  });
  const started = Date.now();
  await kill(app, 'SIGTERM');
  const ms = Date.now() - started;
  console.log(`SIGTERM with a push in flight to a hanging push service: exited in ${ms} ms`);
  expect(ms).toBeLessThan(5000);
  expect(push.delivered.filter((p) => p.name === 'term-a')).toEqual([]);

  // the aborted attempt failed the job (graphile-worker's back-off: ~3 s); a new start sends it
  push.setDefault({ status: 201 });
  const again = await startChild(vapid);
  await eventually(async () => push.delivered.some((p) => p.name === 'term-a'), {
    what: 'the push after the restart',
    timeoutMs: 30_000,
  });
  // only a job sends a push: once its job is gone, a second delivery cannot come any more
  await eventually(
    async () =>
      withDb(
        async (client) =>
          (
            await client.query(
              `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'push'`,
            )
          ).rows[0].n === 0,
      ),
    { what: 'the push job completed' },
  );
  const delivered = push.delivered.filter((p) => p.name === 'term-a');
  expect(delivered).toHaveLength(1);
  expect(subscription.decrypt(delivered[0].body)).toMatchObject({
    notificationId: id,
    title: 'Fermo',
  });
  await kill(again, 'SIGTERM');
});
