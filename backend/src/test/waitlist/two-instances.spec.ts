/**
 * Issue 21, "exactly once" under concurrency, on two app instances sharing one PostgreSQL (and
 * Redis for the live pages): two places free at the same instant, one on each instance, while 20
 * queued volunteers race to accept and 10 others try a plain sign-up. Exactly two offers, to the
 * first two in line; 0 overbooked; the counters equal the rows. A volunteer watching the shift on
 * the other instance sees their position move live. And the time from a freed place to the first
 * offer's push at a local push service (printed).
 */
import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { eventually } from '../eventually';
import { untilListening } from '../listening';
import {
  browserSubscription,
  startPushService,
  vapidEnv,
  type LocalPushService,
} from '../push/push-service';
import { register } from '../push/support';
import { itWithRedis, REDIS_URL, redisAnswers } from '../redis';
import { startTestApp, type TestApp } from '../test-app';
import { ANSWER, fullShift, ledger, offerNotices, volunteers } from './support';

jest.setTimeout(180_000);

let first: TestApp | undefined;
let second: TestApp | undefined;
let push: LocalPushService;

beforeAll(async () => {
  push = await startPushService();
  if (!redisAnswers()) return;
  const env = { REDIS_URL, ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1', ...vapidEnv() };
  first = await startTestApp(env);
  second = await startTestApp(env, { shareDatabaseOf: first });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await push.stop();
});

const apps = () => [first!, second!];

itWithRedis(
  'two places free at once on two instances while 20 queued race to accept: 2 offers, 0 overbooked, counters = rows',
  async () => {
    const app = first!;
    const { shift, association, holders } = await fullShift(app, 2);
    const queued = await volunteers(app, association.id, 20);
    const plain = await volunteers(app, association.id, 10, 'Fuori');
    for (const [i, p] of queued.entries())
      await apps()[i % 2].rest('POST', `/api/user-shift/${shift.id}`, {
        token: p.token,
        body: { waitlist: true },
      });

    // the two holders leave at the same instant, one through each instance
    await Promise.all(
      holders.map((h, i) =>
        apps()[i].rest('DELETE', `/api/user-shift/${shift.id}`, { token: h.token }),
      ),
    );
    // everyone races: the 20 queued try to accept (on alternating instances), 10 try a plain sign-up
    const results = await Promise.all([
      ...queued.map((p, i) => apps()[i % 2].gql(ANSWER, { id: shift.id, accept: true }, p.token)),
      ...plain.map((p, i) =>
        apps()[i % 2].rest('POST', `/api/user-shift/${shift.id}`, { token: p.token }),
      ),
    ]);
    const accepted = results.slice(0, 20).filter((r) => !('errors' in r && r.errors));
    const conflicts = results
      .slice(0, 20)
      .filter((r) => 'errors' in r && r.errors?.[0].extensions?.key === 'waitlist.no_offer');
    expect(accepted).toHaveLength(2);
    expect(conflicts).toHaveLength(18);
    expect(
      results
        .slice(20)
        .every(
          (r) => (r as { body: { key?: string } }).body.key === 'subscription_not_available_spots',
        ),
    ).toBe(true);

    const offers = await offerNotices(app, shift.id);
    // one offer per freed place, to the first two in line, and never twice to anyone
    expect(offers.map((o) => o.userId).sort()).toEqual([queued[0].id, queued[1].id].sort());
    const l = await ledger(app, shift.id);
    const figures = {
      places: l.max,
      overbooked: Math.max(0, l.accepted + l.held - l.max),
      doubleOffers: offers.length - new Set(offers.map((o) => o.userId)).size,
      acceptedCount: l.accepted,
      acceptedRows: l.acceptedRows,
      heldCount: l.held,
      heldRows: l.offers + l.heldRequests,
      queued: l.queued,
    };
    console.log(
      `waitlist race (2 instances, 2 places freed at once, 20 queued, 10 plain): ${JSON.stringify(figures)}`,
    );
    expect(figures).toMatchObject({
      overbooked: 0,
      doubleOffers: 0,
      heldCount: 2,
      heldRows: 2,
      queued: 18,
    });
    expect(l.accepted).toBe(l.acceptedRows);
  },
);

itWithRedis(
  "a position moves live on the other instance; a freed place's first offer reaches the push service",
  async () => {
    const app = first!;
    const { shift, event, association, holders } = await fullShift(app, 1);
    const [a, b] = await volunteers(app, association.id, 2);
    for (const p of [a, b])
      await app.rest('POST', `/api/user-shift/${shift.id}`, {
        token: p.token,
        body: { waitlist: true },
      });
    const subscription = browserSubscription(`${push.origin}/push/waitlist-a`);
    await register(app, a.token, subscription);

    // b watches the event page on the second instance
    const client = createClient({
      url: second!.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${b.token}` },
      retryAttempts: 0,
    });
    const seen: { waitlistPosition: number | null; waitlistOfferExpiresAt: string | null }[] = [];
    client.subscribe(
      {
        query: `subscription($e: Int!) { eventShiftsChanged(eventId: $e) { id waitlistPosition waitlistOfferExpiresAt } }`,
        variables: { e: event.id },
      },
      {
        next: (v) =>
          seen.push((v.data as { eventShiftsChanged: (typeof seen)[number] }).eventShiftsChanged),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await untilListening(
      () => seen.length > 0,
      () => app.services.live.shiftChanged(event.id, shift.id),
    );
    expect(seen.at(-1)!.waitlistPosition).toBe(2);

    // the place frees: a is offered it (pushed), b stays second
    const freed = Date.now();
    await app.rest('DELETE', `/api/user-shift/${shift.id}`, { token: holders[0].token });
    await push.waitForDelivered(1, 15_000);
    const pushed = push.delivered.find((d) => d.name === 'waitlist-a')!;
    const payload = subscription.decrypt(pushed.body) as { title: string };
    expect(payload.title).toContain('Si è liberato un posto');
    console.log(`waitlist: freed place → first offer's push received ${pushed.at - freed} ms`);

    // a declines on the first instance: b's page on the second instance shows position 1 and an offer
    await app.gql(ANSWER, { id: shift.id, accept: false }, a.token);
    await eventually(
      () => seen.at(-1)!.waitlistPosition === 1 && seen.at(-1)!.waitlistOfferExpiresAt !== null,
      { what: 'b sees their offer live on the other instance' },
    );
    await client.dispose();
  },
);
