import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import { authorize, can } from '../../common/policy/authorize';
import {
  canManageMembership,
  canRemoveMembership,
  canSeeMembershipContacts,
  type MembershipRef,
} from '../../modules/memberships/memberships.policy';
import { buildAssociation, buildMembership, buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The memberships policy asked directly, against a real database (ARCHITECTURE §7): on one
 * person's place in an association, the association's accepted administrators decide; the
 * person may only leave and see their own contacts.
 */
let app: TestApp;
let em: EntityManager;
beforeAll(async () => {
  app = await startTestApp();
  em = app.dataSource.manager;
});
afterAll(() => app.stop());

/**
 * An association with its administrator, two accepted volunteers, a pending requester and a
 * stranger; `request` is the pending membership, `membership` the first volunteer's.
 */
async function people() {
  const admin = await buildUser(app);
  const association = await buildAssociation(app, { adminId: admin.id });
  const volunteer = await buildUser(app);
  const membership = await buildMembership(app, {
    userId: volunteer.id,
    associationId: association.id,
  });
  const otherVolunteer = await buildUser(app);
  await buildMembership(app, { userId: otherVolunteer.id, associationId: association.id });
  const pending = await buildUser(app);
  const request = await buildMembership(app, {
    userId: pending.id,
    associationId: association.id,
    status: 'waiting',
  });
  const stranger = await buildUser(app);
  return {
    associationId: association.id,
    admin,
    volunteer,
    membership,
    otherVolunteer,
    pending,
    request,
    stranger,
  };
}

const ref = (m: MembershipRef): MembershipRef => ({
  userId: m.userId,
  associationId: m.associationId,
});

describe('canManageMembership: decide a request, change roles', () => {
  it('refuses a stranger, a plain volunteer and the requester themself', async () => {
    const p = await people();
    for (const user of [p.stranger, p.volunteer, p.pending])
      expect(await can(em, user.id, canManageMembership, ref(p.request))).toBe(false);
  });

  it("refuses a pending requester on someone else's membership", async () => {
    const p = await people();
    expect(await can(em, p.pending.id, canManageMembership, ref(p.membership))).toBe(false);
  });

  it("grants the association's administrator", async () => {
    const p = await people();
    expect(await can(em, p.admin.id, canManageMembership, ref(p.request))).toBe(true);
    expect(await can(em, p.admin.id, canManageMembership, ref(p.membership))).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', async () => {
    const p = await people();
    const refusal = authorize(em, p.volunteer.id, canManageMembership, ref(p.request));
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: 'FORBIDDEN', key: 'error.forbidden' });
  });
});

describe('canRemoveMembership: an administrator anyone’s, a person their own', () => {
  it('refuses a stranger, a pending requester and another volunteer', async () => {
    const p = await people();
    for (const user of [p.stranger, p.pending, p.otherVolunteer])
      expect(await can(em, user.id, canRemoveMembership, ref(p.membership))).toBe(false);
  });

  it('grants the administrator, the volunteer themself and the requester (withdrawing)', async () => {
    const p = await people();
    expect(await can(em, p.admin.id, canRemoveMembership, ref(p.membership))).toBe(true);
    expect(await can(em, p.volunteer.id, canRemoveMembership, ref(p.membership))).toBe(true);
    expect(await can(em, p.pending.id, canRemoveMembership, ref(p.request))).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', async () => {
    const p = await people();
    await expect(
      authorize(em, p.otherVolunteer.id, canRemoveMembership, ref(p.membership)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('canSeeMembershipContacts: phone and e-mail (spec §6)', () => {
  it('refuses a stranger, a pending requester and another volunteer', async () => {
    const p = await people();
    for (const user of [p.stranger, p.pending, p.otherVolunteer])
      expect(await can(em, user.id, canSeeMembershipContacts, ref(p.membership))).toBe(false);
  });

  it('grants the administrator and the person themself', async () => {
    const p = await people();
    expect(await can(em, p.admin.id, canSeeMembershipContacts, ref(p.membership))).toBe(true);
    expect(await can(em, p.volunteer.id, canSeeMembershipContacts, ref(p.membership))).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', async () => {
    const p = await people();
    await expect(
      authorize(em, p.stranger.id, canSeeMembershipContacts, ref(p.membership)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the memberships service answers through the policy', () => {
  it('refuses lists and decisions to a plain volunteer (403), and removal by another volunteer', async () => {
    const p = await people();
    const memberships = app.services.memberships;
    await expect(
      memberships.list(p.volunteer.id, p.associationId, 'waiting'),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(memberships.decide(p.volunteer.id, p.request.id, true)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(memberships.remove(p.otherVolunteer.id, p.membership.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('gives administrators the contacts once per list, and a person leaving their own', async () => {
    const p = await people();
    const memberships = app.services.memberships;
    const list = await memberships.list(p.admin.id, p.associationId, 'accepted');
    expect(list.contactsVisible).toBe(true);
    const left = await memberships.remove(p.volunteer.id, p.membership.id);
    expect(left).toMatchObject({ outcome: 'removed', contactsVisible: true });
  });
});
