import type { Action } from '../../common/policy/authorize';

/**
 * Named permissions of the devices domain. A subscription belongs to the account that last
 * registered it; only that account may check it or remove it (registering it again moves it:
 * whoever holds the endpoint holds the browser, DevicesService.register).
 */

/** Remove (or see as registered) the subscription with this endpoint: only its owner. */
export const canManageDevice: Action<string> = async (em, userId, endpoint) => {
  const rows: unknown[] = await em.query(
    'SELECT 1 FROM device_subscription WHERE endpoint = $1 AND user_id = $2',
    [endpoint, userId],
  );
  return rows.length > 0;
};
