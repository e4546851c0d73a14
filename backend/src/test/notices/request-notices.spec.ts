import { WebSocket } from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { VolunteerRequestNoticeSubject1764000000201 } from '../../db/migrations/1764000000201-volunteer-request-notice-subject';
import { eventually } from '../eventually';
import { buildAssociation, buildMembership, userWithToken } from '../factories';
import { untilListening } from '../listening';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Issue 18: the administrators' "Nuova richiesta volontario" notice is settled with the request.
 * Once it is accepted or rejected (by any administrator), withdrawn or removed, every
 * administrator's notice of it is read and their badges move live; the notices of other pending
 * requests stay unread. Notices written before the change are settled by the migration.
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

const REQUEST = `mutation($a: Int!) { requestToVolunteer(input: { associationId: $a }) { id } }`;
const LEAVE = `mutation($a: Int!) { leaveAssociation(input: { associationId: $a }) { id } }`;
const DECIDE = `mutation($id: Int!, $accept: Boolean!) {
  decideVolunteerRequest(input: { membershipId: $id, accept: $accept }) { id } }`;
const REMOVE = `mutation($id: Int!) { removeVolunteer(input: { membershipId: $id }) { id } }`;
const UNREAD = `query { unreadNotificationCount }`;

async function world() {
  const admin = await userWithToken(app, { name: 'Ada', surname: 'Admin' });
  const association = await buildAssociation(app, { adminId: admin.user.id, name: 'Croce R' });
  const second = await userWithToken(app);
  await buildMembership(app, {
    userId: second.user.id,
    associationId: association.id,
    isAdmin: true,
  });
  const [asker, other] = await Promise.all([
    userWithToken(app, { name: 'Maria', surname: 'Rossi' }),
    userWithToken(app, { name: 'Paolo', surname: 'Neri' }),
  ]);
  for (const person of [asker, other]) {
    const r = await app.gql(REQUEST, { a: association.id }, person.token);
    expect(r.errors).toBeUndefined();
  }
  const membershipOf = async (userId: number) =>
    (
      await app.dataSource.query(
        'SELECT id FROM user_association WHERE user_id = $1 AND association_id = $2',
        [userId, association.id],
      )
    )[0].id as number;
  return { admin, second, association, asker, other, membershipOf };
}
type World = Awaited<ReturnType<typeof world>>;

const unread = async (token: string) =>
  (await app.gql<{ unreadNotificationCount: number }>(UNREAD, {}, token)).data!
    .unreadNotificationCount;

/** Each administrator's request notices: whose request (by the body), read or not. */
const requestNotices = async (w: World) =>
  (await app.dataSource.query(
    `SELECT n.user_id, split_part(n.body, ' chiede', 1) AS who, n.displayed
       FROM notification n WHERE n.kind = 'volunteer_request' AND n.association_id = $1
      ORDER BY who, n.user_id`,
    [w.association.id],
  )) as { user_id: number; who: string; displayed: boolean }[];

const expectSettled = async (w: World) => {
  const admins = [w.admin.user.id, w.second.user.id].sort((x, y) => x - y);
  expect(await requestNotices(w)).toEqual([
    ...admins.map((id) => ({ user_id: id, who: 'Maria Rossi', displayed: true })),
    ...admins.map((id) => ({ user_id: id, who: 'Paolo Neri', displayed: false })),
  ]);
  // each administrator: only the other request left
  for (const admin of [w.admin, w.second]) expect(await unread(admin.token)).toBe(1);
};

describe("the administrators' notice of a volunteer request", () => {
  it.each([
    ['accepted by the other administrator', true],
    ['rejected by the other administrator', false],
  ])('is read for every administrator once %s', async (_t, accept) => {
    const w = await world();
    for (const admin of [w.admin, w.second]) expect(await unread(admin.token)).toBe(2);
    const r = await app.gql(
      DECIDE,
      { id: await w.membershipOf(w.asker.user.id), accept },
      w.second.token,
    );
    expect(r.errors).toBeUndefined();
    await expectSettled(w);
    // the person's own notice of the decision is theirs, unread
    expect(await unread(w.asker.token)).toBe(1);
  });

  it('is read once the person withdraws the request', async () => {
    const w = await world();
    expect((await app.gql(LEAVE, { a: w.association.id }, w.asker.token)).errors).toBeUndefined();
    await expectSettled(w);
  });

  it('is read once an administrator removes the request', async () => {
    const w = await world();
    const r = await app.gql(REMOVE, { id: await w.membershipOf(w.asker.user.id) }, w.admin.token);
    expect(r.errors).toBeUndefined();
    await expectSettled(w);
  });

  it('is read once the person deletes their account', async () => {
    const w = await world();
    const r = await app.gql(`mutation { deleteAccount { message } }`, {}, w.asker.token);
    expect(r.errors).toBeUndefined();
    const admins = [w.admin.user.id, w.second.user.id].sort((x, y) => x - y);
    // the deleted person's name stays in the text; the notice is read
    expect(await requestNotices(w)).toEqual([
      ...admins.map((id) => ({ user_id: id, who: 'Maria Rossi', displayed: true })),
      ...admins.map((id) => ({ user_id: id, who: 'Paolo Neri', displayed: false })),
    ]);
  });

  it("lowers both administrators' badges live", async () => {
    const w = await world();
    const badges = [w.admin, w.second].map((admin) => {
      const client = createClient({
        url: app.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${admin.token}` },
        retryAttempts: 0,
      });
      clients.push(client);
      const events: number[] = [];
      client.subscribe(
        { query: 'subscription { unreadNotificationCount }' },
        {
          next: (v) => {
            const data = v.data as { unreadNotificationCount: number } | undefined;
            if (data) events.push(data.unreadNotificationCount);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return events;
    });
    // the subscriptions are live once a change reaches both: a third person asks (and withdraws,
    // and asks again) until it does, and ends with a pending request (3 each)
    const late = await userWithToken(app);
    let pending = false;
    await untilListening(
      () => badges.every((b) => b.length > 0),
      async () => {
        await app.gql(pending ? LEAVE : REQUEST, { a: w.association.id }, late.token);
        pending = !pending;
      },
    );
    if (!pending) await app.gql(REQUEST, { a: w.association.id }, late.token);
    await eventually(() => {
      for (const b of badges) expect(b.at(-1)).toBe(3);
    });

    await app.gql(
      DECIDE,
      { id: await w.membershipOf(w.asker.user.id), accept: true },
      w.admin.token,
    );
    await eventually(() => {
      for (const b of badges) expect(b.at(-1)).toBe(2);
    });
  });

  it('the migration settles the notices written before, of requests no longer pending', async () => {
    const w = await world();
    await app.gql(
      DECIDE,
      { id: await w.membershipOf(w.asker.user.id), accept: true },
      w.admin.token,
    );
    // as written before issue 18: no person named, still unread
    await app.dataSource.query(
      `UPDATE notification SET subject_user_id = NULL, displayed = false
        WHERE kind = 'volunteer_request' AND association_id = $1`,
      [w.association.id],
    );
    const runner = app.dataSource.createQueryRunner();
    try {
      const migration = new VolunteerRequestNoticeSubject1764000000201();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    await expectSettled(w);
  });
});
