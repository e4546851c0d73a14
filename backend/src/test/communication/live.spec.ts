import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { Topic } from '../../platform/pubsub';
import { eventually } from '../eventually';
import { buildAssociation, buildMembership, buildNotification, userWithToken } from '../factories';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';
import { ANSWER, ASK, MARK_ALL_DISPLAYED, MARK_DISPLAYED, MARK_READ, SEND } from './gql';

/**
 * The live side of issue 9 over graphql-ws: a sent notification raises the recipient's badge
 * and appears in their open list (`notificationReceived`), opening it lowers the badge; a
 * question raises the administrators' "Domande" badge (`unreadQuestionCount`, dashboard
 * counters) and reading it lowers it; the answer reaches the asker live. Nobody else hears.
 */
let app: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.stop();
});

/** The title of the notifications published as markers: `listen` counts them apart. */
const MARKER = 'Segnale di prova';

function listen(token: string, query: string, variables?: Record<string, unknown>) {
  const client = createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  const events: Record<string, unknown>[] = [];
  const errors: unknown[] = [];
  const sub = { events, errors, markers: 0 };
  client.subscribe(
    { query, variables },
    {
      next: (v) => {
        const received = v.data?.notificationReceived as { title?: string } | undefined;
        if (v.errors) errors.push(v.errors);
        else if (received?.title === MARKER) sub.markers += 1;
        else events.push(v.data as Record<string, unknown>);
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return sub;
}
type Sub = ReturnType<typeof listen>;

/**
 * Publishes on a subscription's topic without changing anything (a marker): the subscriber is
 * sent the value as it stands, or, for `notificationReceived`, a read notification titled MARKER.
 */
const publishMarker = {
  unread: (userId: number) => app.services.pubSub.publish(Topic.UnreadCount, userId, { userId }),
  received: async (userId: number) => {
    const { id } = await buildNotification(app, { userId, title: MARKER, displayed: true });
    app.services.pubSub.publish(Topic.NotificationReceived, userId, { notificationId: id });
  },
  questionCount: (associationId: number) =>
    app.services.pubSub.publish(Topic.UnreadQuestionCount, associationId, { associationId }),
  counters: (associationId: number) =>
    app.services.pubSub.publish(Topic.DashboardCounters, associationId, { associationId }),
};

/**
 * Waits until the subscription has started (a marker arrived), then forgets the markers. A
 * marker shows the value as it stands, so it is told apart by arriving first: publishes are
 * spaced by more than a delivery takes (see untilListening).
 */
async function ready(sub: Sub, publish: () => unknown) {
  await untilListening(() => sub.events.length + sub.markers > 0, publish);
  sub.events.length = 0;
  sub.markers = 0;
}

/**
 * "Nothing reached `sub`": a marker published on its channel after the action has arrived, and
 * anything the action had wrongly sent there would have been queued before it (a subscription
 * delivers in publish order), so what `sub` holds now is all it got.
 */
async function afterMarker(sub: Sub, publish: () => unknown) {
  const before = sub.events.length + sub.markers;
  await publish();
  await eventually(() => sub.events.length + sub.markers > before, { what: 'the marker' });
}

const UNREAD = `subscription { unreadNotificationCount }`;
const RECEIVED = `subscription { notificationReceived { id title body displayed association { name } } }`;
const QUESTION_COUNT = `subscription($a: Int!) { unreadQuestionCount(associationId: $a) }`;
const COUNTERS = `subscription($a: Int!) { associationDashboardCounters(associationId: $a) { numberQuestion } }`;

async function world() {
  const admin = await userWithToken(app);
  const association = await buildAssociation(app, { adminId: admin.user.id, name: 'Croce Live' });
  const volunteer = await userWithToken(app);
  await buildMembership(app, { userId: volunteer.user.id, associationId: association.id });
  const bystander = await userWithToken(app);
  await buildMembership(app, { userId: bystander.user.id, associationId: association.id });
  const otherAdmin = await userWithToken(app);
  await buildAssociation(app, { adminId: otherAdmin.user.id });
  return { admin, association, volunteer, bystander, otherAdmin };
}

describe('live notifications', () => {
  it("a send raises the recipient's badge and shows in their list; opening lowers it; others hear nothing", async () => {
    const w = await world();
    const badge = listen(w.volunteer.token, UNREAD);
    const list = listen(w.volunteer.token, RECEIVED);
    const otherBadge = listen(w.bystander.token, UNREAD);
    const otherList = listen(w.bystander.token, RECEIVED);
    await ready(badge, () => publishMarker.unread(w.volunteer.user.id));
    await ready(list, () => publishMarker.received(w.volunteer.user.id));
    await ready(otherBadge, () => publishMarker.unread(w.bystander.user.id));
    await ready(otherList, () => publishMarker.received(w.bystander.user.id));

    const sent = await app.gql(
      SEND,
      {
        input: {
          associationId: w.association.id,
          recipientIds: [w.volunteer.user.id],
          title: 'Live',
          body: 'Subito',
        },
      },
      w.admin.token,
    );
    expect(sent.errors).toBeUndefined();
    await eventually(() => badge.events.length >= 1 && list.events.length >= 1);
    expect(badge.events).toEqual([{ unreadNotificationCount: 1 }]);
    const received = list.events[0].notificationReceived as { id: number };
    expect(received).toMatchObject({
      title: 'Live',
      body: 'Subito',
      displayed: false,
      association: { name: 'Croce Live' },
    });

    await app.gql(MARK_DISPLAYED, { id: received.id }, w.volunteer.token);
    await eventually(() => badge.events.length >= 2);
    expect(badge.events).toEqual([{ unreadNotificationCount: 1 }, { unreadNotificationCount: 0 }]);
    await afterMarker(otherBadge, () => publishMarker.unread(w.bystander.user.id));
    await afterMarker(otherList, () => publishMarker.received(w.bystander.user.id));
    // the bystander's badge marker says 0, as it stood; the list's marker is counted apart
    expect(otherBadge.events).toEqual([{ unreadNotificationCount: 0 }]);
    expect(otherList.events).toEqual([]);
  });

  it('"Segna tutte come lette" lowers the badge to 0 live', async () => {
    const w = await world();
    const badge = listen(w.volunteer.token, UNREAD);
    await ready(badge, () => publishMarker.unread(w.volunteer.user.id));
    for (const title of ['Uno', 'Due']) {
      const sent = await app.gql(
        SEND,
        { input: { associationId: w.association.id, recipientIds: [w.volunteer.user.id], title } },
        w.admin.token,
      );
      expect(sent.errors).toBeUndefined();
    }
    await eventually(() => badge.events.length >= 2);
    expect(badge.events.at(-1)).toEqual({ unreadNotificationCount: 2 });
    const before = badge.events.length;
    await app.gql(MARK_ALL_DISPLAYED, {}, w.volunteer.token);
    await eventually(() => badge.events.length > before);
    expect(badge.events.at(-1)).toEqual({ unreadNotificationCount: 0 });
  });

  it('refuses an anonymous subscriber', async () => {
    const client = createClient({
      url: app.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    clients.push(client);
    const errors: unknown[] = [];
    client.subscribe(
      { query: RECEIVED },
      { next: () => undefined, error: (e) => errors.push(e), complete: () => undefined },
    );
    await eventually(() => errors.length > 0);
    expect((errors[0] as { code?: number }).code).toBe(4401);
  });
});

describe('live questions', () => {
  it("a question raises the administrators' badge and counters; reading lowers them; the answer reaches the asker", async () => {
    const w = await world();
    const asker = await userWithToken(app);
    const count = listen(w.admin.token, QUESTION_COUNT, { a: w.association.id });
    const counters = listen(w.admin.token, COUNTERS, { a: w.association.id });
    const adminList = listen(w.admin.token, RECEIVED);
    const askerList = listen(asker.token, RECEIVED);
    const spy = listen(w.otherAdmin.token, QUESTION_COUNT, { a: w.association.id });
    await ready(count, () => publishMarker.questionCount(w.association.id));
    await ready(counters, () => publishMarker.counters(w.association.id));
    await ready(adminList, () => publishMarker.received(w.admin.user.id));
    await ready(askerList, () => publishMarker.received(asker.user.id));
    // the refusal ends the spy's operation: nothing can reach it afterwards
    await eventually(() => spy.errors.length > 0, { what: 'the refusal' });

    const asked = await app.gql<{ askQuestion: { id: number } }>(
      ASK,
      { a: w.association.id, q: 'Si parte alle 8?' },
      asker.token,
    );
    expect(asked.errors).toBeUndefined();
    const id = asked.data!.askQuestion.id;
    await eventually(() => count.events.length >= 1 && counters.events.length >= 1);
    await eventually(() => adminList.events.length >= 1);
    expect(count.events).toEqual([{ unreadQuestionCount: 1 }]);
    expect(counters.events).toEqual([{ associationDashboardCounters: { numberQuestion: 1 } }]);
    expect(adminList.events[0].notificationReceived).toMatchObject({
      title: 'Nuova domanda',
      body: 'Si parte alle 8?',
    });

    await app.gql(MARK_READ, { id }, w.admin.token);
    await eventually(() => count.events.length >= 2);
    expect(count.events[1]).toEqual({ unreadQuestionCount: 0 });

    await app.gql(ANSWER, { id, answer: 'Sì, alle 8' }, w.admin.token);
    await eventually(() => askerList.events.length >= 1);
    expect(askerList.events[0].notificationReceived).toMatchObject({
      title: "Risposta dall'associazione «Croce Live»",
      body: 'Sì, alle 8',
    });

    // another association's administrator is refused when subscribing and hears no count
    expect(spy.events).toEqual([]);
    expect(JSON.stringify(spy.errors)).toContain('FORBIDDEN');
  });

  it("an answer lowers every administrator's bell live: the question's notices are read", async () => {
    const w = await world();
    const second = await userWithToken(app);
    await buildMembership(app, {
      userId: second.user.id,
      associationId: w.association.id,
      isAdmin: true,
    });
    const asker = await userWithToken(app);
    const badges = [listen(w.admin.token, UNREAD), listen(second.token, UNREAD)];
    await ready(badges[0], () => publishMarker.unread(w.admin.user.id));
    await ready(badges[1], () => publishMarker.unread(second.user.id));
    const asked = await app.gql<{ askQuestion: { id: number } }>(
      ASK,
      { a: w.association.id, q: 'Serve la divisa?' },
      asker.token,
    );
    await eventually(() => badges.every((b) => b.events.length >= 1));
    for (const b of badges) expect(b.events.at(-1)).toEqual({ unreadNotificationCount: 1 });

    // the second administrator answers: both bells go back to 0
    const counts = badges.map((b) => b.events.length);
    const answered = await app.gql(
      ANSWER,
      { id: asked.data!.askQuestion.id, answer: 'Sì' },
      second.token,
    );
    expect(answered.errors).toBeUndefined();
    await eventually(() => badges.every((b, i) => b.events.length > counts[i]));
    for (const b of badges) expect(b.events.at(-1)).toEqual({ unreadNotificationCount: 0 });
  });

  it('checks the permission again for every event: a demoted administrator hears no more counts', async () => {
    const w = await world();
    const formerAdmin = await userWithToken(app);
    await buildMembership(app, {
      userId: formerAdmin.user.id,
      associationId: w.association.id,
      isAdmin: true,
    });
    const count = listen(formerAdmin.token, QUESTION_COUNT, { a: w.association.id });
    await ready(count, () => publishMarker.questionCount(w.association.id));
    await app.dataSource.query(
      'UPDATE user_association SET is_admin = false WHERE user_id = $1 AND association_id = $2',
      [formerAdmin.user.id, w.association.id],
    );
    await app.gql(ASK, { a: w.association.id, q: 'Ancora?' }, w.volunteer.token);
    await eventually(() => count.events.length + count.errors.length >= 1);
    expect(count.events).toEqual([]);
    expect(JSON.stringify(count.errors)).toContain('FORBIDDEN');
  });
});
