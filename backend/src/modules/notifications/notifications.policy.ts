import type { Action } from '../../common/policy/authorize';
import { roleIn } from '../../common/policy/viewer';
import type { Notification } from './notification.entity';

/**
 * Named permissions of the notifications domain (docs/architecture.md, "Who may do what"), on the
 * viewer's memberships. An association's administrators send to its accepted volunteers and see
 * what it sent; a notification is read by its recipient only.
 */
export type NotificationRef = Pick<Notification, 'userId'>;

/** Send a notification on behalf of the association: its accepted administrators. */
export const canSendNotification: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** See the association's sent notifications ("Notifiche inviate"): its administrators. */
export const canSeeSentNotifications: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** Read a notification, mark it displayed: its recipient only. */
export const canReadNotification: Action<NotificationRef> = (viewer, notification) =>
  notification.userId === viewer.id;
