import type { Action } from '../../common/policy/authorize';

/**
 * Named permissions of the devices domain. A subscription belongs to the account that last
 * registered it; only that account may check it or remove it (registering it again moves it:
 * whoever holds the endpoint holds the browser, DevicesService.register).
 */

/** Remove (or see as registered) a subscription (its owner, as read): only its owner. */
export const canManageDevice: Action<{ userId: number } | null> = (viewer, subscription) =>
  subscription !== null && subscription.userId === viewer.id;
