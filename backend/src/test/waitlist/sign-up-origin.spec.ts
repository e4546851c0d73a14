/**
 * Issue 32: a sign-up made by accepting a waitlist offer is made by the shifts domain
 * (`createSignUp`, origin `waitlist`) and records what every sign-up records, so the shifts'
 * processors publish its shift and counters and the waitlist publishes only its queue. What each
 * topic receives is what it received before: one shift update, one counters update, one queue
 * update for an accepted offer (two of the first two when accepted at once: the request, then its
 * decision), the notices' own publishes beside them.
 */
import { Topic } from '../../platform/pubsub';
import { startTestApp, type TestApp } from '../test-app';
import { fullShift, ledger, volunteers } from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

/** The topics published while `run` runs and its after-commit work completes, counted. */
async function publishesOf(run: () => Promise<unknown>): Promise<Record<string, number>> {
  const counted: Record<string, number> = {};
  const spy = jest.spyOn(app.services.pubSub, 'publish').mockImplementation(((topic: Topic) => {
    counted[topic] = (counted[topic] ?? 0) + 1;
  }) as never);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return counted;
}

async function offered(autoAccept: boolean) {
  const setup = await fullShift(app, 1);
  await app.dataSource.query('UPDATE association SET auto_accept_waitlist = $2 WHERE id = $1', [
    setup.association.id,
    autoAccept,
  ]);
  const [queued] = await volunteers(app, setup.association.id, 1, 'Coda');
  const join = await app.rest('POST', `/api/user-shift/${setup.shift.id}`, {
    token: queued.token,
    body: { waitlist: true },
  });
  expect(join.status).toBe(201);
  const left = await app.rest('DELETE', `/api/user-shift/${setup.shift.id}`, {
    token: setup.holders[0].token,
  });
  expect(left.status).toBe(200);
  return { ...setup, queued };
}

const answer = (shiftId: number, token: string, accept: boolean) =>
  app.rest('POST', `/api/user-shift/${shiftId}/waitlist-offer`, { token, body: { accept } });

it.each([
  [
    'accepted: a request holding the place',
    false,
    true,
    { accepted: 0, held: 1, heldRequests: 1 },
    { [Topic.EventShifts]: 1, [Topic.DashboardCounters]: 1, [Topic.ShiftWaitlist]: 1 },
  ],
  [
    'accepted at once: an accepted sign-up',
    true,
    true,
    { accepted: 1, held: 0, heldRequests: 0 },
    { [Topic.EventShifts]: 2, [Topic.DashboardCounters]: 2, [Topic.ShiftWaitlist]: 1 },
  ],
  [
    'declined: the place given back',
    false,
    false,
    { accepted: 0, held: 0, heldRequests: 0 },
    { [Topic.EventShifts]: 1, [Topic.DashboardCounters]: 1, [Topic.ShiftWaitlist]: 1 },
  ],
])('an offer %s', async (_label, autoAccept, accept, counters, live) => {
  const { shift, queued } = await offered(autoAccept);
  const published = await publishesOf(async () => {
    expect((await answer(shift.id, queued.token, accept)).status).toBe(200);
  });
  expect(await ledger(app, shift.id)).toMatchObject(counters);
  // the notices' publishes (badges, the new notices) are theirs; the shift's topics are counted
  expect({
    [Topic.EventShifts]: published[Topic.EventShifts],
    [Topic.DashboardCounters]: published[Topic.DashboardCounters],
    [Topic.ShiftWaitlist]: published[Topic.ShiftWaitlist],
  }).toEqual(live);
});
