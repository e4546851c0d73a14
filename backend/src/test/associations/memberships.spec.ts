import { Membership } from '../../modules/memberships/membership.entity';
import { buildAssociation, buildMembership, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import {
  ASSOCIATION,
  DASHBOARD,
  DECIDE,
  FOLLOW,
  LEAVE,
  REMOVE,
  REQUEST,
  ROLES,
  UNFOLLOW,
  VOLUNTEERS,
} from './gql';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type Assoc = {
  association: {
    followers: number;
    isFavourite: boolean;
    iAmVolunteer: boolean;
    iAmWaiting: boolean;
    iAmAdmin: boolean;
  };
};
const memberships = () => app.dataSource.getRepository(Membership);

/** An association with its administrator, and a person who asked to volunteer. */
async function withRequest() {
  const admin = await userWithToken(app);
  const association = await buildAssociation(app, { adminId: admin.user.id });
  const person = await userWithToken(app, { name: 'Chiara', surname: 'Sole', phone: '3335557777' });
  expect((await app.gql(REQUEST, { id: association.id }, person.token)).errors).toBeUndefined();
  const request = await memberships().findOneByOrFail({
    userId: person.user.id,
    associationId: association.id,
  });
  return { admin, association, person, request };
}

describe('follow', () => {
  it('follows and unfollows, the count moving by one each time', async () => {
    const association = await buildAssociation(app);
    const { token } = await userWithToken(app);
    const followed = await app.gql<{
      followAssociation: { followers: number; isFavourite: boolean };
    }>(FOLLOW, { id: association.id }, token);
    expect(followed.data!.followAssociation).toMatchObject({ followers: 1, isFavourite: true });
    // following twice changes nothing
    expect(
      (
        await app.gql<{ followAssociation: { followers: number } }>(
          FOLLOW,
          { id: association.id },
          token,
        )
      ).data!.followAssociation.followers,
    ).toBe(1);
    const unfollowed = await app.gql<{
      unfollowAssociation: { followers: number; isFavourite: boolean };
    }>(UNFOLLOW, { id: association.id }, token);
    expect(unfollowed.data!.unfollowAssociation).toMatchObject({
      followers: 0,
      isFavourite: false,
    });
  });

  it('answers NOT_FOUND for an association that does not exist', async () => {
    const { token } = await userWithToken(app);
    expect((await app.gql(FOLLOW, { id: 999999 }, token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('volunteer requests', () => {
  it('a request is pending, also follows, and raises the dashboard counter', async () => {
    const { admin, association, person } = await withRequest();
    const seen = await app.gql<Assoc>(ASSOCIATION, { id: association.id }, person.token);
    expect(seen.data!.association).toMatchObject({
      iAmWaiting: true,
      iAmVolunteer: false,
      isFavourite: true,
    });
    const dashboard = await app.gql<{
      associationDashboard: { counters: { numberVolunteerRequests: number } };
    }>(DASHBOARD, { id: association.id }, admin.token);
    expect(dashboard.data!.associationDashboard.counters.numberVolunteerRequests).toBe(1);
  });

  it('accepting makes the person a volunteer, visible to them at once', async () => {
    const { admin, association, person, request } = await withRequest();
    const decided = await app.gql<{ decideVolunteerRequest: { status: string } }>(
      DECIDE,
      { id: request.id, accept: true },
      admin.token,
    );
    expect(decided.data!.decideVolunteerRequest.status).toBe('ACCEPTED');
    expect(
      (await app.gql<Assoc>(ASSOCIATION, { id: association.id }, person.token)).data!.association,
    ).toMatchObject({ iAmVolunteer: true, iAmWaiting: false });
    expect(
      (await app.gql(REQUEST, { id: association.id }, person.token)).errors?.[0].extensions,
    ).toMatchObject({ code: 'CONFLICT', key: 'membership.already_volunteer' });
  });

  it('rejecting clears the pending state; a new request is possible', async () => {
    const { admin, association, person, request } = await withRequest();
    const decided = await app.gql<{ decideVolunteerRequest: { status: string } }>(
      DECIDE,
      { id: request.id, accept: false },
      admin.token,
    );
    expect(decided.data!.decideVolunteerRequest.status).toBe('REJECTED');
    expect(
      (await app.gql<Assoc>(ASSOCIATION, { id: association.id }, person.token)).data!.association,
    ).toMatchObject({ iAmVolunteer: false, iAmWaiting: false });
    expect(
      (
        await app.gql<{ requestToVolunteer: { iAmWaiting: boolean } }>(
          REQUEST,
          { id: association.id },
          person.token,
        )
      ).data!.requestToVolunteer.iAmWaiting,
    ).toBe(true);
  });

  it('a request is decided once: the second decision is a conflict', async () => {
    const { admin, request } = await withRequest();
    await app.gql(DECIDE, { id: request.id, accept: true }, admin.token);
    expect(
      (await app.gql(DECIDE, { id: request.id, accept: false }, admin.token)).errors?.[0]
        .extensions,
    ).toMatchObject({ code: 'CONFLICT', key: 'membership.already_decided' });
  });

  it('concurrent decisions on one request leave exactly one result', async () => {
    const { admin, request } = await withRequest();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.gql(DECIDE, { id: request.id, accept: i % 2 === 0 }, admin.token),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(9);
    const row = await memberships().findOneByOrFail({ id: request.id });
    expect(['accepted', 'rejected']).toContain(row.status);
  });

  it('leaving removes the membership; coming back needs a new request', async () => {
    const { admin, association, person, request } = await withRequest();
    await app.gql(DECIDE, { id: request.id, accept: true }, admin.token);
    const left = await app.gql<{
      leaveAssociation: { iAmVolunteer: boolean; iAmWaiting: boolean };
    }>(LEAVE, { id: association.id }, person.token);
    expect(left.data!.leaveAssociation).toEqual({
      id: association.id,
      iAmVolunteer: false,
      iAmWaiting: false,
    });
    expect(
      (await app.gql(LEAVE, { id: association.id }, person.token)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    const again = await app.gql<{ requestToVolunteer: { iAmWaiting: boolean } }>(
      REQUEST,
      { id: association.id },
      person.token,
    );
    expect(again.data!.requestToVolunteer.iAmWaiting).toBe(true);
  });
});

describe('permissions', () => {
  it.each([
    ['a stranger', 'stranger'],
    ['an accepted member (a label, not a permission)', 'member'],
    ['the administrator of another association', 'otherAdmin'],
  ])(
    '%s cannot decide, change roles, remove, list contacts or open the dashboard',
    async (_label, who) => {
      const { admin, association, request } = await withRequest();
      const actor = await userWithToken(app);
      if (who === 'member')
        await buildMembership(app, {
          userId: actor.user.id,
          associationId: association.id,
          isMember: true,
        });
      if (who === 'otherAdmin') await buildAssociation(app, { adminId: actor.user.id });
      const refused = [
        await app.gql(DECIDE, { id: request.id, accept: true }, actor.token),
        await app.gql(ROLES, { input: { membershipId: request.id, isMember: true } }, actor.token),
        await app.gql(REMOVE, { id: request.id }, actor.token),
        await app.gql(
          VOLUNTEERS,
          { associationId: association.id, status: 'WAITING' },
          actor.token,
        ),
        await app.gql(DASHBOARD, { id: association.id }, actor.token),
      ];
      for (const r of refused) expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // nothing changed
      expect((await memberships().findOneByOrFail({ id: request.id })).status).toBe('waiting');
      expect(admin.user.id).toBeGreaterThan(0);
    },
  );
});

describe('roles and removal', () => {
  async function acceptedVolunteer() {
    const setup = await withRequest();
    await app.gql(DECIDE, { id: setup.request.id, accept: true }, setup.admin.token);
    return setup;
  }

  it('toggles member and admin independently', async () => {
    const { admin, person, request, association } = await acceptedVolunteer();
    const member = await app.gql<{ setVolunteerRoles: { isAdmin: boolean; isMember: boolean } }>(
      ROLES,
      { input: { membershipId: request.id, isMember: true } },
      admin.token,
    );
    expect(member.data!.setVolunteerRoles).toMatchObject({ isAdmin: false, isMember: true });
    const both = await app.gql<{ setVolunteerRoles: { isAdmin: boolean; isMember: boolean } }>(
      ROLES,
      { input: { membershipId: request.id, isAdmin: true } },
      admin.token,
    );
    expect(both.data!.setVolunteerRoles).toMatchObject({ isAdmin: true, isMember: true });
    expect(
      (await app.gql<Assoc>(ASSOCIATION, { id: association.id }, person.token)).data!.association
        .iAmAdmin,
    ).toBe(true);
    const me = await app.gql<{ me: { isAdmin: boolean } }>('{ me { isAdmin } }', {}, person.token);
    expect(me.data!.me.isAdmin).toBe(true);
  });

  it('refuses to demote or remove the last administrator, also as themself', async () => {
    const { admin, association } = await acceptedVolunteer();
    const own = await memberships().findOneByOrFail({
      userId: admin.user.id,
      associationId: association.id,
    });
    expect(
      (await app.gql(ROLES, { input: { membershipId: own.id, isAdmin: false } }, admin.token))
        .errors?.[0].extensions,
    ).toMatchObject({ code: 'CONFLICT', key: 'association.last_admin' });
    expect((await app.gql(REMOVE, { id: own.id }, admin.token)).errors?.[0].extensions?.key).toBe(
      'association.last_admin',
    );
    expect(
      (await app.gql(LEAVE, { id: association.id }, admin.token)).errors?.[0].extensions?.key,
    ).toBe('association.last_admin');
  });

  it('two administrators demoting each other at once leave one administrator', async () => {
    const { admin, person, request, association } = await acceptedVolunteer();
    await app.gql(ROLES, { input: { membershipId: request.id, isAdmin: true } }, admin.token);
    const adminRow = await memberships().findOneByOrFail({
      userId: admin.user.id,
      associationId: association.id,
    });
    const results = await Promise.all([
      app.gql(ROLES, { input: { membershipId: request.id, isAdmin: false } }, admin.token),
      app.gql(ROLES, { input: { membershipId: adminRow.id, isAdmin: false } }, person.token),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    // the loser waited for the winner: it is no longer an administrator (or would be the last one)
    expect(['FORBIDDEN', 'CONFLICT']).toContain(
      results.find((r) => r.errors)!.errors![0].extensions?.code,
    );
    expect(await memberships().countBy({ associationId: association.id, isAdmin: true })).toBe(1);
  });

  it('an administrator removes a volunteer, who sees it at once; a volunteer may remove themself', async () => {
    const { admin, person, request, association } = await acceptedVolunteer();
    const removed = await app.gql<{ removeVolunteer: { status: string } }>(
      REMOVE,
      { id: request.id },
      admin.token,
    );
    expect(removed.data!.removeVolunteer.status).toBe('REMOVED');
    expect(
      (await app.gql<Assoc>(ASSOCIATION, { id: association.id }, person.token)).data!.association
        .iAmVolunteer,
    ).toBe(false);

    const other = await acceptedVolunteer();
    expect(
      (await app.gql(REMOVE, { id: other.request.id }, other.person.token)).errors,
    ).toBeUndefined();
  });
});

describe('volunteer lists', () => {
  it('lists accepted volunteers and pending requests with contact data, searchable', async () => {
    const { admin, association, request } = await withRequest();
    const waiting = await app.gql<{
      volunteers: { id: number; email: string; phone: string; status: string }[];
    }>(VOLUNTEERS, { associationId: association.id, status: 'WAITING' }, admin.token);
    expect(waiting.data!.volunteers).toEqual([
      expect.objectContaining({ id: request.id, phone: '3335557777', status: 'WAITING' }),
    ]);
    for (const search of ['chiara', 'SOLE', '555777', 'Chiara Sole'])
      expect(
        (
          await app.gql<{ volunteers: unknown[] }>(
            VOLUNTEERS,
            { associationId: association.id, status: 'WAITING', search },
            admin.token,
          )
        ).data!.volunteers,
      ).toHaveLength(1);
    expect(
      (
        await app.gql<{ volunteers: unknown[] }>(
          VOLUNTEERS,
          { associationId: association.id, status: 'WAITING', search: 'nessuno' },
          admin.token,
        )
      ).data!.volunteers,
    ).toHaveLength(0);
    const accepted = await app.gql<{ volunteers: { userId: number; isAdmin: boolean }[] }>(
      VOLUNTEERS,
      { associationId: association.id, status: 'ACCEPTED' },
      admin.token,
    );
    expect(accepted.data!.volunteers).toEqual([
      expect.objectContaining({ userId: admin.user.id, isAdmin: true }),
    ]);
  });
});
