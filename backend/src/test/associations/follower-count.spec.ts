import { Processors, Transactions } from '../../platform/domain-events';
import { buildAssociation, buildFollow, buildUser, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { FOLLOW, REQUEST, UNFOLLOW } from './gql';

/**
 * `association.follower_count` is kept by triggers on `favourite_association` (issue 11): it must
 * equal count(*) after any mix of concurrent writes, through every path that writes follows.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function mismatches(): Promise<{ id: number; kept: number; counted: number }[]> {
  return app.dataSource.query(
    `SELECT a.id, a.follower_count AS kept, count(f.user_id)::int AS counted
       FROM association a LEFT JOIN favourite_association f ON f.association_id = a.id
      GROUP BY a.id HAVING a.follower_count <> count(f.user_id)`,
  );
}

const followersOf = async (associationId: number): Promise<number> =>
  (
    await app.dataSource.query('SELECT follower_count AS n FROM association WHERE id = $1', [
      associationId,
    ])
  )[0].n as number;

describe('follower count (maintained)', () => {
  it('stays equal to count(*) under concurrent follows, unfollows, requests and deletions', async () => {
    const associations = await Promise.all([1, 2, 3].map(() => buildAssociation(app)));
    const people = await Promise.all(
      Array.from({ length: 24 }, (_, i) => userWithToken(app, { name: `P${i}` })),
    );
    const ids = associations.map((a) => a.id);
    // each person follows, unfollows (GraphQL and REST), asks to volunteer (which follows) and,
    // for a few, deletes the account at the end of the burst
    // each person follows, unfollows (GraphQL and REST) and asks to volunteer (which follows);
    // every sixth instead follows two and deletes the account, while the others go on
    const burst = people.flatMap(({ user, token }, i): Promise<unknown>[] => {
      const a = ids[i % 3];
      const b = ids[(i + 1) % 3];
      if (i % 6 === 0)
        return [
          (async () => {
            await app.gql(FOLLOW, { id: a }, token);
            await app.gql(FOLLOW, { id: b }, token);
            return app.gql(`mutation { deleteAccount { message } }`, {}, token);
          })(),
        ];
      return [
        app.gql(FOLLOW, { id: a }, token),
        app.gql(FOLLOW, { id: b }, token),
        app.gql(FOLLOW, { id: a }, token),
        app.gql(UNFOLLOW, { id: b }, token),
        app.rest('POST', '/api/favourite-association/', {
          token,
          body: { id_association: ids[(i + 2) % 3] },
        }),
        app.gql(REQUEST, { id: b }, token),
        app.rest('DELETE', `/api/favourite-association/${a}`, { token }),
        // several requests in one transaction, as registration makes them (its notices aside)
        new Transactions(app.dataSource, new Processors()).run((tx) =>
          app.services.memberships.requestInTransaction(tx, user.id, [ids[2], ids[0], ids[1]]),
        ),
      ];
    });
    const results = await Promise.allSettled(burst);
    // nothing failed for the counter's sake (a deadlock or a check violation would be a 500)
    for (const result of results) {
      expect(result.status).toBe('fulfilled');
      const value = (result as PromiseFulfilledResult<{ status?: number; errors?: unknown }>).value;
      if (value && typeof value === 'object' && 'status' in value) {
        expect(value.status).toBeLessThan(500);
        expect((value as { errors?: unknown }).errors).toBeUndefined();
      }
    }
    expect(await mismatches()).toEqual([]);
    expect(await followersOf(ids[0])).toBeGreaterThan(0);
  });

  it('follows direct writes, account and association deletion cascades and TRUNCATE', async () => {
    const association = await buildAssociation(app);
    const [u1, u2, u3] = await Promise.all([1, 2, 3].map(() => buildUser(app)));
    await buildFollow(app, { userId: u1.id, associationId: association.id });
    await app.dataSource.query(
      'INSERT INTO favourite_association (user_id, association_id) VALUES ($1, $3), ($2, $3)',
      [u2.id, u3.id, association.id],
    );
    expect(await followersOf(association.id)).toBe(3);
    await app.services.users.deleteAccount(u2.id);
    expect(await followersOf(association.id)).toBe(2);
    await app.dataSource.query(
      'UPDATE favourite_association SET association_id = $1 WHERE user_id = $2',
      [(await buildAssociation(app)).id, u3.id],
    );
    expect(await followersOf(association.id)).toBe(1);
    expect(await mismatches()).toEqual([]);
    const gone = await buildAssociation(app);
    await buildFollow(app, { userId: u1.id, associationId: gone.id });
    await app.dataSource.query('DELETE FROM association WHERE id = $1', [gone.id]);
    expect(await mismatches()).toEqual([]);
    await app.dataSource.query('TRUNCATE favourite_association');
    expect(await mismatches()).toEqual([]);
    expect(await followersOf(association.id)).toBe(0);
  });

  it('is what GraphQL, REST and the dashboard statistics report', async () => {
    const admin = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: admin.user.id });
    const fans = await Promise.all([1, 2].map(() => userWithToken(app)));
    for (const fan of fans) await app.gql(FOLLOW, { id: association.id }, fan.token);
    const gql = await app.gql<{ association: { followers: number } }>(
      `query($id: Int!) { association(id: $id) { followers } }`,
      { id: association.id },
      admin.token,
    );
    expect(gql.data?.association.followers).toBe(2);
    const rest = await app.rest<{ followers: number }>(
      'GET',
      `/api/association/info/${association.id}?dashboard=true`,
      { token: admin.token },
    );
    expect(rest.body.followers).toBe(2);
    const dashboard = await app.gql<{
      associationDashboard: { statistics: { followers: number } };
    }>(
      `query($id: Int!) { associationDashboard(id: $id) { statistics { followers } } }`,
      { id: association.id },
      admin.token,
    );
    expect(dashboard.data?.associationDashboard.statistics.followers).toBe(2);
  });
});
