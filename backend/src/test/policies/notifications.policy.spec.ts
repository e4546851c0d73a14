import { AppError } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import {
  canReadNotification,
  canSeeSentNotifications,
  canSendNotification,
} from '../../modules/notifications/notifications.policy';
import { ASSOCIATION, associationRoles, thrown } from './roles';

/**
 * The notifications policy (docs/architecture.md, "Who may do what"): an association's accepted
 * administrators send and see what it sent; a notification is read by its recipient only.
 */
describe.each([
  ['canSendNotification', canSendNotification],
  ['canSeeSentNotifications', canSeeSentNotifications],
] as const)("%s: the association's administrators only", (_name, action) => {
  it('refuses a stranger, a pending requester, a plain volunteer and another association’s administrator', () => {
    const r = associationRoles();
    for (const viewer of [r.stranger, r.pending, r.volunteer, r.otherAdmin, r.pendingAdmin])
      expect(action(viewer, ASSOCIATION)).toBe(false);
  });

  it('grants the administrator', () => {
    expect(action(associationRoles().admin, ASSOCIATION)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', () => {
    const r = associationRoles();
    const refusal = () => authorize(r.volunteer, action, ASSOCIATION);
    expect(refusal).toThrow(AppError);
    expect(thrown(refusal)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('canReadNotification: its recipient only', () => {
  it("refuses anyone else, the sending association's administrator included", () => {
    const r = associationRoles();
    const notification = { userId: r.volunteer.id };
    for (const viewer of [r.admin, r.stranger, r.pending])
      expect(canReadNotification(viewer, notification)).toBe(false);
    expect(canReadNotification(r.volunteer, notification)).toBe(true);
    expect(thrown(() => authorize(r.admin, canReadNotification, notification))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
