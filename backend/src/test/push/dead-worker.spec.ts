/**
 * A job whose instance is SIGKILLed mid-run does not wait for graphile-worker's 4-hour lock timeout
 * (issue 17, item 6): the other instance unlocks it when the dead one's heartbeat goes stale, or a
 * restarted instance unlocks its dead predecessor's jobs at start; either way the push goes out
 * within a minute of the kill, once. No lock is cleared by hand here.
 */
import type { ChildProcess } from 'node:child_process';
import { childApps, type ChildApps } from '../child-app';
import { ownerOfPort } from '../process-sockets';
import {
  browserSubscription,
  startPushService,
  vapidEnv,
  type LocalPushService,
  type TestSubscription,
} from './push-service';
import { eventually } from '../eventually';
import { queuePushTo } from './support';

jest.setTimeout(240_000);

/** The goal: a dead instance's jobs run again within one minute. */
const WITHIN_MS = 60_000;

let apps: ChildApps;
let push: LocalPushService;

beforeAll(async () => {
  apps = await childApps('dead-worker');
  push = await startPushService();
}, 200_000);

/** Every instance a test started, stopped after it whatever happened (a failed test leaves none). */
const started: ChildProcess[] = [];
const start = async (env: Record<string, string>) => {
  const child = await apps.start(env);
  started.push(child);
  return child;
};
afterEach(async () => {
  for (const child of started.splice(0)) await apps.kill(child, 'SIGTERM');
});

/** The instance that sent the request to the push service (the owner of its TCP connection). */
const senderOf = (name: string, instances: ChildProcess[]) => {
  const { fromPort } = push.requests.find((p) => p.name === name)!;
  const pid = ownerOfPort(
    fromPort,
    instances.map((child) => child.pid!),
  );
  return instances.find((child) => child.pid === pid);
};

afterAll(async () => {
  await apps?.cleanUp();
  await push?.stop();
});

/** One notification for one browser, its push queued in the notification's transaction. */
async function queuePush(subscription: TestSubscription): Promise<number> {
  return apps.withDb((client) =>
    queuePushTo(client, subscription, { surname: 'Morta', title: 'Ancora', body: 'qui' }),
  );
}

/** Push jobs left: once none is, no second delivery can come (only a job sends). */
const pushJobs = () =>
  apps.withDb(
    async (client) =>
      (
        await client.query(
          `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'push'`,
        )
      ).rows[0].n as number,
  );

const lockedJobs = () =>
  apps.withDb(
    async (client) =>
      (
        await client.query(
          `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE locked_at IS NOT NULL AND task_identifier = 'push'`,
        )
      ).rows[0].n as number,
  );

/** Waits for the push to `name` to be delivered; the time from `since`, in ms. */
async function deliveredAfter(name: string, since: number): Promise<number> {
  await eventually(async () => push.delivered.some((p) => p.name === name), {
    what: `the push to ${name} delivered within ${WITHIN_MS} ms of the kill`,
    timeoutMs: WITHIN_MS,
  });
  return push.delivered.find((p) => p.name === name)!.at - since;
}

it('SIGKILL of the instance sending a push: the other instance sends it within a minute', async () => {
  const vapid = vapidEnv();
  const instances = [await start(vapid), await start(vapid)];
  const subscription = browserSubscription(`${push.origin}/push/other-instance`);
  push.setDefault('hold'); // the push service never answers: the job stays in flight
  await queuePush(subscription);
  await eventually(async () => push.requests.some((p) => p.name === 'other-instance'), {
    what: 'the push in flight',
  });
  const sender = senderOf('other-instance', instances);
  expect(sender).toBeDefined();

  const killedAt = Date.now();
  await apps.kill(sender!, 'SIGKILL');
  expect(await lockedJobs()).toBe(1); // left locked by the dead worker
  push.setDefault({ status: 201 });

  const ms = await deliveredAfter('other-instance', killedAt);
  console.log(`push of a SIGKILLed instance sent by the other instance ${ms} ms after the kill`);
  await eventually(async () => (await pushJobs()) === 0, { what: 'the push job completed' });
  expect(push.delivered.filter((p) => p.name === 'other-instance')).toHaveLength(1);
  expect(await lockedJobs()).toBe(0);
});

it('SIGKILL of the only instance: its restart sends the push it had in flight within a minute', async () => {
  const vapid = vapidEnv();
  const first = await start(vapid);
  const subscription = browserSubscription(`${push.origin}/push/restart`);
  push.setDefault('hold');
  await queuePush(subscription);
  await eventually(async () => push.requests.some((p) => p.name === 'restart'), {
    what: 'the push in flight',
  });
  expect(senderOf('restart', [first])).toBe(first);

  const killedAt = Date.now();
  await apps.kill(first, 'SIGKILL');
  push.setDefault({ status: 201 });
  await start(vapid);

  const ms = await deliveredAfter('restart', killedAt);
  console.log(`push of a SIGKILLed instance sent by its restart ${ms} ms after the kill`);
  await eventually(async () => (await pushJobs()) === 0, { what: 'the push job completed' });
  expect(push.delivered.filter((p) => p.name === 'restart')).toHaveLength(1);
});
