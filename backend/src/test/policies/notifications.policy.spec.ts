import { AppError } from '../../common/app-error';
import { authorize, can } from '../../common/policy/authorize';
import {
  canReadNotification,
  canSeeSentNotifications,
  canSendNotification,
} from '../../modules/notifications/notifications.policy';
import { buildAssociation, buildNotification, buildUser } from '../factories';
import { associationRoles, policyDatabase } from './roles';

/**
 * The notifications policy asked directly (ARCHITECTURE §7): an association's accepted
 * administrators send and see what it sent; a notification is read by its recipient only.
 */
const db = policyDatabase();

describe.each([
  ['canSendNotification', canSendNotification],
  ['canSeeSentNotifications', canSeeSentNotifications],
] as const)("%s: the association's administrators only", (_name, action) => {
  it('refuses a stranger, a pending requester, a plain volunteer and another association’s administrator', async () => {
    const r = await associationRoles(db.app);
    const otherAdmin = await buildUser(db.app);
    await buildAssociation(db.app, { adminId: otherAdmin.id });
    for (const user of [r.stranger, r.pending, r.volunteer, otherAdmin])
      expect(await can(db.em, user.id, action, r.association.id)).toBe(false);
  });

  it('grants the administrator', async () => {
    const r = await associationRoles(db.app);
    expect(await can(db.em, r.admin.id, action, r.association.id)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', async () => {
    const r = await associationRoles(db.app);
    const refusal = authorize(db.em, r.volunteer.id, action, r.association.id);
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('canReadNotification: its recipient only', () => {
  it("refuses anyone else, the sending association's administrator included", async () => {
    const r = await associationRoles(db.app);
    const notification = await buildNotification(db.app, {
      userId: r.volunteer.id,
      associationId: r.association.id,
    });
    for (const user of [r.admin, r.stranger, r.pending])
      expect(await can(db.em, user.id, canReadNotification, notification)).toBe(false);
    expect(await can(db.em, r.volunteer.id, canReadNotification, notification)).toBe(true);
  });

  it("the service reads someone else's as missing (null / 404)", async () => {
    const r = await associationRoles(db.app);
    const notification = await buildNotification(db.app, { userId: r.volunteer.id });
    const service = db.app.services.notifications;
    expect(await service.get(r.stranger.id, notification.id)).toBeNull();
    await expect(service.markDisplayed(r.stranger.id, notification.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
