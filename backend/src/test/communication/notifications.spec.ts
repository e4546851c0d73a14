import {
  buildAssociation,
  buildEvent,
  buildMembership,
  buildUser,
  userWithToken,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import {
  MARK_ALL_DISPLAYED,
  MARK_DISPLAYED,
  NOTIFICATION,
  NOTIFICATIONS,
  SEND,
  SENT,
  UNREAD,
  type Connection,
  type NotificationNode,
  type SentNode,
} from './gql';

/**
 * Notifications sent by an association's administrators (issue 9): who may send, to whom they
 * arrive, the rules of the form, one transaction whatever the number of recipients, and the
 * recipient's list, detail and "displayed" flag.
 */
let app: TestApp;
beforeAll(async () => {
  // this instance only enqueues: the queued pushes stay in the queue to be counted
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

/** An association with its administrator, two accepted volunteers, a pending one and a stranger. */
async function world() {
  const admin = await userWithToken(app, { name: 'Ada', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: admin.user.id, name: 'Croce Test' });
  const volunteers = await Promise.all([userWithToken(app), userWithToken(app)]);
  for (const v of volunteers)
    await buildMembership(app, { userId: v.user.id, associationId: association.id });
  const pending = await userWithToken(app);
  await buildMembership(app, {
    userId: pending.user.id,
    associationId: association.id,
    status: 'waiting',
  });
  const stranger = await userWithToken(app);
  const otherAdmin = await userWithToken(app);
  const other = await buildAssociation(app, { adminId: otherAdmin.user.id });
  const event = await buildEvent(app, { associationId: association.id, name: 'Raccolta' });
  const otherEvent = await buildEvent(app, { associationId: other.id });
  return {
    admin,
    association,
    volunteers,
    pending,
    stranger,
    otherAdmin,
    other,
    event,
    otherEvent,
  };
}
type World = Awaited<ReturnType<typeof world>>;

const rowCounts = async () =>
  (
    await app.dataSource.query(
      `SELECT (SELECT count(*)::int FROM notification) AS notifications,
              (SELECT count(*)::int FROM notification_dispatch) AS dispatches`,
    )
  )[0] as { notifications: number; dispatches: number };

const send = (w: World, token: string, input: Record<string, unknown>) =>
  app.gql<{ sendNotification: SentNode }>(
    SEND,
    {
      input: {
        associationId: w.association.id,
        recipientIds: w.volunteers.map((v) => v.user.id),
        title: 'Riunione',
        body: 'Giovedì alle 21',
        ...input,
      },
    },
    token,
  );

describe('sendNotification: refusals write nothing', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  const cases: [
    string,
    (w: World) => string,
    (w: World) => Record<string, unknown>,
    string,
    string | null,
  ][] = [
    ['a volunteer', (w) => w.volunteers[0].token, () => ({}), 'FORBIDDEN', null],
    ['a pending volunteer', (w) => w.pending.token, () => ({}), 'FORBIDDEN', null],
    ['a stranger', (w) => w.stranger.token, () => ({}), 'FORBIDDEN', null],
    [
      "another association's administrator",
      (w) => w.otherAdmin.token,
      () => ({}),
      'FORBIDDEN',
      null,
    ],
    [
      'an empty title',
      (w) => w.admin.token,
      () => ({ title: '  ' }),
      'BAD_USER_INPUT',
      'void_title',
    ],
    [
      'a title over 50',
      (w) => w.admin.token,
      () => ({ title: 'x'.repeat(51) }),
      'BAD_USER_INPUT',
      'validation.max_length',
    ],
    [
      'a body over 255',
      (w) => w.admin.token,
      () => ({ body: 'x'.repeat(256) }),
      'BAD_USER_INPUT',
      'validation.max_length',
    ],
    [
      'no recipient',
      (w) => w.admin.token,
      () => ({ recipientIds: [] }),
      'BAD_USER_INPUT',
      'void_volunteer',
    ],
    [
      'only people who are not accepted volunteers',
      (w) => w.admin.token,
      (w) => ({ recipientIds: [w.pending.user.id, w.stranger.user.id, w.otherAdmin.user.id] }),
      'BAD_USER_INPUT',
      'void_volunteer',
    ],
    [
      "another association's event",
      (w) => w.admin.token,
      (w) => ({ eventId: w.otherEvent.id }),
      'BAD_USER_INPUT',
      'validation.unknown_choice',
    ],
    [
      'a missing event',
      (w) => w.admin.token,
      () => ({ eventId: 999999 }),
      'BAD_USER_INPUT',
      'validation.unknown_choice',
    ],
  ];

  it.each(cases)('refuses %s', async (_title, token, input, code, key) => {
    const before = await rowCounts();
    const result = await send(w, token(w), input(w));
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    if (key) expect(result.errors?.[0]?.extensions?.key).toBe(key);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an anonymous caller', async () => {
    const result = await app.gql(SEND, {
      input: { associationId: w.association.id, recipientIds: [1], title: 'x' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('sendNotification: recipients and contents', () => {
  it("reaches only the chosen accepted volunteers, with the association's name and the event", async () => {
    const w = await world();
    const result = await send(w, w.admin.token, {
      recipientIds: [
        w.volunteers[0].user.id,
        w.pending.user.id,
        w.stranger.user.id,
        w.otherAdmin.user.id,
      ],
      eventId: w.event.id,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.sendNotification).toMatchObject({
      title: 'Riunione',
      eventId: w.event.id,
      eventName: 'Raccolta',
      recipientCount: 1,
      openedCount: 0,
    });
    const got = async (token: string) =>
      (await app.gql<{ notifications: Connection<NotificationNode> }>(NOTIFICATIONS, {}, token))
        .data!.notifications;
    const mine = await got(w.volunteers[0].token);
    expect(mine.totalCount).toBe(1);
    expect(mine.edges[0].node).toMatchObject({
      title: 'Riunione',
      body: 'Giovedì alle 21',
      displayed: false,
      association: { id: w.association.id, name: 'Croce Test' },
      eventId: w.event.id,
      eventName: 'Raccolta',
      questionId: null,
      question: null,
    });
    for (const other of [w.volunteers[1], w.pending, w.stranger, w.otherAdmin])
      expect((await got(other.token)).totalCount).toBe(0);
  });

  it('writes 200 notifications and queues their pushes in one transaction, with as many statements as for 1', async () => {
    const admin = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: admin.user.id });
    const users = await Promise.all(Array.from({ length: 200 }, () => buildUser(app)));
    await app.dataSource.query(
      `INSERT INTO user_association (user_id, association_id, status) SELECT unnest($1::int[]), $2, 'accepted'`,
      [users.map((u) => u.id), association.id],
    );
    // one browser each (never called: this instance's worker is off)
    await app.dataSource.query(
      `INSERT INTO device_subscription (user_id, endpoint, p256dh, auth)
       SELECT u, 'https://push.example.org/' || u, 'chiave', 'segreto' FROM unnest($1::int[]) AS u`,
      [users.map((u) => u.id)],
    );
    const pushes = async (dispatchId: number) =>
      (
        await app.dataSource.query(
          `SELECT count(*)::int AS n FROM graphile_worker.jobs j
            WHERE j.task_identifier = 'push'
              AND split_part(j.key, ':', 2)::int IN (SELECT id FROM notification WHERE dispatch_id = $1)`,
          [dispatchId],
        )
      )[0].n as number;
    const statementsFor = async (ids: number[]) => {
      const before = app.statements.count;
      const result = await app.gql<{ sendNotification: SentNode }>(
        SEND,
        { input: { associationId: association.id, recipientIds: ids, title: 'Tutti' } },
        admin.token,
      );
      expect(result.errors).toBeUndefined();
      return { statements: app.statements.count - before, sent: result.data!.sendNotification };
    };
    const one = await statementsFor([users[0].id]);
    const all = await statementsFor(users.map((u) => u.id));
    expect(all.sent.recipientCount).toBe(200);
    expect(all.statements).toBe(one.statements);
    expect(all.statements).toBeLessThanOrEqual(12);
    const [{ n }] = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM notification WHERE dispatch_id = $1',
      [all.sent.id],
    );
    expect(n).toBe(200);
    expect(await pushes(all.sent.id)).toBe(200);
    expect(await pushes(one.sent.id)).toBe(1);
  });
});

describe("the recipient's notifications", () => {
  let w: World;
  let ids: number[];
  beforeAll(async () => {
    w = await world();
    ids = [];
    for (const [title, body] of [
      ['Primo avviso', 'Pulizia del parco'],
      ['Secondo avviso', 'Raccolta alimentare'],
      ['Terzo avviso', 'Assemblea dei soci'],
    ]) {
      const r = await send(w, w.admin.token, { title, body });
      expect(r.errors).toBeUndefined();
    }
    const list = await app.gql<{ notifications: Connection<NotificationNode> }>(
      NOTIFICATIONS,
      {},
      w.volunteers[0].token,
    );
    ids = list.data!.notifications.edges.map((e) => e.node.id);
  });

  it('lists them newest first, in pages, and searches title, body and association name', async () => {
    const titles = async (variables: Record<string, unknown>) => {
      const r = await app.gql<{ notifications: Connection<NotificationNode> }>(
        NOTIFICATIONS,
        variables,
        w.volunteers[0].token,
      );
      return r.data!.notifications;
    };
    const all = await titles({});
    expect(all.edges.map((e) => e.node.title)).toEqual([
      'Terzo avviso',
      'Secondo avviso',
      'Primo avviso',
    ]);
    const first = await titles({ first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await titles({ first: 2, after: first.pageInfo.endCursor });
    expect(rest.edges.map((e) => e.node.title)).toEqual(['Primo avviso']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect((await titles({ search: 'ALIMENTARE' })).edges.map((e) => e.node.title)).toEqual([
      'Secondo avviso',
    ]);
    expect((await titles({ search: 'croce test' })).totalCount).toBe(3);
    expect((await titles({ search: '%' })).totalCount).toBe(0);
  });

  it("reads as null for anyone but the recipient, and marking someone else's is NOT_FOUND", async () => {
    const id = ids[0];
    const own = await app.gql<{ notification: NotificationNode }>(
      NOTIFICATION,
      { id },
      w.volunteers[0].token,
    );
    expect(own.data!.notification.id).toBe(id);
    for (const other of [w.volunteers[1], w.admin, w.stranger]) {
      const r = await app.gql<{ notification: NotificationNode | null }>(
        NOTIFICATION,
        { id },
        other.token,
      );
      expect(r.data!.notification).toBeNull();
    }
    const r = await app.gql(MARK_DISPLAYED, { id }, w.volunteers[1].token);
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const missing = await app.gql(MARK_DISPLAYED, { id: 999999 }, w.volunteers[0].token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('marking displayed lowers the unread count once (idempotent)', async () => {
    const unread = async () =>
      (await app.gql<{ unreadNotificationCount: number }>(UNREAD, {}, w.volunteers[1].token)).data!
        .unreadNotificationCount;
    const list = await app.gql<{ notifications: Connection<NotificationNode> }>(
      NOTIFICATIONS,
      {},
      w.volunteers[1].token,
    );
    const id = list.data!.notifications.edges[0].node.id;
    expect(await unread()).toBe(3);
    for (let i = 0; i < 2; i++) {
      const r = await app.gql<{ markNotificationDisplayed: { displayed: boolean } }>(
        MARK_DISPLAYED,
        { id },
        w.volunteers[1].token,
      );
      expect(r.data!.markNotificationDisplayed.displayed).toBe(true);
      expect(await unread()).toBe(2);
    }
  });

  it('"Segna tutte come lette" marks all of the caller\'s with one statement, and nobody else\'s', async () => {
    const v = await world();
    for (const title of ['Uno', 'Due', 'Tre']) await send(v, v.admin.token, { title });
    const unread = async (token: string) =>
      (await app.gql<{ unreadNotificationCount: number }>(UNREAD, {}, token)).data!
        .unreadNotificationCount;
    const [mine, theirs] = v.volunteers;
    // one of the three already read: the other two are marked
    const list = await app.gql<{ notifications: Connection<NotificationNode> }>(
      NOTIFICATIONS,
      {},
      mine.token,
    );
    await app.gql(MARK_DISPLAYED, { id: list.data!.notifications.edges[0].node.id }, mine.token);
    expect(await unread(mine.token)).toBe(2);

    const recorded: { sql: string; parameters: unknown[] }[] = [];
    app.statements.recorded = recorded;
    let r;
    try {
      r = await app.gql<{ markAllNotificationsDisplayed: number }>(
        MARK_ALL_DISPLAYED,
        {},
        mine.token,
      );
    } finally {
      app.statements.recorded = undefined;
    }
    expect(r.errors).toBeUndefined();
    expect(r.data!.markAllNotificationsDisplayed).toBe(2);
    expect(recorded.filter((q) => /\bnotification\b/.test(q.sql))).toHaveLength(1);
    expect(await unread(mine.token)).toBe(0);
    const after = await app.gql<{ notifications: Connection<NotificationNode> }>(
      NOTIFICATIONS,
      {},
      mine.token,
    );
    expect(after.data!.notifications.edges.map((e) => e.node.displayed)).toEqual([
      true,
      true,
      true,
    ]);
    // the other recipient's stay unread; again: nothing left to mark
    expect(await unread(theirs.token)).toBe(3);
    const again = await app.gql<{ markAllNotificationsDisplayed: number }>(
      MARK_ALL_DISPLAYED,
      {},
      mine.token,
    );
    expect(again.data!.markAllNotificationsDisplayed).toBe(0);
    expect((await app.gql(MARK_ALL_DISPLAYED)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it("the administrators' board: newest first, with recipients and openings, searchable", async () => {
    const board = async (token: string, variables: Record<string, unknown> = {}) =>
      app.gql<{ sentNotifications: Connection<SentNode> }>(
        SENT,
        { a: w.association.id, ...variables },
        token,
      );
    const r = await board(w.admin.token);
    const nodes = r.data!.sentNotifications.edges.map((e) => e.node);
    expect(nodes.map((n) => n.title)).toEqual(['Terzo avviso', 'Secondo avviso', 'Primo avviso']);
    expect(nodes.every((n) => n.recipientCount === 2)).toBe(true);
    expect(nodes[0].openedCount).toBe(1);
    const page = await board(w.admin.token, { first: 1 });
    const next = await board(w.admin.token, {
      first: 1,
      after: page.data!.sentNotifications.pageInfo.endCursor,
    });
    expect(next.data!.sentNotifications.edges[0].node.title).toBe('Secondo avviso');
    const search = await board(w.admin.token, { search: 'assemblea' });
    expect(search.data!.sentNotifications.edges.map((e) => e.node.title)).toEqual(['Terzo avviso']);
    for (const other of [w.volunteers[0], w.pending, w.stranger, w.otherAdmin])
      expect((await board(other.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
