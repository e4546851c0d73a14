import type { Action } from '../../common/policy/authorize';
import { hasMembership } from '../../common/policy/membership';
import type { Notification } from './notification.entity';

/**
 * Named permissions of the notifications domain (ARCHITECTURE §7), on the one membership query.
 * An association's administrators send to its accepted volunteers and see what it sent; a
 * notification is read by its recipient only.
 */
export type NotificationRef = Pick<Notification, 'userId'>;

/** Send a notification on behalf of the association: its accepted administrators. */
export const canSendNotification: Action<number> = (em, userId, associationId) =>
  hasMembership(em, userId, associationId, 'admin');

/** See the association's sent notifications ("Notifiche inviate"): its administrators. */
export const canSeeSentNotifications: Action<number> = (em, userId, associationId) =>
  hasMembership(em, userId, associationId, 'admin');

/** Read a notification, mark it displayed: its recipient only. */
export const canReadNotification: Action<NotificationRef> = async (_em, userId, notification) =>
  notification.userId === userId;
