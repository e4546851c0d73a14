import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import { authorize, can, type Action } from '../../common/policy/authorize';
import {
  canManageAssociation,
  canSeeAssociationPrivateContent,
  canSeeVolunteerContacts,
} from '../../modules/associations/associations.policy';
import { buildAssociation, buildMembership, buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The associations policy asked directly, against a real database (ARCHITECTURE §7): only an
 * accepted membership grants anything, and only an accepted administrator's grants management
 * and volunteers' contacts (spec §6).
 */
let app: TestApp;
let em: EntityManager;
beforeAll(async () => {
  app = await startTestApp();
  em = app.dataSource.manager;
});
afterAll(() => app.stop());

/**
 * An association with its administrator, an accepted volunteer, a pending requester, a rejected
 * one, an administrator whose membership is still pending, another association's administrator
 * and a stranger.
 */
async function people() {
  const admin = await buildUser(app);
  const association = await buildAssociation(app, { adminId: admin.id });
  const member = async (overrides: Parameters<typeof buildMembership>[1] = {}) => {
    const user = await buildUser(app);
    await buildMembership(app, { userId: user.id, associationId: association.id, ...overrides });
    return user;
  };
  const volunteer = await member();
  const pending = await member({ status: 'waiting' });
  const rejected = await member({ status: 'rejected' });
  const pendingAdmin = await member({ status: 'waiting', isAdmin: true });
  const otherAdmin = await buildUser(app);
  await buildAssociation(app, { adminId: otherAdmin.id });
  const stranger = await buildUser(app);
  return {
    associationId: association.id,
    admin,
    volunteer,
    pending,
    rejected,
    pendingAdmin,
    otherAdmin,
    stranger,
  };
}

/** Whether each of these people may do `action` to the association. */
async function answers(action: Action<number>, associationId: number, users: { id: number }[]) {
  return Promise.all(users.map((u) => can(em, u.id, action, associationId)));
}

describe.each([
  ['canManageAssociation', canManageAssociation],
  ['canSeeVolunteerContacts', canSeeVolunteerContacts],
])('%s: the accepted administrators only', (_name, action) => {
  it('refuses a stranger, a pending or rejected requester, a plain volunteer, a pending administrator and another association’s administrator', async () => {
    const p = await people();
    expect(
      await answers(action, p.associationId, [
        p.stranger,
        p.pending,
        p.rejected,
        p.volunteer,
        p.pendingAdmin,
        p.otherAdmin,
      ]),
    ).toEqual([false, false, false, false, false, false]);
  });

  it("grants the association's administrator", async () => {
    const p = await people();
    expect(await can(em, p.admin.id, action, p.associationId)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', async () => {
    const p = await people();
    const refusal = authorize(em, p.volunteer.id, action, p.associationId);
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: 'FORBIDDEN', key: 'error.forbidden' });
    await expect(authorize(em, p.admin.id, action, p.associationId)).resolves.toBeUndefined();
  });
});

describe('canSeeAssociationPrivateContent: accepted volunteers and administrators', () => {
  it('refuses a stranger, a pending or rejected requester and another association’s administrator', async () => {
    const p = await people();
    expect(
      await answers(canSeeAssociationPrivateContent, p.associationId, [
        p.stranger,
        p.pending,
        p.rejected,
        p.pendingAdmin,
        p.otherAdmin,
      ]),
    ).toEqual([false, false, false, false, false]);
  });

  it('grants a plain volunteer and the administrator', async () => {
    const p = await people();
    expect(
      await answers(canSeeAssociationPrivateContent, p.associationId, [p.volunteer, p.admin]),
    ).toEqual([true, true]);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', async () => {
    const p = await people();
    await expect(
      authorize(em, p.pending.id, canSeeAssociationPrivateContent, p.associationId),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the services refuse through the policy', () => {
  it('a plain volunteer may not open the dashboard or edit the association (403)', async () => {
    const p = await people();
    await expect(
      app.services.associations.requireDashboard(p.volunteer.id, p.associationId),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      app.services.associations.assertCanManage(p.pending.id, p.associationId),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      app.services.associations.requireDashboard(p.admin.id, p.associationId),
    ).resolves.toMatchObject({ id: p.associationId });
  });
});
